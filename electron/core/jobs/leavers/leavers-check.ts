/**
 * Whether a server took the `activated` column is not published: after the leavers part the
 * job reads each leaver back with the dry run's lookup (dry-run/user-lookup.ts) and records
 * what it found, per login: `deactivated` where the server answers `activated: false`,
 * `still-active` where it answers otherwise (or not at all: nothing shows that the column
 * was taken), `not-found` where the login is no longer found.
 */
import type { LeaverResult } from '../../../../shared/models/job';
import type { ApiClient } from '../../api/api-client';
import { lookUpUsers } from '../../dry-run/user-lookup';

export async function checkLeavers(
  client: ApiClient,
  leavers: readonly LeaverResult[],
  signal?: AbortSignal,
): Promise<LeaverResult[]> {
  const known = await lookUpUsers(
    client,
    leavers.map((leaver) => leaver.name),
    [],
    { signal },
  );
  return leavers.map(({ name }) => {
    const user = known.byName.get(name.trim().toLowerCase());
    return { name, outcome: !user ? 'not-found' : user.activated === false ? 'deactivated' : 'still-active' };
  });
}
