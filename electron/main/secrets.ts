/**
 * Tokens in the desktop app: encrypted with Electron's safeStorage (the OS keychain, DPAPI,
 * or the Linux secret service) and kept in `tokens.safe.json` in userData, mode 0600.
 * When Linux offers only the `basic_text` backend (no keyring), the "encryption" uses a
 * fixed key: tokens are then refused unless the user explicitly accepts weaker storage.
 */
import { safeStorage } from 'electron';
import path from 'node:path';
import type { SecretStoreStatus } from '../../shared/models/profile';
import { AppError, jsonFile } from '../core/index';
import type { SecretStore, StoreSupport } from '../core/index';

export const SAFE_TOKENS_FILE = 'tokens.safe.json';

interface Entry {
  /** `safeStorage`: base64 of safeStorage.encryptString; `plain`: only with consent, when no encryption exists at all. */
  scheme: 'safeStorage' | 'plain';
  value: string;
}

function backendOf(): string {
  if (process.platform === 'linux') return safeStorage.getSelectedStorageBackend();
  if (process.platform === 'darwin') return 'keychain';
  if (process.platform === 'win32') return 'dpapi';
  return 'unknown';
}

export function safeStorageStatus(): SecretStoreStatus {
  const available = safeStorage.isEncryptionAvailable();
  const backend = available ? backendOf() : 'unavailable';
  if (!available) {
    return {
      backend,
      situation: 'no-encryption',
      location: null,
      secure: false,
      needsConsent: true,
    };
  }
  if (backend === 'basic_text') {
    return {
      backend,
      situation: 'obscured',
      location: null,
      secure: false,
      needsConsent: true,
    };
  }
  return {
    backend,
    situation: 'encrypted',
    location: null,
    secure: true,
    needsConsent: false,
  };
}

export function safeStorageSecretStore(dataDir: string, support?: StoreSupport): SecretStore {
  const file = jsonFile<Record<string, Entry>>(path.join(dataDir, SAFE_TOKENS_FILE), () => ({}), {
    mode: 0o600,
    ...(support ? { onDamaged: support.onDamaged } : {}),
  });
  return {
    status: safeStorageStatus,
    async get(key) {
      const entry = (await file.read())[key];
      if (!entry) return null;
      if (entry.scheme === 'plain') return entry.value;
      if (!safeStorage.isEncryptionAvailable()) {
        throw new AppError('secret-unavailable', { reason: 'locked' });
      }
      try {
        return safeStorage.decryptString(Buffer.from(entry.value, 'base64'));
      } catch {
        throw new AppError('secret-unavailable', { reason: 'changed' });
      }
    },
    async set(key, secret, options = {}) {
      const status = safeStorageStatus();
      if (status.needsConsent && !options.acceptWeakStorage) {
        throw new AppError('weak-storage', { backend: status.backend, situation: status.situation });
      }
      const entry: Entry = safeStorage.isEncryptionAvailable()
        ? { scheme: 'safeStorage', value: safeStorage.encryptString(secret).toString('base64') }
        : { scheme: 'plain', value: secret };
      await file.update((all) => {
        all[key] = entry;
      });
    },
    async delete(key) {
      await file.update((all) => {
        delete all[key];
      });
    },
  };
}
