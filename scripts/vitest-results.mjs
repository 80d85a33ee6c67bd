// How `npm test` counts a vitest run (scripts/test.mjs). A run that cannot be trusted counts
// as failed: vitest exiting non-zero with no failing test (it died before or after its tests:
// a global setup that throws, Chromium missing, a crash), no report, a report that lacks
// test files vitest found, a project that ran no test at all.

/**
 * @param {{
 *   exitCode: number | null,
 *   report: import('./vitest-results.d.mts').VitestReport | undefined,
 *   listed: import('./vitest-results.d.mts').ListedTests | undefined,
 * }} run
 * @returns {import('./vitest-results.d.mts').VitestCount}
 */
export function countVitestRun({ exitCode, report, listed }) {
  const count = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const fail = (n, why) => {
    count.failed += n;
    count.failures.push(why);
  };
  if (!report) fail(1, `vitest wrote no report (exit code ${exitCode})`);
  else {
    count.passed += report.numPassedTests;
    count.failed += report.numFailedTests;
    count.skipped += report.numPendingTests + report.numTodoTests;
    const byFile = new Map(report.testResults.map((file) => [file.name, file]));
    /** Files already counted as a failure: a project is not blamed twice for them. */
    const counted = new Set();
    // A test file that fails to load has no tests to count; count it as one failure.
    for (const file of report.testResults)
      if (file.status === 'failed' && file.assertionResults.length === 0) {
        fail(1, `could not run ${file.name}: ${file.message}`);
        counted.add(file.name);
      }
    if (listed) {
      const missing = listed.files.filter((f) => !byFile.has(f.file));
      if (missing.length > 0) {
        fail(
          missing.length,
          `vitest found ${listed.files.length} test files but reported ${report.testResults.length}; not run: ` +
            `${missing
              .slice(0, 5)
              .map((f) => f.file)
              .join(', ')}${missing.length > 5 ? `, and ${missing.length - 5} more` : ''}`,
        );
        for (const f of missing) counted.add(f.file);
      }
      for (const project of listed.projects) {
        const files = listed.files.filter((f) => f.project === project);
        if (files.length === 0) {
          fail(1, `the ${project} project has no test file`);
          continue;
        }
        // With a test-name filter, a project without a matching test rightly runs none.
        if (listed.namePattern || files.some((f) => counted.has(f.file))) continue;
        const ran = files
          .flatMap((f) => byFile.get(f.file)?.assertionResults ?? [])
          .filter((t) => t.status === 'passed' || t.status === 'failed').length;
        if (ran === 0) fail(1, `the ${project} project ran no test (all ${files.length} files skipped or empty)`);
      }
    }
  }
  if (exitCode !== 0 && count.failed === 0)
    fail(
      1,
      `vitest exited with ${exitCode === null ? 'a signal' : `code ${exitCode}`} although no test failed: it stopped before or after its tests (see its output above)`,
    );
  return count;
}
