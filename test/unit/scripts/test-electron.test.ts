import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  STATUS_FILE,
  countElectronRun,
  electronDistDir,
  electronRunDecision,
  isOptional,
  packagedExecutable,
} from '../../../scripts/electron-e2e-plan.mjs';
import type { ElectronE2eStatus } from '../../../scripts/electron-e2e-plan.mjs';
import { tempDir } from '../../helpers/temp-dir';

const run = promisify(execFile);
const missing = {
  ok: false as const,
  message: 'Electron 45.4.1 is not available: download failed (fetch failed)\nmore',
};

describe('whether npm run test:electron runs', () => {
  it('runs the Electron it found, saying where it came from', () => {
    expect(electronRunDecision({ env: {}, binary: { ok: true, path: '/e/electron' } })).toEqual({
      run: true,
      executable: '/e/electron',
      source: 'the electron package',
    });
    expect(
      electronRunDecision({
        env: { ELECTRON_OVERRIDE_DIST_PATH: '/opt/e' },
        binary: { ok: true, path: '/opt/e/electron' },
      }),
    ).toMatchObject({ run: true, source: 'ELECTRON_OVERRIDE_DIST_PATH (/opt/e)' });
  });

  it('fails in one line, with the reason and the way out, when there is no Electron', () => {
    const decision = electronRunDecision({ env: {}, binary: missing });
    expect(decision).toEqual({
      run: false,
      exitCode: 1,
      line:
        'Electron end-to-end tests not run: Electron 45.4.1 is not available: download failed (fetch failed) ' +
        '(set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron, or ELECTRON_OPTIONAL=1 to skip)',
    });
  });

  it('exits 0 with ELECTRON_OPTIONAL=1, saying it skipped', () => {
    const decision = electronRunDecision({ env: { ELECTRON_OPTIONAL: '1' }, binary: missing });
    expect(decision).toMatchObject({ run: false, exitCode: 0 });
    expect(!decision.run && decision.line).toMatch(/\(ELECTRON_OPTIONAL=1: skipped, not failed\)$/);
  });

  it('never skips an ELECTRON_OVERRIDE_DIST_PATH that holds no Electron, optional or not', () => {
    const decision = electronRunDecision({
      env: { ELECTRON_OPTIONAL: '1', ELECTRON_OVERRIDE_DIST_PATH: '/nowhere' },
      binary: { ok: false, message: 'Electron 45.4.1 is not available: /nowhere/electron does not exist' },
    });
    expect(decision).toMatchObject({ run: false, exitCode: 1 });
    expect(!decision.run && decision.line).toContain('ELECTRON_OVERRIDE_DIST_PATH must name the folder');
  });

  it('reads ELECTRON_OPTIONAL as on only for 1 or true', () => {
    expect(['1', 'true', 'TRUE', ' 1 '].map((value) => isOptional({ ELECTRON_OPTIONAL: value }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['0', '', 'no'].map((value) => isOptional({ ELECTRON_OPTIONAL: value }))).toEqual([false, false, false]);
    expect(isOptional({})).toBe(false);
  });
});

describe('where the Electron and the packaged app are', () => {
  it('gives electron-builder the folder of the executable, or of Electron.app on macOS', () => {
    const dist = path.resolve('e', 'dist');
    expect(electronDistDir(path.join(dist, 'electron'), 'linux')).toBe(dist);
    expect(electronDistDir(path.join(dist, 'Electron.app', 'Contents', 'MacOS', 'Electron'), 'darwin')).toBe(dist);
  });

  it("finds the platform's unpacked app as electron-builder --dir lays it out", () => {
    const list = (names: string[]) => () => names;
    const at = (...parts: string[]) => path.join('r', ...parts);
    expect(packagedExecutable('r', 'linux', list(['builder-debug.yml', 'linux-unpacked']))).toBe(
      at('linux-unpacked', 'mdm-admin'),
    );
    expect(packagedExecutable('r', 'linux', list(['linux-arm64-unpacked']))).toBe(
      at('linux-arm64-unpacked', 'mdm-admin'),
    );
    expect(packagedExecutable('r', 'win32', list(['win-unpacked']))).toBe(at('win-unpacked', 'MDM Admin.exe'));
    expect(packagedExecutable('r', 'darwin', list(['mac-arm64']))).toBe(
      at('mac-arm64', 'MDM Admin.app', 'Contents', 'MacOS', 'MDM Admin'),
    );
    expect(packagedExecutable('r', 'linux', list(['win-unpacked']))).toBeUndefined();
  });
});

describe('how npm test counts the Electron step', () => {
  const report = () => ({ passed: 7, failed: 1, skipped: 0, failures: ['one flow'] });
  const unavailable: ElectronE2eStatus = { state: 'unavailable', line: 'Electron end-to-end tests not run: x' };

  it('counts the tests of a run', () => {
    expect(
      countElectronRun({ exitCode: 1, status: { state: 'ran', exitCode: 1, report: 'r' }, countReport: report }),
    ).toEqual(report());
  });

  it('counts "no Electron here", said properly, as one passed check and the flows as skipped', () => {
    expect(countElectronRun({ exitCode: 0, status: unavailable, countReport: report })).toEqual({
      passed: 1,
      failed: 0,
      skipped: 1,
      failures: [],
      note: unavailable.line,
    });
  });

  it('counts as failed: unavailable with a non-zero exit, a failed build, no status at all', () => {
    expect(countElectronRun({ exitCode: 1, status: unavailable, countReport: report })).toMatchObject({ failed: 1 });
    expect(
      countElectronRun({
        exitCode: 1,
        status: { state: 'failed', reason: 'npm run build failed' },
        countReport: report,
      }),
    ).toEqual({ passed: 0, failed: 1, skipped: 0, failures: ['Electron end-to-end: npm run build failed'] });
    expect(countElectronRun({ exitCode: null, status: undefined, countReport: report })).toMatchObject({
      failed: 1,
      failures: ['Electron end-to-end: the runner left no status (exit code null)'],
    });
  });
});

// The runner itself where no Electron can be had: none downloaded (and none can be), or one named that is not there.
describe('node scripts/test-electron.mjs without an Electron', () => {
  const runner = async (env: Record<string, string>) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['scripts/test-electron.mjs', '--no-build'], {
        env: {
          ...process.env,
          ELECTRON_OPTIONAL: '',
          // A machine that can download Electron must not: these tests are about the runner
          // without one (a mirror nobody answers at, an empty cache).
          ELECTRON_MIRROR: 'http://127.0.0.1:9/',
          electron_config_cache: tempDir('mdm-electron-cache-'),
          force_no_cache: 'true',
          ...env,
        },
        timeout: 60_000,
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };
  const status = () => JSON.parse(readFileSync(STATUS_FILE, 'utf8')) as ElectronE2eStatus;

  it('says in one line that ELECTRON_OVERRIDE_DIST_PATH holds no Electron, and exits 1 even when optional', async () => {
    const empty = tempDir('mdm-no-electron-');
    mkdirSync(path.join(empty, 'sub'));
    const required = await runner({ ELECTRON_OVERRIDE_DIST_PATH: path.join(empty, 'sub'), ELECTRON_OPTIONAL: '1' });
    expect(required.code).toBe(1);
    expect(required.output.trim().split('\n')).toHaveLength(1);
    expect(required.output).toContain(`${path.join(empty, 'sub', 'electron')} does not exist`);
    expect(status()).toEqual({ state: 'unavailable', line: required.output.trim() });
  });

  // With the binary already installed, the runner would run the flows instead; that case is CI's.
  it.skipIf(existsSync('node_modules/electron/path.txt'))(
    'skips in one line, exit 0, only when optional',
    async () => {
      const required = await runner({});
      expect(required.code).toBe(1);
      expect(required.output.trim().split('\n')).toHaveLength(1);
      const optional = await runner({ ELECTRON_OPTIONAL: '1' });
      expect(optional.code).toBe(0);
      expect(optional.output.trim()).toMatch(
        /^Electron end-to-end tests not run: .*\(ELECTRON_OPTIONAL=1: skipped, not failed\)$/,
      );
      expect(status()).toMatchObject({ state: 'unavailable' });
    },
    60_000,
  );
});
