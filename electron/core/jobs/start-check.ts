/**
 * Finding out whether a start whose answer never came ran: the organization's users are read
 * for the logins of the part that was started, with the dry run's lookup
 * (dry-run/user-lookup.ts), and what was found decides. Users already on the server before the
 * import prove nothing: where the job keeps the dry run's prediction, only the lines it
 * predicted as new users are the evidence; without one, every login of the part is. For the
 * part that deactivates the users not in the file, the evidence is their `activated` state.
 */
import { PREDICTION_CODE } from '../../../shared/models/dry-run';
import type { JobRecord, StartCheck, StartCheckOutcome } from '../../../shared/models/job';
import type { ApiClient } from '../api/api-client';
import { lookUpUsers } from '../dry-run/user-lookup';
import { readUploadKeys } from '../dry-run/upload-keys';
import { readPrediction } from './report/job-prediction';
import { checkLeavers } from './leavers/leavers-check';
import { readLeaverRows } from './leavers/leavers-part';

/** The logins (lower case, each once) that tell whether part `k` of the job ran, and what they are. */
export async function evidenceLogins(
  dir: string,
  record: Pick<JobRecord, 'options' | 'parts'>,
  k: number,
  signal?: AbortSignal,
): Promise<{ basis: StartCheck['basis']; logins: string[] }> {
  const { from, to } = record.parts[k]!.records;
  const prediction = await readPrediction(dir);
  const logins = new Map<string, string>();
  await readUploadKeys(
    dir,
    record.options.separator,
    (names, _emails, first) => {
      for (let i = 0; i < names.length; i++) {
        const index = first + i;
        const name = names[i]!;
        if (index < from || index >= to || name === '') continue;
        // A line the dry run did not predict as a new user may have been there before.
        if (prediction && prediction[index] !== PREDICTION_CODE.SUCCESS) continue;
        const key = name.toLowerCase();
        if (!logins.has(key)) logins.set(key, name);
      }
    },
    signal,
  );
  return { basis: prediction ? 'predicted-new' : 'file', logins: [...logins.values()] };
}

/** What the found logins say: every one (ran), none (not ran: starting again is safe), some (ran, not safe). */
export function outcomeOf(found: number, of: number): StartCheckOutcome {
  if (of === 0) return 'unknown';
  if (found === of) return 'ran';
  return found === 0 ? 'not-ran' : 'partial';
}

/** Reads the server's users for part k's evidence logins and answers what was found. */
export async function checkStartOnServer(
  client: ApiClient,
  dir: string,
  record: Pick<JobRecord, 'options' | 'parts'>,
  k: number,
  now: number,
  signal?: AbortSignal,
): Promise<StartCheck> {
  if (record.parts[k]!.source === 'leavers') return checkLeaversStart(client, dir, now, signal);
  const { basis, logins } = await evidenceLogins(dir, record, k, signal);
  const known = await lookUpUsers(client, logins, [], { signal });
  const found = logins.reduce((n, login) => n + (known.byName.has(login.toLowerCase()) ? 1 : 0), 0);
  return { at: now, basis, found, of: logins.length, outcome: outcomeOf(found, logins.length) };
}

/**
 * The part that deactivates the users not in the file: they are on the server before and
 * after, so being there tells nothing; being deactivated does. The evidence is the leavers
 * the dry run found active (one already deactivated proves nothing) and the lookup still
 * finds (one deleted meanwhile tells neither way): all deactivated, it ran; none, it did not
 * (or this server does not take the column: sending the same rows again is harmless either
 * way); some, it ran or runs still, and starting again is not safe.
 */
async function checkLeaversStart(client: ApiClient, dir: string, now: number, signal?: AbortSignal) {
  const active = (await readLeaverRows(dir)).filter((row) => row.activated !== false);
  const read = await checkLeavers(
    client,
    active.map((row) => ({ name: row.name, outcome: null })),
    signal,
  );
  const there = read.filter((leaver) => leaver.outcome !== 'not-found');
  const found = there.filter((leaver) => leaver.outcome === 'deactivated').length;
  return {
    at: now,
    basis: 'leavers',
    found,
    of: there.length,
    outcome: outcomeOf(found, there.length),
  } satisfies StartCheck;
}
