import type { CliIo } from './io';

export interface Command {
  name: string;
  /** One line for `mdm-admin --help`. */
  summary: string;
  /** The full usage text for `mdm-admin NAME --help`. */
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}
