/**
 * The app's "Save as PDF" of the credential letters: the pages the renderer worded (the same
 * it prints), laid out as the CLI lays them out (letters-pdf.ts), into a new file of the file
 * store (mode 0600, created exclusively: never over an existing file) offered for download.
 * pdfkit and its fonts load only here, when letters are first saved, not at start-up.
 */
import type { LettersPdfInput } from '../../../shared/letters/letter-page-schema';
import type { ExportedFile } from '../../../shared/models/files';
import type { FileStore } from '../files/file-store';
import { writeDownload } from '../files/write-download';

export async function saveLettersPdf(files: FileStore, input: LettersPdfInput): Promise<ExportedFile> {
  return writeDownload(files, input.fileName, 'application/pdf', async (target) => {
    const { createLettersPdf } = await import('./letters-pdf');
    const pdf = await createLettersPdf(target);
    try {
      await pdf.write(input.pages, { title: input.title });
    } catch (error) {
      await pdf.remove();
      throw error;
    }
  });
}
