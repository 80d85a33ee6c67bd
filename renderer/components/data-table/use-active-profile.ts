import { useCallback, useEffect, useState } from 'react';
import type { ProfileView, ProfilesState } from '../../../shared/models/profile';
import { call, MdmCallError, onEvent } from '../../bridge/mdm';

export interface ActiveProfile {
  /** Null until profiles.list answered. */
  state: ProfilesState | null;
  profile: ProfileView | null;
  error: MdmCallError | null;
  reload(): void;
}

/** The active connection profile, kept current through profiles.changed. */
export function useActiveProfile(): ActiveProfile {
  const [state, setState] = useState<ProfilesState | null>(null);
  const [error, setError] = useState<MdmCallError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    call('profiles.list').then(
      (value) => {
        if (!live) return;
        setState(value);
        setError(null);
      },
      (e: unknown) => {
        if (live) setError(e instanceof MdmCallError ? e : new MdmCallError({ code: 'internal', message: String(e) }));
      },
    );
    const off = onEvent('profiles.changed', (value) => {
      setState(value);
      setError(null);
    });
    return () => {
      live = false;
      off();
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const profile = state?.profiles.find((p) => p.id === state.activeId) ?? null;
  return { state, profile, error, reload };
}
