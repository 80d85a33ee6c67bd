import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../../electron/core/create-core';
import { loadUndici } from '../../../../electron/core/network/dispatcher';
import type * as Dispatcher from '../../../../electron/core/network/dispatcher';
import type { Core } from '../../../../electron/core/create-core';
import { NO_POLICY } from '../../../../shared/policy';
import { fakeJob } from '../../renderer/fake-job';
import { TEST_CALLER } from '../../../helpers/caller';
import { tempDir } from '../../../helpers/temp-dir';

// Watched, still loading the real stack.
vi.mock('../../../../electron/core/network/dispatcher', async (importOriginal) => {
  const actual = await importOriginal<typeof Dispatcher>();
  return { ...actual, loadUndici: vi.fn(actual.loadUndici) };
});

let core: Core | null = null;
afterEach(async () => {
  await core?.dispose();
  core = null;
});

function withLog(dataDir = tempDir('mdm-core-log-'), proxy?: { url: string; bypass: string[] }) {
  const lines: string[] = [];
  core = createCore({
    shell: 'web',
    dataDir,
    resumeJobs: false,
    log: { write: (line) => void lines.push(line) },
    ...(proxy ? { policy: { ...NO_POLICY, policy: { ...NO_POLICY.policy, proxy } } } : {}),
  });
  return { core, lines, text: () => lines.join('\n') };
}

describe("core's log", () => {
  it('says what started, under which policy and proxy', () => {
    const { text } = withLog(undefined, { url: 'http://proxy.school.example:3128', bypass: ['localhost'] });
    expect(text()).toMatch(/INFO {2}start: MDM Admin \d+\.\d+\.\d+, web shell, \w+ \(node \d+/);
    expect(text()).toContain('policy: none given');
    expect(text()).toContain('proxy: http://proxy.school.example:3128 (bypass: localhost)');
  });

  it('follows job phases, one line per change, with the counts', () => {
    const { core, lines } = withLog();
    const before = lines.length;
    core.events.emit('jobs.updated', fakeJob({ phase: 'running' }));
    core.events.emit(
      'jobs.updated',
      fakeJob({ phase: 'running', counts: { total: 100, success: 60, skipped: 5, failure: 5 } }),
    );
    core.events.emit(
      'jobs.updated',
      fakeJob({
        phase: 'failed',
        serverError: 'Column surName is missing',
        counts: { total: 100, success: 0, skipped: 0, failure: 0 },
      }),
    );
    expect(lines.slice(before)).toEqual([
      expect.stringMatching(
        /INFO {2}job j1 running \(server job a1b2c3d4-.*, Production; 40 imported, 5 skipped, 5 failed of 100\)$/,
      ),
      expect.stringMatching(/INFO {2}job j1 failed .*; server: Column surName is missing\)$/),
    ]);
  });

  it('logs a damaged file and tells the user', async () => {
    const dataDir = tempDir('mdm-core-log-');
    writeFileSync(path.join(dataDir, 'profiles.json'), '{ not json');
    const { core, text } = withLog(dataDir);
    expect((await core.call('profiles.list', undefined, TEST_CALLER)).ok).toBe(true);
    expect(text()).toMatch(/WARN {2}storage: .*profiles\.json was damaged .* moved aside to /);
    expect(text()).toMatch(/WARN {2}notice: file-damaged .*profiles\.json/);
  });

  it('logs a failed call with its code and the caller', async () => {
    const { core, text } = withLog();
    await core.call('profiles.test', { id: 'gone' }, TEST_CALLER);
    expect(text()).toMatch(/WARN {2}call profiles\.test failed \(test:1\): not-found /);
  });
});

describe('the HTTP stack', () => {
  it('is loaded as the app or the web shell starts, not inside the first call; the CLI loads it only to ask a server', async () => {
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    vi.mocked(loadUndici).mockClear();
    core = createCore({ shell: 'cli', dataDir: tempDir('mdm-core-http-'), resumeJobs: false });
    await turn();
    expect(loadUndici).not.toHaveBeenCalled();
    await core.dispose();
    core = createCore({ shell: 'web', dataDir: tempDir('mdm-core-http-'), resumeJobs: false });
    await turn();
    expect(loadUndici).toHaveBeenCalledTimes(1);
  });
});
