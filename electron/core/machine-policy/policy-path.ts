import path from 'node:path';

/** The environment variable that names a policy file in place of the machine's (tests, pilots). */
export const POLICY_PATH_VARIABLE = 'MDM_ADMIN_POLICY';

/**
 * Where IT deploys the machine-wide policy on each OS (docs/policy.md): a folder only
 * administrators can write, the same for every user of the machine. `MDM_ADMIN_POLICY` overrides it.
 */
export function policyFilePath(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): string {
  const override = env[POLICY_PATH_VARIABLE]?.trim();
  if (override) return override;
  switch (platform) {
    case 'win32':
      return path.win32.join(env.ProgramData || env.PROGRAMDATA || 'C:\\ProgramData', 'MDM Admin', 'policy.json');
    case 'darwin':
      return '/Library/Application Support/MDM Admin/policy.json';
    default:
      return '/etc/mdm-admin/policy.json';
  }
}
