import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactLogLine } from '../../../../../electron/core/diagnostics/redact-log';
import { RotatingLogFile } from '../../../../../electron/core/diagnostics/rotating-log-file';
import { tempDir } from '../../../../helpers/temp-dir';
import { AppError } from '../../../../../electron/core/errors';

const identity = (line: string) => line;
const read = (file: string) => readFileSync(file, 'utf8');

describe('RotatingLogFile', () => {
  it('appends lines, each ending in a newline', () => {
    const log = new RotatingLogFile({ dir: tempDir('mdm-log-'), maxBytes: 1000, maxFiles: 3, redact: identity });
    log.write('first');
    log.write('second\n');
    expect(read(log.file)).toBe('first\nsecond\n');
  });

  it('rotates before a line would pass maxBytes: .log, .log.1, .log.2 newest first, never splitting a line', () => {
    const dir = tempDir('mdm-log-');
    const log = new RotatingLogFile({ dir, maxBytes: 20, maxFiles: 3, redact: identity });
    for (const line of ['line-01', 'line-02', 'line-03', 'line-04', 'line-05', 'line-06']) log.write(line); // 8 bytes each
    expect(log.files().map((file) => path.basename(file))).toEqual([
      'mdm-admin.log',
      'mdm-admin.log.1',
      'mdm-admin.log.2',
    ]);
    expect(read(log.files()[0]!)).toBe('line-05\nline-06\n');
    expect(read(log.files()[1]!)).toBe('line-03\nline-04\n');
    expect(read(log.files()[2]!)).toBe('line-01\nline-02\n');
  });

  it('keeps at most maxFiles files: the oldest goes', () => {
    const dir = tempDir('mdm-log-');
    const log = new RotatingLogFile({ dir, maxBytes: 10, maxFiles: 2, redact: identity });
    for (let i = 1; i <= 5; i += 1) log.write(`entry ${i}`); // 8 bytes: one per file
    expect(readdirSync(dir).sort()).toEqual(['mdm-admin.log', 'mdm-admin.log.1']);
    expect(read(log.file)).toBe('entry 5\n');
    expect(read(`${log.file}.1`)).toBe('entry 4\n');
  });

  it('with maxFiles 1 it starts the one file over', () => {
    const dir = tempDir('mdm-log-');
    const log = new RotatingLogFile({ dir, maxBytes: 10, maxFiles: 1, redact: identity });
    log.write('entry 1');
    log.write('entry 2');
    expect(readdirSync(dir)).toEqual(['mdm-admin.log']);
    expect(read(log.file)).toBe('entry 2\n');
  });

  it('a line longer than maxBytes is written whole, in a file of its own', () => {
    const log = new RotatingLogFile({ dir: tempDir('mdm-log-'), maxBytes: 10, maxFiles: 3, redact: identity });
    log.write('short');
    log.write('x'.repeat(50));
    log.write('after');
    expect(read(log.file)).toBe('after\n');
    expect(read(`${log.file}.1`)).toBe(`${'x'.repeat(50)}\n`);
    expect(read(`${log.file}.2`)).toBe('short\n');
  });

  it("counts an existing file's size when it opens (a restarted app continues the same file)", () => {
    const dir = tempDir('mdm-log-');
    writeFileSync(path.join(dir, 'mdm-admin.log'), '0123456789012345\n'); // 17 bytes
    const log = new RotatingLogFile({ dir, maxBytes: 20, maxFiles: 2, redact: identity });
    log.write('next');
    expect(read(log.file)).toBe('next\n');
    expect(read(`${log.file}.1`)).toBe('0123456789012345\n');
  });

  it('counts bytes, not characters (umlauts take two)', () => {
    const log = new RotatingLogFile({ dir: tempDir('mdm-log-'), maxBytes: 12, maxFiles: 2, redact: identity });
    log.write('äöüä'); // 8 bytes + newline
    log.write('ab'); // 9 + 3 = 12: still fits
    log.write('c'); // 12 + 2 > 12: rotates
    expect(read(log.file)).toBe('c\n');
    expect(read(`${log.file}.1`)).toBe('äöüä\nab\n');
  });

  it('writes every line through the redactor: planted token, password and proxy credentials never reach the file', () => {
    const dir = tempDir('mdm-log-');
    const csvPassword = 'Sommer-2024!';
    const log = new RotatingLogFile({
      dir,
      maxBytes: 60,
      maxFiles: 5,
      redact: (line) => redactLogLine(line, [csvPassword]),
    });
    log.write('request X-User-Access-Token: 9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f');
    log.write(`row 2: anna,${csvPassword}`);
    log.write('proxy http://jane:pa55@proxy:3128');
    const all = log.files().map(read).join('');
    for (const secret of ['9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', csvPassword, 'pa55', 'jane'])
      expect(all).not.toContain(secret);
    expect(all.match(/\[redacted\]/g)).toHaveLength(3);
  });

  it('refuses settings that could not keep a log', () => {
    expect(
      () => new RotatingLogFile({ dir: tempDir('mdm-log-'), maxBytes: 10, maxFiles: 0, redact: identity }),
    ).toThrow(AppError);
    expect(() => new RotatingLogFile({ dir: tempDir('mdm-log-'), maxBytes: 0, maxFiles: 2, redact: identity })).toThrow(
      AppError,
    );
  });
});
