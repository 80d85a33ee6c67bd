/**
 * Each line of the upload compared with the server's users (server-directory.ts), a slice of
 * lines at a time as the upload is read. A line meets its account by the person's key (the
 * school's ID in the connection's id column) where the line and a server user both have one,
 * else by its login name, else by its e-mail address (`matchedBy`). A key held by another
 * login than the line's, a login whose account has another key, and one key on two lines stop
 * those lines (`conflicts`, each naming the other side). For a line of an existing user: the
 * fields overwriting would change, each with the server's and the file's value; an account
 * without a key gets the line's ("adopts"). Values are compared as the server stores them:
 * trimmed (the server trims what it imports), e-mail addresses ignoring case (the server
 * treats `A@x.de` and `a@x.de` as one address); an empty value in the file over a filled one
 * is a change (the import clears it). Only the fields the file has AND the lookup answers are
 * compared: a field the server never sends cannot be known to change. Any other line is new:
 * the existing users who look like its person (given name and surname folded,
 * shared/users-csv/person-fold.ts) are shown before a duplicate is created, less those a line
 * already names and those whose key says they are someone else. A user counts as named by the
 * file when a line has its key, its login name or its e-mail address: the not-in-file list is
 * of the others. A user the server has deactivated (`activated: false`) whom a line names is
 * changed: `activated` false to true, "reactivated" (the upload sets it for that line).
 */
import type {
  ComparedField,
  DryRunComparison,
  FieldChanges,
  KeyConflict,
} from '../../../shared/models/dry-run-comparison';
import { COMPARED_FIELDS, COMPARISON_CODE, MATCH_CODE, SIMILAR_LIMIT } from '../../../shared/models/dry-run-comparison';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import { KeyTable } from './key-table';
import { grown } from './packed-records';
import type { LineUsers } from './predict-outcomes';
import type { ServerDirectory } from './server-directory';
import type { ColumnSlice } from './upload-keys';

/** The upload's columns the comparison reads (as the upload's header names them, matched ignoring case). */
export const COMPARED_COLUMNS: readonly ComparedField[] = COMPARED_FIELDS;

/** The columns to read for a comparison keyed by `idColumn` (null: no key). */
export const comparedColumns = (idColumn: IdColumn | null): readonly string[] =>
  idColumn === null ? COMPARED_COLUMNS : [...COMPARED_COLUMNS, idColumn];

/** Look-alikes asked of the directory: more than shown, as some are left out (named, or another key). */
const LOOK_AHEAD = 4 * SIMILAR_LIMIT;

