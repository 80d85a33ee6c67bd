import { protocol } from 'electron';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { FILES_PATH_PREFIX } from '../../shared/models/files';
import { attachmentHeader, contentSecurityPolicy, mimeType, resolveRendererFile } from '../core/index';
import type { FileStore } from '../core/index';

/** The renderer is served from the app's own files under this origin, never a remote URL. */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://mdm';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
}

/**
 * Serves the renderer's files, and the files core made for download at `files/<id>` (the
 * page's anchors point there; Electron's session then shows its save dialog).
 */
export function serveRenderer(rendererDir: string, files: Pick<FileStore, 'get'>): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host === 'mdm' && url.pathname.startsWith(FILES_PATH_PREFIX)) {
      return exportedFile(files, decodeURIComponent(url.pathname.slice(FILES_PATH_PREFIX.length)));
    }
    const file = url.host === 'mdm' ? resolveRendererFile(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'Content-Type': mimeType(file),
          'Content-Security-Policy': contentSecurityPolicy(),
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}

function exportedFile(files: Pick<FileStore, 'get'>, fileId: string): Response {
  const stored = files.get(fileId);
  if (!stored) return new Response('Not found', { status: 404 });
  const body = Readable.toWeb(createReadStream(stored.path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': stored.file.mimeType,
      'Content-Length': String(stored.file.size),
      'Content-Disposition': attachmentHeader(stored.file.fileName),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
