import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldSpans } from '../../../../../electron/core/dry-run/field-spans';
import { fieldSpans } from '../../../../../electron/core/support/csv-record';

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
