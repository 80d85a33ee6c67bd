/**
 * Tokens for the CLI and the web shell: a JSON file in the data folder that only the
 * user can read (mode 0600, the folder 0700). Not encrypted: the protection is the file
 * mode, as for ~/.ssh keys; `status()` says so.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { jsonFile } from '../store/json-file';
import type { SecretStore } from './secret-store';

export const TOKENS_FILE = 'tokens.json';

export function fileSecretStore(dataDir: string): SecretStore {
  const file = jsonFile<Record<string, string>>(path.join(dataDir, TOKENS_FILE), () => ({}), { mode: 0o600 });
  return {
    status: () => ({
      backend: 'file',
      secure: true,
      needsConsent: false,
      explanation: `Tokens are kept in ${file.path}, readable by your user account alone (mode 0600). For scripts, the MDM_TOKEN environment variable can be used instead.`,
    }),
    async get(key) {
      const all = await file.read();
      return Object.prototype.hasOwnProperty.call(all, key) ? (all[key] ?? null) : null;
    },
    async set(key, secret) {
      const all = await file.read();
      all[key] = secret;
      await file.write(all);
    },
    async delete(key) {
      const all = await file.read();
      if (!(key in all)) return;
      delete all[key];
      await file.write(all);
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
