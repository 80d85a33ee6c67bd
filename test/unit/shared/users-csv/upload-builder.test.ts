import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UploadBuilder, uploadFileName } from '../../../../shared/users-csv/upload-builder';
import { UploadChunker } from '../../../../shared/users-csv/upload-chunker';
import { writeUpload } from '../../../../shared/users-csv/upload-writer';

const text = (chunks: readonly Uint8Array[]) => new TextDecoder().decode(Buffer.concat(chunks));

describe('UploadBuilder', () => {
  it('fills blank passwords (adding the column where the file has none) and writes the rest as read', () => {
    const asked: Array<[string, number]> = [];
    const builder = new UploadBuilder({
      mapping: ['name', 'email'],
      headerLength: 2,
      separator: 'COMMA',
      passwordFor: (fields, line, fill) => {
        asked.push([fill.userName(fields), line]);
        return `pw-${line}`;
      },
    });
    const chunks = [
      ...builder.add(['ann', 'a@x.org'], 2),
      ...builder.add(['bob', 'b@x.org', 'extra'], 4), // a wrong field count: no password, sent as read
    ];
    builder.exclude();
    chunks.push(...builder.end());
    expect(text(chunks)).toBe('name,email,password\r\nann,a@x.org,pw-2\r\nbob,b@x.org,extra\r\n');
    expect(asked).toEqual([['ann', 2]]);
    expect(builder.summary('staff.csv')).toEqual({
      fileName: 'staff.upload.csv',
      lineMap: Uint32Array.from([2, 4]),
      excludedRows: 1,
      uploadRows: 2,
      flattenedValues: 0,
    });
  });

  it('marks the lines whose password it generated with passwordChangeRequired, when asked', () => {
    const build = (
      mapping: Array<'name' | 'email' | 'password' | null>,
      records: string[][],
      changeRequired: boolean,
    ) => {
      const builder = new UploadBuilder({
        mapping,
        headerLength: mapping.length,
        separator: 'COMMA',
        passwordFor: (_fields, line) => `pw-${line}`,
        passwordChangeRequired: changeRequired,
      });
      const chunks = records.flatMap((fields, i) => [...builder.add(fields, i + 2)]);
      return text([...chunks, ...builder.end()]);
    };
    // The file's own password keeps the user's account as the server holds it: a blank mark.
    expect(
      build(
        ['name', 'password', null],
        [
          ['ann', '', 'x'],
          ['bob', 'own-pw', 'y'],
          ['cid', ''], // a wrong field count: no password, no mark, as read
        ],
        true,
      ),
    ).toBe('name,password,passwordChangeRequired\r\nann,pw-2,true\r\nbob,own-pw,\r\ncid,\r\n');
    // A file without a password column: the password, then the mark.
    expect(build(['name', 'email'], [['ann', 'a@x.org']], true)).toBe(
      'name,email,password,passwordChangeRequired\r\nann,a@x.org,pw-2,true\r\n',
    );
    // Off unless chosen.
    expect(build(['name', 'email'], [['ann', 'a@x.org']], false)).toBe('name,email,password\r\nann,a@x.org,pw-2\r\n');
  });

  it('hands out a header that filled a chunk by itself before the first record', () => {
    const builder = new UploadBuilder({
      mapping: ['name', 'email'],
      headerLength: 2,
      separator: 'SEMICOLON',
      sizes: { targetBytes: 4, maxBytes: 100 },
    });
    const first = builder.add(['ann', 'a@x.org'], 2);
    expect(first.map((c) => new TextDecoder().decode(c))).toEqual(['name;email\r\n', 'ann;a@x.org\r\n']);
    expect(builder.end()).toEqual([]);
  });

  it('writes what writeUpload writes, whatever the chunk sizes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }), { minLength: 2, maxLength: 2 }), {
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 4, max: 64 }),
        (records, targetBytes, maxBytes) => {
          const builder = new UploadBuilder({
            mapping: ['name', 'email'],
            headerLength: 2,
            separator: 'COMMA',
            sizes: { targetBytes, maxBytes },
          });
          const chunks: Uint8Array[] = [];
          records.forEach((fields, i) => chunks.push(...builder.add(fields, i + 2)));
          chunks.push(...builder.end());
          for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(maxBytes);
          const whole = writeUpload(
            records.map((fields, i) => ({ fields, line: i + 2 })),
            ['name', 'email'],
            'COMMA',
          );
          expect(text(chunks)).toBe(whole.text);
          expect(builder.records).toBe(records.length);
        },
      ),
    );
  });
});

describe('UploadChunker', () => {
  it('answers nothing until a chunk is full, then whole lines; the rest at the end', () => {
    const chunker = new UploadChunker({ targetBytes: 10, maxBytes: 100 });
    expect(chunker.push('abc\r\n')).toEqual([]);
    expect(text(chunker.push('defgh\r\n'))).toBe('abc\r\ndefgh\r\n');
    expect(chunker.push('i\r\n')).toEqual([]);
    expect(text(chunker.end())).toBe('i\r\n');
    expect(chunker.end()).toEqual([]);
  });
});

describe('uploadFileName', () => {
  it('names the upload after its source, a retry after the failed rows it resends', () => {
    expect(uploadFileName('staff.csv')).toBe('staff.upload.csv');
    expect(uploadFileName('staff.upload-failed.csv')).toBe('staff-failed.upload.csv');
  });
});
