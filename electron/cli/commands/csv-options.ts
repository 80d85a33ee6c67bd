// Option parsing and file streaming shared by validate and convert.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { CsvEncoding, Separator } from '../../../shared/users-csv/detection';
import { csvSeparatorOfWord } from '../../../shared/csv/separator';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { UsageError } from '../io';

/** Exit code of validate and convert for a file that is no readable CSV (empty, white space, binary): as for a wrong call. */
export const EXIT_UNREADABLE = 2;

const SEPARATORS = ['auto', 'comma', 'semicolon', 'tab', 'pipe'] as const;
const ENCODINGS = ['auto', 'utf-8', 'windows-1252', 'utf-16le', 'utf-16be'] as const;

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
}

export function readSeparator(value: string | undefined): 'auto' | Separator {
  return oneOf('separator', value, SEPARATORS, 'auto');
}

export function readEncoding(value: string | undefined): 'auto' | CsvEncoding {
  return oneOf('encoding', value, ENCODINGS, 'auto');
}

/** `--separator comma|semicolon` of the upload file (default comma). */
export function uploadSeparator(value: string | undefined): CsvSeparator {
  return csvSeparatorOfWord(oneOf('separator', value, ['comma', 'semicolon'] as const, 'comma'))!;
}

export function positiveInteger(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${flag} must be a whole number, not "${value}"`);
  return Number(value);
}

export function oneFile(positionals: string[]): string {
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? 'name the CSV file' : `give exactly one file, not ${positionals.length}`,
    );
  return positionals[0]!;
}

/** The file's bytes in chunks, for the engine; rejects with a readable message when the file cannot be read. */
export async function* fileChunks(file: string, cwd: string): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of createReadStream(path.resolve(cwd, file), { highWaterMark: 64 * 1024 }))
      yield chunk as Buffer;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'missing' : code === 'EISDIR' ? 'folder' : code === 'EACCES' ? 'denied' : null;
    const detail = (error as Error).message;
    throw new FileReadError(`cannot read ${file}: ${why ? REASON_TEXT[why] : detail}`, { file, why, detail });
  }
}

/** Why a file could not be read: one of the common reasons, or the system's own words. */
export type FileReadReason = 'missing' | 'folder' | 'denied';

const REASON_TEXT: Record<FileReadReason, string> = {
  missing: 'no such file',
  folder: 'it is a folder',
  denied: 'permission denied',
};

export class FileReadError extends Error {
  constructor(
    message: string,
    /** The file that could not be opened or read, and why (`detail`: the system's words). */
    readonly unreadable?: { file: string; why: FileReadReason | null; detail: string },
  ) {
    super(message);
  }
}
