/**
 * What a part of a job sends: the upload's header line and the part's records, streamed from
 * the job's upload as sent by ranged reads (never a copy of it, never the file in memory).
 * A job of one upload part sends its upload file as it is (a leavers part: leavers/leavers-upload.ts).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isUploadPart } from '../../../../shared/models/job';
import type { JobPart } from '../../../../shared/models/job';
import type { UploadBody } from '../../api/api-client';
import { readRanges } from '../../support/ranged-read';
import { OFFSET_BYTES } from '../../uploads/upload-folder';
import type { UploadFolder } from '../../uploads/upload-folder';

export interface PartUpload {
  body: UploadBody;
  /** Bytes the parts before this one sent (the job's progress goes on from there). */
  sentBefore: number;
}

/** Part `k` of `parts` (a job of one part sends its upload file whole). */
export async function partUpload(folder: UploadFolder, parts: readonly JobPart[], k: number): Promise<PartUpload> {
  if (parts.filter(isUploadPart).length === 1 && isUploadPart(parts[k]!)) {
    // The file's own size: the record's total may since be the bytes the connection took (a
    // multipart body's), and a job started again sends the same file.
    const size = (await stat(folder.sentUpload)).size;
    return { body: { size, open: () => createReadStream(folder.sentUpload) }, sentBefore: 0 };
  }
  const { from, to } = parts[k]!.records;
  // Offsets entry i + 1 is the start of record i; entry 0 the header's.
  const entry = (i: number) => [i * OFFSET_BYTES, (i + 1) * OFFSET_BYTES] as const;
  const read = await readRanges(folder.sentOffsets, [entry(0), entry(1), entry(from + 1), entry(to + 1)]);
  const [headerStart, headerEnd, start, end] = read.map((bytes) => bytes.readDoubleLE(0)) as [
    number,
    number,
    number,
    number,
  ];
  const header = headerEnd - headerStart;
  const ranges = [
    [headerStart, headerEnd],
    [start, end],
  ] as const;
  return {
    body: {
      size: header + end - start,
      async *open() {
        for (const [first, last] of ranges) {
          if (last > first) yield* createReadStream(folder.sentUpload, { start: first, end: last - 1 });
        }
      },
    },
    // Each part before this one sent the header and its records.
    sentBefore: k * header + start - headerEnd,
  };
}
