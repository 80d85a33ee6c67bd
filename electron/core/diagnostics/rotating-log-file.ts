import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../errors';

export interface RotatingLogFileOptions {
  /** The folder of the log files (the app's data folder's logs/). */
  dir: string;
  /** The current file; older ones get .1, .2, ... (newest first). */
  fileName?: string;
  /** A file is rotated before a line would take it past this size. */
  maxBytes: number;
  /** How many files are kept in all, the current one included (at least 1). */
  maxFiles: number;
  /** Applied to every line before it is written: the log file never sees what it takes out. */
  redact: (line: string) => string;
}

/**
 * A size-rotated log: lines are appended to `mdm-admin.log` synchronously (so that the lines
 * before a crash are on disk, in order); before a line would push the file past `maxBytes`, the
 * files shift (`.log` to `.log.1`, `.log.1` to `.log.2`, ...) and the oldest beyond `maxFiles`
 * is deleted. A line is never split across files; one longer than `maxBytes` gets a file of its own.
 */
export class RotatingLogFile {
  readonly file: string;
  private size: number;

  constructor(private readonly options: RotatingLogFileOptions) {
    if (options.maxFiles < 1) throw new AppError('internal', { invariant: 'max-files-at-least-1' });
    if (options.maxBytes < 1) throw new AppError('internal', { invariant: 'max-bytes-at-least-1' });
    mkdirSync(options.dir, { recursive: true });
    this.file = path.join(options.dir, options.fileName ?? 'mdm-admin.log');
    this.size = existsSync(this.file) ? statSync(this.file).size : 0;
  }

  /** The files that exist, newest first. */
  files(): string[] {
    return [this.file, ...this.rotatedNames()].filter((file) => existsSync(file));
  }

  write(line: string): void {
    const redacted = this.options.redact(line);
    const text = redacted.endsWith('\n') ? redacted : `${redacted}\n`;
    const bytes = Buffer.byteLength(text);
    if (this.size > 0 && this.size + bytes > this.options.maxBytes) this.rotate();
    appendFileSync(this.file, text);
    this.size += bytes;
  }

  private rotatedNames(): string[] {
    return Array.from({ length: this.options.maxFiles - 1 }, (_, i) => `${this.file}.${i + 1}`);
  }

  private rotate(): void {
    const names = [this.file, ...this.rotatedNames()];
    rmSync(names.at(-1)!, { force: true });
    for (let i = names.length - 2; i >= 0; i -= 1) {
      if (existsSync(names[i]!)) renameSync(names[i]!, names[i + 1]!);
    }
    this.size = 0;
  }
}
