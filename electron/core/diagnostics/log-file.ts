import path from 'node:path';
import type { LogWriter } from './logger';
import { redactLogLine } from './redact-log';
import { RotatingLogFile } from './rotating-log-file';

/** Where the log lives in a data folder (the app's and the web shell's). */
export const LOG_DIR = 'logs';
/** Five files of 1 MiB: weeks of ordinary use, and a diagnostics zip that stays small. */
const MAX_BYTES = 1024 * 1024;
const MAX_FILES = 5;

/**
 * The app's log file in its data folder (`logs/mdm-admin.log`, rotated), or null when it cannot
 * be made (a read-only folder): the app then runs without a log rather than not at all.
 */
export function openLogFile(dataDir: string): LogWriter | null {
  try {
    const file = new RotatingLogFile({
      dir: path.join(dataDir, LOG_DIR),
      maxBytes: MAX_BYTES,
      maxFiles: MAX_FILES,
      // Core's logger has redacted the line already, with the tokens it knows; the patterns run
      // again here so that nothing reaches the file unredacted, whoever writes to it.
      redact: (line) => redactLogLine(line),
    });
    return { write: (line) => file.write(line), files: () => file.files() };
  } catch {
    return null;
  }
}
