import type { CliIo } from '../../../../electron/cli/io';

/** A CliIo that records what a command printed. */
export function memoryIo(env: Record<string, string | undefined> = {}, cwd = process.cwd()): CliIo & { out(): string; err(): string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (text: string) => (out += text), isTTY: false },
    stderr: { write: (text: string) => (err += text), isTTY: false },
    env,
    cwd,
    signal: new AbortController().signal,
    out: () => out,
    err: () => err,
  };
}
