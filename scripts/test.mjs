// `npm test`: typecheck, lint, build, then every vitest project (unit, integration, e2e)
// in one run. Ends with one line, `N passed, N failed`, counting every check and test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args) {
  process.stdout.write(`\n== ${name}: ${command} ${args.join(' ')}\n`);
  const run = spawnSync(command, args, { stdio: 'inherit', shell: false });
  const ok = run.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

function check(name, command, args) {
  if (step(name, command, args)) results.passed += 1;
  else results.failed += 1;
}

const bin = (tool) => `node_modules/.bin/${tool}`;

check('typecheck (renderer, shared)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
check('typecheck (electron, core, shells, tests)', bin('tsc'), ['-p', 'tsconfig.electron.json', '--noEmit']);
check('lint (incl. import boundaries)', bin('eslint'), ['.']);
check('format (Prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
check('Electronegativity (zero findings)', 'node', ['scripts/electronegativity.mjs']);
check('build', 'npm', ['run', '--silent', 'build']);

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
rmSync(report, { force: true });
const extra = process.argv.slice(2);
step('vitest (unit, integration, e2e)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
  ...extra,
]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests;
  results.skipped += json.numPendingTests + json.numTodoTests;
  // A test file that fails to load has no tests to count; count it as one failure.
  const brokenFiles = json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  results.failed += brokenFiles.length;
  for (const file of brokenFiles) failures.push(`could not run ${file.name}: ${file.message}`);
} else {
  results.failed += 1;
  failures.push('vitest wrote no report');
}

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join('; ')}\n`);
process.stdout.write(
  `\n${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}\n`,
);
process.exitCode = results.failed === 0 ? 0 : 1;
