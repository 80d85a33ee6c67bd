import type { SecretStoreStatus } from '../../../shared/models/profile';

/**
 * Where tokens live, behind a port: a file readable by the user alone (CLI, web shell),
 * Electron's safeStorage (desktop), or memory (tests). Keys are profile ids.
 */
export interface SecretStore {
  status(): SecretStoreStatus | Promise<SecretStoreStatus>;
  get(key: string): Promise<string | null>;
  /** Throws AppError `weak-storage` when only weak storage exists and consent was not given. */
  set(key: string, secret: string, options?: { acceptWeakStorage?: boolean }): Promise<void>;
  delete(key: string): Promise<void>;
}

/** For tests and the demo: nothing leaves the process. */
export function memorySecretStore(): SecretStore {
  const secrets = new Map<string, string>();
  return {
    status: () => ({
      backend: 'memory',
      secure: true,
      needsConsent: false,
      explanation: 'Tokens are kept in memory only and forgotten when the app quits.',
    }),
    get: async (key) => secrets.get(key) ?? null,
    set: async (key, secret) => void secrets.set(key, secret),
    delete: async (key) => void secrets.delete(key),
  };
}
