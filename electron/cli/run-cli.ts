import type { CommandEntry } from './command';
import { isLazy } from './command';
import { COMMANDS } from './commands/index';
import { EXIT, UsageError } from './io';
import type { CliIo } from './io';

/** The version, loaded with core's public face only when asked (start-up need not load core). */
async function appVersion(): Promise<string> {
  return (await import('../core/index')).APP_VERSION;
}

export function helpText(commands: readonly CommandEntry[], version: string): string {
  const width = Math.max('--version'.length, ...commands.map((c) => c.name.length));
  const lines = [
    `mdm-admin ${version}: the MDM Admin command line`,
    '',
    'Usage: mdm-admin COMMAND [options]',
    '       mdm-admin COMMAND --help',
    '',
    'Commands:',
    ...(commands.length > 0 ? commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`) : ['  (none yet)']),
    '',
    'Options:',
    `  ${'--help'.padEnd(width)}  show this help`,
    `  ${'--version'.padEnd(width)}  print the version`,
    `  ${'--verbose'.padEnd(width)}  also write the log lines (redacted) to stderr; with any command`,
    '',
  ];
  return lines.join('\n');
}

/**
 * `--verbose` is global: it may stand anywhere before a `--` (after which every word is the
 * command's), and is taken out before the command parses its own options.
 */
export function takeVerbose(argv: readonly string[]): { args: string[]; verbose: boolean } {
  const end = argv.indexOf('--');
  const options = end === -1 ? argv : argv.slice(0, end);
  const args = options.filter((arg) => arg !== '--verbose');
  return {
    args: end === -1 ? args : [...args, ...argv.slice(end)],
    verbose: args.length !== options.length,
  };
}

/** Runs one command line; returns the exit code. Never throws. */
export async function runCli(
  argv: readonly string[],
  givenIo: CliIo,
  commands: readonly CommandEntry[] = COMMANDS,
): Promise<number> {
  const { args, verbose } = takeVerbose(argv);
  const io = verbose ? { ...givenIo, verbose: true } : givenIo;
  const [first, ...rest] = args;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.stdout.write(helpText(commands, await appVersion()));
    return first === undefined ? EXIT.usage : EXIT.ok;
  }
  if (first === '--version' || first === '-v') {
    io.stdout.write(`${await appVersion()}\n`);
    return EXIT.ok;
  }
  const entry = commands.find((c) => c.name === first);
  if (!entry) {
    io.stderr.write(`mdm-admin: unknown command ${JSON.stringify(first)}. Run "mdm-admin --help" for the list.\n`);
    return EXIT.usage;
  }
  const command = isLazy(entry) ? await entry.load() : entry;
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(command.usage.endsWith('\n') ? command.usage : `${command.usage}\n`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      io.stderr.write(`mdm-admin ${command.name}: ${error.message}\n\n${command.usage}\n`);
      return EXIT.usage;
    }
    // Core's errors are codes, worded from the catalogue in the terminal's language. Told
    // apart by name so that start-up need not load core (it is loaded here only on failure).
    const said =
      error instanceof Error && error.name === 'AppError'
        ? (await import('./connection-options')).cliMessage(error, io.env)
        : error instanceof Error
          ? error.message
          : String(error);
    io.stderr.write(`mdm-admin ${command.name}: ${said}\n`);
    return 1;
  }
}
