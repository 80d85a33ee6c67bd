/**
 * The messages between core's main thread and its worker thread: a task by name with its
 * input, a cancel, and the answer (a value, or an error as AppError's fields).
 */

export interface TaskContext {
  /** Aborted when the caller cancels or core stops; a long task checks it between steps. */
  signal: AbortSignal;
  /** Buffers of the result to move to the main thread instead of copying them. */
  transfer(...buffers: ArrayBuffer[]): void;
}

/** `never` input: every task handler, whatever it takes, fits the table. */
export type TaskHandler = (input: never, context: TaskContext) => unknown;
export type TaskTable = Record<string, TaskHandler>;
export type TaskInput<T extends TaskTable, K extends keyof T> = Parameters<T[K]>[0];
export type TaskOutput<T extends TaskTable, K extends keyof T> = Awaited<ReturnType<T[K]>>;

/** An error crossing from the worker: its code and parameters (core's errors carry no sentence). */
export interface SerializedError {
  code: string;
  details?: Record<string, unknown>;
}

export type HostMessage = { type: 'run'; id: number; task: string; input: unknown } | { type: 'cancel'; id: number };

export type WorkerMessage =
  { type: 'done'; id: number; value: unknown } | { type: 'failed'; id: number; error: SerializedError };
