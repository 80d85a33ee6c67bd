// `npm test`: the Debian packages the tests need (installed when missing), typecheck, lint,
// build, every vitest project (unit, integration, e2e) in one run, then the Electron flows
// (scripts/test-electron.mjs; a skip where no Electron can be had). Ends with one line,
// `N passed, N failed`, counting every check and test; a vitest run that cannot be trusted
// counts as failed too (vitest-results.mjs). Arguments go to vitest (files, --project, -t),
// and then the Electron flows are left out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { REPORT_FILE, STATUS_FILE, countElectronRun } from './electron-e2e-plan.mjs';
import { countVitestRun } from './vitest-results.mjs';

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

check('system packages (scripts/system-packages.mjs)', 'node', ['scripts/system-packages.mjs']);
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

/** The test files vitest would run with these arguments, by project (to check the report against). */
async function listTests(args) {
  const { createVitest, parseCLI } = await import('vitest/node');
  const { filter, options } = parseCLI(['vitest', 'run', ...args]);
  const vitest = await createVitest('test', { ...options, watch: false });
  try {
    const files = (await vitest.globTestSpecifications(filter)).map((spec) => ({
      file: spec.moduleId,
      project: spec.project.name,
    }));
    // Named files or folders: only their projects are expected to run.
    const projects =
      filter.length > 0 ? [...new Set(files.map((f) => f.project))] : vitest.projects.map((project) => project.name);
    return { files, projects, namePattern: options.testNamePattern !== undefined };
  } finally {
    await vitest.close();
  }
}

let listed;
try {
  listed = await listTests(extra);
} catch (error) {
  results.failed += 1;
  failures.push(`vitest could not list the test files: ${error.message}`);
}
process.stdout.write(`\n== vitest (unit, integration, e2e): ${bin('vitest')} run\n`);
const run = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...extra],
  { stdio: 'inherit', shell: false },
);
const counted = countVitestRun({
  exitCode: run.status,
  report: existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined,
  listed,
});
results.passed += counted.passed;
results.failed += counted.failed;
results.skipped += counted.skipped;
failures.push(...counted.failures);

// The flows in a real Electron window; where there is none, the runner says so (counted as
// skipped). CI, where Electron must run, sets ELECTRON_OPTIONAL=0.
if (extra.length === 0) {
  process.stdout.write('\n== Electron end-to-end: node scripts/test-electron.mjs --no-build\n');
  rmSync(STATUS_FILE, { force: true });
  const electron = spawnSync('node', ['scripts/test-electron.mjs', '--no-build'], {
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_OPTIONAL: process.env.ELECTRON_OPTIONAL ?? '1' },
  });
  const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
  const electronCount = countElectronRun({
    exitCode: electron.status,
    status: readJson(STATUS_FILE),
    countReport: (exitCode) => countVitestRun({ exitCode, report: readJson(REPORT_FILE), listed: undefined }),
  });
  results.passed += electronCount.passed;
  results.failed += electronCount.failed;
  results.skipped += electronCount.skipped;
  failures.push(...electronCount.failures);
}

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join('; ')}\n`);
process.stdout.write(
  `\n${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}\n`,
);
process.exitCode = results.failed === 0 ? 0 : 1;
