/**
 * A file core made for the user (an export, a report, failed rows). Core writes it to disk
 * and hands over only this description; the renderer downloads it from the relative URL
 * `files/<fileId>`, which each shell serves from core's file store (the web shell over
 * HTTP under its secret path, Electron from its app:// protocol). So a large file never
 * crosses IPC or a WebSocket as one message, and never reaches a caller that did not ask.
 */
export interface ExportedFile {
  /** Unguessable id (a random UUID): whoever knows it may download the file. */
  fileId: string;
  fileName: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  /** Anything the user must know about the file (e.g. passwords left empty), as codes the shells word. */
  notes?: ExportNote[];
}

/**
 * A note about an exported file, a code and its values (`export.note.<code>` words it,
 * shared/jobs/export-note-wording.ts): the password column left empty because this run no
 * longer holds the upload's passwords; failed lines the server gave no usable line number
 * for (left out); no failed line, or every line reached (the file holds only the header).
 */
export type ExportNote =
  | { code: 'passwords-empty' | 'no-failed-lines' | 'all-reached'; params: Record<string, never> }
  | { code: 'lines-unmatched'; params: { count: number } };

/** Where the renderer fetches a file: relative to the page, in both shells. */
export function fileUrl(fileId: string): string {
  return `files/${encodeURIComponent(fileId)}`;
}

/** The path prefix both shells serve files under. */
export const FILES_PATH_PREFIX = '/files/';
