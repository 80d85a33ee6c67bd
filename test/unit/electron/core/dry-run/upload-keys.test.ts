import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readUploadKeyBytes, readUploadKeys } from '../../../../../electron/core/dry-run/upload-keys';
import { jobFolder } from '../../../../../electron/core/jobs/store/job-folder';
import { indexUpload } from '../../../../../electron/core/uploads/upload-index';
import { tempDir } from '../../../../helpers/temp-dir';

const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

async function stage(content: string, lineMap?: number[]) {
  const dir = tempDir('mdm-upload-keys-');
  dirs.push(dir);
  const folder = jobFolder(path.join(dir, 'job'));
  await mkdir(folder.dir);
  await writeFile(folder.sentUpload, content);
  await indexUpload({ upload: folder.sentUpload, offsets: folder.sentOffsets });
  await writeFile(folder.lineMap, new Uint8Array(Uint32Array.from(lineMap ?? []).buffer));
  return folder.dir;
}

describe('readUploadKeys', () => {
  it('hands the names and e-mails over in pieces, in order, decoding quoted fields and short records', async () => {
    // Over a megabyte: several pieces, records cut at their edges.
    const lines = Array.from(
      { length: 40_000 },
      (_, i) => `Given${i},"user${i}, ""x""",  u${i}@example.com ,secret${i}`,
    );
    const dir = await stage(`givenName,name,EMAIL,password\r\n${lines.join('\r\n')}\r\nshort\r\n`);
    const names: string[] = [];
    const emails: string[] = [];
    let slices = 0;
    const keys = await readUploadKeys(dir, 'COMMA', (n, e, first) => {
      expect(first).toBe(names.length);
      expect(e).toHaveLength(n.length);
      names.push(...n);
      emails.push(...e);
      slices++;
    });
    expect(slices).toBeGreaterThan(3);
    expect(keys.records).toBe(40_001);
    expect(names.slice(0, 2)).toEqual(['user0, "x"', 'user1, "x"']);
    expect(emails[39_999]).toBe('u39999@example.com');
    expect([names[40_000], emails[40_000]]).toEqual(['', '']);
    // No line map stored for these records: each record is its own line after the header.
    expect(keys.lineMap[40_000]).toBe(40_002);
  });

  it('keeps the stored line map, reads a file without an e-mail column, and refuses one without names', async () => {
    const keys = await readUploadKeys(await stage('name;phone\nanna;1\nbert;2\n', [5, 9]), 'SEMICOLON', (n, e) => {
      expect([n, e]).toEqual([
        ['anna', 'bert'],
        ['', ''],
      ]);
    });
    expect(Array.from(keys.lineMap)).toEqual([5, 9]);
    await expect(readUploadKeys(await stage('email\na@b\n'), 'COMMA', () => undefined)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      readUploadKeys(await stage('name\nanna\n'), 'COMMA', () => undefined, controller.signal),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  it("says where each record's name and e-mail lie in the bytes, as readUploadKeys reads them", async () => {
    const lines = Array.from({ length: 30_000 }, (_, i) => `Given${i},"user${i}, ""x""",  u${i}@example.com ,s${i}`);
    const dir = await stage(`givenName,name,EMAIL,password\r\n${lines.join('\r\n')}\r\nshort\r\nx,y\r\n`);
    const names: string[] = [];
    const emails: string[] = [];
    await readUploadKeys(dir, 'COMMA', (n, e) => {
      names.push(...n);
      emails.push(...e);
    });
    const fromBytes: [string, string][] = [];
    const keys = await readUploadKeyBytes(dir, 'COMMA', (bytes, ns, ne, es, ee, text) =>
      fromBytes.push([ns < 0 ? '' : text(bytes, ns, ne).trim(), es < 0 ? '' : text(bytes, es, ee).trim()]),
    );
    expect(keys.records).toBe(30_002);
    expect(fromBytes).toEqual(names.map((n, i) => [n, emails[i]]));
    expect(fromBytes.at(-1)).toEqual(['y', '']);
    const noEmail = await stage('name;phone\nanna;1\n');
    const seen: number[] = [];
    await readUploadKeyBytes(noEmail, 'SEMICOLON', (_b, ns, ne, es, ee) => seen.push(ns, ne, es, ee));
    expect(seen).toEqual([11, 15, -1, -1]);
  });
  it('hands the e-mail column asked for as a further column the same as the e-mails', async () => {
    const dir = await stage('name,givenName,Email\r\nann, Ann ,"A@x.org" \r\nbob,Bob,\r\nshort\r\n');
    const seen: [string[], Record<string, string[]>][] = [];
    const spans: number[][] = [];
    await readUploadKeys(
      dir,
      'COMMA',
      (n, e, _first, columns) => {
        // Each field's text as asked, and where it lies (the comparison compares the bytes).
        const texts = Object.entries(columns).map(([c, column]) => [c, n.map((_, i) => column.text(i))]);
        seen.push([e, Object.fromEntries(texts)]);
        spans.push(n.map((_, i) => [columns.givenName!.start(i), columns.givenName!.end(i)]).flat());
      },
      undefined,
      ['email', 'givenName', 'phone'],
    );
    expect(seen).toEqual([[['A@x.org', '', ''], { email: ['A@x.org', '', ''], givenName: ['Ann', 'Bob', ''] }]]);
    // After the header (22 bytes): ' Ann ' at 26-31, 'Bob' at 48-51, none on the short line.
    expect(spans).toEqual([[26, 31, 48, 51, -1, -1]]);
  });
});
