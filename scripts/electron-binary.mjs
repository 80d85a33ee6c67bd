// Finds the Electron binary for `npm start` and `npm run dev`. The electron package fetches
// its binary on the first launch, not at `npm install`; where that fails (no internet, a
// proxy, a mirror that is down) this says so in a few lines instead of a stack trace, and
// names the ways out.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The message for an Electron that cannot be had; `reason` is what went wrong, in one line. */
export function electronUnavailableMessage(
  version,
  reason,
  { override = false, platform = `${process.platform}-${process.arch}` } = {},
) {
  return [
    `Electron ${version} is not available: ${reason}`,
    override
      ? 'ELECTRON_OVERRIDE_DIST_PATH must name the folder that holds the unpacked Electron (its `electron` executable).'
      : 'It is downloaded on the first launch (from GitHub, or from ELECTRON_MIRROR), and this machine could not fetch it.',
    `Offline: unpack electron-v${version}-${platform}.zip into a folder and set ELECTRON_OVERRIDE_DIST_PATH to that folder.`,
    'The same app runs in a browser meanwhile: npm run start:web',
  ].join('\n');
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? 'unknown error';

/**
 * `{ok: true, path}` with the executable to spawn, or `{ok: false, message}`. Downloads the
 * binary when it is missing (unless ELECTRON_OVERRIDE_DIST_PATH names a local one); `quiet`
 * keeps the download's own words off the terminal (the caller says what happened).
 */
export function electronBinary(env = process.env, { quiet = false } = {}) {
  const packageDir = path.dirname(require.resolve('electron/package.json'));
  const { version } = require('electron/package.json');
  const override = Boolean(env.ELECTRON_OVERRIDE_DIST_PATH);
  if (!override) {
    if (!quiet && !existsSync(path.join(packageDir, 'path.txt')))
      console.error(`Downloading Electron ${version} (first launch)...`);
    // install.js returns at once when the binary is there; its own output on failure is a stack trace.
    const install = spawnSync(process.execPath, [path.join(packageDir, 'install.js')], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
    });
    if (install.status !== 0) {
      return {
        ok: false,
        message: electronUnavailableMessage(
          version,
          `download failed (${firstLine(install.stderr || install.error?.message)})`,
        ),
      };
    }
  }
  let executable;
  try {
    executable = require('electron');
  } catch (error) {
    return { ok: false, message: electronUnavailableMessage(version, firstLine(error.message), { override }) };
  }
  if (!existsSync(executable))
    return { ok: false, message: electronUnavailableMessage(version, `${executable} does not exist`, { override }) };
  return { ok: true, path: executable };
}
