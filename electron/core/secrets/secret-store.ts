import type { SecretStoreStatus } from '../../../shared/models/profile';

/**
 * Where tokens live, behind a port: a file readable by the user alone (CLI, web shell),
 * or Electron's safeStorage (desktop). Keys are profile ids.
 */
export interface SecretStore {
  status(): SecretStoreStatus | Promise<SecretStoreStatus>;
  get(key: string): Promise<string | null>;
  /** Throws AppError `weak-storage` when only weak storage exists and consent was not given. */
  set(key: string, secret: string, options?: { acceptWeakStorage?: boolean }): Promise<void>;
  delete(key: string): Promise<void>;
}
