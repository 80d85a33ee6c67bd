/** A worker for the host's own tests: tasks that answer, fail, crash, wait for a cancel. */
import { isMainThread, threadId } from 'node:worker_threads';
import { AppError } from '../../../../../electron/core/errors';
import type { TaskContext } from '../../../../../electron/core/work/work-protocol';
import { serveTasks } from '../../../../../electron/core/work/work-runtime';

export const fixtureTasks = {
  echo: (input: { text: string }) => ({ text: input.text, threadId }),
  fail: () => {
    throw new AppError('corrupt-file', { path: '/x/report.json' });
  },
  throwPlain: () => {
    throw new TypeError('boom');
  },
  crash: () => process.exit(7),
  waitForCancel: (_input: undefined, { signal }: TaskContext) =>
    new Promise<string>((resolve) => signal.addEventListener('abort', () => resolve('cancelled'))),
  bytes: (input: { size: number }, { transfer }: TaskContext) => {
    const bytes = new Uint8Array(input.size).fill(7);
    transfer(bytes.buffer);
    return bytes;
  },
  sum: (input: { numbers: Uint32Array }) => input.numbers.reduce((a, b) => a + b, 0),
};

if (!isMainThread) serveTasks(fixtureTasks);
