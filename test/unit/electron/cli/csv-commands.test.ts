import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { memoryIo } from './memory-io';

const root = path.resolve(__dirname, '../../../..');
const fixtures = path.join(root, 'test/fixtures/csv');
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mdm-csv-cli-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const io = memoryIo({}, fixtures);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

describe('mdm-admin validate', () => {
  it('prints detection, column matches with reasons, counts and findings; exit 0 for warnings only', async () => {
    const r = await cli('validate', 'german-headers.csv');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Encoding: utf-8 (valid UTF-8)');
    expect(r.out).toContain('Separator: comma (detected)');
    expect(r.out).toMatch(/"Vorname"\s+-> givenName \(synonym, 90%\)/);
    expect(r.out).toMatch(/"Email consent"\s+-> not uploaded/);
    expect(r.out).toContain('Findings: 0 errors, 1 warning');
    expect(r.out).toContain('unmapped-column: 1');
  });

  it('exits 1 with errors and prints the JSON shape', async () => {
    const r = await cli('validate', 'duplicates.csv', '--format', 'json');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ rows: 4, encoding: 'utf-8', separator: 'comma' });
    expect(json.columns[0]).toEqual({ source: 'name', target: 'name', reason: 'exact', confidence: 1 });
    expect(json.findings[0]).toEqual({
      line: 3,
      column: 'email',
      severity: 'error',
      rule: 'duplicate-email',
      relatedLine: 2,
      message:
        'The e-mail address "anna@example.com" is already on line 2 (compared without case); the server would treat line 3 as the same user.',
    });
  });

  it('takes --separator, --encoding and --password-min-length', async () => {
    const r = await cli(
      'validate',
      'windows-1252-semicolon.csv',
      '--encoding',
      'windows-1252',
      '--separator',
      'semicolon',
      '--password-min-length',
      '12',
      '--format',
      'json',
    );
    const json = JSON.parse(r.out);
    expect(json.findings.map((f: { rule: string }) => f.rule)).toEqual(['password-policy', 'password-policy']);
    expect(r.code).toBe(1);
  });

  it('exits 2 for a file that is no readable CSV: empty, only blank lines and white space; 1 for a header without user lines', async () => {
    const write = (name: string, content: string | Uint8Array) => {
      const file = path.join(tmp, name);
      writeFileSync(file, content);
      return file;
    };
    const empty = await cli('validate', write('empty.csv', ''));
    expect(empty.code).toBe(2);
    expect(empty.out).toContain('error [empty-file] The file is empty (0 bytes): not a CSV file.');
    expect(empty.out).toContain('Not a readable CSV file: nothing was checked.');
    const white = await cli('validate', write('white.csv', '\r\n  \n\t\n\n'), '--format', 'json');
    expect(white.code).toBe(2);
    expect(JSON.parse(white.out)).toMatchObject({
      readable: false,
      counts: { 'empty-file': 1 },
      errors: 1,
      warnings: 0,
    });
    const bomOnly = await cli('validate', write('bom.csv', new Uint8Array([0xef, 0xbb, 0xbf])));
    expect(bomOnly.code).toBe(2);
    const headerOnly = await cli('validate', 'header-only.csv', '--format', 'json');
    expect(headerOnly.code).toBe(1);
    expect(JSON.parse(headerOnly.out)).toMatchObject({ readable: true, counts: { 'no-records': 1 } });
  });

  it('exits 2 for a missing file, a binary file and a wrong call', async () => {
    const missing = await cli('validate', 'nope.csv');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('cannot read nope.csv: no such file');
    expect((await cli('validate', 'binary.csv')).code).toBe(2);
    const wrong = await cli('validate', 'valid-utf8.csv', '--separator', 'colon');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('--separator must be one of auto, comma, semicolon, tab, pipe, not "colon"');
    expect((await cli('validate')).code).toBe(2);
  });
});

describe('mdm-admin template', () => {
  it('writes the template with BOM to --out, semicolon on request', async () => {
    const out = path.join(tmp, 'template.csv');
    const r = await cli('template', '--out', out, '--separator', 'semicolon');
    expect(r.code).toBe(0);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe(
      'name;email;givenName;surName;password;phone;position;country;managedAppleId;custom1',
    );
    expect((await cli('validate', out)).code).toBe(0);
  });
});

