import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, guardFormula } from '../../../../shared/csv/csv-writer';

describe('the CSV writer (RFC 4180, formula guard)', () => {
  it('quotes fields with the separator, quotes and line breaks, doubling quotes, CRLF line ends', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'x\ny', '', '3'])).toBe('a,"b,c","say ""hi""","x\ny",,3\r\n');
    expect(csvLine(['a;b', 'c,d'], { separator: ';' })).toBe('"a;b";c,d\r\n');
  });

  it.each(['=HYPERLINK("x")', '+cmd|calc', '-2+3+cmd', '@SUM(A1)', '\tx', '\r=1'])(
    'defuses a cell starting a formula: %j',
    (cell) => {
      expect(guardFormula(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['-5', '+4930123456', '1.5', '-0,5', 'jdoe', '', "'quoted"])('keeps %j as it is', (cell) => {
    expect(guardFormula(cell)).toBe(cell);
  });

  it('a leading minus in text is guarded too (a device name "-beta" cannot be told from a formula)', () => {
    expect(csvCell('-beta')).toBe("'-beta");
  });

  it('parses back to the guarded values (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(',', ';'),
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (separator, rows) => {
          const csv = rows.map((r) => csvLine(r, { separator })).join('');
          const parsed = Papa.parse<string[]>(csv, { newline: '\r\n', delimiter: separator }).data.slice(
            0,
            rows.length,
          );
          expect(parsed).toEqual(rows.map((r) => r.map(guardFormula)));
        },
      ),
    );
  });
});
