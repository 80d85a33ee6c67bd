import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { MALFORMED_QUOTE, UNTERMINATED_QUOTE } from '../../../../shared/users-csv/csv-tokenizer';
import { RecordReader } from '../../../../shared/users-csv/record-reader';
import type { ReadOptions } from '../../../../shared/users-csv/record-reader';
import type { Detection } from '../../../../shared/users-csv/detection';
import type { Finding } from '../../../../shared/users-csv/findings';
import { walkUtf8 } from '../../../../shared/users-csv/utf8-stream';
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

  it('reports each invalid byte of a UTF-8 file that mixes in Windows-1252, with its line and column', () => {
    const head = enc.encode('name,givenName\nä,b\n' + 'a,b\n'.repeat(20));
    const tail = new Uint8Array([...enc.encode('m,J'), 0xfc, ...enc.encode('rgen\n')]);
    const r = read([head, tail], { sampleBytes: 8 });
    expect(r.detections.at(-1)).toMatchObject({ encoding: 'utf-8', encodingReason: 'mostly valid UTF-8' });
    expect(r.problems.map((p) => [p.line, p.columnIndex, p.column, p.severity, p.rule])).toEqual([
      [23, 1, 'givenName', 'error', 'encoding'],
    ]);
    expect(r.problems[0]!.message).toBe(
      'Line 23, column 2 ("givenName"), character 2 of the value: a byte that is not valid UTF-8, which reads as "\uFFFD". ' +
        'An error: that character is lost and would be uploaded as "\uFFFD". ' +
        'Correct it and save the file as UTF-8; if the whole file is Windows-1252, choose that encoding instead.',
    );
    expect(r.records.at(-1)).toEqual([23, ['m', 'J\uFFFDrgen']]);
  });

  it('reads a UTF-8 file with one stray byte as UTF-8, the stray byte an error where it sits (not the whole file as Windows-1252)', () => {
    const bytes = new Uint8Array([
      ...enc.encode('name,givenName,surName\njm,Jürgen,Müller\nab,Anna,B'),
      0xe4,
      ...enc.encode('r\ncd,"Zoë\nLi",Öz\n'),
    ]);
    for (const chunks of [[bytes], cut(bytes, [7, 30, 31, 32, 50])]) {
      const r = read(chunks, { sampleBytes: 4 });
      expect(r.detections.at(-1)).toMatchObject({ encoding: 'utf-8', encodingReason: 'mostly valid UTF-8' });
      expect(r.records).toEqual([
        [2, ['jm', 'Jürgen', 'Müller']],
        [3, ['ab', 'Anna', 'B\uFFFDr']],
        [4, ['cd', 'Zoë\nLi', 'Öz']],
      ]);
      expect(r.problems.map((p) => [p.line, p.column, p.severity, p.rule])).toEqual([
        [3, 'surName', 'error', 'encoding'],
      ]);
    }
    // The user may still read it as Windows-1252 (then "Jürgen" garbles and nothing is reported).
    const chosen = read([bytes], { encoding: 'windows-1252' });
    expect(chosen.records[1]).toEqual([3, ['ab', 'Anna', 'Bär']]);
    expect(chosen.problems).toEqual([]);
  });

  it('decides by which reading garbles fewer characters: UTF-8 unless invalid bytes outnumber valid multi-byte characters', () => {
    const file = (utf8Characters: number, strayBytes: number) =>
      new Uint8Array([
        ...enc.encode('name,note\nx,' + 'ü'.repeat(utf8Characters) + '\n'),
        ...Array.from({ length: strayBytes }, () => [...enc.encode('y,'), 0xfc, 10]).flat(),
      ]);
    const encodingOf = (bytes: Uint8Array) => read([bytes]).detections.at(-1)!.encoding;
    expect(encodingOf(file(2, 2))).toBe('utf-8');
    expect(encodingOf(file(3, 2))).toBe('utf-8');
    expect(encodingOf(file(1, 2))).toBe('windows-1252');
    expect(encodingOf(file(0, 1))).toBe('windows-1252');
  });

  it('after an all-ASCII sample, decides on the bytes from the first invalid one on, as on a sample', () => {
    const head = enc.encode('name,givenName\n' + 'a,b\n'.repeat(50));
    const utf8 = new Uint8Array([...enc.encode('m,J'), 0xfc, ...enc.encode('rgen\nn,Zoë\no,Sören\n')]);
    const r = read([head, utf8], { sampleBytes: 16 });
    expect(r.detections.at(-1)).toMatchObject({ encoding: 'utf-8', encodingReason: 'mostly valid UTF-8' });
    expect(r.records.slice(-3)).toEqual([
      [52, ['m', 'J\uFFFDrgen']],
      [53, ['n', 'Zoë']],
      [54, ['o', 'Sören']],
    ]);
    expect(r.problems.map((p) => [p.line, p.rule])).toEqual([[52, 'encoding']]);
  });

  it('reports every invalid UTF-8 sequence once, where it sits, whatever the chunking; a real U+FFFD in the file is no finding', () => {
    const pieces: Array<[string, number[]]> = [
      ['x', [0x78]],
      [',', [0x2c]],
      ['\n', [0x0a]],
      ['"', [0x22]],
      ['ü', [0xc3, 0xbc]],
      ['€', [0xe2, 0x82, 0xac]],
      ['😀', [0xf0, 0x9f, 0x98, 0x80]],
      ['real U+FFFD', [0xef, 0xbf, 0xbd]],
      ['stray', [0xfc]],
      ['truncated', [0xe2, 0x82]],
      ['continuation', [0x80]],
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (chosen, points) => {
          const bytes = new Uint8Array([...enc.encode('a,b\n'), ...chosen.flatMap(([, b]) => b)]);
          const r = read(cut(bytes, points), { encoding: 'utf-8', separator: 'comma', sampleBytes: 3 });
          // Expected: the whole text decoded at once, read by the reference reader; each U+FFFD in
          // text order paired with what made it, walking the whole file at once (invalid bytes or
          // a real one; pieces may join into a valid character: E2 82 + 80 is "₀").
          const text = new TextDecoder().decode(bytes);
          const made: boolean[] = [];
          walkUtf8(bytes, true, {
            character: (start, end) => {
              if (end - start === 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbf && bytes[start + 2] === 0xbd)
                made.push(false);
            },
            invalid: () => made.push(true),
          });
          const expected: Array<[number, number]> = [];
          let line = 1;
          for (const row of referenceRows(text, ',', '\n')) {
            let at = line;
            row.fields.forEach((value, f) => {
              for (let k = 0; k < value.length; k++) {
                if (value[k] === '\n') at++;
                if (value[k] === '\uFFFD' && made.shift()) expected.push([at, f]);
              }
            });
            line += row.breaks + 1;
          }
          const encoding = r.problems.filter((p) => p.rule === 'encoding').map((p) => [p.line, p.columnIndex]);
          expect(encoding).toEqual(expected);
        },
      ),
      { numRuns: 1500 },
    );
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

  it('takes a file of only blank lines, white space and separators for an empty one: no header, only empty-file', () => {
    for (const text of ['', '\n\n', ' \r\n\t\n', ';;;\n;;;\n', '""\n']) {
      const r = read(cut(enc.encode(text), [1, 3]), { sampleBytes: 2 });
      expect(r.header).toEqual([]);
      expect(r.problems.map((p) => [p.line, p.rule])).toEqual([[1, 'empty-file']]);
    }
    // Content after leading blank lines: line 1 (blank) is the header, as the server reads it.
    const r = read([enc.encode('\n\nname,email\nx,y\n')]);
    expect(r.header).toEqual(['']);
    expect(r.problems.map((p) => [p.line, p.rule])).toEqual([[2, 'blank-line']]);
    expect(r.records).toEqual([
      [3, ['name', 'email']],
      [4, ['x', 'y']],
    ]);
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
