import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { jobFolder, legacyPartFiles } from '../../../../../../electron/core/jobs/store/job-folder';
import { joinPartUploads } from '../../../../../../electron/core/jobs/store/split-upload-join';
import { float64sOf } from '../../../../../../electron/core/support/aligned-bytes';
import { readUploadMeta } from '../../../../../../electron/core/uploads/upload-meta';
import { tempDir } from '../../../../../helpers/temp-dir';

/** A part job's folder as it kept its upload: the header and its records, with or without passwords. */
async function keptPart(jobDir: string, k: number, records: string[], passwordsRemoved: boolean): Promise<void> {
  const dir = legacyPartFiles(jobDir, k).dir;
  await mkdir(dir, { recursive: true });
  const folder = jobFolder(dir);
  const lines = ['name', ...records].map((line) => `${line}\r\n`);
  const offsets = [0];
  for (const line of lines) offsets.push(offsets.at(-1)! + line.length);
  await writeFile(passwordsRemoved ? folder.storedUpload : folder.sentUpload, lines.join(''));
  await writeFile(passwordsRemoved ? folder.storedOffsets : folder.sentOffsets, new Float64Array(offsets));
  const meta = { version: 1, columns: ['name'], passwordIndex: -1, separator: 'COMMA', records: records.length };
  const sizes = { bytes: offsets.at(-1), lineMapEntries: 0, passwordsRemoved };
  await writeFile(folder.uploadMeta, JSON.stringify({ ...meta, ...sizes }));
}

describe("a split import's upload joined from its parts' kept copies", () => {
  it("is the header once and every part's records in order, with offsets and a description to match", async () => {
    const jobDir = tempDir('mdm-upload-join-');
    await keptPart(jobDir, 0, ['a', 'bb'], true);
    await keptPart(jobDir, 1, ['ccc'], true);
    await joinPartUploads(jobDir, 2);
    const folder = jobFolder(jobDir);
    expect(await readFile(folder.storedUpload, 'utf8')).toBe('name\r\na\r\nbb\r\nccc\r\n');
    expect([...float64sOf(await readFile(folder.storedOffsets))]).toEqual([0, 6, 9, 13, 18]);
    expect(await readUploadMeta(folder)).toMatchObject({ records: 3, bytes: 18, passwordsRemoved: true });
  });

  it('leaves parts whose copies differ (one still with passwords) as they are', async () => {
    const jobDir = tempDir('mdm-upload-join-');
    await keptPart(jobDir, 0, ['a'], true);
    await keptPart(jobDir, 1, ['b'], false);
    await joinPartUploads(jobDir, 2);
    const folder = jobFolder(jobDir);
    for (const file of [folder.storedUpload, folder.sentUpload, folder.uploadMeta]) {
      await expect(access(file)).rejects.toThrow();
    }
  });
});