describe('mdm-admin convert', () => {
  it('writes 5.34 headers of mapped columns, leaves out invalid lines with --valid-only, and writes the line map', async () => {
    const out = path.join(tmp, 'upload.csv');
    const r = await cli('convert', 'line-breaks.csv', '--out', out, '--valid-only', '--separator', 'semicolon');
    expect(r.code).toBe(1);
    expect(r.out).toContain('Wrote 2 user lines');
    expect(r.out).toContain('left out 1');
    expect(readFileSync(out, 'utf8')).toBe(
      'name;email;givenName;surName;password;position\r\nanna;anna@example.com;Anna;Ärger;Geheim-2026;Lehrerin und Mentorin\r\nbob;bob@example.com;Bob;B;Geheim-2026;a b c\r\n',
    );
    expect(JSON.parse(readFileSync(`${out}.lines.json`, 'utf8'))).toEqual({ uploadLineToSourceLine: [0, 1, 2, 4] });
  });

  it('maps German headers onto 5.34 names and drops unmatched columns; never writes a line with the wrong field count', async () => {
    const out = path.join(tmp, 'german.csv');
    expect((await cli('convert', 'german-headers.csv', '--out', out)).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(
      'name,email,givenName,surName,password,phone,country\r\nanna,anna@example.com,Anna,Ärger,Geheim-2026,+4930123456,DE\r\n',
    );
    const counted = path.join(tmp, 'counted.csv');
    await cli('convert', 'field-count.csv', '--out', counted);
    expect(readFileSync(counted, 'utf8').split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('--valid-only leaves out duplicates and lines with an invalid byte (also on a later line of a record), reading the file twice', async () => {
    const source = path.join(tmp, 'valid-only.csv');
    writeFileSync(
      source,
      Buffer.concat([
        Buffer.from(
          'name,email,givenName,surName,password,position\n' +
            'anna,anna@example.com,Anna,Ärger,Geheim-2026,x\n' +
            'bob,ANNA@example.com,Bob,B,Geheim-2026,x\n' +
            'carl,carl@example.com,Carl,C,Geheim-2026,"one\ntw',
        ),
        Buffer.from([0xfc]),
        Buffer.from('o"\ndora,dora@example.com,Dora,D,Geheim-2026,x\n'),
      ]),
    );
    const out = path.join(tmp, 'valid-only.upload.csv');
    const r = await cli('convert', source, '--out', out, '--valid-only');
    expect(r.code).toBe(1);
    expect(r.out).toContain('Wrote 2 user lines');
    expect(r.out).toContain('left out 2');
    expect(readFileSync(out, 'utf8')).toBe(
      'name,email,givenName,surName,password,position\r\n' +
        'anna,anna@example.com,Anna,Ärger,Geheim-2026,x\r\n' +
        'dora,dora@example.com,Dora,D,Geheim-2026,x\r\n',
    );
    expect(JSON.parse(readFileSync(`${out}.lines.json`, 'utf8'))).toEqual({ uploadLineToSourceLine: [0, 1, 2, 6] });
    // Without --valid-only every line of the right length is written, in one pass.
    const all = await cli('convert', source, '--out', out);
    expect(all.out).toContain('Wrote 4 user lines');
    expect(JSON.parse(readFileSync(`${out}.lines.json`, 'utf8'))).toEqual({
      uploadLineToSourceLine: [0, 1, 2, 3, 4, 6],
    });
  });

  it('exits 2 for an empty source and leaves no upload file behind', async () => {
    const source = path.join(tmp, 'empty-source.csv');
    writeFileSync(source, '\n\n');
    const out = path.join(tmp, 'empty-upload.csv');
    const r = await cli('convert', source, '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toContain('is not a readable CSV file: The file has no header line');
    expect(existsSync(out)).toBe(false);
  });

  it('exits 2 without --out', async () => {
    expect((await cli('convert', 'valid-utf8.csv')).code).toBe(2);
  });
});

describe('mdm-admin as a child process', () => {
  it('validate prints JSON and exits 1 on errors; 0 on a clean file', () => {
    execFileSync(process.execPath, ['scripts/build-node.mjs'], { cwd: root });
    expect(existsSync(path.join(root, 'dist/cli/main.js'))).toBe(true);
    const bad = spawnSync(
      process.execPath,
      ['bin/mdm-admin.js', 'validate', path.join(fixtures, 'bad-values.csv'), '--format', 'json'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout).counts).toMatchObject({
      phone: 3,
      required: 2,
      email: 2,
      'name-characters': 2,
      'password-policy': 1,
    });
    const good = spawnSync(process.execPath, ['bin/mdm-admin.js', 'validate', path.join(fixtures, 'valid-utf8.csv')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('Rows: 3');
  });
});
