/**
 * Where the desktop app is with an update offered by the feed the machine-wide policy names
 * (docs/policy.md, `updates`). The user sees the version offered and decides when to restart:
 * the app never restarts by itself.
 */
/** Why updates are off: the shell (web, CLI) does not update itself, the policy, or the build. */
export type UpdatesOffReason = 'updates-off-shell' | 'updates-off-policy' | 'updates-off-build';

export type UpdateStatus =
  /**
   * No update checks: the policy says "off" (the default, `policyFile` the file that says so
   * when there is one), this build has no updater, or this shell cannot update itself. The
   * reason is a code; the shells word it where they show it (`error.invalid.updates-off.*`,
   * the sentences the refusal of `updates.install` says too).
   */
  | { state: 'off'; reason: UpdatesOffReason; policyFile?: string }
  | { state: 'checking' }
  /** The feed offers nothing newer than this version. */
  | { state: 'current'; version: string }
  /** A newer version is offered and being downloaded. */
  | { state: 'downloading'; version: string; percent: number }
  /** The offered version is downloaded: it is installed when the user restarts the app from the offer. */
  | { state: 'ready'; version: string }
  /** The check or the download failed; the next check tries again. */
  | { state: 'error'; message: string };
