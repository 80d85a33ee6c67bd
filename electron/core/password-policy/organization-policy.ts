/**
 * The password policy a connection's offline checks use (issue 12 item 2): the server's own
 * where it answers a read of it (the demo server does; no real server's read is known, and a
 * 404 or 405 says there is none), else the one entered in the profile, else the default
 * minimum of 8. A read that fails otherwise (the network, the token) falls back too, with the
 * error as code and parameters: the checks must not stop because the policy could not be read.
 */
import { PASSWORD_POLICY_FIELDS } from '../../../shared/api/wire/password-policy';
import type { OrganizationPolicy } from '../../../shared/models/organization-policy';
import type { ProfileView } from '../../../shared/models/profile';
import { DEFAULT_PASSWORD_POLICY } from '../../../shared/users-csv/password-policy';
import type { ApiClient } from '../api/api-client';
import { AppError, toRpcError } from '../errors';

export async function organizationPolicy(
  client: Pick<ApiClient, 'readPasswordPolicy'>,
  profile: Pick<ProfileView, 'passwordPolicy'>,
  signal?: AbortSignal,
): Promise<OrganizationPolicy> {
  let readError: OrganizationPolicy['readError'] = null;
  try {
    const policy = await client.readPasswordPolicy({ ...(signal ? { signal } : {}) });
    if (policy) return { policy: rulesOf(policy), source: 'server', readError: null };
  } catch (error) {
    if (error instanceof AppError && error.code === 'cancelled') throw error;
    readError = toRpcError(error);
  }
  if (profile.passwordPolicy) return { policy: { ...profile.passwordPolicy }, source: 'profile', readError };
  return { policy: { ...DEFAULT_PASSWORD_POLICY }, source: 'default', readError };
}

/** Only the rule fields (a server's answer carries more), and no nulls. */
function rulesOf(policy: Record<string, unknown>): OrganizationPolicy['policy'] {
  const out: Record<string, unknown> = {};
  for (const field of PASSWORD_POLICY_FIELDS) {
    if (policy[field] !== null && policy[field] !== undefined) out[field] = policy[field];
  }
  return out as OrganizationPolicy['policy'];
}
