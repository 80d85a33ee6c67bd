// npm test's counting (scripts/vitest-results.mjs) on vitest JSON reports recorded from real
// runs (paths shortened to /repo), with the exit code each run had.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countVitestRun } from '../../../scripts/vitest-results.mjs';
import type { ListedTests, VitestReport } from '../../../scripts/vitest-results.mjs';

const recorded = (name: string): VitestReport =>
  JSON.parse(readFileSync(path.join(__dirname, 'vitest-reports', name), 'utf8')) as VitestReport;

const listing = (files: Array<[string, string]>, projects?: string[]): ListedTests => ({
  files: files.map(([project, file]) => ({ project, file })),
  projects: projects ?? [...new Set(files.map(([project]) => project))],
  namePattern: false,
});

/** The line npm test ends with. */
const line = (c: { passed: number; failed: number }) => `${c.passed} passed, ${c.failed} failed`;

describe('countVitestRun', () => {
  it('counts a clean run as its tests', () => {
    const c = countVitestRun({
      exitCode: 0,
      report: recorded('clean.json'),
      listed: listing([['unit', '/repo/t/a.test.ts']]),
    });
    expect(c).toEqual({ passed: 2, failed: 0, skipped: 1, failures: [] });
  });

  it('counts a global setup that throws (Chromium missing) as a failure, not as "0 failed"', () => {
    // vitest exits 1 before any test and writes a report with no test files at all.
    const report = recorded('global-setup-threw.json');
    expect(report.testResults).toEqual([]);
    const listed = listing([
      ['e2e', '/repo/test/e2e/api-reference.test.ts'],
      ['unit', '/repo/test/unit/scripts/start.test.ts'],
    ]);
    const c = countVitestRun({ exitCode: 1, report, listed });
    expect(c.passed).toBe(0);
    expect(c.failed).toBeGreaterThanOrEqual(1);
    expect(line(c)).toBe('0 passed, 2 failed');
    expect(c.failures[0]).toContain(
      'vitest found 2 test files but reported 0; not run: /repo/test/e2e/api-reference.test.ts',
    );
    // Without the listing, the exit code alone still makes it a failure.
    const blind = countVitestRun({ exitCode: 1, report, listed: undefined });
    expect(line(blind)).toBe('0 passed, 1 failed');
    expect(blind.failures).toEqual([
      'vitest exited with code 1 although no test failed: it stopped before or after its tests (see its output above)',
    ]);
  });

  it('counts failing tests, and a file that cannot load or holds no test as one failure each', () => {
    const c = countVitestRun({
      exitCode: 1,
      report: recorded('failing-and-broken.json'),
      listed: listing([
        ['one', '/repo/t/a.test.ts'],
        ['one', '/repo/t/b.test.ts'],
        ['one', '/repo/t/broken.test.ts'],
        ['empty', '/repo/t/empty.test.ts'],
      ]),
    });
    expect(line(c)).toBe('2 passed, 3 failed');
    expect(c.failures).toEqual([
      'could not run /repo/t/broken.test.ts: cannot load',
      'could not run /repo/t/empty.test.ts: No test suite found in file /repo/t/empty.test.ts',
    ]);
  });

  it('counts a project whose tests were all skipped, and a project without test files, as failures', () => {
    const listed = listing(
      [
        ['unit', '/repo/t/a.test.ts'],
        ['e2e', '/repo/t/skipped.test.ts'],
      ],
      ['unit', 'e2e', 'integration'],
    );
    const c = countVitestRun({ exitCode: 0, report: recorded('skipped-project.json'), listed });
    expect(line(c)).toBe('2 passed, 2 failed');
    expect(c.failures).toEqual([
      'the e2e project ran no test (all 1 files skipped or empty)',
      'the integration project has no test file',
    ]);
    // Unless a test-name filter was given: then a project may rightly run none.
    const filtered = countVitestRun({
      exitCode: 0,
      report: recorded('skipped-project.json'),
      listed: { ...listed, projects: ['unit', 'e2e'], namePattern: true },
    });
    expect(line(filtered)).toBe('2 passed, 0 failed');
  });

  it('counts a run that wrote no report, or one that died by a signal, as failed', () => {
    expect(line(countVitestRun({ exitCode: 1, report: undefined, listed: undefined }))).toBe('0 passed, 1 failed');
    const killed = countVitestRun({ exitCode: null, report: recorded('clean.json'), listed: undefined });
    expect(line(killed)).toBe('2 passed, 1 failed');
    expect(killed.failures[0]).toContain('vitest exited with a signal');
  });
});
