import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indexUpload, UploadIndexer } from '../../../../../electron/core/uploads/upload-index';
import { tempDir } from '../../../../helpers/temp-dir';
import { worded } from '../../../../helpers/worded';

async function index(content: string | Buffer) {
  const dir = tempDir('mdm-index-');
  const upload = join(dir, 'upload.csv');
  const offsets = join(dir, 'upload.offsets');
  await writeFile(upload, content);
  const result = await indexUpload({ upload, offsets });
  const bytes = await readFile(offsets);
  return { ...result, offsets: Array.from(new Float64Array(bytes.buffer, bytes.byteOffset, bytes.length / 8)) };
}

describe('indexUpload', () => {
  it("writes each record's byte offset: header start, every record's start, the end", async () => {
    const result = await index('name,email\r\nann,"a,\r\nb"\r\nbob,b@x.org\r\n');
    expect(result).toEqual({ records: 2, bytes: 38, offsets: [0, 12, 25, 38] });
  });

  it('starts the header after a byte order mark, reads a last line without a line break, drops blank lines at the end', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    expect((await index(Buffer.concat([bom, Buffer.from('name\nann')]))).offsets).toEqual([3, 8, 11]);
    const blank = await index('name\nann\n\n\r\n');
    expect(blank.records).toBe(1);
    expect(blank.offsets).toEqual([0, 5, 9]);
    // A blank line between records is a record (the server counts it).
    expect((await index('name\n\nann\n')).records).toBe(2);
  });

  it('reads a file larger than its read chunks', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `user${i},"quoted, ${i}"`);
    const result = await index(`name,note\n${rows.join('\n')}\n`);
    expect(result.records).toBe(60_000);
    expect(result.offsets[result.offsets.length - 1]).toBe(result.bytes);
  });

  it('refuses a file without a header, and names the line of a quote never closed', async () => {
    await expect(index('')).rejects.toMatchObject({ code: 'invalid-argument', details: { reason: 'no-header' } });
    await expect(index('\r\n\n')).rejects.toSatisfy(worded('The upload file has no header line.'));
    const unclosed = index('name,email\nann,"open\nbob,b\n');
    await expect(unclosed).rejects.toMatchObject({ code: 'invalid-argument', details: { line: 2 } });
    await expect(unclosed).rejects.toSatisfy(
      worded('The upload file is not valid CSV at line 2: a quoted field is never closed.'),
    );
  });

  it('indexes the same, fed in chunks of any size as a staging is, as from the file (property)', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const piece = fc.constantFrom('a', 'b,', '"', '""', '\r', '\n', '\r\n', 'ü', ',');
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(piece, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 10 }),
        async (withBom, pieces, sizes) => {
          const content = Buffer.concat([withBom ? bom : Buffer.alloc(0), Buffer.from(pieces.join(''))]);
          const whole = await index(content).then(
            (r) => r,
            (error: { details?: unknown }) => ({ error: error.details }),
          );
          const dir = tempDir('mdm-indexer-');
          const indexer = new UploadIndexer();
          for (let at = 0, k = 0; at < content.length; at += sizes[k++ % sizes.length]!)
            indexer.push(content.subarray(at, at + sizes[k % sizes.length]!));
          const offsetsFile = join(dir, 'upload.offsets');
          const fed = await indexer.finish(offsetsFile).then(
            async (r) => {
              const bytes = await readFile(offsetsFile);
              return { ...r, offsets: Array.from(new Float64Array(bytes.buffer, bytes.byteOffset, bytes.length / 8)) };
            },
            (error: { details?: unknown }) => ({ error: error.details }),
          );
          expect(fed).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });
});
