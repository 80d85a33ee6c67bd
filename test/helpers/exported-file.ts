import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExportedFile } from '../../shared/models/files';

/** The content of a file core made for download (kept in `<dataDir>/files/<run>/<fileId>`). */
export async function readExported(dataDir: string, file: ExportedFile): Promise<string> {
  const root = path.join(dataDir, 'files');
  for (const run of await readdir(root)) {
    const text = await readFile(path.join(root, run, file.fileId), 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  throw new Error(`No file ${file.fileId} (${file.fileName}) in ${root}`);
}
