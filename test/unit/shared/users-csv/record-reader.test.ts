import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { MALFORMED_QUOTE, UNTERMINATED_QUOTE } from '../../../../shared/users-csv/csv-tokenizer';
import { RecordReader } from '../../../../shared/users-csv/record-reader';
import type { ReadOptions } from '../../../../shared/users-csv/record-reader';
import type { Detection } from '../../../../shared/users-csv/detection';
import type { Finding } from '../../../../shared/users-csv/findings';
import { referenceRows } from './reference-csv';

function read(chunks: Uint8Array[], options: ReadOptions = {}) {
  const out = {
    detections: [] as Detection[],
    header: [] as string[],
    records: [] as Array<[number, string[]]>,
    problems: [] as Finding[],
  };
  const reader = new RecordReader(
    {
      detected: (d) => out.detections.push(d),
      header: (h) => (out.header = h),
      record: (fields, line) => out.records.push([line, fields]),
      problem: (p) => out.problems.push(p),
    },
    options,
  );
  for (const c of chunks) reader.push(c);
  reader.end();
  return out;
}

/** Splits bytes at the given cut points. */
function cut(bytes: Uint8Array, points: number[]): Uint8Array[] {
  const sorted = [...new Set(points.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const p of sorted) {
    parts.push(bytes.subarray(at, p));
    at = p;
  }
  parts.push(bytes.subarray(at));
  return parts;
}

const enc = new TextEncoder();

describe('RecordReader', () => {
  it('reports the physical start line of records that span lines', () => {
    const r = read([enc.encode('a,b\n1,"x\ny"\n2,"p\r\nq\rr"\n3,z\n')]);
    expect(r.records.map(([l]) => l)).toEqual([2, 4, 7]);
  });

  it('counts a line break inside a value when the last line has no line break of its own', () => {
    // As many line breaks as rows, but one is inside a value: the last record starts on line 4.
    const r = read([enc.encode('a,b\n1,"x\ny"\n2,z')]);
    expect(r.records.map(([l]) => l)).toEqual([2, 4]);
  });

  it('gives the same records and lines whatever the chunk boundaries (quotes, CRLF, multi-byte characters)', () => {
    const text = 'name;email;note\r\nJürgen;j@x.de;"a; ""b""\r\nc"\r\n\r\n日本;n@x.de;😀 plain\r\nlast;l@x.de;"end"';
    const bytes = enc.encode(text);
    const whole = read([bytes], { sampleBytes: 4 });
    expect(whole.records).toEqual([
      [2, ['Jürgen', 'j@x.de', 'a; "b"\r\nc']],
      [5, ['日本', 'n@x.de', '😀 plain']],
      [6, ['last', 'l@x.de', 'end']],
    ]);
    fc.assert(
      fc.property(
        fc.array(fc.nat(bytes.length), { maxLength: 12 }),
        fc.integer({ min: 1, max: 40 }),
        (points, sample) => {
          const r = read(cut(bytes, points), { sampleBytes: sample });
          expect(r.records).toEqual(whole.records);
          expect(r.problems).toEqual(whole.problems);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('detects Windows-1252 when a non-UTF-8 byte only appears after the sample, without losing earlier lines', () => {
    const head = enc.encode('name,givenName\n' + 'a,b\n'.repeat(50));
    const tail = new Uint8Array([...enc.encode('m,J'), 0xfc, ...enc.encode('rgen\n')]);
    const r = read([head, tail], { sampleBytes: 16 });
    expect(r.detections.at(-1)).toMatchObject({ encoding: 'windows-1252', encodingReason: 'not valid UTF-8' });
    expect(r.records.at(-1)).toEqual([52, ['m', 'Jürgen']]);
    expect(r.problems).toEqual([]);
  });

  it('reports a file that mixes UTF-8 and Windows-1252', () => {
    const head = enc.encode('name,givenName\nä,b\n' + 'a,b\n'.repeat(20));
    const tail = new Uint8Array([...enc.encode('m,J'), 0xfc, ...enc.encode('rgen\n')]);
    const r = read([head, tail], { sampleBytes: 8 });
    expect(r.problems.map((p) => p.rule)).toEqual(['encoding']);
    expect(r.problems[0]!.message).toContain('mixes encodings');
  });

  it('honours an encoding and separator chosen by the user', () => {
    const bytes = new Uint8Array([...enc.encode('a,b;c\nM'), 0xfc, ...enc.encode('ller,x;y\n')]);
    const r = read([bytes], { encoding: 'windows-1252', separator: 'semicolon' });
    expect(r.detections[0]).toMatchObject({
      encoding: 'windows-1252',
      encodingReason: 'chosen',
      separator: 'semicolon',
      separatorReason: 'chosen',
    });
    expect(r.records).toEqual([[2, ['Müller,x', 'y']]]);
  });

  it('prefers the separator that gives consistent rows over commas inside values', () => {
    const r = read([enc.encode('name;givenName;surName\nmh;Hans;Müller, Dr.\nab;Anna;Berg, Prof.\n')]);
    expect(r.detections[0]!.separator).toBe('semicolon');
  });

  it('stops on a quote that never closes in a long file instead of buffering it all', () => {
    const chunks = [
      enc.encode('name,email\n"open,x\n'),
      ...Array.from({ length: 20 }, () => enc.encode('a,b\n'.repeat(100))),
    ];
    const r = read(chunks, { sampleBytes: 16, maxRecordChars: 2000 });
    expect(r.problems.map((p) => [p.line, p.rule])).toEqual([[2, 'unterminated-quote']]);
  });

  it('reports a stray quote inside a quoted value', () => {
    const r = read([enc.encode('a,b\n"x"y",z\n')]);
    expect(r.problems.map((p) => [p.line, p.rule])).toEqual([[2, 'malformed-quote']]);
  });

  it('gives the records, lines and quote findings of the simple reference reader, for any quoted content and chunking', () => {
    const content = fc
      .array(fc.constantFrom('x', 'ü', '😀', ',', '"', '""', '\n', '\r\n', '\r', ' '), { maxLength: 40 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.constantFrom('\n', '\r\n'),
        content,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: 1, max: 64 }),
        (newline, body, points, sampleBytes) => {
          const text = `a,b${newline}${body}`;
          const r = read(cut(enc.encode(text), points), { separator: 'comma', sampleBytes });
          const expected = { records: [] as Array<[number, string[]]>, problems: [] as Array<[number, string]> };
          let line = 1;
          for (const [k, row] of referenceRows(text, ',', newline).entries()) {
            const at = line;
            line += row.breaks + 1;
            if (row.flags & UNTERMINATED_QUOTE) {
              expected.problems.push([at, 'unterminated-quote']);
              continue;
            }
            if (row.flags & MALFORMED_QUOTE) expected.problems.push([at, 'malformed-quote']);
            if (k === 0) continue;
            if (row.fields.length === 1 && row.fields[0] === '') expected.problems.push([at, 'blank-line']);
            else expected.records.push([at, row.fields]);
          }
          if (expected.records.length === 0) expected.problems.push([1, 'no-records']);
          expect(r.header).toEqual(['a', 'b']);
          expect(r.records).toEqual(expected.records);
          expect(r.problems.map((p) => [p.line, p.rule])).toEqual(expected.problems);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a 16 MB quoted value full of doubled quotes whole, with the default limits', () => {
    const pairs = enc.encode('""'.repeat(32 * 1024));
    const chunks = [enc.encode('name,note\nx,"'), ...Array.from({ length: 256 }, () => pairs), enc.encode('"\ny,z\n')];
    const out = { lengths: [] as number[], problems: [] as Finding[] };
    const reader = new RecordReader({
      detected: () => undefined,
      header: () => undefined,
      record: (fields, line) => out.lengths.push(line, fields[1]!.length),
      problem: (p) => out.problems.push(p),
    });
    for (const c of chunks) reader.push(c);
    reader.end();
    expect(out.problems).toEqual([]);
    expect(out.lengths).toEqual([2, 8 * 1024 * 1024, 3, 1]);
  });

  describe('work per character', () => {
    const indexOf = String.prototype.indexOf;
    afterEach(() => {
      String.prototype.indexOf = indexOf;
    });

    /** String searches made while reading a quoted value of `bytes` bytes full of doubled quotes, in 16 KiB chunks. */
    function searches(bytes: number): number {
      const pairs = enc.encode('""'.repeat(8 * 1024));
      const chunks = [
        enc.encode('name,note\nx,"'),
        ...Array.from({ length: bytes / pairs.length }, () => pairs),
        enc.encode('"\ny,z\n'),
      ];
      let calls = 0;
      String.prototype.indexOf = function (this: string, ...args: [string, number?]) {
        calls++;
        return indexOf.apply(this, args);
      };
      let r: ReturnType<typeof read>;
      try {
        r = read(chunks, { sampleBytes: 16, maxRecordChars: 1 << 30 });
      } finally {
        String.prototype.indexOf = indexOf;
      }
      expect(r.records.map(([line, fields]) => [line, fields[1]!.length])).toEqual([
        [2, bytes / 2],
        [3, 1],
      ]);
      return calls;
    }

    it('grows linearly with the size of a value spanning many chunks: what was read is never read again', () => {
      const small = searches(256 * 1024);
      const large = searches(1024 * 1024);
      // Four times the value, four times the searches (re-reading the open record per chunk: sixteen times).
      expect(large / small).toBeLessThan(4.5);
      // At most about one search per doubled quote.
      expect(large).toBeLessThan(600 * 1024);
    });
  });
});
