import { prefProblem, readPref } from '../../../shared/prefs';
import { AppError } from '../errors';
import { checkPrefSize } from './settings-store';
import type { SettingsStore } from './settings-store';

/**
 * Any settings store (the JSON file, Electron's electron-store), held to the registry of
 * shared/prefs.ts: a set with a key no preference has, or a value that does not match its
 * schema, is refused and names the key and where the value is wrong; a stored value that
 * no longer matches (written by another version, or by hand) reads as null, never throws.
 */
export function registryCheckedStore(store: SettingsStore): SettingsStore {
  return {
    async get(key) {
      if (prefProblem(key, null)) throw unknownKey(key);
      return readPref(key, await store.get(key));
    },
    async set(key, value) {
      const problem = prefProblem(key, value);
      if (problem?.kind === 'unknown-key') throw unknownKey(key);
      if (problem?.kind === 'invalid-value')
        throw new AppError('invalid-argument', {
          reason: 'preference-invalid',
          key,
          path: problem.path,
          problem: problem.message,
        });
      checkPrefSize(key, value);
      await store.set(key, value);
    },
  };
}

const unknownKey = (key: string) => new AppError('invalid-argument', { reason: 'preference-unknown', key });
