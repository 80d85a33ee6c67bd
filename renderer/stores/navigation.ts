import { create } from 'zustand';
import type { Route } from '../../shared/ipc';

export interface NavigationState {
  /** The section shown: one of the contract's routes, so a shell's app.navigate needs no mapping. */
  section: Route;
  /** True once someone (the user, a menu) chose a section: the app's own first choice then yields. */
  chosen: boolean;
  navigate(section: Route): void;
  /** The app's first screen, shown only while nobody has chosen one (profiles load after the first paint). */
  suggest(section: Route): void;
}

export const useNavigation = create<NavigationState>((set, get) => ({
  section: 'api-reference',
  chosen: false,
  navigate: (section) => set({ section, chosen: true }),
  suggest: (section) => {
    if (!get().chosen) set({ section });
  },
}));
