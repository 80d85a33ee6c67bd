/**
 * A part of a split import becomes an upload of its own: the header and the part's records,
 * streamed from the whole's upload as staged (never held in memory), staged through the one
 * staged-upload sequence (shared/users-csv/stage-upload.ts) under the whole's own owner.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { UPLOAD_CHUNK_MAX_BYTES } from '../../../../shared/ipc';
import { stageUpload } from '../../../../shared/users-csv/stage-upload';
import type { UploadStagingPort } from '../../../../shared/users-csv/stage-upload';
import { AppError } from '../../errors';
import { float64sOf } from '../../support/aligned-bytes';
import { uploadFolder } from '../../uploads/upload-folder';
import type { UploadStaging } from '../../uploads/upload-staging';
import { sourceLines } from '../job-preparation';

/** Makes part k's upload (header + its records) as a staged upload of the whole's own. */
export async function stagePart(
  uploads: UploadStaging,
  owner: string,
  whole: { dir: string; fileName: string; ranges: readonly (readonly [number, number])[] },
  k: number,
): Promise<string> {
  const folder = uploadFolder(whole.dir);
  const offsets = float64sOf(await readFile(folder.sentOffsets));
  const [from, to] = whole.ranges[k]!;
  const lines = await sourceLines(folder.dir, offsets.length - 2);
  const port = stagingPort(uploads, owner);
  const name = `${whole.fileName} (part ${k + 1} of ${whole.ranges.length})`;
  const staged = await stageUpload(port, name, async (append) => {
    // The header, then the part's records, streamed from the whole's upload as staged.
    for (const [start, end] of [
      [offsets[0]!, offsets[1]!],
      [offsets[from + 1]!, offsets[to + 1]!],
    ] as const) {
      const stream = createReadStream(folder.sentUpload, {
        start,
        end: end - 1,
        highWaterMark: UPLOAD_CHUNK_MAX_BYTES,
      });
      for await (const chunk of stream) await append(chunk as Buffer);
    }
    return { lineMap: lines.slice(from, to), result: null };
  });
  if (staged.uploadId === null) throw new AppError('internal', `Part ${k + 1} could not be staged.`);
  return staged.uploadId;
}

/** The staged uploads of one owner, as the one staged-upload sequence (stageUpload) drives them. */
function stagingPort(uploads: UploadStaging, owner: string): UploadStagingPort {
  return {
    begin: (input) => uploads.begin(input, owner),
    append: (input) => uploads.append(input, owner),
    finish: (input) => uploads.finish(input, owner),
    discard: (input) => uploads.discard(input, owner),
  };
}
