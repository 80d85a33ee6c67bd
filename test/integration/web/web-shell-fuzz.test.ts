// The web shell survives any bytes a client sends (issue 15 item 2): thousands of random and
// mutated WebSocket frames over raw sockets, deep and huge messages, and too many sockets;
// afterwards it still answers. A crash would end this very process (the shell runs in it).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createCore } from '../../../electron/core/create-core';
import { startWebShell } from '../../../electron/web/web-shell';
import type { WebShell } from '../../../electron/web/web-shell';
import { tempDir } from '../../helpers/temp-dir';

const core = createCore({ shell: 'web', dataDir: tempDir(), resumeJobs: false });
let shell: WebShell;
beforeAll(async () => {
  shell = await startWebShell({ core, rendererDir: tempDir() });
});
afterAll(async () => {
  await shell.close();
  await core.dispose();
});

const origin = () => `http://127.0.0.1:${shell.port}`;

/** A raw TCP connection past the WebSocket handshake, to write any bytes at all. */
function rawSocket(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(shell.port, '127.0.0.1');
    socket.on('error', () => undefined);
    let answer = '';
    socket.once('connect', () => {
      socket.write(
        `GET /${shell.secret}/ws HTTP/1.1\r\nHost: 127.0.0.1:${shell.port}\r\nOrigin: ${origin()}\r\n` +
          `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
      );
    });
    const onData = (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (!answer.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (answer.startsWith('HTTP/1.1 101')) resolve(socket);
      else reject(new Error(answer.split('\r\n')[0]));
    };
    socket.on('data', onData);
  });
}

/** A client frame as RFC 6455 writes it: FIN and opcode, masked payload. */
function frame(opcode: number, payload: Buffer, fin = true): Buffer {
  const mask = randomBytes(4);
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | length])
      : Buffer.concat([Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | 126]), Buffer.from([length >> 8, length & 255])]);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  return Buffer.concat([head, mask, masked]);
}

function closed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve();
    socket.once('close', () => resolve());
    socket.end();
    socket.destroy();
  });
}

function client(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${shell.port}/${shell.secret}/ws`, { origin: origin() });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_q, res) => reject(new Error(`refused with ${res.statusCode}`)));
  });
}

function rpc(
  ws: WebSocket,
  message: unknown,
): Promise<{ id: unknown; outcome: { ok: boolean; error?: { code: string; details?: { problem?: string } } } }> {
  return new Promise((resolve, reject) => {
    ws.once('message', (data) => resolve(JSON.parse(data.toString())));
    ws.once('close', (code) => reject(new Error(`closed with ${code}`)));
    ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  });
}

async function stillAnswers(): Promise<void> {
  const ws = await client();
  expect(await rpc(ws, { id: 1, method: 'app.info' })).toMatchObject({ id: 1, outcome: { ok: true } });
  ws.close();
}

describe('the web shell under hostile input', () => {
  it('survives thousands of random and mutated frames, and answers afterwards', async () => {
    const valid = frame(1, Buffer.from(JSON.stringify({ id: 7, method: 'app.info' })));
    const frames = fc.sample(
      fc.oneof(
        // Random bytes after the handshake.
        fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Buffer.from(b)),
        // A valid frame with some bytes changed (opcode, RSV bits, lengths, mask, payload).
        fc
          .array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), {
            minLength: 1,
            maxLength: 4,
          })
          .map((flips) => {
            const copy = Buffer.from(valid);
            for (const [at, value] of flips) copy[at] = value;
            return copy;
          }),
        // Well-formed frames of every opcode with random payloads: invalid UTF-8 text, binary
        // frames that are no binary message, control frames too long, continuations out of place.
        fc
          .tuple(fc.constantFrom(0, 1, 2, 3, 8, 9, 10, 11, 15), fc.uint8Array({ maxLength: 200 }), fc.boolean())
          .map(([opcode, payload, fin]) => frame(opcode, Buffer.from(payload), fin)),
      ),
      { numRuns: 2400, seed: 42 },
    );
    for (let i = 0; i < frames.length; i += 6) {
      const socket = await rawSocket();
      for (const bytes of frames.slice(i, i + 6)) if (!socket.destroyed) socket.write(bytes);
      await closed(socket);
    }
    await stillAnswers();
  }, 120_000);

  it('answers a message nested 2,000 levels deep, or with a million values, with an error', async () => {
    const ws = await client();
    let deep: unknown = 'x';
    for (let i = 0; i < 2000; i++) deep = { a: deep };
    const answer = await rpc(ws, { id: 2, method: 'prefs.set', input: { key: 'views:devices', value: deep } });
    expect(answer).toMatchObject({ id: 2, outcome: { ok: false, error: { code: 'invalid-argument' } } });
    expect(answer.outcome.error?.details?.problem).toMatch(/nested more than \d+ levels/);
    const wide = await rpc(ws, { id: 3, method: 'app.info', input: Array.from({ length: 1_000_000 }, () => 0) });
    expect(wide.outcome.error?.details?.problem).toMatch(/more than \d+ values/);
    ws.close();
    await stillAnswers();
  });

  it('refuses a message larger than an upload chunk by closing that socket, and lives on', async () => {
    const ws = await client();
    const code = await new Promise<number>((resolve) => {
      ws.once('close', (c) => resolve(c));
      ws.send(Buffer.alloc(20 * 1024 * 1024, 0x20).toString());
    });
    expect(code).toBe(1009);
    await stillAnswers();
  });

  it('refuses sockets beyond 64, and lives on', async () => {
    const open: WebSocket[] = [];
    let refused: Error | null = null;
    for (let i = 0; i < 70 && !refused; i++) {
      try {
        open.push(await client());
      } catch (error) {
        refused = error as Error;
      }
    }
    expect(refused?.message).toMatch(/503/);
    expect(open).toHaveLength(64);
    for (const ws of open) ws.close();
    await expect
      .poll(async () => {
        try {
          await stillAnswers();
          return true;
        } catch {
          return false;
        }
      })
      .toBe(true);
  });
});
