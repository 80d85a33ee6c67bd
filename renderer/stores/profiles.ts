import { create } from 'zustand';
import type { ProfileKind, ProfileRules, ProfilesState, ProfileView } from '../../shared/models/profile';
import { call, onEvent } from '../bridge/mdm';

export interface ProfilesStore extends ProfilesState {
  /** False until the first profiles.list answered (screens wait instead of showing "no profile"). */
  loaded: boolean;
  /** Why profiles.list failed, when it did. */
  error: string | null;
  /** The active profile's view, or null. Kept in step with `profiles` and `activeId`. */
  activeProfile: ProfileView | null;
  /** What the machine-wide policy lets the user do with connections (all allowed without one). */
  rules: ProfileRules;
  /** Takes a ProfilesState from any answer (save, remove, setActive, demo.start) or event. */
  apply(state: ProfilesState): void;
  /** Reads profiles.list again. */
  refresh(): Promise<void>;
  /** Makes a profile the active one (core announces it with profiles.changed too). */
  setActive(id: string): Promise<void>;
  /** Starts the built-in demo server with a profile of this kind, which becomes the active one. */
  startDemo(kind: ProfileKind): Promise<void>;
}

const NO_RULES: ProfileRules = { userConnections: true, demoServer: true, policyFile: null };

const activeOf = (state: ProfilesState): ProfileView | null =>
  state.profiles.find((p) => p.id === state.activeId) ?? null;

/**
 * The connection profiles as core keeps them: one store for every screen, so the header's
 * switcher, the connection screen and the feature screens never disagree. `startProfilesSync`
 * (called once by App) loads it and keeps it fresh through the profiles.changed event.
 */
export const useProfiles = create<ProfilesStore>((set) => ({
  profiles: [],
  activeId: null,
  activeProfile: null,
  rules: NO_RULES,
  loaded: false,
  error: null,
  apply: (state) =>
    set({
      profiles: state.profiles,
      activeId: state.activeId,
      activeProfile: activeOf(state),
      rules: state.rules ?? NO_RULES,
      loaded: true,
      error: null,
    }),
  refresh: async () => {
    try {
      useProfiles.getState().apply(await call('profiles.list'));
    } catch (error) {
      set({ loaded: true, error: (error as Error).message });
    }
  },
  setActive: async (id) => {
    useProfiles.getState().apply(await call('profiles.setActive', { id }));
  },
  startDemo: async (kind) => {
    useProfiles.getState().apply(await call('demo.start', { kind }));
  },
}));

/** Loads the profiles and follows profiles.changed; returns the unsubscribe function. */
export function startProfilesSync(): () => void {
  const off = onEvent('profiles.changed', (state) => useProfiles.getState().apply(state));
  void useProfiles.getState().refresh();
  return off;
}
