import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from '../../../../../electron/core/queries/csv';

describe('export CSV (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes, CRLF row ends', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'x\ny', null, 3])).toBe('a,"b,c","say ""hi""","x\ny",,3\r\n');
  });

  it('writes date fields as ISO 8601 and objects as JSON', () => {
    expect(csvField(Date.UTC(2026, 0, 15, 9), 'lastConnectionDate')).toBe('2026-01-15T09:00:00.000Z');
    expect(csvField(42, 'batteryLevel')).toBe('42');
    expect(csvField({ city: 'Köln' })).toBe('"{""city"":""Köln""}"');
  });

  it('defuses spreadsheet formulas but keeps a leading minus', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-beta')).toBe('-beta');
  });

  it('parses back to the same values (property)', () => {
    const text = fc.string().filter((s) => !/^[=+@]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const csv = rows.map((r) => csvRow(r)).join('');
        const parsed = Papa.parse<string[]>(csv, { newline: '\r\n', delimiter: ',' }).data.slice(0, rows.length);
        expect(parsed).toEqual(rows);
      }),
    );
  });
});
