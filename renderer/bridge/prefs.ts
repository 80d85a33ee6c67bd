import { readPref } from '../../shared/prefs';
import type { PrefKey, PrefValue } from '../../shared/prefs';
import { call } from './mdm';

/** A preference as the registry (shared/prefs.ts) types it, or null when none is stored or it no longer fits. */
export async function getPref<K extends PrefKey>(key: K): Promise<PrefValue<K> | null> {
  return readPref(key, await call('prefs.get', { key }));
}

/** Stores a preference (core checks it against the registry too); null removes it. */
export async function setPref<K extends PrefKey>(key: K, value: PrefValue<K> | null): Promise<void> {
  await call('prefs.set', { key, value });
}
