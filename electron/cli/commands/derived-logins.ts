/**
 * `import-users --name-pattern`: the login names the derivation must avoid on the server. A
 * first, light pass over FILE (read and derived, not checked) collects the plain derived
 * names; core's user lookup answers which of them, and of the numbered ones the file may
 * need, the server holds, in batches; the writing pass then derives with those names taken
 * (for someone else: the same person keeps their name). FILE is read twice in all.
 */
import { mappingFromMatches, matchColumns } from '../../../shared/users-csv/column-match';
import { RecordDerivation } from '../../../shared/users-csv/record-derivation';
import type { DerivationOptions } from '../../../shared/users-csv/record-derivation';
import { RecordReader } from '../../../shared/users-csv/record-reader';
import { DerivedNameCandidates, serverTakenNames } from '../../../shared/users-csv/server-taken-names';
import type { LoginLookup } from '../../../shared/users-csv/server-taken-names';
import { lookUpUsers } from '../../core/index';
import { DEFAULT_ID_COLUMN } from '../../../shared/users-csv/id-column';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import type { ResolvedConnection } from '../../core/index';
import { fileChunks } from './csv-options';

/** The plain login names FILE's records derive (a pass of reading and deriving only). */
export async function derivedNameCandidates(
  file: string,
  cwd: string,
  derive: DerivationOptions,
): Promise<DerivedNameCandidates> {
  const candidates = new DerivedNameCandidates();
  // Only the names matter here: no e-mail or phone is derived in this pass.
  const derivation = new RecordDerivation({ namePattern: derive.namePattern });
  const reader = new RecordReader({
    detected: () => undefined,
    problem: () => undefined,
    header: (fields) => void derivation.begin(fields, mappingFromMatches(matchColumns(fields))),
    record: (fields, line) => candidates.add(derivation.record(fields, line).derived),
  });
  for await (const chunk of fileChunks(file, cwd)) reader.push(chunk);
  reader.end();
  return candidates;
}

/** Core's batched lookup of login names on the connection's server (exact names, ignoring case). */
export function serverLoginLookup(
  connection: ResolvedConnection,
  signal?: AbortSignal,
  idColumn: IdColumn = DEFAULT_ID_COLUMN,
): LoginLookup {
  return async (names) =>
    [...(await lookUpUsers(connection.client, names, [], { signal })).byName.values()].map((user) => ({
      name: user.name,
      givenName: user.givenName,
      surName: user.surName,
      // The person's key: a login held for another key is taken, whatever the names.
      key: user.ids?.[idColumn],
    }));
}

/**
 * The derivation with the server's names taken, when it derives login names; as it is
 * otherwise (nothing to look up).
 */
export async function withServerNames(
  file: string,
  cwd: string,
  derive: DerivationOptions | undefined,
  lookUp: LoginLookup,
): Promise<DerivationOptions | undefined> {
  if (!derive?.namePattern) return derive;
  const candidates = await derivedNameCandidates(file, cwd, derive);
  if (candidates.size === 0) return derive;
  return { ...derive, takenNames: await serverTakenNames(candidates, lookUp) };
}
