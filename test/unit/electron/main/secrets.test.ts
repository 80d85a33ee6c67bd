import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { electronMock, resetState, state } from '../electron-mock';
import { safeStorageSecretStore, SAFE_TOKENS_FILE } from '../../../../electron/main/secrets';
import { AppError } from '../../../../electron/core/errors';

vi.mock('electron', () => electronMock());

const onLinux = (run: () => Promise<void>) => async () => {
  const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
  Object.defineProperty(process, 'platform', { value: 'linux' });
  try {
    await run();
  } finally {
    Object.defineProperty(process, 'platform', platform);
  }
};

describe('safeStorage secret store', () => {
  beforeEach(() => resetState());

  it(
    'encrypts tokens with safeStorage into a 0600 file and reads them back',
    onLinux(async () => {
      const store = safeStorageSecretStore(state.userData);
      await store.set('p1', 'secret-token-1234');
      const file = path.join(state.userData, SAFE_TOKENS_FILE);
      const text = await readFile(file, 'utf8');
      expect(text).not.toContain('secret-token-1234');
      expect(JSON.parse(text).p1.scheme).toBe('safeStorage');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await store.get('p1')).toBe('secret-token-1234');
      expect(await store.status()).toMatchObject({ backend: 'gnome_libsecret', secure: true, needsConsent: false });
      await store.delete('p1');
      expect(await store.get('p1')).toBeNull();
    }),
  );

  it(
    'refuses to save with the basic_text backend unless weaker storage is accepted, and explains why',
    onLinux(async () => {
      state.safeStorage.backend = 'basic_text';
      const store = safeStorageSecretStore(state.userData);
      const status = await store.status();
      expect(status).toMatchObject({ backend: 'basic_text', situation: 'obscured', secure: false, needsConsent: true });
      const error = await store.set('p1', 'tok-abcdef').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('weak-storage');
      expect((error as AppError).message).not.toContain('tok-abcdef');
      expect(await store.get('p1')).toBeNull();
      await store.set('p1', 'tok-abcdef', { acceptWeakStorage: true });
      expect(await store.get('p1')).toBe('tok-abcdef');
    }),
  );

  it(
    'without any encryption, keeps a token only with consent, and says it cannot decrypt when the keyring goes away',
    onLinux(async () => {
      const store = safeStorageSecretStore(state.userData);
      await store.set('enc', 'encrypted-one');
      state.safeStorage.available = false;
      expect((await store.status()).backend).toBe('unavailable');
      await expect(store.set('p', 'plain-one')).rejects.toMatchObject({ code: 'weak-storage' });
      await store.set('p', 'plain-one', { acceptWeakStorage: true });
      expect(await store.get('p')).toBe('plain-one');
      await expect(store.get('enc')).rejects.toMatchObject({ code: 'secret-unavailable' });
    }),
  );
});
