/**
 * Small preferences that survive restarts (remembered column mappings, saved views,
 * recent files): a key-value port. Core's implementation is a JSON file; Electron's uses
 * electron-store (electron/main/settings.ts).
 */
import path from 'node:path';
import { AppError } from '../errors';
import { z } from 'zod';
import { jsonFile } from '../store/json-file';
import type { JsonFileOptions } from '../store/json-file';

type Prefs = Record<string, unknown>;
const prefsSchema = z.record(z.string(), z.unknown());

export interface SettingsStore {
  get(key: string): Promise<unknown>;
  /** null removes the key. */
  set(key: string, value: unknown): Promise<void>;
}

export const PREFS_FILE = 'prefs.json';
export const MAX_PREF_BYTES = 1024 * 1024;

export function checkPrefSize(key: string, value: unknown): void {
  const size = Buffer.byteLength(JSON.stringify(value) ?? '');
  if (size > MAX_PREF_BYTES) throw new AppError('invalid-argument', { reason: 'preference-too-large', key, size });
}

export function jsonSettingsStore(
  dataDir: string,
  options: Pick<JsonFileOptions<Prefs>, 'onDamaged'> = {},
): SettingsStore {
  const file = jsonFile<Prefs>(path.join(dataDir, PREFS_FILE), () => ({}), { schema: prefsSchema, ...options });
  return {
    async get(key) {
      const all = await file.read();
      return Object.prototype.hasOwnProperty.call(all, key) ? all[key] : null;
    },
    async set(key, value) {
      checkPrefSize(key, value);
      await file.update((all) => {
        if (value === null) delete all[key];
        else all[key] = value;
      });
    },
  };
}

export function memorySettingsStore(): SettingsStore {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => {
      checkPrefSize(key, value);
      if (value === null) values.delete(key);
      else values.set(key, structuredClone(value));
    },
  };
}
