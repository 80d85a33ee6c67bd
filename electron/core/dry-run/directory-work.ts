/**
 * The organization's users read for a comparison, in core's worker thread: the main thread
 * asks the pages (the client's dialects, retries and refusals) and hands each page's text on;
 * here it is parsed (JSON, the plain list envelope, the found users) as it comes and kept until
 * the page walk takes it, in order, into the directory (a page asked at an offset the walk
 * did not reach is never taken); at the end the directory's typed arrays move to the main
 * thread (server-directory.ts, `toParts`). So the parsing and the directory's tables, some
 * 0.5 s of 100,000 users, run beside the file's check instead of on its thread. A page this
 * cannot read plainly (not JSON, another envelope) is read by the main thread, which words
 * its error as the client always has, and handed over as found users.
 */
import { plainRecordPage } from '../../../shared/api/client-responses';
import type { ServerRecord } from '../../../shared/models/query';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import type { FoundUser } from '../api/api-client';
import { foundUsers } from '../api/found-user';
import { AppError } from '../errors';
import type { TaskContext } from '../work/work-protocol';
import { partsBuffers, ServerDirectory } from './server-directory';
import type { DirectoryParts } from './server-directory';

interface Session {
  directory: ServerDirectory;
  /** Pages read and not yet taken, by their number. */
  pages: Map<number, FoundUser[]>;
  /** The last page taken: a server that ignores the offset answers it again. */
  last: FoundUser[] | null;
}

const sessions = new Map<string, Session>();

function opened(session: string, idColumn: IdColumn | null): Session {
  let open = sessions.get(session);
  if (!open) {
    open = { directory: new ServerDirectory(idColumn), pages: new Map(), last: null };
    sessions.set(session, open);
  }
  return open;
}

function existing(session: string): Session {
  const open = sessions.get(session);
  if (!open) throw new AppError('internal', { invariant: 'no-directory-session', session });
  return open;
}

export type PageRead = { plain: false } | { plain: true; total: number | null; count: number };

/** The same test as the page walk's: the same records, as their JSON says (page-walk.ts). */
function samePage(page: readonly FoundUser[], previous: readonly FoundUser[]): boolean {
  if (page.length !== previous.length) return false;
  const last = page.length - 1;
  if (JSON.stringify(page[0]) !== JSON.stringify(previous[0])) return false;
  if (JSON.stringify(page[last]) !== JSON.stringify(previous[last])) return false;
  return JSON.stringify(page) === JSON.stringify(previous);
}

export const directoryTasks = {
  /** A page's text read and kept (number `page` of the read); not plain: the main thread reads it. */
  directoryRead(input: { session: string; idColumn: IdColumn | null; page: number; body: string }): PageRead {
    let body: unknown;
    try {
      body = JSON.parse(input.body);
    } catch {
      return { plain: false };
    }
    const page = plainRecordPage(body);
    if (!page) return { plain: false };
    const users = foundUsers(page.results as ServerRecord[]);
    opened(input.session, input.idColumn).pages.set(input.page, users);
    return { plain: true, total: page.total, count: users.length };
  },

  /** A page the main thread read, kept as one read here. */
  directoryPut(input: { session: string; idColumn: IdColumn | null; page: number; users: FoundUser[] }): void {
    opened(input.session, input.idColumn).pages.set(input.page, input.users);
  },

  /** Whether page `page` holds what the last page taken held. */
  directorySame(input: { session: string; page: number }): boolean {
    const open = existing(input.session);
    const page = open.pages.get(input.page);
    return page !== undefined && open.last !== null && samePage(page, open.last);
  },

  /** The walk hands page `page` on: its users go into the directory, in the order taken. */
  directoryTake(input: { session: string; page: number }): void {
    const open = existing(input.session);
    const users = open.pages.get(input.page);
    if (!users) throw new AppError('internal', { invariant: 'no-directory-page', page: input.page });
    open.pages.delete(input.page);
    for (const user of users) open.directory.add(user);
    open.last = users;
  },

  /** The directory of the pages taken, moved to the main thread; the pages not taken are dropped. */
  directoryFinish(input: { session: string; idColumn: IdColumn | null }, context: TaskContext): DirectoryParts {
    const parts = opened(input.session, input.idColumn).directory.toParts();
    sessions.delete(input.session);
    context.transfer(...partsBuffers(parts));
    return parts;
  },

  /** A read that failed or was cancelled: its pages are dropped. */
  directoryDrop(input: { session: string }): void {
    sessions.delete(input.session);
  },
};
