import type { JobsService, StartImport } from '../../electron/core/jobs/jobs-service';
import type { LeftOutLines } from '../../shared/users-csv/left-out-lines';

export interface ImportInput extends Omit<StartImport, 'uploadId' | 'excludedRows'> {
  /** The upload file as the CSV engine's writer produced it. */
  content: string | Uint8Array;
  /** lineMap[i]: the source line of upload record i; empty when the upload is the source. */
  lineMap: readonly number[];
  excludedRows?: number;
  /** The lines the comparison left out of the upload, handed over with it. */
  leftOut?: LeftOutLines;
}

/**
 * Hands an upload to the jobs service as a shell does: staged in chunks (small ones here, so
 * that a record is split across them), finished with its line map, then import.start.
 */
export async function startImport(
  jobs: Pick<JobsService, 'uploads' | 'start'>,
  { content, lineMap, excludedRows = 0, leftOut, ...rest }: ImportInput,
  chunkBytes = 97,
) {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const { uploadId } = await jobs.uploads.begin({ fileName: rest.fileName });
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    await jobs.uploads.append({ uploadId, offset, bytes: bytes.subarray(offset, offset + chunkBytes) });
  }
  await jobs.uploads.finish({ uploadId, lineMap: Uint32Array.from(lineMap), ...(leftOut ? { leftOut } : {}) });
  return jobs.start({ ...rest, uploadId, excludedRows });
}
