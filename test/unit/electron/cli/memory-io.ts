import type { CliIo } from '../../../../electron/cli/io';

/**
 * A CliIo that records what a command printed. `stdin`, when given, is what was piped in
 * (a string) or a terminal (`{ tty: true }`).
 */
export function memoryIo(
  env: Record<string, string | undefined> = {},
  cwd = process.cwd(),
  stdin?: string | { tty: true },
): CliIo & { out(): string; err(): string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (text: string) => (out += text), isTTY: false },
    stderr: { write: (text: string) => (err += text), isTTY: false },
    env,
    cwd,
    signal: new AbortController().signal,
    // Import jobs on the demo server finish in milliseconds; the spec's 1 s pacing would only slow tests.
    jobPoll: { initialMs: 20, maxMs: 100 },
    ...(stdin === undefined
      ? {}
      : {
          stdin:
            typeof stdin === 'string'
              ? { isTTY: false, readAll: async () => stdin }
              : { isTTY: true, readAll: async () => '' },
        }),
    out: () => out,
    err: () => err,
  };
}
