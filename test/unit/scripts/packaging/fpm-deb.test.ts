/**
 * scripts/packaging/fpm-deb.mjs, the fpm stand-in electron-builder runs (CUSTOM_FPM_PATH) to
 * build the deb with dpkg-deb: given fpm's command line as electron-builder writes it, the deb
 * says what fpm's would. (The packaging test builds the app's real deb through it.)
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { debControl, debEntries, debScript, extractDeb } from '../../../integration/packaging/linux-packages';
import { tempDir } from '../../../helpers/temp-dir';

const run = promisify(execFile);
const FPM = 'scripts/packaging/fpm-deb.mjs';

async function fpm(args: string[]) {
  try {
    const { stdout, stderr } = await run(FPM, args);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let work: string;
let deb: string;
let commonArgs: string[];
beforeAll(async () => {
  work = tempDir('mdm-fpm-deb-');
  const app = path.join(work, 'app');
  mkdirSync(path.join(app, 'resources'), { recursive: true });
  writeFileSync(path.join(app, 'tool'), '#!/bin/sh\n');
  chmodSync(path.join(app, 'tool'), 0o755);
  writeFileSync(path.join(app, 'resources', 'data.txt'), 'x'.repeat(3000));
  writeFileSync(path.join(work, 'tool.desktop'), '[Desktop Entry]\nName=Tool\n');
  writeFileSync(path.join(work, 'after-install.sh'), '#!/bin/bash\necho installed\n');
  writeFileSync(path.join(work, 'after-remove.sh'), '#!/bin/bash\necho removed\n');
  deb = path.join(work, 'out', 'tool_1.2.3_amd64.deb');
  commonArgs = [
    '-s',
    'dir',
    '--force',
    '-t',
    'deb',
    '-d',
    'libfoo1',
    '-d',
    'libbar2 (>= 1.0)',
    '--deb-compression',
    'xz',
  ];
  const result = await fpm([
    ...commonArgs,
    '--architecture',
    'amd64',
    '--after-install',
    path.join(work, 'after-install.sh'),
    '--after-remove',
    path.join(work, 'after-remove.sh'),
    '--description',
    'A tool\n First paragraph.\n\n Second paragraph.',
    '--version',
    '1.2.3',
    '--package',
    deb,
    '--name',
    'tool',
    '--maintainer',
    'Jane Doe <jane@example.org>',
    '--vendor',
    'Jane Doe <jane@example.org>',
    '--url',
    'https://tool.example',
    '--category',
    'utils',
    '--deb-priority',
    'optional',
    `${app}/=/opt/Tool`,
    `${path.join(work, 'tool.desktop')}=/usr/share/applications/tool.desktop`,
  ]);
  expect(result, result.output).toMatchObject({ code: 0 });
});

describe('the fpm stand-in (fpm-deb.mjs)', () => {
  it('writes the control file from the options: name, version, architecture, maintainer, depends, section, homepage', () => {
    const control = debControl(deb);
    expect(control).toMatchObject({
      Package: 'tool',
      Version: '1.2.3',
      Architecture: 'amd64',
      Maintainer: 'Jane Doe <jane@example.org>',
      Depends: 'libfoo1, libbar2 (>= 1.0)',
      Section: 'utils',
      Priority: 'optional',
      Homepage: 'https://tool.example',
    });
    expect(Number(control['Installed-Size'])).toBeGreaterThanOrEqual(3);
  });

  it('writes the description as Debian wants it: synopsis, then indented lines, an empty line as " ."', () => {
    expect(debControl(deb).Description).toBe('A tool\nFirst paragraph.\n.\nSecond paragraph.');
  });

  it("maps SOURCE/=DEST (a folder's content) and SOURCE=DEST (one file), keeping modes, owned by root", () => {
    const entries = debEntries(deb);
    expect(entries.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        '/opt/Tool/tool',
        '/opt/Tool/resources/data.txt',
        '/usr/share/applications/tool.desktop',
      ]),
    );
    const mode = (file: string) => entries.find((entry) => entry.path === file)!.mode;
    expect(mode('/opt/Tool/tool')).toBe(0o755);
    expect(mode('/opt/Tool/resources/data.txt')).toBe(0o644);
    expect(mode('/')).toBe(0o755);
    expect(entries.filter((entry) => entry.owner !== 'root/root')).toEqual([]);
    const root = extractDeb(deb, path.join(work, 'root'));
    expect(readFileSync(path.join(root, 'opt/Tool/resources/data.txt'), 'utf8')).toHaveLength(3000);
  });

  it('installs the after-install and after-remove scripts as postinst and postrm', () => {
    expect(debScript(deb, 'postinst')).toBe('#!/bin/bash\necho installed\n');
    expect(debScript(deb, 'postrm')).toBe('#!/bin/bash\necho removed\n');
  });

  it('refuses, by name, an fpm option it does not implement, and any target but deb (exit 2)', async () => {
    const unknown = await fpm([...commonArgs, '--rpm-os', 'linux', 'x=/y']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('unsupported fpm option --rpm-os');
    const rpm = await fpm(['-s', 'dir', '-t', 'rpm', 'x=/y']);
    expect(rpm.code).toBe(2);
    expect(rpm.output).toContain('only -t deb is supported');
  });

  it('says which required option is missing', async () => {
    const result = await fpm([...commonArgs, '--version', '1', 'x=/y']);
    expect(result.code).toBe(2);
    expect(result.output).toContain('missing --name');
  });
});
