import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createCore } from '../../../electron/core/create-core';
import { startWebShell } from '../../../electron/web/web-shell';
import type { WebShell } from '../../../electron/web/web-shell';
import { tempDir } from '../../helpers/temp-dir';
import { encodeFrame } from '../../../shared/binary-frame';
import { createBridge } from '../../../shared/ipc';
import { webSocketTransport } from '../../../renderer/bridge/web-socket-transport';

let shell: WebShell;
const core = createCore({ shell: 'web', dataDir: tempDir() });

function get(
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: shell.port, path: urlPath, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

function connect(origin: string | undefined, urlPath = `/${shell.secret}/ws`): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${shell.port}${urlPath}`, origin ? { origin } : {});
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function rpc(ws: WebSocket, message: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const parsed = JSON.parse(data.toString()) as { id?: unknown };
      if ('id' in parsed) {
        ws.off('message', onMessage);
        resolve(parsed);
      }
    };
    ws.on('message', onMessage);
    ws.send(typeof message === 'string' || message instanceof Uint8Array ? message : JSON.stringify(message));
  });
}

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mdm-renderer-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>MDM Admin</title>');
  await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  shell = await startWebShell({ core, rendererDir: dir });
});
afterAll(async () => {
  await shell.close();
  await core.dispose();
});

describe('the web shell over HTTP', () => {
  it('binds 127.0.0.1 and prints a URL that carries the secret', () => {
    expect(shell.url).toBe(`http://127.0.0.1:${shell.port}/${shell.secret}/`);
  });

  it('serves the renderer under the secret, with a Content-Security-Policy', async () => {
    const page = await get(`/${shell.secret}/`, { host: `127.0.0.1:${shell.port}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('MDM Admin');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    const asset = await get(`/${shell.secret}/assets/app.js`, { host: `localhost:${shell.port}` });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('redirects the bare secret to the folder form so relative URLs work', async () => {
    const response = await get(`/${shell.secret}`, { host: `127.0.0.1:${shell.port}` });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(`/${shell.secret}/`);
  });

  it('refuses a request without the secret, or with a wrong one', async () => {
    expect((await get('/', { host: `127.0.0.1:${shell.port}` })).status).toBe(403);
    expect((await get('/index.html', { host: `127.0.0.1:${shell.port}` })).status).toBe(403);
    expect((await get(`/${shell.secret.slice(1)}/`, { host: `127.0.0.1:${shell.port}` })).status).toBe(403);
  });

  it('refuses a foreign Origin and a foreign Host', async () => {
    expect(
      (await get(`/${shell.secret}/`, { host: `127.0.0.1:${shell.port}`, origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await get(`/${shell.secret}/`, { host: `attacker.example:${shell.port}` })).status).toBe(421);
  });

  it('serves a file core made, by id, as a download, and nothing for an unknown id', async () => {
    const pending = await core.files.create('Geräte.csv', 'text/csv');
    await writeFile(pending.path, 'name\r\nipad\r\n');
    const file = await core.files.finish(pending.fileId);
    const download = await get(`/${shell.secret}/files/${file.fileId}`, { host: `127.0.0.1:${shell.port}` });
    expect(download.status).toBe(200);
    expect(download.body).toBe('name\r\nipad\r\n');
    expect(download.headers['content-type']).toBe('text/csv');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Ger%C3%A4te.csv");
    expect(download.headers['content-length']).toBe(String(file.size));
    expect((await get(`/${file.fileId}`, { host: `127.0.0.1:${shell.port}` })).status).toBe(403);
    expect(
      (await get(`/${shell.secret}/files/00000000-0000-4000-8000-000000000000`, { host: `127.0.0.1:${shell.port}` }))
        .status,
    ).toBe(404);
  });

  it('does not serve files outside the renderer', async () => {
    expect((await get(`/${shell.secret}/..%2f..%2fetc%2fpasswd`, { host: `127.0.0.1:${shell.port}` })).status).toBe(
      404,
    );
  });
});

describe('the web shell over WebSocket', () => {
  const origin = () => `http://127.0.0.1:${shell.port}`;

  it('answers contract calls and validates their arguments', async () => {
    const ws = await connect(origin());
    expect(await rpc(ws, { id: 1, method: 'app.info' })).toMatchObject({
      id: 1,
      outcome: { ok: true, value: { shell: 'web' } },
    });
    expect(await rpc(ws, { id: 2, method: 'app.info', input: { x: 1 } })).toMatchObject({
      id: 2,
      outcome: { ok: false, error: { code: 'invalid-argument' } },
    });
    expect(await rpc(ws, { id: 3, method: 'shell.exec', input: 'rm -rf /' })).toMatchObject({
      id: 3,
      outcome: { ok: false, error: { code: 'unknown-method' } },
    });
    expect(await rpc(ws, 'not json')).toMatchObject({
      id: null,
      outcome: { ok: false, error: { code: 'bad-message' } },
    });
    ws.close();
  });

  it("forwards core's events", async () => {
    const ws = await connect(origin());
    const event = new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
    core.events.emit('app.notice', { level: 'info', code: 'job-unwatched', params: { fileName: 'a.csv' } });
    expect(await event).toEqual({
      event: 'app.notice',
      payload: { level: 'info', code: 'job-unwatched', params: { fileName: 'a.csv' } },
    });
    ws.close();
  });

  it('each socket is its own caller: events meant for one go to it alone, and a closed socket is gone for core', async () => {
    // Learn each socket's caller id from a call that records it.
    const callers: string[] = [];
    const gone: string[] = [];
    const recording = await startWebShell({
      core: {
        ...core,
        call: (method, input, caller) => {
          callers.push(caller.id);
          return core.call(method, input, caller);
        },
        callerGone: (id) => gone.push(id),
        events: core.events,
        files: core.files,
      },
      rendererDir: path.join(os.tmpdir()),
    });
    const open = (port: number) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/${recording.secret}/ws`, {
          origin: `http://127.0.0.1:${port}`,
        });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      });
    const tabA = await open(recording.port);
    const tabB = await open(recording.port);
    await rpc(tabA, { id: 1, method: 'app.info' });
    await rpc(tabB, { id: 1, method: 'app.info' });
    expect(new Set(callers).size).toBe(2);
    const [idA, idB] = callers as [string, string];
    const toB = new Promise((resolve) => tabB.once('message', (data) => resolve(JSON.parse(data.toString()))));
    const aMessages: unknown[] = [];
    tabA.on('message', (data) => aMessages.push(JSON.parse(data.toString())));
    core.events.emit('export.progress', { exportId: 'x', done: 1, total: 1, state: 'running' }, { to: idB });
    core.events.emit('app.notice', { level: 'info', code: 'job-unwatched', params: { fileName: 'a.csv' } });
    expect(await toB).toMatchObject({ event: 'export.progress' });
    await expect.poll(() => aMessages.length).toBe(1);
    expect(aMessages[0]).toMatchObject({ event: 'app.notice' });
    tabA.close();
    await expect.poll(() => gone).toEqual([idA]);
    tabB.close();
    await recording.close();
  });

  it('carries typed arrays as binary frames: an upload staged in chunks with its line map, and a bad frame refused', async () => {
    const ws = await connect(origin());
    const begun = (await rpc(ws, { id: 1, method: 'uploads.begin', input: { fileName: 'u.csv' } })) as {
      outcome: { ok: true; value: { uploadId: string } };
    };
    const { uploadId } = begun.outcome.value;
    const bytes = new TextEncoder().encode('name,email\r\nann,a@x.org\r\nbob,b@x.org\r\n');
    expect(
      await rpc(ws, encodeFrame({ id: 2, method: 'uploads.append', input: { uploadId, offset: 0, bytes } })),
    ).toEqual({ id: 2, outcome: { ok: true, value: { receivedBytes: bytes.length } } });
    expect(
      await rpc(
        ws,
        encodeFrame({ id: 3, method: 'uploads.finish', input: { uploadId, lineMap: Uint32Array.from([2, 5]) } }),
      ),
    ).toEqual({ id: 3, outcome: { ok: true, value: { uploadId, records: 2, bytes: bytes.length } } });
    // Numbers where bytes belong are refused: only a binary frame carries a Uint8Array.
    expect(
      await rpc(ws, { id: 4, method: 'uploads.append', input: { uploadId, offset: 0, bytes: [1, 2, 3] } }),
    ).toMatchObject({ id: 4, outcome: { ok: false, error: { code: 'invalid-argument' } } });
    expect(await rpc(ws, new Uint8Array([9, 0, 0, 0, 1, 2]))).toMatchObject({
      id: null,
      outcome: {
        ok: false,
        error: { code: 'bad-message', details: { problem: expect.stringContaining('header') as unknown } },
      },
    });
    expect(await rpc(ws, { id: 5, method: 'uploads.discard', input: { uploadId } })).toMatchObject({ id: 5 });
    ws.close();
  });

  it("the renderer's transport sends typed arrays as binary frames through the shell to core", async () => {
    const origin = `http://127.0.0.1:${shell.port}`;
    // The browser's WebSocket, as the renderer sees it (the browser sends the Origin itself).
    class BrowserWebSocket extends WebSocket {
      constructor(url: string | URL) {
        super(url, { origin });
      }
    }
    const saved = globalThis.WebSocket;
    globalThis.WebSocket = BrowserWebSocket as unknown as typeof globalThis.WebSocket;
    try {
      const mdm = createBridge(webSocketTransport(shell.url));
      const begun = await mdm.uploads.begin({ fileName: 'u.csv' });
      if (!begun.ok) throw new Error(JSON.stringify(begun.error));
      const { uploadId } = begun.value;
      const bytes = new TextEncoder().encode('name\r\nann\r\n');
      expect(await mdm.uploads.append({ uploadId, offset: 0, bytes })).toEqual({
        ok: true,
        value: { receivedBytes: bytes.length },
      });
      expect(await mdm.uploads.finish({ uploadId, lineMap: Uint32Array.from([7]) })).toEqual({
        ok: true,
        value: { uploadId, records: 1, bytes: bytes.length },
      });
      await mdm.uploads.discard({ uploadId });
    } finally {
      globalThis.WebSocket = saved;
    }
  });

  it('refuses an upgrade without the secret, without an Origin, or from a foreign Origin', async () => {
    await expect(connect(origin(), '/ws')).rejects.toThrow(/403/);
    await expect(connect(undefined)).rejects.toThrow(/403/);
    await expect(connect('https://evil.example')).rejects.toThrow(/403/);
  });
});
