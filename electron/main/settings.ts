/**
 * Preferences in the desktop app, with electron-store (`prefs.json` in userData). Keys
 * like `devices.views` are kept whole, not as nested paths. A damaged file must never stop
 * the app from opening its window: electron-store throws on one, so it is moved aside
 * (`prefs.json.damaged-<timestamp>`), reported without its content, and started afresh.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import Store from 'electron-store';
import { checkPrefSize, parseProblem } from '../core/index';
import type { SettingsStore, StoreSupport } from '../core/index';

const NAME = 'prefs';

function openStore(): Store<Record<string, unknown>> {
  return new Store<Record<string, unknown>>({
    name: NAME,
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
  });
}

export function electronSettingsStore(dataDir: string, support?: StoreSupport): SettingsStore {
  let store: Store<Record<string, unknown>>;
  try {
    store = openStore();
  } catch (error) {
    const file = path.join(dataDir, `${NAME}.json`);
    const movedTo = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(file, movedTo);
    store = openStore();
    support?.onDamaged({ file, movedTo, ...parseProblem(error) });
  }
  return {
    get: async (key) => (store.has(key) ? store.get(key) : null),
    set: async (key, value) => {
      checkPrefSize(key, value);
      if (value === null) store.delete(key);
      else store.set(key, value);
    },
  };
}
