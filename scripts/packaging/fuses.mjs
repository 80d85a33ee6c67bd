// The Electron fuses of the packaged app (https://www.electronjs.org/docs/latest/tutorial/fuses):
// features of the Electron binary that this app never uses are switched off at package time,
// before signing, so that the OS's code signature protects the choice.
import electronFuses from '@electron/fuses';

const { FuseV1Options, FuseVersion } = electronFuses;

/** Platforms where Electron checks app.asar against the hash electron-builder embeds. */
const ASAR_INTEGRITY_PLATFORMS = new Set(['darwin', 'mas', 'win32']);

/**
 * The fuse settings for one platform (`electronPlatformName`: linux, win32, darwin, mas).
 * - RunAsNode off: ELECTRON_RUN_AS_NODE would turn the signed app into a plain Node.js for
 *   anyone who can set an environment variable; the app forks no child with it.
 * - EnableCookieEncryption on: the cookie store is encrypted with the OS's keys (one-way, fine
 *   for a new app).
 * - EnableNodeOptionsEnvironmentVariable off: NODE_OPTIONS could preload code into main.
 * - EnableNodeCliInspectArguments off: --inspect (or SIGUSR1) would open a debugger on the main
 *   process, which holds the tokens; development runs an unpackaged Electron and is unaffected.
 * - OnlyLoadAppFromAsar on: Electron loads app.asar only, never a loose app/ folder beside it.
 * - EnableEmbeddedAsarIntegrityValidation on macOS and Windows, where electron-builder writes
 *   the asar's hash into Info.plist / the executable's resources and Electron checks it; with
 *   OnlyLoadAppFromAsar no unchecked code loads. Electron does not implement the check on Linux,
 *   so there it stays off rather than claim a protection that is not there.
 * - GrantFileProtocolExtraPrivileges off: the renderer comes from app://mdm, never file://.
 * - LoadBrowserProcessSpecificV8Snapshot: untouched (the app ships no snapshot of its own).
 */
export function fuseConfig(electronPlatformName) {
  return {
    version: FuseVersion.V1,
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: ASAR_INTEGRITY_PLATFORMS.has(electronPlatformName),
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  };
}
