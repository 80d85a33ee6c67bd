import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const text = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * An RFC 822 style stanza (a deb's control file): `Field: value`, continuation lines begin with
 * a space and are kept, joined by newlines, without that space.
 */
export function parseControl(control: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let last: string | null = null;
  for (const line of control.split('\n')) {
    if (line === '') continue;
    if (/^\s/.test(line) && last !== null) {
      fields[last] += `\n${line.slice(1)}`;
      continue;
    }
    const match = /^([A-Za-z0-9-]+):\s?(.*)$/.exec(line);
    if (!match) throw new Error(`not a control line: ${line}`);
    last = match[1]!;
    fields[last] = match[2]!;
  }
  return fields;
}

/** The control file of a .deb, as fields. */
export const debControl = (deb: string) => parseControl(text('dpkg-deb', ['--field', deb]));

/** One maintainer script of a .deb (postinst, postrm...). */
export const debScript = (deb: string, name: string) => text('dpkg-deb', ['--info', deb, name]);

export interface ArchiveEntry {
  /** Absolute path inside the package, `/opt/MDM Admin/mdm-admin`; directories end in `/`. */
  path: string;
  type: 'file' | 'directory' | 'symlink';
  /** Permission bits and set-id bits, `0o755`. */
  mode: number;
  owner: string;
}

const TYPES: Record<string, ArchiveEntry['type']> = { '-': 'file', d: 'directory', l: 'symlink' };

/** `rwxr-sr-x` (tar's listing) as a number. */
export function permissionBits(symbolic: string): number {
  if (!/^[-r][-w][-xsS][-r][-w][-xsS][-r][-w][-xtT]$/.test(symbolic)) throw new Error(`not a mode: ${symbolic}`);
  let mode = 0;
  for (let i = 0; i < 9; i += 1) {
    const c = symbolic[i]!;
    if (c !== '-' && c !== 'S' && c !== 'T') mode |= 1 << (8 - i);
  }
  if (/[sS]/.test(symbolic[2]!)) mode |= 0o4000;
  if (/[sS]/.test(symbolic[5]!)) mode |= 0o2000;
  if (/[tT]/.test(symbolic[8]!)) mode |= 0o1000;
  return mode;
}

/** What the .deb installs: `dpkg-deb --contents` read line by line. */
export function debEntries(deb: string): ArchiveEntry[] {
  return text('dpkg-deb', ['--contents', deb])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^([-dl])(\S{9})\s+(\S+)\s+\d+\s+\S+\s+\S+\s+\.(\/.*?)(?: -> .*)?$/.exec(line);
      if (!match) throw new Error(`unexpected dpkg-deb --contents line: ${line}`);
      return { type: TYPES[match[1]!]!, mode: permissionBits(match[2]!), owner: match[3]!, path: match[4]! };
    });
}

/** Unpacks the files of a .deb into `dir` (as dpkg would, without running its scripts). */
export function extractDeb(deb: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  execFileSync('dpkg-deb', ['--extract', deb, dir]);
  return dir;
}

/** Unpacks an AppImage's squashfs, which starts `offset` bytes in (after the runtime). */
export function extractAppImage(appImage: string, offset: number, dir: string): string {
  execFileSync('unsquashfs', ['-no-progress', '-offset', String(offset), '-dest', dir, appImage], { stdio: 'ignore' });
  return dir;
}

/** A desktop entry's `[Desktop Entry]` group as key/value pairs. */
export function parseDesktopEntry(entry: string): Record<string, string> {
  const lines = entry.split('\n');
  if (lines[0] !== '[Desktop Entry]') throw new Error('a desktop entry starts with [Desktop Entry]');
  return Object.fromEntries(
    lines
      .slice(1)
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const separator = line.indexOf('=');
        return [line.slice(0, separator), line.slice(separator + 1)];
      }),
  );
}

/** desktop-file-validate's verdict: null when valid, else its complaints. */
export function desktopFileProblems(file: string): string | null {
  try {
    const output = text('desktop-file-validate', [file]);
    return output.trim() === '' ? null : output;
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}
