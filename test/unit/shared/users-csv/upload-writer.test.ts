import { CSV_SEPARATOR_WORD } from '../../../../shared/csv/separator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from '../../../../shared/users-csv/columns';
import { RowStore } from '../../../../shared/users-csv/row-store';
import { templateBytes, templateText } from '../../../../shared/users-csv/template';
import { UploadWriter, flattenLineBreaks, writeUpload } from '../../../../shared/users-csv/upload-writer';
import { validateCsv } from '../../../../shared/users-csv/validate';

const mapping: ColumnMapping = [null, 'email', 'name', 'givenName', 'surName', 'password', 'custom2'];
const value = fc.oneof(
  fc.string({
    unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', '\n', '\r', '\t', 'ä', 'ß', '日', '本', 'Ж', '😀', '|'),
  }),
  fc.string(),
);

describe('UploadWriter', () => {
  it('writes only mapped columns in 5.34 order, and a line map that skips left-out lines', () => {
    const w = new UploadWriter(mapping, 'SEMICOLON');
    expect(w.header()).toBe('name;email;givenName;surName;password;custom2\r\n');
    expect(w.record(['x', 'a@x.de', 'anna', 'Anna', 'Ärger', 'pw;1', 'n"o'], 2)).toBe(
      'anna;a@x.de;Anna;Ärger;"pw;1";"n""o"\r\n',
    );
    w.record(['x', 'b@x.de', 'bob', 'Bob', 'B', 'pw', ''], 5);
    expect(Array.from(w.lineMap())).toEqual([0, 1, 2, 5]);
  });

  it('recordAsRead keeps a wrong field count for the server to judge: missing columns left out, surplus fields appended', () => {
    const w = new UploadWriter(mapping, 'COMMA');
    // Six of seven fields: custom2 (source column 6) is not reached.
    expect(w.recordAsRead(['x', 'a@x.de', 'anna', 'Anna', 'A', 'pw'], 7, 2)).toBe('anna,a@x.de,Anna,A,pw\r\n');
    // Nine of seven: the two extra fields follow the mapped ones.
    expect(w.recordAsRead(['x', 'b@x.de', 'bob', 'Bob', 'B', 'pw', 'c2', 'e1', 'e2'], 7, 3)).toBe(
      'bob,b@x.de,Bob,B,pw,c2,e1,e2\r\n',
    );
    // The right count: exactly what record writes.
    expect(w.recordAsRead(['x', 'c@x.de', 'cy', 'Cy', 'C', 'pw', ''], 7, 4)).toBe('cy,c@x.de,Cy,C,pw,\r\n');
    expect(Array.from(w.lineMap())).toEqual([0, 1, 2, 3, 4]);
  });

  it('round-trips: reading what the writer wrote gives back the records (line breaks become spaces), one line each', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(value, { minLength: 7, maxLength: 7 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('COMMA' as const, 'SEMICOLON' as const),
        async (records, separator) => {
          const lines = records.map((_, i) => i * 3 + 2);
          const { text, lineMap } = writeUpload(
            records.map((fields, i) => ({ fields, line: lines[i]! })),
            mapping,
            separator,
          );
          const back = await validateCsv([new TextEncoder().encode(text)], {
            keepRows: true,
            separator: CSV_SEPARATOR_WORD[separator],
          });
          const expected = records.map((r) => [r[2], r[1], r[3], r[4], r[5], r[6]].map((v) => flattenLineBreaks(v!)));
          expect(back.header).toEqual(['name', 'email', 'givenName', 'surName', 'password', 'custom2']);
          expect([...back.rows!.entries()]).toEqual(expected.map((fields, i) => ({ fields, line: i + 2 })));
          expect(Array.from(lineMap).slice(2)).toEqual(lines);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes "" for a single empty value so that the record is not a blank line', () => {
    const { text } = writeUpload([{ fields: [''], line: 2 }], ['name'], 'COMMA');
    expect(text).toBe('name\r\n""\r\n');
  });

  it('refuses a mapping with a target twice', () => {
    expect(() => new UploadWriter(['email', 'email'], 'COMMA')).toThrow(/email is assigned to source columns 1 and 2/);
  });
});

describe('template', () => {
  it('is UTF-8 with BOM, mandatory columns first, and its example passes every rule', async () => {
    for (const separator of ['COMMA', 'SEMICOLON'] as const) {
      const bytes = templateBytes(separator);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const result = await validateCsv([bytes]);
      expect(result.header.slice(0, 5)).toEqual(['name', 'email', 'givenName', 'surName', 'password']);
      expect(result.detection).toMatchObject({ bom: true, separator: CSV_SEPARATOR_WORD[separator] });
      expect(result.records).toBe(1);
      expect(result.findings).toEqual([]);
    }
    expect(templateText('SEMICOLON')).toContain('Jürgen;Müller');
  });
});

describe('RowStore', () => {
  it('stores records compactly and gives them back, even values holding the join character', () => {
    const s = new RowStore();
    for (let i = 0; i < 3000; i++) s.push([`a${i}`, '', 'x'], i * 2 + 2);
    s.push(['with\u001fjoin', 'b'], 9000);
    expect(s.length).toBe(3001);
    expect(s.get(1500)).toEqual(['a1500', '', 'x']);
    expect(s.get(3000)).toEqual(['with\u001fjoin', 'b']);
    expect(s.line(1500)).toBe(3002);
    expect(s.indexOfLine(3002)).toBe(1500);
    expect(s.indexOfLine(3003)).toBe(-1);
    s.set(0, ['edited', 'v', 'w']);
    expect(s.get(0)).toEqual(['edited', 'v', 'w']);
  });
});
