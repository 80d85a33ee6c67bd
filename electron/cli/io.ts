/** What a command may touch of the outside world, so that tests can run commands in-process. */
export interface CliIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM). */
  signal: AbortSignal;
  /** Standard input, read whole (profiles add --token-stdin); absent: nothing to read. */
  stdin?: { isTTY?: boolean; readAll(): Promise<string> };
  /** --verbose: core's log lines (redacted, as in the app's log file) go to stderr too. */
  verbose?: boolean;
  /** Pauses between import job reads (default: 0.25 s doubling to 5 s); tests shorten them. */
  jobPoll?: { initialMs?: number; maxMs?: number; deadlineMs?: number };
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, usage: 2 } as const;

export class UsageError extends Error {}
