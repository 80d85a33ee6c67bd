import type { PasswordPolicy } from '../users-csv/password-policy';

/**
 * The password policy the offline checks of a connection use (issue 12 item 2): the server's
 * own where it answers a read of it, else the one entered in the profile, else the default.
 */
export interface OrganizationPolicy {
  policy: PasswordPolicy;
  source: 'server' | 'profile' | 'default';
  /**
   * Why the server's was not used when the read failed for another reason than "no such
   * read": the error as code and parameters, for a shell to word (describeError); else null.
   */
  readError: { code: string; details?: Record<string, unknown> } | null;
}
