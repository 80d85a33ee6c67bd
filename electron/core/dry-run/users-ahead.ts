/**
 * The organization's users read for a comparison before its upload is staged. A command that
 * checks and stages a big file first (the CLI's `import-users --dry-run`) starts the read,
 * which waits on the server while the file is checked; the dry run of that upload takes it
 * over when it starts, told of the pages read so far, and its cancel stops it. One that no
 * run takes is stopped when the caller starts another or goes away; its failure is the run's
 * to report, never the process's.
 */
import type { ConnectionRef } from '../../../shared/models/connection';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import type { ServerDirectory } from './server-directory';

export interface DirectoryRead {
  directory: ServerDirectory;
  reads: number;
}

export type OnPage = (read: number, total: number | null) => void;

export interface UsersAhead {
  /** Whether this read is of the users a run asks for: the same connection and id column. */
  matches(connection: ConnectionRef | undefined, idColumn: IdColumn | null): boolean;
  /** Taken over by a run: its pages are told to `onPage` from now (the last one at once); `signal` stops it. */
  adopt(onPage: OnPage, signal: AbortSignal): Promise<DirectoryRead>;
  cancel(): void;
}

const keyOf = (connection: ConnectionRef | undefined, idColumn: IdColumn | null) =>
  JSON.stringify([
    connection?.kind ?? null,
    connection && 'id' in connection ? connection.id : null,
    connection && 'baseUrl' in connection ? connection.baseUrl : null,
    connection?.organization ?? null,
    idColumn,
  ]);

export function usersAhead(
  connection: ConnectionRef | undefined,
  idColumn: IdColumn | null,
  read: (signal: AbortSignal, onPage: OnPage) => Promise<DirectoryRead>,
): UsersAhead {
  const controller = new AbortController();
  let told: OnPage | null = null;
  let last: [number, number | null] | null = null;
  const result = read(controller.signal, (pages, total) => {
    last = [pages, total];
    told?.(pages, total);
  });
  result.catch(() => undefined);
  const key = keyOf(connection, idColumn);
  return {
    matches: (other, otherIdColumn) => keyOf(other, otherIdColumn) === key,
    adopt(onPage, signal) {
      told = onPage;
      if (last) onPage(...last);
      if (signal.aborted) controller.abort();
      else signal.addEventListener('abort', () => controller.abort(), { once: true });
      return result;
    },
    cancel: () => controller.abort(),
  };
}
