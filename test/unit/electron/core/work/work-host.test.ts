import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkHost, unpackedPath } from '../../../../../electron/core/work/work-host';
import type { WorkHost } from '../../../../../electron/core/work/work-host';
import type { fixtureTasks } from './fixture-worker';

const hosts: WorkHost<typeof fixtureTasks>[] = [];
function host() {
  const made = createWorkHost<typeof fixtureTasks>({
    entry: new URL('./fixture-worker.ts', import.meta.url),
    name: 'test-work',
  });
  hosts.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.dispose()));
});

describe('the work host', () => {
  it('runs a task in another thread (a .ts entry through tsx) and answers its value', async () => {
    const work = host();
    const answer = await work.run('echo', { text: 'hello' });
    expect(answer.text).toBe('hello');
    expect(answer.threadId).not.toBe(threadId);
    expect(work.busy).toBe(0);
  });

  it('moves typed arrays both ways', async () => {
    const work = host();
    const numbers = Uint32Array.from([1, 2, 3, 4]);
    expect(await work.run('sum', { numbers }, { transfer: [numbers.buffer] })).toBe(10);
    expect(numbers.byteLength).toBe(0); // moved, not copied
    const bytes = await work.run('bytes', { size: 1024 });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(1024);
  });

  it("gives a task's AppError back with its code and details; any other error as internal with its text", async () => {
    const work = host();
    await expect(work.run('fail', undefined as never)).rejects.toMatchObject({
      name: 'AppError',
      code: 'corrupt-file',
      details: { path: '/x/report.json' },
    });
    await expect(work.run('throwPlain', undefined as never)).rejects.toMatchObject({
      code: 'internal',
      details: { error: 'boom' },
    });
  });

  it('cancels a task: the caller gets `cancelled` at once, and the worker goes on serving', async () => {
    const work = host();
    const controller = new AbortController();
    const waiting = expect(work.run('waitForCancel', undefined, { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
    await work.run('echo', { text: 'the worker is up' });
    controller.abort();
    await waiting;
    expect(work.busy).toBe(0);
    await expect(work.run('echo', { text: 'x' }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: 'cancelled',
    });
  });

  it('starts a new thread after the worker dies; the tasks in flight fail with worker-failed', async () => {
    const work = host();
    const first = await work.run('echo', { text: 'a' });
    const waiting = expect(work.run('waitForCancel', undefined)).rejects.toMatchObject({ code: 'worker-failed' });
    await expect(work.run('crash', undefined as never)).rejects.toMatchObject({
      code: 'worker-failed',
      details: { exitCode: 7 },
    });
    await waiting;
    const second = await work.run('echo', { text: 'b' });
    expect(second.text).toBe('b');
    expect(second.threadId).not.toBe(first.threadId);
  });

  it('dispose fails the tasks in flight with `stopped` and refuses new ones', async () => {
    const work = host();
    const waiting = expect(work.run('waitForCancel', undefined)).rejects.toMatchObject({ code: 'stopped' });
    await work.run('echo', { text: 'up' });
    await work.dispose();
    await waiting;
    await expect(work.run('echo', { text: 'late' })).rejects.toMatchObject({ code: 'stopped' });
  });
});

describe('unpackedPath', () => {
  it('points a file inside app.asar at app.asar.unpacked when it was unpacked there, else leaves it', () => {
    const root = mkdtempSync(join(tmpdir(), 'mdm-asar-'));
    mkdirSync(join(root, 'app.asar.unpacked', 'dist', 'main'), { recursive: true });
    writeFileSync(join(root, 'app.asar.unpacked', 'dist', 'main', 'core-worker.cjs'), '');
    expect(unpackedPath(join(root, 'app.asar', 'dist', 'main', 'core-worker.cjs'))).toBe(
      join(root, 'app.asar.unpacked', 'dist', 'main', 'core-worker.cjs'),
    );
    expect(unpackedPath(join(root, 'app.asar', 'dist', 'main', 'other.cjs'))).toBe(
      join(root, 'app.asar', 'dist', 'main', 'other.cjs'),
    );
    expect(unpackedPath('/opt/app/dist/main/core-worker.cjs')).toBe('/opt/app/dist/main/core-worker.cjs');
  });
});
