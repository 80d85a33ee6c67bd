/**
 * Preferences in the desktop app, with electron-store (`prefs.json` in userData). Keys
 * like `devices.views` are kept whole, not as nested paths.
 */
import Store from 'electron-store';
import { checkPrefSize } from '../core/index';
import type { SettingsStore } from '../core/index';

export function electronSettingsStore(): SettingsStore {
  const store = new Store<Record<string, unknown>>({
    name: 'prefs',
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
  });
  return {
    get: async (key) => (store.has(key) ? store.get(key) : null),
    set: async (key, value) => {
      checkPrefSize(key, value);
      if (value === null) store.delete(key);
      else store.set(key, value);
    },
  };
}
