import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CsvTokenizer, MALFORMED_QUOTE, UNTERMINATED_QUOTE } from '../../../../shared/users-csv/csv-tokenizer';
import { referenceRows } from './reference-csv';
import type { ReferenceRow } from './reference-csv';

type Newline = '\n' | '\r\n' | '\r';

function tokenize(pieces: string[], delimiter = ',', newline: Newline = '\n'): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  const tokenizer = new CsvTokenizer(delimiter, newline, {
    row: (fields, breaks, flags) => rows.push({ fields, breaks, flags }),
  });
  for (const piece of pieces) tokenizer.push(piece);
  tokenizer.end();
  return rows;
}

/** Cuts text at the given points (any position, also inside a CRLF, a doubled quote or a surrogate pair). */
function cut(text: string, points: number[]): string[] {
  const sorted = [...new Set(points.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let at = 0;
  for (const p of sorted) {
    pieces.push(text.slice(at, p));
    at = p;
  }
  pieces.push(text.slice(at));
  return pieces;
}

/** Text made of the characters that matter to a CSV reader, and a few that do not. */
const csvText = (separators: string) =>
  fc
    .array(fc.constantFrom('a', 'é', '😀', '"', '"', '""', '\n', '\r', '\r\n', ' ', '\t', '\u00a0', ...separators), {
      maxLength: 60,
    })
    .map((parts) => parts.join(''));

describe('CsvTokenizer', () => {
  it('reads quoted values with separators, doubled quotes and line breaks; counts the breaks inside values', () => {
    expect(tokenize(['a,b\n1,"x\ny"\n2,"p\r\nq\rr"\n3,"say ""hi""",z'])).toEqual([
      { fields: ['a', 'b'], breaks: 0, flags: 0 },
      { fields: ['1', 'x\ny'], breaks: 1, flags: 0 },
      { fields: ['2', 'p\r\nq\rr'], breaks: 2, flags: 0 },
      { fields: ['3', 'say "hi"', 'z'], breaks: 0, flags: 0 },
    ]);
  });

  it('keeps a stray quote as text and flags it; flags a quote that never closes', () => {
    expect(tokenize(['a,b\n"x"y",z\n"open,x\nmore'])).toEqual([
      { fields: ['a', 'b'], breaks: 0, flags: 0 },
      { fields: ['x"y', 'z'], breaks: 0, flags: MALFORMED_QUOTE },
      { fields: ['open,x\nmore'], breaks: 1, flags: UNTERMINATED_QUOTE },
    ]);
  });

  it('drops white space between a closing quote and the separator, as papaparse does', () => {
    expect(tokenize(['"a" \t,"b"  \n'])).toEqual([{ fields: ['a', 'b'], breaks: 0, flags: 0 }]);
  });

  it('gives a record ending in a separator its last empty value, and no record for a last line break', () => {
    expect(tokenize(['a,\n\nb\n']).map((r) => r.fields)).toEqual([['a', ''], [''], ['b']]);
    expect(tokenize([''])).toEqual([]);
  });

  it('reads exactly what the simple reference reads, for any text and any cutting into pieces', () => {
    fc.assert(
      fc.property(
        csvText(',;'),
        fc.constantFrom<Newline>('\n', '\r\n', '\r'),
        fc.constantFrom(',', ';', '\t'),
        fc.array(fc.nat(), { maxLength: 8 }),
        (text, newline, delimiter, points) => {
          expect(tokenize(cut(text, points), delimiter, newline)).toEqual(referenceRows(text, delimiter, newline));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads well-formed RFC 4180 text exactly as papaparse (the engine before it) did', () => {
    const value = fc
      .array(fc.constantFrom('a', 'ü', ',', '"', '\n', '\r\n', ' ', 'x y'), { maxLength: 6 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.array(fc.array(value, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom<Newline>('\n', '\r\n'),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 6 }),
        (records, newline, quoteAll, points) => {
          const quote = (v: string) =>
            quoteAll || /[",\r\n]/.test(v) || v === '' ? `"${v.replaceAll('"', '""')}"` : v;
          const text = records.map((r) => r.map(quote).join(',')).join(newline) + newline;
          const papa = Papa.parse<string[]>(text, { delimiter: ',', newline }).data;
          // papaparse's final parse ends with an empty row for the last line break.
          expect(papa.at(-1)).toEqual(['']);
          const rows = tokenize(cut(text, points), ',', newline);
          expect(rows.map((r) => r.fields)).toEqual(papa.slice(0, -1));
          expect(rows.map((r) => r.fields)).toEqual(records);
          expect(rows.every((r) => r.flags === 0)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
