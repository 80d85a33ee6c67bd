import os from 'node:os';
import path from 'node:path';

/**
 * Where the CLI and the web shell keep profiles, tokens, jobs and preferences:
 * `MDM_ADMIN_HOME` if set, else the XDG config folder (`~/.config/mdm-admin`).
 * Electron uses `app.getPath('userData')` instead.
 */
export function defaultDataDir(env: Record<string, string | undefined> = process.env): string {
  if (env.MDM_ADMIN_HOME) return path.resolve(env.MDM_ADMIN_HOME);
  const config =
    env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME)
      ? env.XDG_CONFIG_HOME
      : path.join(os.homedir(), '.config');
  return path.join(config, 'mdm-admin');
}
