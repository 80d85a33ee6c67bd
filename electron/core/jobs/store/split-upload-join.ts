/**
 * The upload of a split import of an earlier version that sent all its parts: the whole's
 * copy was removed once the last part's upload was made, and each part job kept its own (the
 * header and its records). For the job's one report to be joined to its records, the parts'
 * kept copies are joined into the job's own, streamed (the header once, then every part's
 * records in order), with its offsets and description. Parts whose copies differ (one still
 * with passwords, one without) are left as they are.
 */
import { createReadStream } from 'node:fs';
import { access, open, readFile, stat } from 'node:fs/promises';
import { float64sOf } from '../../support/aligned-bytes';
import { keptCopy, readUploadMeta, writeUploadMeta } from '../../uploads/upload-meta';
import type { UploadMeta } from '../../uploads/upload-meta';
import { uploadFolder } from '../../uploads/upload-folder';
import { jobFolder, legacyPartFiles, LINE_MAP_BYTES } from './job-folder';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Joins the parts' kept uploads into the job's when it keeps none; `parts`: how many parts ran. */
export async function joinPartUploads(jobDir: string, parts: number): Promise<void> {
  const folder = jobFolder(jobDir);
  if ((await exists(folder.sentUpload)) || (await exists(folder.storedUpload)) || parts === 0) return;
  const kept: { folder: ReturnType<typeof uploadFolder>; meta: UploadMeta }[] = [];
  for (let k = 0; k < parts; k++) {
    const partFolder = uploadFolder(legacyPartFiles(jobDir, k).dir);
    const meta = await readUploadMeta(partFolder).catch(() => null);
    if (!meta) return;
    kept.push({ folder: partFolder, meta });
  }
  const removed = kept[0]!.meta.passwordsRemoved;
  if (kept.some((part) => part.meta.passwordsRemoved !== removed)) return;
  const target = removed
    ? { upload: folder.storedUpload, offsets: folder.storedOffsets }
    : { upload: folder.sentUpload, offsets: folder.sentOffsets };
  const upload = await open(target.upload, 'wx', 0o600);
  // The whole's own offsets may still be there (they describe the same records).
  const offsets = await open(target.offsets, 'w', 0o600);
  let written = 0;
  let records = 0;
  try {
    for (const [k, part] of kept.entries()) {
      const copy = keptCopy(part.folder, part.meta);
      // The part's offsets index (8 bytes a record), as the job's own is read elsewhere.
      const at = float64sOf(await readFile(copy.offsets));
      const first = k === 0 ? 0 : 1;
      const shifted = new Float64Array(at.length - first - (k === kept.length - 1 ? 0 : 1));
      for (let i = 0; i < shifted.length; i++) shifted[i] = written + at[first + i]! - at[first]!;
      await offsets.write(new Uint8Array(shifted.buffer));
      for await (const chunk of createReadStream(copy.upload, { start: at[first]!, end: at.at(-1)! - 1 })) {
        await upload.write(chunk as Buffer);
      }
      written += at.at(-1)! - at[first]!;
      records += part.meta.records;
    }
    await Promise.all([upload.sync(), offsets.sync()]);
  } finally {
    await Promise.all([upload.close(), offsets.close()]);
  }
  const lineMap = await stat(folder.lineMap).catch(() => null);
  await writeUploadMeta(folder, {
    ...kept[0]!.meta,
    records,
    bytes: written,
    lineMapEntries: (lineMap?.size ?? 0) / LINE_MAP_BYTES,
  });
}
