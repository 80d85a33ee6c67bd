import { fileUrl } from '../../shared/models/files';
import type { ExportedFile } from '../../shared/models/files';

export interface DownloadableFile {
  fileName: string;
  content: string | Blob;
  mimeType: string;
}

/** Clicks a hidden anchor with `download`: the web shell's browser saves to Downloads, Electron shows its save dialog (will-download). */
function clickDownload(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
  }
}

/**
 * Hands a file made here in the page (the template) to the user through a Blob URL, revoked
 * after the click has been handled so that it does not stay in memory.
 */
export function downloadFile({ fileName, content, mimeType }: DownloadableFile): void {
  const blob = content instanceof Blob ? content : new Blob([content], { type: mimeType });
  const url = URL.createObjectURL(blob);
  clickDownload(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Hands a file core made (an export, a report) to the user: the shell serves it at the
 * relative URL `files/<id>`, so its content goes from disk to the download without passing
 * through the page's memory or the bridge.
 */
export function downloadExported(file: ExportedFile): void {
  clickDownload(fileUrl(file.fileId), file.fileName);
}

/** The content of a file core made, for the page to use itself (failed rows opened in the wizard). */
export async function fetchExported(file: ExportedFile): Promise<File> {
  const response = await fetch(fileUrl(file.fileId));
  if (!response.ok) throw new Error(`The file ${file.fileName} could not be read (HTTP ${response.status}).`);
  return new File([await response.blob()], file.fileName, { type: file.mimeType });
}
