import { create } from 'zustand';
import { ROUTES } from '../../shared/ipc';
import type { Route } from '../../shared/ipc';

const isRoute = (value: string): value is Route => (ROUTES as readonly string[]).includes(value);

/** The section named in the address (#devices): a reload, or a link, comes back to it. */
function routeInAddress(): Route | null {
  if (typeof location === 'undefined') return null;
  const id = location.hash.replace(/^#\/?/, '');
  return isRoute(id) ? id : null;
}

export interface NavigationState {
  /** The section shown: one of the contract's routes, so a shell's app.navigate needs no mapping. */
  section: Route;
  /** True when the address named the section at start (a reload): the app keeps it instead of choosing the first screen. */
  restored: boolean;
  navigate(section: Route): void;
}

/**
 * The section shown, kept in the address's fragment: the sidebar's sections are links to
 * #import, #jobs…, so a reload lands where it was and the browser's Back goes back.
 */
export const useNavigation = create<NavigationState>((set) => ({
  section: routeInAddress() ?? 'import',
  restored: routeInAddress() !== null,
  navigate: (section) => {
    set({ section });
    if (typeof location !== 'undefined' && location.hash !== `#${section}`) location.hash = section;
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    const route = routeInAddress();
    if (route && route !== useNavigation.getState().section) useNavigation.setState({ section: route });
  });
}