export function lineComparer(records: number, directory: ServerDirectory) {
  const idColumn = directory.idColumn;
  const kinds = new Uint8Array(records);
  const matchedBy = new Uint8Array(records);
  const changes: DryRunComparison['changes'] = [];
  const similar: DryRunComparison['similar'] = [];
  const conflicts: DryRunComparison['conflicts'] = [];
  /** The file's keys: key k's first record. */
  const lineKeys = new KeyTable(idColumn === null ? 0 : records);
  let keyFirst = new Int32Array(1 << 10);
  /** The fields compared: known at the first slice (the upload's header), of those the server answered. */
  let fields: ComparedField[] | null = null;
  /** Whether the upload has the key column at all (known at the first slice). */
  let keyed = false;

  const stop = (record: number, why: KeyConflict) => {
    kinds[record] = COMPARISON_CODE.conflict;
    conflicts.push({ record, why });
  };

  /** The line's key is on an earlier line: both are stopped; false when it is the first. */
  const keyTwice = (key: string, record: number): boolean => {
    const { index, added } = lineKeys.add(key);
    if (added) {
      if (index >= keyFirst.length) keyFirst = grown(keyFirst, index + 1);
      keyFirst[index] = record;
      return false;
    }
    const other = keyFirst[index]!;
    // The first line is stopped once (by the first repeat), whatever stopped it before.
    if (kinds[other] !== COMPARISON_CODE.conflict) stop(other, { kind: 'keyTwice', key, otherRecord: record });
    stop(record, { kind: 'keyTwice', key, otherRecord: other });
    return true;
  };

  /** `met`: the slice's lines' users by name and by e-mail, where already found (directory-lookup.ts). */
  const compare = (
    names: readonly string[],
    emails: readonly string[],
    first: number,
    columns: ColumnSlice,
    met?: LineUsers,
  ) => {
    if (fields === null) {
      fields = COMPARED_FIELDS.filter((field) => directory.answered.has(field) && columns[field] !== undefined);
      keyed = idColumn !== null && columns[idColumn] !== undefined;
    }
    const keys = keyed ? columns[idColumn!]! : null;
    const givenNames = columns.givenName;
    const surNames = columns.surName;
    for (let i = 0; i < names.length; i++) {
      const record = first + i;
      const name = names[i]!;
      const email = emails[i]!;
      const key = keys ? keys.text(i) : '';
      const emailUser = met ? met.byEmail[i]! : email === '' ? -1 : directory.userWithEmail(email);
      directory.markNamed(emailUser);
      matchedBy[record] = MATCH_CODE.none;
      if (key !== '' && keyTwice(key, record)) continue;
      let user = -1;
      if (key !== '') {
        user = directory.userWithKey(key);
        if (user >= 0) {
          directory.markNamed(user);
          matchedBy[record] = MATCH_CODE.key;
          if (directory.name(user).toLowerCase() !== name.toLowerCase()) {
            stop(record, { kind: 'keyHeld', key, holder: directory.name(user) });
            continue;
          }
        }
      }
      if (user < 0) {
        user = met ? met.byName[i]! : directory.userNamed(name);
        if (user >= 0) {
          directory.markNamed(user);
          matchedBy[record] = MATCH_CODE.name;
          const held = keyed ? directory.key(user) : '';
          if (key !== '' && held !== '' && held !== key) {
            stop(record, { kind: 'otherKey', key, holder: directory.name(user), holderKey: held });
            continue;
          }
        }
      }
      if (user < 0 && emailUser >= 0) {
        user = emailUser;
        matchedBy[record] = MATCH_CODE.email;
      }
      if (user >= 0) {
        const changed: FieldChanges = {};
        let any = false;
        for (const field of fields) {
          const column = columns[field]!;
          if (directory.fieldIsAt(user, field, column, i)) continue;
          changed[field] = { server: directory.field(user, field), file: column.text(i) };
          any = true;
        }
        // A deactivated user the file names again is activated by the import ("reactivated").
        if (directory.isDeactivated(user)) {
          changed.activated = { server: 'false', file: 'true' };
          any = true;
        }
        const adopts = key !== '' && directory.key(user) === '';
        if (adopts) changed.key = { server: '', file: key };
        kinds[record] = adopts ? COMPARISON_CODE.adopts : any ? COMPARISON_CODE.changed : COMPARISON_CODE.unchanged;
        if (any || adopts) changes.push({ record, changes: changed });
        continue;
      }
      // Most new lines look like no one: no lists made for them.
      const found = directory.lookAlikesAt(givenNames, surNames, i, LOOK_AHEAD);
      const alike =
        found.length === 0
          ? found
          : found
              .filter(
                (u) => !directory.isNamed(u) && (key === '' || directory.key(u) === '' || directory.key(u) === key),
              )
              .slice(0, SIMILAR_LIMIT);
      kinds[record] = alike.length > 0 ? COMPARISON_CODE.looksLike : COMPARISON_CODE.new;
      if (alike.length > 0)
        similar.push({
          record,
          users: alike.map((u) => ({ name: directory.name(u), email: directory.field(u, 'email') })),
        });
    }
  };

  return {
    compare,
    finish(reads: number, notInFile: boolean): DryRunComparison {
      // A line stopped by a later line's key is no longer a change or a look-alike.
      const stopped = (entry: { record: number }) => kinds[entry.record] !== COMPARISON_CODE.conflict;
      return {
        kinds,
        changes: changes.filter(stopped),
        similar: similar.filter(stopped),
        matchedBy,
        conflicts,
        idColumn: keyed ? idColumn : null,
        fields: fields ?? [],
        serverUsers: directory.size,
        notInFile: notInFile ? { count: directory.notNamedCount } : null,
        reads,
      };
    },
  };
}
