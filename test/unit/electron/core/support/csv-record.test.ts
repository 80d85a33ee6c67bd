import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FieldSpans,
  RecordBoundaries,
  SEPARATOR_BYTE,
  fieldSpans,
  recordFields,
} from '../../../../../electron/core/support/csv-record';
import { quoteValue } from '../../../../../shared/users-csv/upload-writer';

const field = fc.string({ unit: 'grapheme', maxLength: 12 });
const writeRecord = (fields: string[], sep: string) => fields.map((f) => quoteValue(f, sep)).join(sep);

/** Splits bytes into chunks at the given cut points (in any order, any count). */
function chunked(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const p of [...points, bytes.length]) {
    chunks.push(bytes.subarray(from, p));
    from = p;
  }
  return chunks;
}

function boundaries(bytes: Uint8Array, cuts: number[] = []) {
  const ends: number[] = [];
  const scanner = new RecordBoundaries((next) => ends.push(next));
  for (const chunk of chunked(bytes, cuts)) scanner.push(chunk);
  return { ends, ...scanner.finish() };
}

describe('recordFields', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, and a trailing empty field', () => {
    const bytes = Buffer.from('ann,"a,b@x.org","say ""hi""","two\r\nlines",\r\n');
    expect(recordFields(bytes, 0, bytes.length, SEPARATOR_BYTE.COMMA)).toEqual([
      'ann',
      'a,b@x.org',
      'say "hi"',
      'two\r\nlines',
      '',
    ]);
    expect(recordFields(Buffer.from('x;y\n'), 0, 4, SEPARATOR_BYTE.SEMICOLON)).toEqual(['x', 'y']);
    expect(recordFields(Buffer.from('\r\n'), 0, 2, SEPARATOR_BYTE.COMMA)).toEqual(['']);
  });

  it('is lenient where spreadsheet readers are: text after a closing quote, a quote inside a bare field', () => {
    const bytes = Buffer.from('"ab"cd,e"f');
    expect(recordFields(bytes, 0, bytes.length, SEPARATOR_BYTE.COMMA)).toEqual(['abcd', 'e"f']);
  });

  it('reads back whatever the upload writer quoted, field for field (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('COMMA', 'SEMICOLON'),
        fc.array(field, { minLength: 1, maxLength: 8 }),
        (sep, fields) => {
          const char = sep === 'COMMA' ? ',' : ';';
          const bytes = Buffer.from(`${writeRecord(fields, char)}\r\n`);
          expect(recordFields(bytes, 0, bytes.length, SEPARATOR_BYTE[sep])).toEqual(fields);
          const spans = fieldSpans(bytes, 0, bytes.length - 2, SEPARATOR_BYTE[sep]);
          expect(spans.length / 2).toBe(fields.length);
        },
      ),
    );
  });
});

