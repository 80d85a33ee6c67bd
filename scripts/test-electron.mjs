// `npm run test:electron`: the end-to-end flows in a real Electron window (test/electron-e2e,
// vitest.electron.config.ts), on the development build (dist/main/main.js) and on the app as
// electron-builder packages it (`--dir`, the platform's unpacked folder).
//
// Where no Electron binary can be had it says so in one line and exits 1, or 0 with
// ELECTRON_OPTIONAL=1 (which `npm test` sets, and counts as a skip). ELECTRON_OVERRIDE_DIST_PATH
// names an unpacked Electron; ELECTRON_E2E_PACKAGED an already packaged app's executable
// (else one is packaged into test-results/electron-e2e/package). `--no-build` skips
// `npm run build` (npm test has just built). Arguments after `--` go to vitest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { electronBinary } from './electron-binary.mjs';
import {
  REPORT_FILE,
  STATUS_FILE,
  electronDistDir,
  electronRunDecision,
  packagedExecutable,
} from './electron-e2e-plan.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const vitestArgs = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const onWindows = process.platform === 'win32';

mkdirSync(path.dirname(STATUS_FILE), { recursive: true });
rmSync(REPORT_FILE, { force: true });
const status = (value) => writeFileSync(STATUS_FILE, `${JSON.stringify(value)}\n`);

function run(command, commandArgs, env = process.env) {
  process.stdout.write(`\n== ${command} ${commandArgs.join(' ')}\n`);
  // npm and the .bin shims are .cmd files on Windows, which only a shell starts.
  return spawnSync(command, commandArgs, { stdio: 'inherit', env, shell: onWindows });
}

function fail(reason) {
  console.error(`Electron end-to-end tests failed: ${reason}`);
  status({ state: 'failed', reason });
  process.exit(1);
}

const decision = electronRunDecision({ env: process.env, binary: electronBinary(process.env, { quiet: true }) });
if (!decision.run) {
  console.error(decision.line);
  status({ state: 'unavailable', line: decision.line });
  process.exit(decision.exitCode);
}
console.log(`Electron: ${decision.executable} (from ${decision.source})`);

if (build && run('npm', ['run', '--silent', 'build']).status !== 0) fail('npm run build failed');

let packaged = process.env.ELECTRON_E2E_PACKAGED;
if (!packaged) {
  const output = path.resolve('test-results/electron-e2e/package');
  rmSync(output, { recursive: true, force: true });
  if (run('npm', ['run', '--silent', 'icons']).status !== 0) fail('npm run icons failed');
  const packing = run(path.join('node_modules', '.bin', 'electron-builder'), [
    '--dir',
    // This machine's architecture only (the macOS config asks for universal, which needs two Electrons).
    `--${process.arch}`,
    '--publish',
    'never',
    `-c.electronDist=${electronDistDir(decision.executable)}`,
    `-c.directories.output=${output}`,
  ]);
  if (packing.status !== 0) fail('electron-builder --dir failed');
  packaged = packagedExecutable(output, process.platform, (dir) => readdirSync(dir));
  if (!packaged) fail(`electron-builder left no unpacked app in ${output}`);
}

const vitest = run(
  path.join('node_modules', '.bin', 'vitest'),
  [
    'run',
    '--config',
    'vitest.electron.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${REPORT_FILE}`,
    ...vitestArgs,
  ],
  { ...process.env, ELECTRON_E2E_EXECUTABLE: decision.executable, ELECTRON_E2E_PACKAGED: packaged },
);
status({ state: 'ran', exitCode: vitest.status, report: REPORT_FILE });
process.exit(vitest.status ?? 1);
