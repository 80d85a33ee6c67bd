import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSecretStore, secretFileMode, TOKENS_FILE } from '../../../../../electron/core/secrets/file-secret-store';
import { tempDir } from '../../../../helpers/temp-dir';

describe('fileSecretStore', () => {
  it('keeps tokens in a file only the user can read (0600, folder 0700)', async () => {
    const dir = path.join(tempDir(), 'home');
    const store = fileSecretStore(dir);
    expect(await store.get('p1')).toBeNull();
    await store.set('p1', 'token-one');
    await store.set('p2', 'token-two');
    expect(await store.get('p1')).toBe('token-one');
    expect(await secretFileMode(dir)).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    await store.delete('p1');
    expect(await store.get('p1')).toBeNull();
    expect(JSON.parse(await readFile(path.join(dir, TOKENS_FILE), 'utf8'))).toEqual({ p2: 'token-two' });
    expect(await fileSecretStore(dir).get('p2')).toBe('token-two');
  });

  it('says how tokens are kept: unencrypted, protected by the file mode only (not "secure", as Electron says of the same)', async () => {
    const dir = tempDir();
    const status = await fileSecretStore(dir).status();
    expect(status).toMatchObject({ backend: 'file', situation: 'plain-file', secure: false, needsConsent: false });
    expect(status.location).toBe(path.join(dir, TOKENS_FILE));
    // A fact with its file, no sentence: the shells word it (secrets.plain-file).
    expect(Object.keys(status).sort()).toEqual(['backend', 'location', 'needsConsent', 'secure', 'situation']);
  });
});
