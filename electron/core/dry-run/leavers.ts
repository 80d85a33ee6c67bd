/**
 * The users a dry run's file does not name (shared/models/leavers.ts), read from the
 * organization's users it kept (server-directory.ts): one at a time in the server's order
 * (the CLI, a job part acting on them), or packed for a window a slice at a time, with a turn
 * of core's loop between slices so that 100,000 users never block it for long.
 */
import type { Leaver, PackedLeavers } from '../../../shared/models/leavers';
import { packLeaver, USER_SEPARATOR } from '../../../shared/models/leavers';
import { nextTurn } from '../support/next-turn';
import type { ServerDirectory } from './server-directory';

/** Users packed between two turns: a few milliseconds of work (some 20 on a busy machine). */
const USERS_PER_TURN = 1_000;

export function* leaversOf(directory: ServerDirectory): Generator<Leaver> {
  for (let user = 0; user < directory.size; user++) {
    if (directory.isNamed(user)) continue;
    yield {
      name: directory.name(user),
      givenName: directory.field(user, 'givenName'),
      surName: directory.field(user, 'surName'),
      position: directory.field(user, 'position'),
      email: directory.field(user, 'email'),
      key: directory.key(user),
    };
  }
}

export async function packLeavers(directory: ServerDirectory): Promise<PackedLeavers> {
  const pieces: string[] = [];
  let count = 0;
  for (const leaver of leaversOf(directory)) {
    if (count > 0 && count % USERS_PER_TURN === 0) await nextTurn();
    pieces.push(packLeaver(leaver));
    count++;
  }
  return { count, idColumn: directory.idColumn, text: pieces.join(USER_SEPARATOR) };
}
