import type { CliIo } from './io';

export interface Command {
  name: string;
  /** One line for `mdm-admin --help`. */
  summary: string;
  /** The full usage text for `mdm-admin NAME --help`. */
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}

/**
 * A command as `mdm-admin --help` lists it, its module loaded only when it is the one asked
 * for: start-up then costs what that command imports, not what every command does (the
 * HTTP stack, the stores, pdfkit; the CLI bundle splits at each `import()`).
 */
export interface LazyCommand {
  name: string;
  summary: string;
  load(): Promise<Command>;
}

export type CommandEntry = Command | LazyCommand;

export function isLazy(entry: CommandEntry): entry is LazyCommand {
  return 'load' in entry;
}
