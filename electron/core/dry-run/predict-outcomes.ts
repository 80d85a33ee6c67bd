/**
 * What the server will answer for each line, from the users it already has: the server's
 * own order of decisions, line after line (a line that stores a user changes what the later
 * lines meet). A user that exists and overwrite is off: SKIPPED (decided first). Another
 * user holds the e-mail address: FAILED. Otherwise the user is stored: SUCCESS, or
 * OVERWRITTEN for an existing one (whose old address is then free).
 *
 * What the lines store is remembered only for the names and addresses a later line can meet
 * again (the census's repeated keys) and the server's users: for a million distinct lines,
 * two small maps instead of two of a million entries. Where the organization's users were all
 * read for the comparison, they are not copied into the maps at all: the prediction asks them
 * (`ServerUsers`, directory-lookup.ts), and the maps hold only what the lines change.
 */
import { PREDICTION_CODE } from '../../../shared/models/dry-run';
import type { PredictionNote } from '../../../shared/models/dry-run';
import { KeyMap } from './key-shards';
import type { KeyLookup } from './repeated-keys';
import type { FoundUser } from '../api/api-client';
import { inTurns } from './in-turns';
import type { KnownUsers } from './user-lookup';

export interface Holder {
  /** The user's name in lower case (the key), and as the server spells it. */
  key: string;
  name: string;
}

/** The server's users as the prediction meets them, asked by key (lower case). */
export interface ServerUsers {
  /** Whether a user has this name. */
  hasName(nameKey: string): boolean;
  /** The e-mail key of the user of this name ('' for none), undefined where no user has it. */
  emailOf(nameKey: string): string | undefined;
  /** The user that holds this e-mail address. */
  holderOf(emailKey: string): Holder | undefined;
  /** The same two asked by the user's number in `LineUsers` (-1: none). */
  emailOfUser(user: number): string | undefined;
  holderOfUser(user: number): Holder | undefined;
}

/**
 * Per line of a slice, the server's user of its name and the one of its e-mail address (-1:
 * none): found once for both predictors and the comparison, not asked again by each.
 */
export interface LineUsers {
  byName: Int32Array;
  byEmail: Int32Array;
}

/**
 * The names and e-mail keys more than one line has (key-census.ts, repeated-keys.ts): only
 * what a line stores under one of those is remembered for the later lines. More keys than
 * that is no error (more is remembered); fewer would be.
 */
export interface RepeatedKeyLookup {
  names: KeyLookup;
  emails: KeyLookup;
}

export interface Predictions {
  codes: Uint8Array;
  notes: PredictionNote[];
}

/** All lines at once (without `repeated`, every line's user is remembered). */
export function predictOutcomes(
  names: readonly string[],
  emails: readonly string[],
  known: KnownUsers,
  overwrite: boolean,
  repeated?: RepeatedKeyLookup,
): Predictions {
  const predictor = outcomePredictor(names.length, known, overwrite, repeated);
  predictor.predict(names, emails, 0);
  return predictor.predictions;
}

/** Predicts the lines in order, a slice at a time (records first, first + 1, ... of `records`), as the upload is read. */
export function outcomePredictor(
  records: number,
  known: KnownUsers,
  overwrite: boolean,
  repeated: RepeatedKeyLookup | undefined,
) {
  const predictor = emptyPredictor(records, overwrite, repeated);
  const found = foundUsers(known);
  predictor.remember(found, 0, found.length);
  return predictor;
}

/**
 * The same, with the server's users remembered a slice at a time between turns of the event
 * loop: at a million lines they are some 110,000, two predictors' worth of maps filled in one
 * turn blocked core for a quarter of a second.
 */
export async function outcomePredictorInTurns(
  records: number,
  known: KnownUsers,
  overwrite: boolean,
  repeated: RepeatedKeyLookup | undefined,
  signal?: AbortSignal,
) {
  const predictor = emptyPredictor(records, overwrite, repeated);
  const found = foundUsers(known);
  await inTurns(found.length, signal, (from, to) => predictor.remember(found, from, to));
  return predictor;
}

const foundUsers = (known: KnownUsers): FoundUser[] => [...known.byName.values(), ...known.byEmail.values()];

/** Predicts the lines in order against users asked where they are kept (the comparison's directory), nothing copied first. */
export function outcomePredictorOver(
  records: number,
  server: ServerUsers,
  overwrite: boolean,
  repeated: RepeatedKeyLookup | undefined,
) {
  return emptyPredictor(records, overwrite, repeated, server);
}

