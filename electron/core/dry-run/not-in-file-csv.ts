/**
 * The organization's users the file does not name, as the CSV a person reviews before deciding
 * in the portal (name, email, givenName, surName): written by the project's one CSV writer (its
 * formula guard: a name starting with `=` is shown, not run), in pieces of a few thousand users
 * so that no turn of core's loop builds the whole list. It holds personal data: the file is
 * readable by its owner alone (0600) and never written over an existing one.
 */
import { open } from 'node:fs/promises';
import { csvFormatOf, preambleOf } from '../../../shared/csv/export-format';
import type { ExportFormat } from '../../../shared/csv/export-format';
import { csvLine } from '../../../shared/csv/csv-writer';
import { NOT_IN_FILE_COLUMNS } from '../../../shared/models/dry-run-comparison';
import { AppError } from '../errors';
import type { ServerDirectory } from './server-directory';

const USERS_PER_PIECE = 5_000;

/**
 * The list's text, a piece at a time: the header, then the users no line names, in the
 * server's order; in the export format asked (separator, BOM), commas without a BOM by default.
 */
export function* notInFileCsv(
  directory: ServerDirectory,
  format?: ExportFormat,
  signal?: AbortSignal,
): Generator<string> {
  const csv = csvFormatOf(format);
  yield preambleOf(format) + csvLine(NOT_IN_FILE_COLUMNS, csv);
  let piece = '';
  let inPiece = 0;
  for (let user = 0; user < directory.size; user++) {
    if (directory.isNamed(user)) continue;
    piece += csvLine(
      [
        directory.name(user),
        directory.field(user, 'email'),
        directory.field(user, 'givenName'),
        directory.field(user, 'surName'),
      ],
      csv,
    );
    if (++inPiece === USERS_PER_PIECE) {
      if (signal?.aborted) throw new AppError('cancelled', { what: 'list' });
      yield piece;
      piece = '';
      inPiece = 0;
    }
  }
  if (piece !== '') yield piece;
}

/** A user the file does not name, as the server has them: what a leavers part sends (jobs/leavers/). */
export interface LeaverRow {
  name: string;
  email: string;
  givenName: string;
  surName: string;
  /** Present where the server had them deactivated already (an unconfirmed start's check leaves them out). */
  activated?: false;
}

/** The users no line names, in the server's order. */
export function leaverRows(directory: ServerDirectory): LeaverRow[] {
  const rows: LeaverRow[] = [];
  for (let user = 0; user < directory.size; user++) {
    if (directory.isNamed(user)) continue;
    rows.push({
      name: directory.name(user),
      email: directory.field(user, 'email'),
      givenName: directory.field(user, 'givenName'),
      surName: directory.field(user, 'surName'),
      ...(directory.isDeactivated(user) ? { activated: false as const } : {}),
    });
  }
  return rows;
}

/** Writes the pieces to a new file (0600; an existing one is never overwritten). */
export async function writeNotInFileCsv(pieces: Iterable<string>, file: string): Promise<void> {
  let handle;
  try {
    handle = await open(file, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new AppError('invalid-argument', { reason: 'file-exists', file });
    throw new AppError(
      'storage',
      { reason: 'create', file, problem: (error as NodeJS.ErrnoException).code ?? (error as Error).message },
      { cause: error },
    );
  }
  try {
    // Each write waits for the disk: the loop turns between two pieces.
    for (const piece of pieces) await handle.write(piece);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
