export interface DownloadableFile {
  fileName: string;
  content: string | Blob;
  mimeType: string;
}

/**
 * Hands a file to the user the way a browser does: a Blob URL on an anchor with `download`.
 * The web shell's browser saves it to Downloads; Electron's session shows its save dialog
 * (will-download), so one function serves both shells. The URL is revoked after the click
 * has been handled, so a large export does not stay in memory.
 */
export function downloadFile({ fileName, content, mimeType }: DownloadableFile): void {
  const blob = content instanceof Blob ? content : new Blob([content], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
