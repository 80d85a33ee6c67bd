/** What a command may touch of the outside world, so that tests can run commands in-process. */
export interface CliIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM). */
  signal: AbortSignal;
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, usage: 2 } as const;

export class UsageError extends Error {}
