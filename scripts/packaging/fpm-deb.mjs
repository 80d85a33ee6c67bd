#!/usr/bin/env node
// A stand-in for fpm that builds a .deb with Debian's own dpkg-deb, for machines that cannot
// download electron-builder's fpm bundle (it comes from GitHub; fpm itself is a Ruby gem that
// Debian does not package). electron-builder runs it in fpm's place when CUSTOM_FPM_PATH names
// this file, so its deb target works unchanged: electron-builder still computes every field,
// the maintainer scripts, the desktop entry and the file layout, and this only assembles them.
//
// It takes exactly the subset of fpm's command line electron-builder's FpmTarget uses
// (`fpm -s dir -t deb ... SRC=DEST...`) and refuses anything else by name, so that a config
// change needing more of fpm fails loudly instead of being ignored.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VALUE_OPTIONS = {
  '-s': 'source',
  '-t': 'target',
  '-d': 'depends',
  '--deb-recommends': 'recommends',
  '--deb-compression': 'compression',
  '--architecture': 'architecture',
  '--after-install': 'afterInstall',
  '--after-remove': 'afterRemove',
  '--description': 'description',
  '--version': 'version',
  '--package': 'package',
  '--name': 'name',
  '--maintainer': 'maintainer',
  '--vendor': 'vendor',
  '--url': 'url',
  '--category': 'category',
  '--deb-priority': 'priority',
  '--license': 'license',
  '--iteration': 'iteration',
  '--log': 'log',
};
// --vendor, --license and --log are taken and not written: Vendor and License are fpm's own
// control fields, not Debian's, and the log level is fpm's.
const REPEATED = new Set(['depends', 'recommends']);
const FLAGS = new Set(['--force', '--debug']);
const REQUIRED = ['name', 'version', 'architecture', 'maintainer', 'description', 'package'];

export class FpmUsageError extends Error {}

/** fpm's arguments as electron-builder passes them, checked. */
export function parseFpmArgs(argv) {
  const options = { depends: [], recommends: [], mappings: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (FLAGS.has(arg)) continue;
    if (arg in VALUE_OPTIONS) {
      if (i + 1 >= argv.length) throw new FpmUsageError(`${arg} needs a value`);
      const key = VALUE_OPTIONS[arg];
      const value = argv[(i += 1)];
      if (REPEATED.has(key)) options[key].push(value);
      else options[key] = value;
      continue;
    }
    if (arg.startsWith('-')) throw new FpmUsageError(`unsupported fpm option ${arg} (this stand-in builds debs only)`);
    const separator = arg.indexOf('=');
    if (separator <= 0) throw new FpmUsageError(`expected SOURCE=DESTINATION, got "${arg}"`);
    options.mappings.push({ source: arg.slice(0, separator), destination: arg.slice(separator + 1) });
  }
  if (options.source !== 'dir') throw new FpmUsageError(`only -s dir is supported, got ${options.source ?? 'none'}`);
  if (options.target !== 'deb') throw new FpmUsageError(`only -t deb is supported, got ${options.target ?? 'none'}`);
  for (const key of REQUIRED) if (!options[key]) throw new FpmUsageError(`missing --${key}`);
  if (options.mappings.length === 0) throw new FpmUsageError('nothing to package (no SOURCE=DESTINATION)');
  return options;
}

/**
 * The Description field: the synopsis on the first line, the extended description below it,
 * each line indented by one space and an empty line written as " ." (Debian policy 5.6.13).
 */
export function controlDescription(description) {
  const [first = '', ...rest] = description.split('\n').map((line) => line.trim());
  const extended = rest.filter((line, index) => line !== '' || index < rest.length - 1);
  return [first, ...extended.map((line) => (line === '' ? ' .' : ` ${line}`))].join('\n');
}

/** The DEBIAN/control text. */
export function controlFile(options, installedSizeKiB) {
  const version = options.iteration ? `${options.version}-${options.iteration}` : options.version;
  const fields = [
    ['Package', options.name],
    ['Version', version],
    ['Architecture', options.architecture],
    ['Maintainer', options.maintainer],
    ['Installed-Size', String(installedSizeKiB)],
    ['Depends', options.depends.join(', ')],
    ['Recommends', options.recommends.join(', ')],
    ['Section', options.category],
    ['Priority', options.priority ?? 'optional'],
    ['Homepage', options.url],
    ['Description', controlDescription(options.description)],
  ];
  return `${fields
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n`;
}

/** Copies each SOURCE=DESTINATION into `root` as fpm does: `dir/=DEST` copies the folder's content. */
function stage(root, mappings) {
  for (const { source, destination } of mappings) {
    const target = path.join(root, destination);
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    if (lstatSync(source).isDirectory()) cpSync(source, target, { recursive: true, verbatimSymlinks: true });
    else copyFileSync(source, target);
  }
}

/** Every regular file under `root` (relative, `/`-separated), and the installed size in KiB. */
function inventory(root) {
  const files = [];
  let kib = 0;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        kib += 1;
        visit(full);
      } else if (entry.isFile()) {
        files.push(path.relative(root, full).split(path.sep).join('/'));
        kib += Math.ceil(lstatSync(full).size / 1024);
      } else kib += 1;
    }
  };
  visit(root);
  return { files: files.sort(), kib };
}

const DPKG_COMPRESSION = { xz: 'xz', gz: 'gzip', gzip: 'gzip', zstd: 'zstd', none: 'none' };

export function buildDeb(options) {
  const compression = DPKG_COMPRESSION[options.compression ?? 'xz'];
  if (!compression) throw new FpmUsageError(`unsupported --deb-compression ${options.compression}`);
  const root = mkdtempSync(path.join(os.tmpdir(), 'fpm-deb-'));
  try {
    chmodSync(root, 0o755); // the package's "/" (mkdtemp makes it private)
    stage(root, options.mappings);
    const { files, kib } = inventory(root);
    const debian = path.join(root, 'DEBIAN');
    mkdirSync(debian, { mode: 0o755 });
    chmodSync(debian, 0o755);
    writeFileSync(path.join(debian, 'control'), controlFile(options, kib), { mode: 0o644 });
    const sums = files.map(
      (file) =>
        `${createHash('md5')
          .update(readFileSync(path.join(root, file)))
          .digest('hex')}  ${file}`,
    );
    writeFileSync(path.join(debian, 'md5sums'), `${sums.join('\n')}\n`, { mode: 0o644 });
    for (const [script, name] of [
      [options.afterInstall, 'postinst'],
      [options.afterRemove, 'postrm'],
    ]) {
      if (!script) continue;
      copyFileSync(script, path.join(debian, name));
      chmodSync(path.join(debian, name), 0o755);
    }
    mkdirSync(path.dirname(options.package), { recursive: true });
    rmSync(options.package, { force: true });
    execFileSync('dpkg-deb', ['--root-owner-group', `-Z${compression}`, '--build', root, options.package], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseFpmArgs(process.argv.slice(2));
    buildDeb(options);
    console.log(`Created package {:path=>"${options.package}"}`);
  } catch (error) {
    console.error(`fpm-deb: ${error.message}`);
    process.exitCode = error instanceof FpmUsageError ? 2 : 1;
  }
}
