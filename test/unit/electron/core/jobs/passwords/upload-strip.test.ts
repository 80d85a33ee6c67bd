import { readdir, readFile, writeFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordFields, SEPARATOR_BYTE } from '../../../../../../electron/core/support/csv-record';
import { readReportPage } from '../../../../../../electron/core/jobs/report/report-reader';
import { readUploadMeta } from '../../../../../../electron/core/uploads/upload-meta';
import { prepareStoredCopy, removePasswords } from '../../../../../../electron/core/jobs/passwords/upload-strip';
import { quoteValue } from '../../../../../../shared/users-csv/upload-writer';
import { saveReport, uploadFolder } from '../job-folder-fixture';

const UPLOAD = [
  'name,email,password,phone',
  'ann,ann@x.org,Secret-1,+491',
  'bob,"bob,jr@x.org","Se,cret ""2""",+492',
  'cid,cid@x.org', // a short row: no password field
  'dan,dan@x.org,Secret-4,+494,extra',
].join('\r\n');

describe('removing the passwords from a job upload', () => {
  it('rewrites the upload without the password column, keeps the FAILED lines passwords it is asked for, removes the copy as sent', async () => {
    const { folder } = await uploadFolder(`${UPLOAD}\r\n`);
    const meta = await saveReport(folder, [
      [
        { line: 2, status: 'SUCCESS', message: 'ok' },
        { line: 3, status: 'FAILED', message: 'no' },
        { line: 4, status: 'FAILED', message: 'no' },
        { line: 5, status: 'FAILED', message: 'no' },
      ],
    ]);
    const { kept } = await removePasswords({ dir: folder.dir, keepStatus: 'FAILED' });
    expect(kept).toEqual([
      [3, 'Se,cret "2"'],
      [5, 'Secret-4'],
    ]);
    expect(await readFile(folder.storedUpload, 'utf8')).toBe(
      [
        'name,email,phone',
        'ann,ann@x.org,+491',
        'bob,"bob,jr@x.org",+492',
        'cid,cid@x.org',
        'dan,dan@x.org,+494,extra',
        '',
      ].join('\r\n'),
    );
    const files = await readdir(folder.dir);
    expect(files).not.toContain('upload.csv');
    expect(files).not.toContain('upload.offsets');
    expect(await readUploadMeta(folder)).toMatchObject({
      passwordsRemoved: true,
      columns: ['name', 'email', 'password', 'phone'],
    });
    // The report reads the stored copy now, by its own columns.
    const page = await readReportPage(folder, meta, { offset: 0, limit: 10 });
    expect(page.lines.map((l) => l.values)).toEqual([
      { name: 'ann', email: 'ann@x.org', phone: '+491' },
      { name: 'bob', email: 'bob,jr@x.org', phone: '+492' },
      { name: 'cid', email: 'cid@x.org', phone: '' },
      { name: 'dan', email: 'dan@x.org', phone: '+494' },
    ]);
    // Again: nothing left to do.
    expect(await removePasswords({ dir: folder.dir, keepStatus: 'FAILED' })).toEqual({ kept: [] });
  });

  it('prepares the copy without passwords while the job runs; the removal then only swaps the copies', async () => {
    const { folder } = await uploadFolder(`${UPLOAD}\r\n`);
    expect(await prepareStoredCopy({ dir: folder.dir })).toEqual({ prepared: true });
    // The copy as sent stays, and is still the one upload.json names, until the removal.
    const stored = await readFile(folder.storedUpload, 'utf8');
    expect(stored).not.toContain('Secret');
    expect(await readdir(folder.dir)).toContain('upload.csv');
    expect(await readUploadMeta(folder)).toMatchObject({ passwordsRemoved: false });
    // Prepared: the copy is not written again (a changed one would stay changed).
    await writeFile(folder.storedUpload, `${stored}marker`);
    expect(await removePasswords({ dir: folder.dir, prepared: true })).toEqual({ kept: [] });
    expect(await readFile(folder.storedUpload, 'utf8')).toBe(`${stored}marker`);
    expect(await readdir(folder.dir)).not.toContain('upload.csv');
    expect(await readUploadMeta(folder)).toMatchObject({ passwordsRemoved: true });
  });

  it('writes the copy again, prepared or not, when passwords are to be kept', async () => {
    const { folder } = await uploadFolder(`${UPLOAD}\r\n`);
    await saveReport(folder, [
      [
        { line: 2, status: 'SUCCESS', message: 'ok' },
        { line: 3, status: 'FAILED', message: 'no' },
      ],
    ]);
    await prepareStoredCopy({ dir: folder.dir });
    const { kept } = await removePasswords({ dir: folder.dir, keepStatus: 'FAILED', prepared: true });
    expect(kept).toEqual([[3, 'Se,cret "2"']]);
    expect(await readFile(folder.storedUpload, 'utf8')).not.toContain('Secret');
  });

  it('keeps what comes before the header, and handles a password in the first column and an upload without one', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const first = await uploadFolder(Buffer.concat([bom, Buffer.from('password;name\nSecret-1;ann\n;bob\n')]), {
      separator: 'SEMICOLON',
    });
    await removePasswords({ dir: first.folder.dir });
    expect(await readFile(first.folder.storedUpload)).toEqual(Buffer.concat([bom, Buffer.from('name\nann\nbob\n')]));
    const none = await uploadFolder('name,email\nann,a@x.org\n');
    await removePasswords({ dir: none.folder.dir });
    expect(await readFile(none.folder.storedUpload, 'utf8')).toBe('name,email\nann,a@x.org\n');
    expect(await readdir(none.folder.dir)).not.toContain('upload.csv');
  });

  it('finishes the job of a run that stopped after saying the passwords were gone', async () => {
    const { folder } = await uploadFolder(`${UPLOAD}\r\n`);
    await removePasswords({ dir: folder.dir });
    // As if the removal of the copy as sent had not happened.
    const { writeFile } = await import('node:fs/promises');
    await writeFile(folder.sentUpload, UPLOAD);
    await removePasswords({ dir: folder.dir });
    expect(await readdir(folder.dir)).not.toContain('upload.csv');
  });

  it('leaves every other field of every record exactly as it was (property)', async () => {
    const field = fc.string({ unit: 'grapheme', maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('COMMA', 'SEMICOLON'),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.array(field, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 20 }),
        async (separator, passwordAt, rows) => {
          const sep = separator === 'COMMA' ? ',' : ';';
          const header = ['name', 'email', 'phone'];
          header.splice(passwordAt, 0, 'password');
          const line = (fields: string[]) => fields.map((f) => quoteValue(f, sep)).join(sep);
          const records = rows.map((r) => (r.every((f) => f === '') ? ['x', ...r.slice(1)] : r));
          const { folder } = await uploadFolder(`${[header, ...records].map(line).join('\r\n')}\r\n`, { separator });
          await removePasswords({ dir: folder.dir });
          const stored = await readFile(folder.storedUpload);
          const offsets = await readFile(folder.storedOffsets);
          const at = (k: number) => offsets.readDoubleLE(k * 8);
          expect(offsets.length / 8).toBe(records.length + 2);
          records.forEach((record, i) => {
            const fields = recordFields(stored, at(i + 1), at(i + 2), SEPARATOR_BYTE[separator]);
            expect(fields).toEqual(record.filter((_, j) => j !== passwordAt));
          });
        },
      ),
      { numRuns: 30 },
    );
  });
});
