import { stageUpload } from '../../../shared/users-csv/stage-upload';
import type { StagedUpload, UploadStagingPort } from '../../../shared/users-csv/stage-upload';
import { call } from '../../bridge/mdm';
import type { BuildOptions, CsvWorkerClient, UploadPiece } from '../../workers/csv-worker-client';

/** Core's staged uploads as the page reaches them (`uploads.*` through the bridge). */
export const bridgeStagingPort: UploadStagingPort = {
  begin: (input) => call('uploads.begin', input),
  append: (input) => call('uploads.append', input),
  finish: (input) => call('uploads.finish', input),
  discard: (input) => call('uploads.discard', input),
};

export type WorkerUpload = StagedUpload<Extract<UploadPiece, { type: 'uploadDone' }>> & { uploadId: string };

/**
 * Has the worker write an upload file (`build`) and hands it to core as a staged upload, chunk
 * by chunk: the worker writes the next chunk while this one travels, so neither side holds the
 * whole file. A failure on either side discards the staged upload (stageUpload).
 */
export async function stageWorkerUpload(
  worker: CsvWorkerClient,
  build: BuildOptions,
  fileName: string,
  port: UploadStagingPort = bridgeStagingPort,
): Promise<WorkerUpload> {
  const stream = worker.build(build);
  try {
    const staged = await stageUpload(port, fileName, async (append) => {
      let next = stream.next();
      for (;;) {
        const piece = await next;
        if (piece.type === 'uploadDone') return { lineMap: piece.lineMap, leftOut: piece.leftOut, result: piece };
        next = stream.next();
        // Awaited in the next turn; a failure while this chunk travels must not go unheard meanwhile.
        next.catch(() => undefined);
        await append(piece.bytes);
      }
    });
    // The writer always finishes with a line map, so the upload is never discarded as empty.
    return staged as WorkerUpload;
  } finally {
    stream.close();
  }
}
