import { protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { contentSecurityPolicy } from '../core/content-security-policy';
import { mimeType, resolveRendererFile } from '../core/renderer-files';

/** The renderer is served from the app's own files under this origin, never a remote URL. */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://mdm';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
}

export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
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
