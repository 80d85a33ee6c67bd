/** The password policy saved with a connection profile, read without any network call (validate --profile). */
import type { PasswordPolicy } from '../../../shared/users-csv/password-policy';
import type { CliIo } from '../io';
import { UsageError } from '../io';

export async function savedProfilePolicy(io: CliIo, name: string): Promise<PasswordPolicy | undefined> {
  // Core (its stores, the HTTP stack) loads only when a profile is named: validate starts without it.
  const { withCore } = await import('../cli-core');
  return withCore(io, async (core) => {
    const { profiles } = await core.profiles.list();
    const profile = profiles.find((p) => p.name.toLowerCase() === name.toLowerCase());
    if (!profile)
      throw new UsageError(`there is no profile named ${JSON.stringify(name)}; see "mdm-admin profiles list"`);
    return profile.passwordPolicy ?? undefined;
  });
}
