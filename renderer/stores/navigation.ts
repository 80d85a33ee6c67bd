import { create } from 'zustand';

export interface NavigationState {
  section: string;
  navigate(section: string): void;
}

export const useNavigation = create<NavigationState>((set) => ({
  section: 'api-reference',
  navigate: (section) => set({ section }),
}));
