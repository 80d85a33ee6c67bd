import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';

const run = promisify(execFile);

/** `node scripts/start.mjs` (what `npm start` runs after the build), for its exit code and output. */
async function start(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, ...env },
      timeout: 20_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const electronInstalled = existsSync('node_modules/electron/path.txt');

describe('npm start without an Electron binary', () => {
  it('names the missing executable and the ways out when ELECTRON_OVERRIDE_DIST_PATH holds no Electron', async () => {
    const empty = tempDir('mdm-no-electron-');
    const result = await start({ ELECTRON_OVERRIDE_DIST_PATH: empty });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Electron`);
    expect(result.stderr).toContain(`${empty}/electron does not exist`);
    expect(result.stderr).toContain('ELECTRON_OVERRIDE_DIST_PATH must name the folder');
    expect(result.stderr).toContain('npm run start:web');
    expect(result.stderr).not.toMatch(/^\s+at /m); // no stack trace
  });

  // With the binary installed, start.mjs would launch the app instead; that case is Electron's.
  it.skipIf(electronInstalled)(
    'says the download failed, in a few lines, when Electron cannot be fetched',
    async () => {
      const result = await start({
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
        electron_config_cache: tempDir('mdm-electron-cache-'),
      });
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines[0]).toMatch(/^Downloading Electron \d+\.\d+\.\d+ \(first launch\)\.\.\.$/);
      expect(lines[1]).toMatch(/^Electron \d+\.\d+\.\d+ is not available: download failed \(.+\)$/);
      expect(result.stderr).toContain('ELECTRON_MIRROR');
      expect(result.stderr).toMatch(
        new RegExp(`Offline: unpack electron-v\\d+\\.\\d+\\.\\d+-${process.platform}-${process.arch}\\.zip`),
      );
      expect(result.stderr).toContain('npm run start:web');
      expect(lines.length).toBeLessThanOrEqual(6);
    },
  );
});
