/**
 * Tokens for the CLI and the web shell: a JSON file in the data folder that only the
 * user can read (mode 0600, the folder 0700). Not encrypted: the protection is the file
 * mode, as for ~/.ssh keys; `status()` says so (situation `plain-file` and the file: the
 * shells word it).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { jsonFile } from '../store/json-file';
import type { JsonFileOptions } from '../store/json-file';

import type { SecretStore } from './secret-store';

type Tokens = Record<string, string>;
const tokensSchema = z.record(z.string(), z.string());

export const TOKENS_FILE = 'tokens.json';

export function fileSecretStore(
  dataDir: string,
  options: Pick<JsonFileOptions<Tokens>, 'onDamaged'> = {},
): SecretStore {
  const file = jsonFile<Tokens>(path.join(dataDir, TOKENS_FILE), () => ({}), {
    mode: 0o600,
    schema: tokensSchema,
    ...options,
  });
  return {
    status: () => ({
      backend: 'file',
      situation: 'plain-file',
      location: file.path,
      // Not encrypted: any program running as this user can read the file (the same threat
      // Electron's `basic_text` storage is refused for without consent).
      secure: false,
      needsConsent: false,
    }),
    async get(key) {
      const all = await file.read();
      return Object.prototype.hasOwnProperty.call(all, key) ? (all[key] ?? null) : null;
    },
    async set(key, secret) {
      await file.update((all) => {
        all[key] = secret;
      });
    },
    async delete(key) {
      await file.update((all) => {
        delete all[key];
      });
    },
  };
}

/** The mode bits of the token file (tests, and a warning when someone loosened them). */
export async function secretFileMode(dataDir: string): Promise<number | null> {
  try {
    return (await stat(path.join(dataDir, TOKENS_FILE))).mode & 0o777;
  } catch {
    return null;
  }
}
