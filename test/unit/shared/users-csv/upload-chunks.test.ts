import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RowStore } from '../../../../shared/users-csv/row-store';
import { UploadBuild, uploadChunks } from '../../../../shared/users-csv/upload-chunks';
import { writeUpload } from '../../../../shared/users-csv/upload-writer';

const decode = (chunks: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(chunks));

describe('uploadChunks', () => {
  it('cuts whole lines into chunks of about the target size, never above the maximum', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}, ümlaut\r\n`);
    const chunks = [...uploadChunks(lines, { targetBytes: 100, maxBytes: 150 })];
    expect(decode(chunks)).toBe(lines.join(''));
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(150);
    // Whole lines: each chunk ends with a line end.
    for (const chunk of chunks) expect(new TextDecoder().decode(chunk).endsWith('\r\n')).toBe(true);
  });

  it('cuts a line larger than the maximum at any byte', () => {
    const huge = `${'x'.repeat(1000)}\r\n`;
    const chunks = [...uploadChunks(['a\r\n', huge], { targetBytes: 10, maxBytes: 256 })];
    expect(chunks.map((c) => c.length)).toEqual([256, 256, 256, 237]);
    expect(decode(chunks)).toBe(`a\r\n${huge}`);
  });

  it('writes nothing ahead: each pull writes the next lines only', () => {
    const written: number[] = [];
    const lines = function* () {
      for (let i = 0; i < 10; i++) {
        written.push(i);
        yield `${i}\r\n`;
      }
    };
    const chunks = uploadChunks(lines(), { targetBytes: 6, maxBytes: 100 });
    chunks.next();
    expect(written).toEqual([0, 1]);
    chunks.next();
    expect(written).toEqual([0, 1, 2, 3]);
  });

  it('chunks of any size make the same file as writing it whole (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 10 }), { minLength: 2, maxLength: 2 }), {
          maxLength: 40,
        }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 4, max: 64 }),
        (records, targetBytes, maxBytes) => {
          const rows = new RowStore();
          records.forEach((fields, i) => rows.push(fields, i + 2));
          const build = new UploadBuild(rows, 2, ['name', 'email'], 'COMMA', () => false, 'u.csv', {
            targetBytes,
            maxBytes,
          });
          const chunks: Uint8Array[] = [];
          for (let chunk = build.next(); chunk; chunk = build.next()) {
            expect(chunk.length).toBeLessThanOrEqual(maxBytes);
            chunks.push(chunk);
          }
          const whole = writeUpload(
            records.map((fields, i) => ({ fields, line: i + 2 })),
            ['name', 'email'],
            'COMMA',
          );
          expect(decode(chunks)).toBe(whole.text);
          expect(build.summary().lineMap).toEqual(whole.lineMap.slice(2));
        },
      ),
    );
  });
});

describe('UploadBuild', () => {
  it('leaves out the rows `exclude` names, and says how many, with the line map of the rows sent', () => {
    const rows = new RowStore();
    rows.push(['ann', 'a@x.org'], 2);
    rows.push(['bob', 'bad'], 3);
    rows.push(['cid', 'c@x.org', 'extra'], 5);
    const build = new UploadBuild(rows, 2, ['name', 'email'], 'SEMICOLON', (i) => i === 1, 'staff.upload-failed.csv');
    expect(decode([build.next()!])).toBe('name;email\r\nann;a@x.org\r\ncid;c@x.org;extra\r\n');
    expect(build.next()).toBeNull();
    expect(build.summary()).toEqual({
      fileName: 'staff-failed.upload.csv',
      lineMap: Uint32Array.from([2, 5]),
      excludedRows: 1,
      uploadRows: 2,
      flattenedValues: 0,
      // The row left out for errors, by index: a dry run's record r is the r-th row not among them.
      notWritten: Int32Array.from([1]),
    });
  });
});
