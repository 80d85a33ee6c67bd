/**
 * The web shell: the same renderer and the same core, bridged over a WebSocket on
 * 127.0.0.1. The page lives under /<secret>/, so every relative asset URL and the
 * WebSocket carry the per-run secret without the renderer knowing it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { attachmentHeader, contentSecurityPolicy, mimeType, resolveRendererFile, webCaller } from '../core/index';
import type { Core } from '../core/index';
import { UPLOAD_CHUNK_MAX_BYTES } from '../../shared/ipc';
import { FILES_PATH_PREFIX } from '../../shared/models/files';
import { checkRequest } from './request-guard';
import { newSessionSecret } from './secret';
import { encodeServerMessage, parseClientFrame } from './ws-protocol';
import type { ServerMessage } from './ws-protocol';

export interface WebShellOptions {
  core: Pick<Core, 'call' | 'events' | 'files' | 'callerGone'>;
  rendererDir: string;
  port?: number;
  secret?: string;
}

export interface WebShell {
  /** The URL to open: http://127.0.0.1:PORT/SECRET/ */
  url: string;
  port: number;
  secret: string;
  close(): Promise<void>;
}

/**
 * The largest message a client may send: an upload chunk (uploads.append) and its header.
 * Anything larger is refused by the socket before it is buffered (it once accepted 512 MB).
 */
const MAX_MESSAGE_BYTES = UPLOAD_CHUNK_MAX_BYTES + 1024 * 1024;
/** Browser tabs of one user on one machine; more sockets than this are someone else's doing. */
const MAX_SOCKETS = 64;

export async function startWebShell(options: WebShellOptions): Promise<WebShell> {
  const secret = options.secret ?? newSessionSecret();
  /** Each socket is one caller of core (a browser tab), numbered in order of connection. */
  const sockets = new Map<WebSocket, string>();
  let nextSocket = 1;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  let port = 0;

  const server = http.createServer((request, response) => {
    const verdict = checkRequest(request, { port, secret, requireOrigin: false });
    if (!verdict.ok) {
      response.writeHead(verdict.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(verdict.reason);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (verdict.rest === '/' && !new URL(request.url ?? '/', 'http://x').pathname.endsWith('/')) {
      response.writeHead(308, { Location: `/${secret}/` }).end();
      return;
    }
    if (verdict.rest.startsWith(FILES_PATH_PREFIX)) {
      serveExported(options.core.files, verdict.rest.slice(FILES_PATH_PREFIX.length), response);
      return;
    }
    void serveFile(options.rendererDir, verdict.rest, port, response);
  });

  server.on('upgrade', (request, socket, head) => {
    const verdict = checkRequest(request, { port, secret, requireOrigin: true });
    if (!verdict.ok || verdict.rest !== '/ws') {
      const status = verdict.ok ? 404 : verdict.status;
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    if (sockets.size >= MAX_SOCKETS) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // A socket that errs before the upgrade completes must not take the process with it.
    socket.on('error', () => socket.destroy());
    wss.handleUpgrade(request, socket, head, (ws) => {
      const caller = webCaller(nextSocket++);
      sockets.set(ws, caller.id);
      // A malformed frame (bad opcode, invalid UTF-8, too large) is an 'error' on the socket;
      // unheard, it would end the process. ws closes the socket with the right code itself.
      ws.on('error', () => ws.terminate());
      ws.on('close', () => {
        sockets.delete(ws);
        options.core.callerGone(caller.id);
      });
      ws.on('message', (data, isBinary) => void answer(ws, caller.id, toBuffer(data), isBinary));
    });
  });

  const answer = async (ws: WebSocket, callerId: string, data: Buffer, isBinary: boolean) => {
    const message = parseClientFrame(data, isBinary);
    const reply: ServerMessage = message.ok
      ? {
          id: message.id,
          outcome: await options.core.call(message.method, message.input, { id: callerId, shell: 'web' }),
        }
      : {
          id: message.id,
          outcome: { ok: false, error: { code: 'bad-message', details: { problem: message.reason } } },
        };
    if (ws.readyState === ws.OPEN) ws.send(encodeServerMessage(reply));
  };

  // Events go to every socket, or, for one caller's (an export's progress), to its socket alone.
  const unsubscribe = options.core.events.subscribe((event, payload, to) => {
    const text = encodeServerMessage({ event, payload });
    for (const [ws, callerId] of sockets) {
      if (ws.readyState === ws.OPEN && (to === undefined || to === callerId)) ws.send(text);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/${secret}/`,
    port,
    secret,
    async close() {
      unsubscribe();
      for (const ws of sockets.keys()) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `ws` hands a message over as one Buffer, fragments as an array of them, or an ArrayBuffer. */
function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

async function serveFile(
  rendererDir: string,
  urlPath: string,
  port: number,
  response: http.ServerResponse,
): Promise<void> {
  const file = resolveRendererFile(rendererDir, urlPath);
  const body = file ? await readFile(file).catch(() => null) : null;
  if (!file || !body) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': mimeType(file),
    'Content-Length': body.length,
    'Content-Security-Policy': contentSecurityPolicy([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

/** A file core made (an export, a report), streamed from disk as a download. */
function serveExported(files: Core['files'], fileId: string, response: http.ServerResponse): void {
  const stored = files.get(decodeURIComponent(fileId));
  if (!stored) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': stored.file.mimeType,
    'Content-Length': stored.file.size,
    'Content-Disposition': attachmentHeader(stored.file.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  createReadStream(stored.path)
    .on('error', () => response.destroy())
    .pipe(response);
}
