import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexUpload } from '../../../../../electron/core/uploads/upload-index';
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
});
