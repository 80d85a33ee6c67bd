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
  /**
   * True once a section was chosen: named by the address at start (a reload) or opened by the
   * user (or a shell) before the profiles were read; the app then keeps it instead of
   * choosing the first screen itself.
   */
  chosen: boolean;
  navigate(section: Route): void;
}

/**
 * The section shown, kept in the address's fragment: the sidebar's sections are links to
 * #import, #jobs…, so a reload lands where it was and the browser's Back goes back.
 */
export const useNavigation = create<NavigationState>((set) => ({
  section: routeInAddress() ?? 'import',
  chosen: routeInAddress() !== null,
  navigate: (section) => {
    set({ section, chosen: true });
    if (typeof location !== 'undefined' && location.hash !== `#${section}`) location.hash = section;
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    const route = routeInAddress();
    if (route && route !== useNavigation.getState().section) useNavigation.setState({ section: route, chosen: true });
  });
}
