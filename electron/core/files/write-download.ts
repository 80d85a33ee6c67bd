/**
 * A file for download written in one step: reserved in the file store, written by `write`
 * (to the path it is given), then offered; removed again when writing fails, so that no
 * half-written file is ever offered.
 */
import type { ExportNote, ExportedFile } from '../../../shared/models/files';
import type { FileStore } from './file-store';

export async function writeDownload(
  files: FileStore,
  fileName: string,
  mimeType: string,
  write: (path: string) => Promise<{ notes?: ExportNote[] | undefined } | void>,
): Promise<ExportedFile> {
  const target = await files.create(fileName, mimeType);
  try {
    const written = await write(target.path);
    return await files.finish(target.fileId, written?.notes);
  } catch (error) {
    await files.discard(target.fileId);
    throw error;
  }
}
