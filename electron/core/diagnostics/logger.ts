/**
 * Core's log: one line per event worth knowing after the fact (start, the policy and its
 * problems, calls that failed with their code and HTTP status, job phases, damaged files),
 * each line redacted before any writer sees it. Writers are the shells' (the port): the
 * rotating file in the data folder (app, web shell), standard error (the CLI's --verbose).
 */
import { redactLogLine } from './redact-log';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where log lines go (the port a shell implements): each line whole, redacted, without a newline. */
export interface LogWriter {
  write(line: string): void;
  /** The files this writer keeps, newest first (a rotating file): they go into a diagnostics zip. */
  files?(): string[];
}

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /**
   * A value that must never appear in a line (a token core holds): from now on it is taken out
   * wherever it occurs, even where no pattern would recognise it.
   */
  addSecret(value: string | null | undefined): void;
  /** Text redacted as a log line is (for the diagnostics' other files). */
  redact(text: string): string;
  /** The files the writers keep, newest first. */
  files(): string[];
}

const LEVEL_WORD: Record<LogLevel, string> = { debug: 'DEBUG', info: 'INFO ', warn: 'WARN ', error: 'ERROR' };

/** Shorter values cannot be told from ordinary words (core's `redact` ignores them too). */
const MIN_SECRET_LENGTH = 4;

export interface LoggerOptions {
  clock?: () => Date;
}

export function createLogger(writers: readonly LogWriter[], options: LoggerOptions = {}): Logger {
  const clock = options.clock ?? (() => new Date());
  const secrets = new Set<string>();
  const redact = (text: string) => redactLogLine(text, [...secrets]);
  const log = (level: LogLevel) => (message: string) => {
    // One line per entry: a message's own line breaks would let a line pass for another entry.
    const line = redact(`${clock().toISOString()} ${LEVEL_WORD[level]} ${message.replace(/\r?\n/g, ' | ')}`);
    for (const writer of writers) {
      try {
        writer.write(line);
      } catch {
        // Logging never stops the app: a full disk or a closed stream loses a line, not the call.
      }
    }
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    addSecret(value) {
      const secret = value?.trim();
      if (secret && secret.length >= MIN_SECRET_LENGTH) secrets.add(secret);
    },
    redact,
    files: () => writers.flatMap((writer) => writer.files?.() ?? []),
  };
}

/** A logger that writes nowhere (a core without a log: tests, tools). */
export const silentLogger = (): Logger => createLogger([]);