function emptyPredictor(
  records: number,
  overwrite: boolean,
  repeated: RepeatedKeyLookup | undefined,
  server?: ServerUsers,
) {
  // name key -> e-mail key of each user the lines meet; e-mail key -> its holder (null: let go,
  // over a holder `server` still answers). What `server` answers counts where these have nothing.
  const users = new KeyMap<string>();
  const holders = new KeyMap<Holder | null>();
  const holderOf = (key: string) => (holders.has(key) ? (holders.get(key) ?? undefined) : server?.holderOf(key));
  const letGo = (key: string) => (server ? holders.set(key, null) : holders.delete(key));
  /** The server's users found[from..to) (found by name or by e-mail: a user may come twice). */
  const remember = (found: readonly FoundUser[], from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const user = found[i]!;
      const key = user.name.trim().toLowerCase();
      const email = user.email?.trim().toLowerCase() ?? '';
      users.set(key, email);
      if (email !== '') holders.set(email, { key, name: user.name });
    }
  };
  // A line's user needs remembering only where a later line may meet its name or address:
  // a repeated key, or one the server or an earlier line already holds (`held`, as asked above).
  const metAgain = (keys: KeyLookup | undefined, key: string, held: boolean) => !keys || keys.has(key) || held;
  const codes = new Uint8Array(records);
  const notes: PredictionNote[] = [];

  const predict = (names: readonly string[], emails: readonly string[], first: number, met?: LineUsers) => {
    // The line's own name and address, asked of the server's users (`met` has found them).
    const ownName = (key: string, i: number) => (met ? met.byName[i]! >= 0 : server?.hasName(key) === true);
    const ownEmailOf = (key: string, i: number) => (met ? server!.emailOfUser(met.byName[i]!) : server?.emailOf(key));
    const ownHolder = (key: string, i: number) => (met ? server!.holderOfUser(met.byEmail[i]!) : server?.holderOf(key));
    for (let i = 0; i < names.length; i++) {
      const record = first + i;
      const name = names[i]!;
      const key = name.toLowerCase();
      const email = emails[i] ?? '';
      const emailKey = email.toLowerCase();
      const exists = users.has(key) || ownName(key, i);
      if (exists && !overwrite) {
        codes[record] = PREDICTION_CODE.SKIPPED;
        notes.push({ record, why: { kind: 'exists', name } });
        continue;
      }
      // The line's name and address are one server user's, and no line changed either: the
      // user stays its address's holder and is overwritten (what the way below finds), told
      // without decoding the user's name and address from the directory (50,000 lines a year).
      const own = met ? met.byName[i]! : -1;
      if (own >= 0 && own === met!.byEmail[i] && emailKey !== '' && !users.has(key) && !holders.has(emailKey)) {
        codes[record] = PREDICTION_CODE.OVERWRITTEN;
        notes.push({ record, why: { kind: 'overwritten', name } });
        if (metAgain(repeated?.emails, emailKey, false)) holders.set(emailKey, { key, name });
        continue;
      }
      let holder =
        emailKey === ''
          ? undefined
          : holders.has(emailKey)
            ? (holders.get(emailKey) ?? undefined)
            : ownHolder(emailKey, i);
      if (holder && holder.key !== key) {
        codes[record] = PREDICTION_CODE.FAILED;
        notes.push({ record, why: { kind: 'emailTaken', email, holder: holder.name } });
        continue;
      }
      // Over the server's users, what the server's record of this user already says (the same
      // address) is not copied into the maps: they stay as small as what the lines change.
      let asOnServer = false;
      if (exists) {
        codes[record] = PREDICTION_CODE.OVERWRITTEN;
        notes.push({ record, why: { kind: 'overwritten', name } });
        const old = (users.has(key) ? users.get(key) : ownEmailOf(key, i))!;
        asOnServer = server !== undefined && old === emailKey && !users.has(key);
        // The line's own address was asked above: not asked again.
        const oldHolder = old === emailKey ? holder : old !== '' ? holderOf(old) : undefined;
        if (old !== '' && oldHolder?.key === key) {
          if (old === emailKey) holder = undefined;
          // Its own address, let go and taken again: the server's answer (this user) stands. A
          // later line of that address is a repeated one, and finds the line's, remembered below.
          if (!asOnServer) letGo(old);
        }
      } else {
        codes[record] = PREDICTION_CODE.SUCCESS;
      }
      // Nothing above changed who has the line's name, and `holder` is who holds its address now.
      if (!asOnServer && metAgain(repeated?.names, key, exists)) users.set(key, emailKey);
      if (emailKey !== '' && metAgain(repeated?.emails, emailKey, holder !== undefined))
        holders.set(emailKey, { key, name });
    }
  };
  return { remember, predict, predictions: { codes, notes } };
}
