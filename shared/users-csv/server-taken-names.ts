/**
 * The login names a file's derivation must avoid on the server, found with as few lookups as
 * the server's answers allow: a first pass over the file collects the plain derived names
 * (`DerivedNameCandidates`, how many records derive each), then `serverTakenNames` looks up
 * each plain name and as many numbered ones (`base2`, `base3`, ...) as the file needs, in
 * rounds, until every candidate the writing pass can come to is known. A name is taken only
 * for someone else: a server user whose given name and surname fold to the claiming record's
 * person keeps the name for that record, so that overwriting updates them; where both the
 * server's user and the record have a key (the school's ID), the keys decide instead.
 */
import type { DerivedValue } from './record-derivation';
import type { TakenNames } from './name-registry';
import { personKey } from './person-fold';

/** A user the server answered for a looked-up name. */
export interface ServerLogin {
  name: string;
  givenName?: string | undefined;
  surName?: string | undefined;
  /** The person's key on the server (the school's ID, id-column.ts), where it has one. */
  key?: string | undefined;
}

/** Looks names up on the server (in batches, every page): the users found with exactly those names. */
export type LoginLookup = (names: string[]) => Promise<Iterable<ServerLogin>>;

/** The plain derived login names of one pass over a file, each with the number of records deriving it. */
export class DerivedNameCandidates {
  /** Plain name (lower case) -> records that derived it. */
  private readonly counts = new Map<string, number>();

  /** A record's derived values (the `onDerived` of a validation, or a `RecordDerivation`'s). */
  add(derived: readonly DerivedValue[]): void {
    for (const d of derived) {
      if (d.column !== 'name') continue;
      const plain = d.suffix === null ? d.value : d.value.slice(0, -String(d.suffix).length);
      const key = plain.toLowerCase();
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
  }

  get size(): number {
    return this.counts.size;
  }

  entries(): IterableIterator<[string, number]> {
    return this.counts.entries();
  }
}

const numbered = (plain: string, n: number) => (n === 1 ? plain : `${plain}${n}`);

/**
 * The server's users of the candidates' names, as `TakenNames` for the writing pass. For each
 * plain name derived by c records, the names plain, plain2, ... up to plain(c + t) are looked
 * up, t being how many of them the server already holds; a round looks up only what the last
 * one made necessary (a server whose search matches more than the exact name answers the
 * numbered ones at once, and then the first round is the only one).
 */
export async function serverTakenNames(candidates: DerivedNameCandidates, lookUp: LoginLookup): Promise<TakenNames> {
  /** Login (lower case) -> its user's person key (null: no names answered). */
  const found = new Map<string, string | null>();
  /** Login (lower case) -> its user's key (the school's ID), where it has one. */
  const keys = new Map<string, string>();
  /** Per plain name: how many of its numbered names were looked up. */
  const asked = new Map<string, number>();
  let round: string[] = [];
  for (const [plain, count] of candidates.entries()) {
    asked.set(plain, count);
    for (let n = 1; n <= count; n++) round.push(numbered(plain, n));
  }
  while (round.length > 0) {
    for (const user of await lookUp(round)) {
      const login = user.name.trim().toLowerCase();
      found.set(login, personKey(user.givenName ?? '', user.surName ?? ''));
      const key = user.key?.trim() ?? '';
      if (key !== '') keys.set(login, key);
    }
    round = [];
    for (const [plain, count] of candidates.entries()) {
      const looked = asked.get(plain)!;
      let taken = 0;
      for (let n = 1; n <= looked; n++) if (found.has(numbered(plain, n))) taken++;
      const needed = count + taken;
      for (let n = looked + 1; n <= needed; n++) round.push(numbered(plain, n));
      asked.set(plain, Math.max(looked, needed));
    }
  }
  return {
    isTaken(value, person, lineKey = '') {
      const login = value.toLowerCase();
      if (!found.has(login)) return false;
      // Both have the school's ID: it alone says whether they are one person (two pupils of one name are two).
      const heldFor = keys.get(login);
      if (heldFor !== undefined && lineKey !== '') return heldFor !== lineKey;
      const holder = found.get(login)!;
      return holder === null || person === null || person === undefined || holder !== person;
    },
  };
}