describe('RecordBoundaries', () => {
  it('ends a record at an LF outside quotes, whatever the chunks (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        (records, cuts, finalBreak) => {
          // A record of one empty field would be a blank line; the writer writes '""' instead.
          const lines = records.map((r) => (r.length === 1 && r[0] === '' ? '""' : writeRecord(r, ',')));
          const text = lines.join('\r\n') + (finalBreak ? '\r\n' : '');
          const bytes = Buffer.from(text);
          const expected: number[] = [];
          let at = 0;
          lines.forEach((line, i) => {
            at += Buffer.byteLength(line) + (i < lines.length - 1 || finalBreak ? 2 : 0);
            expected.push(at);
          });
          const found = boundaries(bytes, cuts);
          expect(found.ends).toEqual(expected);
          expect(found.unclosedQuoteLine).toBeNull();
          for (let i = 0; i < lines.length; i++) {
            const start = i === 0 ? 0 : expected[i - 1]!;
            expect(recordFields(bytes, start, expected[i]!, SEPARATOR_BYTE.COMMA)).toEqual(records[i]);
          }
        },
      ),
    );
  });

  it('counts blank lines at the end, and names the line of a quote that is never closed', () => {
    const blanks = boundaries(Buffer.from('name\nann\n\r\n\n'));
    expect(blanks.ends).toEqual([5, 9, 11, 12]);
    expect(blanks.trailingBlank).toBe(2);
    expect(boundaries(Buffer.from('name\nann\n\nbob')).trailingBlank).toBe(0);
    expect(boundaries(Buffer.from('name,email\nann,"open\nbob,x\n')).unclosedQuoteLine).toBe(2);
  });
  it('finds what a scan a byte at a time finds, in any bytes and chunks (property)', () => {
    // The scanner as it was written first: one step per byte.
    function byteByByte(bytes: Uint8Array) {
      const ends: [number, boolean][] = [];
      let inQuotes = false;
      let line = 1;
      let quoteLine = 0;
      let content = false;
      let trailingBlank = 0;
      const end = (next: number) => {
        trailingBlank = content ? 0 : trailingBlank + 1;
        ends.push([next, !content]);
        content = false;
      };
      bytes.forEach((byte, i) => {
        if (byte === 0x22) {
          inQuotes = !inQuotes;
          if (inQuotes) quoteLine = line;
          content = true;
        } else if (byte === 0x0a) {
          line++;
          if (!inQuotes) end(i + 1);
        } else if (byte !== 0x0d) content = true;
      });
      if (inQuotes) return { ends, unclosedQuoteLine: quoteLine, trailingBlank: 0 };
      if (content) end(bytes.length);
      return { ends, unclosedQuoteLine: null, trailingBlank };
    }
    const bytes = fc
      .array(fc.constantFrom(0x22, 0x0a, 0x0d, 0x2c, 0x61, 0x20, 0xc3, 0xa9), { maxLength: 60 })
      .map((b) => Uint8Array.from(b));
    // Each chunk a view into a larger buffer, between a line feed and a quote that are not its own.
    const padded = (input: Uint8Array) => {
      const whole = new Uint8Array(input.length + 2);
      whole.set([0x0a]);
      whole.set(input, 1);
      whole[input.length + 1] = 0x22;
      return whole.subarray(1, input.length + 1);
    };
    fc.assert(
      fc.property(bytes, fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), (input, cuts, pad) => {
        const ends: [number, boolean][] = [];
        const scanner = new RecordBoundaries((next, blank) => ends.push([next, blank]));
        for (const chunk of chunked(pad ? padded(input) : input, cuts)) scanner.push(chunk);
        expect({ ends, ...scanner.finish() }).toEqual(byteByByte(input));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('FieldSpans', () => {
  it('finds the fields fieldSpans finds, all or the first few, record after record in one list, whatever the bytes (property)', () => {
    // Records of separators, quotes (doubled, unclosed, text after the closing one), line breaks and other bytes.
    const record = fc.array(fc.constantFrom(...'a,;"\r\né '), { maxLength: 60 }).map((c) => Buffer.from(c.join('')));
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(0x2c, 0x3b),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
        (records, sep, fields) => {
          const bytes = Buffer.concat(records);
          const list = new FieldSpans();
          let at = 0;
          for (const r of records) {
            // All fields, or only the first `fields` (those a reader asks for).
            list.scan(bytes, at, at + r.length, sep, fields);
            const all = fieldSpans(bytes, at, at + r.length, sep);
            const want = fields === undefined ? all : all.slice(0, 2 * fields);
            expect(Array.from(list.spans.subarray(0, list.length))).toEqual(want);
            at += r.length;
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('grows for a record of many fields and keeps its list for the next', () => {
    const bytes = Buffer.from(`${','.repeat(100)}\n`);
    const list = new FieldSpans();
    list.scan(bytes, 0, 100, 0x2c);
    expect(list.length).toBe(202);
    const grown = list.spans;
    list.scan(bytes, 0, 1, 0x2c);
    expect([list.length, list.spans]).toEqual([4, grown]);
  });
});
