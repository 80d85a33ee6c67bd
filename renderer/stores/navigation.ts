import { create } from 'zustand';
import type { Route } from '../../shared/ipc';

export interface NavigationState {
  /** The section shown: one of the contract's routes, so a shell's app.navigate needs no mapping. */
  section: Route;
  navigate(section: Route): void;
}

export const useNavigation = create<NavigationState>((set) => ({
  section: 'api-reference',
  navigate: (section) => set({ section }),
}));
