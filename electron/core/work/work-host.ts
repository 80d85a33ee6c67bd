/**
 * Core's worker thread, seen from the main thread: heavy work (parsing, joining, exporting,
 * writing big files) is sent here as typed tasks so that the process that runs core (in
 * Electron, the one that draws every window) never blocks its event loop for long.
 *
 * The thread starts on the first task and is unreferenced while idle (it never keeps a CLI
 * run alive). A task can be cancelled; an error comes back as AppError; if the thread dies,
 * the tasks in flight fail with `worker-failed` and the next task starts a new thread.
 */
import { isErrorCode } from '../../../shared/errors/error-code';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import type { HostMessage, TaskInput, TaskOutput, TaskTable, WorkerMessage } from './work-protocol';

export interface RunOptions {
  signal?: AbortSignal;
  /** Buffers of the input to move to the worker instead of copying them. */
  transfer?: ArrayBuffer[];
}

export interface WorkHost<T extends TaskTable> {
  run<K extends keyof T & string>(task: K, input: TaskInput<T, K>, options?: RunOptions): Promise<TaskOutput<T, K>>;
  /** Tasks sent and not yet answered. */
  readonly busy: number;
  /** Stops the thread; tasks in flight fail with `stopped`. */
  dispose(): Promise<void>;
}

export interface WorkHostOptions {
  /** The worker's entry: a bundled .cjs/.js file, or a .ts source file (tests, `tsx`), run through tsx. */
  entry: URL;
  /** The thread's name in debuggers and heap snapshots. */
  name: string;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  settle(): void;
}

/** tsx's ESM API (its `import` export: require.resolve would give the CommonJS one). */
function tsxEsmApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return new URL(manifest.exports['./esm/api'].import.default, pathToFileURL(manifestPath)).href;
}

/**
 * A .ts entry runs through tsx's loader, registered inside the thread before the entry is
 * imported (Node 20 does not apply an `--import` of execArgv to a worker's own entry).
 */
function tsWorker(entry: URL, name: string): Worker {
  const code = `import(${JSON.stringify(tsxEsmApi())})
  .then((api) => api.register())
  .then(() => import(${JSON.stringify(entry.href)}));`;
  return new Worker(code, { eval: true, name });
}

/** Inside a packaged app the worker file is unpacked beside app.asar (see electron-builder.yml). */
export function unpackedPath(file: string): string {
  const unpacked = file.replace(/\.asar([\\/])/, '.asar.unpacked$1');
  return unpacked !== file && existsSync(unpacked) ? unpacked : file;
}

export function createWorkHost<T extends TaskTable>(options: WorkHostOptions): WorkHost<T> {
  let worker: Worker | null = null;
  let nextId = 1;
  let disposed = false;
  const pending = new Map<number, Pending>();

  const failAll = (error: AppError) => {
    for (const entry of [...pending.values()]) {
      entry.settle();
      entry.reject(error);
    }
  };

  const start = (): Worker => {
    const created = options.entry.pathname.endsWith('.ts')
      ? tsWorker(options.entry, options.name)
      : new Worker(unpackedPath(fileURLToPath(options.entry)), { name: options.name });
    created.on('message', (message: WorkerMessage) => {
      const entry = pending.get(message.id);
      if (!entry) return; // cancelled meanwhile
      entry.settle();
      if (message.type === 'done') entry.resolve(message.value);
      else
        entry.reject(
          new AppError(isErrorCode(message.error.code) ? message.error.code : 'internal', message.error.details),
        );
    });
    let failure: string | null = null;
    created.on('error', (error) => {
      failure = error.message;
    });
    created.on('exit', (code) => {
      if (worker === created) worker = null;
      if (disposed) return;
      failAll(new AppError('worker-failed', { exitCode: code, ...(failure ? { failure } : {}) }));
    });
    return created;
  };

  return {
    get busy() {
      return pending.size;
    },
    run(task, input, runOptions = {}) {
      const { signal } = runOptions;
      if (disposed) return Promise.reject(new AppError('stopped'));
      if (signal?.aborted) return Promise.reject(new AppError('cancelled'));
      const current = (worker ??= start());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          if (!pending.has(id)) return;
          pending.get(id)!.settle();
          current.postMessage({ type: 'cancel', id } satisfies HostMessage);
          reject(new AppError('cancelled'));
        };
        pending.set(id, {
          resolve: resolve as (value: unknown) => void,
          reject,
          settle: () => {
            pending.delete(id);
            signal?.removeEventListener('abort', onAbort);
            // An idle thread does not keep the process alive (the CLI ends when its work does).
            if (pending.size === 0) worker?.unref();
          },
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        current.ref();
        current.postMessage({ type: 'run', id, task, input } satisfies HostMessage, runOptions.transfer ?? []);
      });
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      failAll(new AppError('stopped'));
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}
