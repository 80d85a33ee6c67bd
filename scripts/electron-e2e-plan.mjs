// What `npm run test:electron` (scripts/test-electron.mjs) decides before it runs anything:
// whether there is an Electron to run, where the packaged app is, and what it says when it
// cannot run. Kept apart from the runner so that each decision is unit-tested.
import path from 'node:path';

/** `ELECTRON_OPTIONAL=1` (what `npm test` sets): no Electron is a skip, not a failure. */
export function isOptional(env) {
  return ['1', 'true'].includes(
    String(env.ELECTRON_OPTIONAL ?? '')
      .trim()
      .toLowerCase(),
  );
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? 'unknown error';

/**
 * From what scripts/electron-binary.mjs found: run with that executable, or say in one line
 * why not, and exit 1 (0 when optional, so that `npm test` counts a skip it can see).
 * @param {{ env: Record<string, string | undefined>, binary: { ok: true, path: string } | { ok: false, message: string } }} input
 */
export function electronRunDecision({ env, binary }) {
  const override = env.ELECTRON_OVERRIDE_DIST_PATH?.trim();
  if (binary.ok) {
    return {
      run: true,
      executable: binary.path,
      source: override ? `ELECTRON_OVERRIDE_DIST_PATH (${override})` : 'the electron package',
    };
  }
  // An Electron named on purpose that is not there is a mistake to fix, never a skip.
  const optional = isOptional(env) && !override;
  const hint = optional
    ? 'ELECTRON_OPTIONAL=1: skipped, not failed'
    : override
      ? 'ELECTRON_OVERRIDE_DIST_PATH must name the folder of an unpacked Electron'
      : 'set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron, or ELECTRON_OPTIONAL=1 to skip';
  return {
    run: false,
    exitCode: optional ? 0 : 1,
    line: `Electron end-to-end tests not run: ${firstLine(binary.message)} (${hint})`,
  };
}

/**
 * The folder electron-builder takes as `electronDist` for the Electron that runs: the one
 * holding the executable (Linux, Windows) or Electron.app (macOS).
 */
export function electronDistDir(executable, platform = process.platform) {
  const dir = path.dirname(executable);
  // macOS: dist/Electron.app/Contents/MacOS/Electron
  return platform === 'darwin' ? path.resolve(dir, '..', '..', '..') : dir;
}

/** electron-builder's unpacked app in `releaseDir` for this platform, as `--dir` lays it out. */
export function packagedExecutable(releaseDir, platform, listDir) {
  const folders = listDir(releaseDir);
  const pick = (pattern, inside) => {
    const folder = folders.find((name) => pattern.test(name));
    return folder ? path.join(releaseDir, folder, ...inside) : undefined;
  };
  switch (platform) {
    case 'win32':
      return pick(/^win(-[a-z0-9]+)?-unpacked$/, ['MDM Admin.exe']);
    case 'darwin':
      return pick(/^mac(-[a-z0-9]+)?$/, ['MDM Admin.app', 'Contents', 'MacOS', 'MDM Admin']);
    default:
      return pick(/^linux(-[a-z0-9]+)?-unpacked$/, ['mdm-admin']);
  }
}

/**
 * How `npm test` counts the step: a run counts its tests (as vitest's report says); "no
 * Electron here", said properly (one line, exit 0 under ELECTRON_OPTIONAL=1), is one passed
 * check that the runner reports it, and the flows count as one skipped; anything else failed.
 * @param {{ exitCode: number | null, status: import('./electron-e2e-plan.d.mts').ElectronE2eStatus | undefined,
 *   countReport: (exitCode: number | null) => { passed: number, failed: number, skipped: number, failures: string[] } }} run
 */
export function countElectronRun({ exitCode, status, countReport }) {
  if (status?.state === 'ran') return countReport(exitCode);
  if (status?.state === 'unavailable' && exitCode === 0 && !status.line.includes('\n'))
    return { passed: 1, failed: 0, skipped: 1, failures: [], note: status.line };
  const why =
    status?.state === 'failed'
      ? status.reason
      : status?.state === 'unavailable'
        ? status.line
        : `the runner left no status (exit code ${exitCode})`;
  return { passed: 0, failed: 1, skipped: 0, failures: [`Electron end-to-end: ${why}`] };
}

/** What the runner leaves for `npm test` to count (test-results/electron-e2e-status.json). */
export const STATUS_FILE = 'test-results/electron-e2e-status.json';
export const REPORT_FILE = 'test-results/electron-e2e.json';
