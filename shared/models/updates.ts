/**
 * Where the desktop app is with an update offered by the feed the machine-wide policy names
 * (docs/policy.md, `updates`). The user sees the version offered and decides when to restart:
 * the app never restarts by itself.
 */
export type UpdateStatus =
  /** No update checks: the policy says "off" (the default), or this shell cannot update itself. */
  | { state: 'off'; reason: string }
  | { state: 'checking' }
  /** The feed offers nothing newer than this version. */
  | { state: 'current'; version: string }
  /** A newer version is offered and being downloaded. */
  | { state: 'downloading'; version: string; percent: number }
  /** The offered version is downloaded: it is installed when the user restarts the app from the offer. */
  | { state: 'ready'; version: string }
  /** The check or the download failed; the next check tries again. */
  | { state: 'error'; message: string };
