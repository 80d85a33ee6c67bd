/**
 * The worker thread's side: runs the tasks the main thread asks for, several at a time
 * (each is mostly waiting on the disk), and answers each with its value or its error.
 */
import { parentPort } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { AppError, errorText } from '../errors';
import type { HostMessage, SerializedError, TaskTable, WorkerMessage } from './work-protocol';

function serialize(error: unknown): SerializedError {
  if (error instanceof AppError) {
    return error.details === undefined ? { code: error.code } : { code: error.code, details: error.details };
  }
  return { code: 'internal', details: { error: errorText(error) } };
}

export function serveTasks(table: TaskTable, port: MessagePort | null = parentPort): void {
  if (!port) throw new AppError('internal', { invariant: 'tasks-outside-worker' });
  const running = new Map<number, AbortController>();
  const answer = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

  port.on('message', (message: HostMessage) => {
    if (message.type === 'cancel') {
      running.get(message.id)?.abort();
      return;
    }
    const { id, task, input } = message;
    const handler = Object.prototype.hasOwnProperty.call(table, task) ? table[task] : undefined;
    if (!handler) {
      answer({ type: 'failed', id, error: { code: 'internal', details: { invariant: 'no-such-task', task } } });
      return;
    }
    const controller = new AbortController();
    running.set(id, controller);
    const transfer: ArrayBuffer[] = [];
    Promise.resolve()
      .then(() =>
        handler(input as never, { signal: controller.signal, transfer: (...buffers) => transfer.push(...buffers) }),
      )
      .then(
        (value) => answer({ type: 'done', id, value }, transfer),
        (error: unknown) => answer({ type: 'failed', id, error: serialize(error) }),
      )
      .finally(() => running.delete(id));
  });
}
