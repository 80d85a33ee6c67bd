/**
 * Hands a file to the user: the browser's download (the web shell) or Electron's save
 * dialog, which Chromium opens for the same anchor download.
 */
export function saveFile({ fileName, content, mimeType }: { fileName: string; content: string; mimeType: string }): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
