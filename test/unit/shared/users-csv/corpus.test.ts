// Every file of the corpus (test/fixtures/csv, made by generate.mjs) with the findings it must produce.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCsv } from '../../../../shared/users-csv/validate';
import type { CsvValidationResult } from '../../../../shared/users-csv/validate';

const dir = path.resolve(__dirname, '../../../fixtures/csv');
const check = (name: string): Promise<CsvValidationResult> => validateCsv([readFileSync(path.join(dir, name))]);
const brief = (r: CsvValidationResult) => r.findings.map((f) => [f.line, f.column, f.severity, f.rule]);

describe('the CSV corpus', () => {
  it('valid-utf8.csv: no findings; quoted commas and doubled quotes read back', async () => {
    const r = await validateCsv([readFileSync(path.join(dir, 'valid-utf8.csv'))], { keepRows: true });
    expect(r.findings).toEqual([]);
    expect(r.records).toBe(3);
    expect(r.rows!.get(2).slice(0, 3)).toEqual(['carl, jr', 'carl@example.com', 'Carl "CJ"']);
    expect(r.matches.every((m) => m.reason === 'exact')).toBe(true);
  });

  it('windows-1252-semicolon.csv: Windows-1252 umlauts, semicolons, CRLF, German headers', async () => {
    const r = await validateCsv([readFileSync(path.join(dir, 'windows-1252-semicolon.csv'))], { keepRows: true });
    expect(r.detection).toMatchObject({
      encoding: 'windows-1252',
      encodingReason: 'not valid UTF-8',
      separator: 'semicolon',
      lineEnding: 'crlf',
    });
    expect(r.rows!.get(0)).toEqual(['jmueller', 'j.mueller@example.com', 'Jürgen', 'Müller', 'Sommer-2026']);
    expect(r.mapping).toEqual(['name', 'email', 'givenName', 'surName', 'password']);
    expect(r.findings).toEqual([]);
  });

  it('bom-utf8.csv: the BOM is reported and not part of the first header', async () => {
    const r = await check('bom-utf8.csv');
    expect(r.detection).toMatchObject({ encoding: 'utf-8', bom: true, encodingReason: 'byte order mark' });
    expect(r.header[0]).toBe('name');
    expect(r.findings).toEqual([]);
  });

  it.each([
    ['utf16le-bom.csv', 'utf-16le', 'byte order mark', 'comma'],
    ['utf16be-bom.csv', 'utf-16be', 'byte order mark', 'comma'],
    ['utf16le-no-bom-tab.csv', 'utf-16le', 'NUL byte pattern', 'tab'],
  ])('%s: read as %s (%s)', async (file, encoding, reason, separator) => {
    const r = await validateCsv([readFileSync(path.join(dir, file))], { keepRows: true });
    expect(r.detection).toMatchObject({ encoding, encodingReason: reason, separator });
    expect(r.rows!.get(0)[3]).toBe('Ärger');
    expect(r.findings).toEqual([]);
  });

  it('legacy-headers.csv: the names before 5.34 map with reason "legacy name"', async () => {
    const r = await check('legacy-headers.csv');
    expect(r.matches.map((m) => [m.source, m.target, m.reason])).toEqual([
      ['userId', 'name', 'legacy name'],
      ['email', 'email', 'exact'],
      ['first name', 'givenName', 'legacy name'],
      ['last name', 'surName', 'legacy name'],
      ['password', 'password', 'exact'],
      ['phone number', 'phone', 'legacy name'],
      ['managed apple id', 'managedAppleId', 'exact'],
    ]);
    expect(r.findings).toEqual([]);
  });

  it('german-headers.csv: German synonyms map; "Email consent" is not email', async () => {
    const r = await check('german-headers.csv');
    expect(r.mapping).toEqual(['name', 'email', 'givenName', 'surName', 'password', 'phone', 'country', null]);
    expect(brief(r)).toEqual([[1, 'Email consent', 'warning', 'unmapped-column']]);
  });

  it('misspelled-headers.csv: similar spellings map with a lower confidence', async () => {
    const r = await check('misspelled-headers.csv');
    expect(r.mapping).toEqual(['name', 'email', 'givenName', 'surName', 'password']);
    for (const m of r.matches) {
      expect(m.reason).toBe('similar spelling');
      expect(m.confidence).toBeLessThan(0.9);
    }
  });

  it('stray-spaces.csv: whitespace warnings with the trimmed fix, none for the password value', async () => {
    const r = await check('stray-spaces.csv');
    expect(r.findings.map((f) => [f.column, f.rule, f.fix])).toEqual([
      ['name', 'whitespace', 'anna'],
      ['email', 'whitespace', 'anna@example.com'],
      ['password', 'whitespace', undefined],
      ['phone', 'phone', '+4930123456'],
    ]);
    expect(r.findings.find((f) => f.column === 'password')!.message).not.toContain('Geheim');
  });

  it('duplicates.csv: names and e-mails compared without case, naming the first line', async () => {
    const r = await check('duplicates.csv');
    expect(r.findings.map((f) => [f.line, f.rule, f.relatedLine])).toEqual([
      [3, 'duplicate-email', 2],
      [4, 'duplicate-name', 2],
      [5, 'duplicate-name', 2],
    ]);
  });

  it('field-count.csv: lines with fewer and more fields than the header', async () => {
    const r = await check('field-count.csv');
    expect(brief(r)).toEqual([
      [3, '', 'error', 'field-count'],
      [4, '', 'error', 'field-count'],
    ]);
    expect(r.findings[0]!.message).toContain('3 fields but the header has 5');
  });

  it('unterminated-quote.csv: error at the line and field where the quote opens', async () => {
    const r = await check('unterminated-quote.csv');
    expect(r.findings.map((f) => [f.line, f.rule, f.columnIndex])).toEqual([[3, 'unterminated-quote', 2]]);
    expect(r.records).toBe(1);
  });

  it('binary.csv and xlsx-renamed.csv: refused as binary, reading stops', async () => {
    const bin = await check('binary.csv');
    expect(brief(bin)).toEqual([[1, '', 'error', 'binary-file']]);
    expect(bin.findings[0]!.message).toContain('NUL byte at byte 9');
    expect(bin.stopped).toBe(true);
    const zip = await check('xlsx-renamed.csv');
    expect(zip.findings[0]!.message).toContain('ZIP archive');
  });

  it('empty.csv and header-only.csv', async () => {
    expect(brief(await check('empty.csv'))).toEqual([[1, '', 'error', 'empty-file']]);
    expect(brief(await check('header-only.csv'))).toEqual([[1, '', 'error', 'no-records']]);
  });

  it('duplicate-header.csv: the repeated header is an error at line 1 with its column', async () => {
    const r = await check('duplicate-header.csv');
    expect(brief(r)).toEqual([
      [1, 'Email', 'error', 'duplicate-header'],
      [1, 'Email', 'warning', 'unmapped-column'],
    ]);
    expect(r.findings[0]!.message).toContain('column 2 ("email")');
  });

  it('line-breaks.csv: a value with line breaks is warned about, and later lines keep their physical numbers', async () => {
    const r = await check('line-breaks.csv');
    expect(brief(r)).toEqual([
      [2, 'position', 'warning', 'line-break'],
      [4, 'position', 'warning', 'line-break'],
      [7, 'email', 'error', 'email'],
    ]);
  });

  it('too-many-custom.csv: custom16 and custom17 are errors, custom1..15 map', async () => {
    const r = await check('too-many-custom.csv');
    expect(brief(r)).toEqual([
      [1, 'custom16', 'error', 'too-many-custom'],
      [1, 'custom17', 'error', 'too-many-custom'],
    ]);
    expect(r.mapping.filter((t) => t?.startsWith('custom'))).toHaveLength(15);
  });

  it('bad-values.csv: every value rule, with the phone fix where stripping helps', async () => {
    const r = await check('bad-values.csv');
    expect(r.findings.map((f) => [f.line, f.column, f.rule, f.fix])).toEqual([
      [2, 'name', 'name-characters', undefined],
      [2, 'email', 'email', undefined],
      [2, 'password', 'password-policy', undefined],
      [2, 'phone', 'phone', undefined],
      [3, 'name', 'name-characters', undefined],
      [3, 'email', 'email', undefined],
      [3, 'givenName', 'required', undefined],
      [3, 'phone', 'phone', '+493012345'],
      [4, 'name', 'required', undefined],
      [4, 'phone', 'phone', undefined],
    ]);
    for (const f of r.findings) expect(f.message).not.toContain('short');
  });

  it('pipe-cr.csv: pipes and CR line endings', async () => {
    const r = await check('pipe-cr.csv');
    expect(r.detection).toMatchObject({ separator: 'pipe', lineEnding: 'cr' });
    expect(r.records).toBe(2);
    expect(r.findings).toEqual([]);
  });

  it('blank-lines.csv: a blank line is counted and warned about', async () => {
    const r = await validateCsv([readFileSync(path.join(dir, 'blank-lines.csv'))], { keepRows: true });
    expect(brief(r)).toEqual([[3, '', 'warning', 'blank-line']]);
    expect(r.rows!.line(1)).toBe(4);
  });
});
