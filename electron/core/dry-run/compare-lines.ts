/**
 * Each line of the upload compared with the server's users (server-directory.ts), a slice of
 * lines at a time as the upload is read. A line whose login name the server has (ignoring
 * case) is an existing user: the fields overwriting would change, each with the server's and
 * the file's value. Values are compared as the server stores them: trimmed (the server trims
 * what it imports), e-mail addresses ignoring case (the server treats `A@x.de` and `a@x.de` as
 * one address); an empty value in the file over a filled one is a change (the import clears
 * it). Only the fields the file has AND the lookup answers are compared: a field the server
 * never sends cannot be known to change. Any other line is new: the existing users who look
 * like its person (given name and surname folded, shared/users-csv/person-fold.ts) are shown
 * before a duplicate is created. A user counts as named by the file when a line has its
 * login name or its e-mail address: the not-in-file list is of the others.
 */
import type { ComparedField, DryRunComparison, FieldChanges } from '../../../shared/models/dry-run-comparison';
import { COMPARED_FIELDS, COMPARISON_CODE, SIMILAR_LIMIT } from '../../../shared/models/dry-run-comparison';
import type { ServerDirectory } from './server-directory';
import type { ColumnSlice } from './upload-keys';

/** The upload's columns the comparison reads (as the upload's header names them, matched ignoring case). */
export const COMPARED_COLUMNS: readonly ComparedField[] = COMPARED_FIELDS;

const same = (field: ComparedField, server: string, file: string) =>
  field === 'email' ? server.toLowerCase() === file.toLowerCase() : server === file;

export function lineComparer(records: number, directory: ServerDirectory) {
  const kinds = new Uint8Array(records);
  const changes: DryRunComparison['changes'] = [];
  const similar: DryRunComparison['similar'] = [];
  /** The fields compared: known at the first slice (the upload's header), of those the server answered. */
  let fields: ComparedField[] | null = null;

  const compare = (names: readonly string[], emails: readonly string[], first: number, columns: ColumnSlice) => {
    fields ??= COMPARED_FIELDS.filter((field) => directory.answered.has(field) && columns[field] !== undefined);
    for (let i = 0; i < names.length; i++) {
      const record = first + i;
      const email = emails[i]!;
      if (email !== '') directory.markNamed(directory.userWithEmail(email));
      const user = directory.userNamed(names[i]!);
      if (user >= 0) {
        directory.markNamed(user);
        const changed: FieldChanges = {};
        let any = false;
        for (const field of fields) {
          const server = directory.field(user, field);
          const file = columns[field]![i]!;
          if (same(field, server, file)) continue;
          changed[field] = { server, file };
          any = true;
        }
        kinds[record] = any ? COMPARISON_CODE.changed : COMPARISON_CODE.unchanged;
        if (any) changes.push({ record, changes: changed });
        continue;
      }
      const alike = directory.lookAlikes(columns.givenName?.[i] ?? '', columns.surName?.[i] ?? '', SIMILAR_LIMIT);
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
      return {
        kinds,
        changes,
        similar,
        fields: fields ?? [],
        serverUsers: directory.size,
        notInFile: notInFile ? { count: directory.notNamedCount } : null,
        reads,
      };
    },
  };
}
