// The Debian packages `npm test` needs beyond npm's, in one list: `npm test` (scripts/test.mjs)
// and .ci/run both run this script first. It installs the missing ones with apt-get (as root,
// or through sudo when that needs no password), else says which to install and why, and fails.
// A package a new test needs is one more entry in SYSTEM_PACKAGES (and a line in the README).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each package with the files that show it is installed and what the tests use it for.
 * `env` names a variable that points at the program elsewhere (then that file counts instead).
 * @type {readonly import('./system-packages.d.mts').SystemPackage[]}
 */
export const SYSTEM_PACKAGES = [
  {
    name: 'chromium',
    files: ['/usr/bin/chromium'],
    env: 'CHROMIUM_PATH',
    purpose: 'the browser the end-to-end tests (test/e2e) drive the app in, through the web shell',
  },
  {
    name: 'squashfs-tools',
    files: ['/usr/bin/mksquashfs', '/usr/bin/unsquashfs'],
    purpose: 'the packaging tests build the AppImage with mksquashfs and read it back with unsquashfs',
  },
  {
    name: 'desktop-file-utils',
    files: ['/usr/bin/desktop-file-validate'],
    purpose: "the packaging tests validate the AppImage's and the deb's desktop entries",
  },
  {
    name: '7zip',
    files: ['/usr/bin/7zz'],
    purpose: 'electron-builder makes the macOS zip with it (it would otherwise download its own)',
  },
  {
    name: 'dpkg',
    files: ['/usr/bin/dpkg-deb'],
    purpose: 'the packaging tests build the deb with dpkg-deb and take it apart again',
  },
  {
    name: 'tinyproxy',
    files: ['/usr/bin/tinyproxy'],
    purpose: 'the proxy tests run a real proxy with Basic auth that answers 401 to wrong credentials',
  },
  {
    name: 'squid',
    files: ['/usr/sbin/squid', '/usr/lib/squid/basic_ncsa_auth'],
    purpose: 'the proxy tests run a real proxy with Basic auth that answers 407 to wrong credentials',
  },
  {
    name: 'libreoffice-calc-nogui',
    files: ['/usr/bin/soffice'],
    purpose:
      "a CLI test opens the template in Calc headless and saves it again: the phone's + it takes off is offered back",
  },
  {
    name: 'openssl',
    files: ['/usr/bin/openssl'],
    purpose: "the proxy and TLS tests make their own CA and squid's password file",
  },
];

/** Whether `file` exists and can be run. */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The packages of `list` some of whose files are missing (a set `env` variable stands for its files). */
export function missingPackages(list = SYSTEM_PACKAGES, { env = process.env, exists = isExecutable } = {}) {
  return list.filter((entry) => {
    const elsewhere = entry.env ? env[entry.env] : undefined;
    const files = elsewhere ? [elsewhere] : entry.files;
    return !files.every((file) => exists(file));
  });
}

/**
 * What to do about the missing packages: nothing, run apt-get (as root directly, else through
 * `sudo -n`), or fail with a message that names each package, what it is for, and the command.
 * @param {import('./system-packages.d.mts').SystemPackage[]} missing
 * @param {{ isRoot: boolean, hasAptGet: boolean, hasSudo: boolean }} machine
 * @returns {import('./system-packages.d.mts').InstallPlan}
 */
export function installPlan(missing, { isRoot, hasAptGet, hasSudo }) {
  if (missing.length === 0) return { action: 'none' };
  const names = missing.map((entry) => entry.name);
  const aptGet = ['apt-get', 'install', '-y', '-qq', ...names];
  if (hasAptGet && (isRoot || hasSudo)) {
    const prefix = isRoot ? [] : ['sudo', '-n'];
    return {
      action: 'install',
      commands: [
        [...prefix, 'apt-get', 'update', '-qq'],
        [...prefix, ...aptGet],
      ],
      names,
    };
  }
  const why = hasAptGet
    ? 'not root, and sudo cannot run without a password'
    : 'apt-get is not on this machine (the list is Debian’s; install the same programs your way)';
  return {
    action: 'fail',
    message: [
      `npm test needs these Debian packages, which are missing (${why}):`,
      ...missing.map((entry) => `  ${entry.name}: ${entry.purpose} (${entry.files.join(', ')})`),
      `Install them with: sudo apt-get install -y ${names.join(' ')}`,
    ].join('\n'),
  };
}

function machine() {
  const onPath = (program) =>
    (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, program)));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasSudo = !isRoot && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  return { isRoot, hasAptGet: onPath('apt-get'), hasSudo };
}

/** Checks, installs what is missing when it can; returns the exit code. */
export function ensureSystemPackages({ list = SYSTEM_PACKAGES, log = console.log, error = console.error } = {}) {
  const missing = missingPackages(list);
  const plan = installPlan(missing, machine());
  if (plan.action === 'none') {
    log(`system packages: ${list.map((entry) => entry.name).join(', ')} are installed`);
    return 0;
  }
  if (plan.action === 'fail') {
    error(plan.message);
    return 1;
  }
  log(`system packages: installing ${plan.names.join(' ')}`);
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) {
      error(`system packages: "${[command, ...args].join(' ')}" failed (exit ${run.status ?? run.signal})`);
      return 1;
    }
  }
  const still = missingPackages(list);
  if (still.length > 0) {
    error(`system packages: still missing after apt-get: ${still.map((entry) => entry.name).join(', ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = ensureSystemPackages();
}
