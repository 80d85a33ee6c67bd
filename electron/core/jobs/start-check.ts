/**
 * Finding out whether a start whose answer never came ran: the organization's users are read
 * for the logins of the part that was started, with the dry run's lookup
 * (dry-run/user-lookup.ts), and what was found decides. Users already on the server before the
 * import prove nothing: where the job keeps the dry run's prediction, only the lines it
 * predicted as new users are the evidence; without one, every login of the part is.
 */
import { PREDICTION_CODE } from '../../../shared/models/dry-run';
import type { JobRecord, StartCheck, StartCheckOutcome } from '../../../shared/models/job';
import type { ApiClient } from '../api/api-client';
import { lookUpUsers } from '../dry-run/user-lookup';
import { readUploadKeys } from '../dry-run/upload-keys';
import { readPrediction } from './report/job-prediction';
import { checkLeavers } from './leavers/leavers-check';

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
  const part = record.parts[k]!;
  if (part.source === 'leavers') {
    // The leavers are on the server before and after: what tells is whether they are
    // deactivated. Sending them again does nothing more (the same rows, activated false), so
    // anything short of all deactivated is safe to start again.
    const leavers = await checkLeavers(client, part.leavers ?? [], signal);
    const found = leavers.filter((l) => l.outcome === 'deactivated').length;
    const of = leavers.length;
    return { at: now, basis: 'file', found, of, outcome: of > 0 && found === of ? 'ran' : 'not-ran' };
  }
  const { basis, logins } = await evidenceLogins(dir, record, k, signal);
  const known = await lookUpUsers(client, logins, [], { signal });
  const found = logins.reduce((n, login) => n + (known.byName.has(login.toLowerCase()) ? 1 : 0), 0);
  return { at: now, basis, found, of: logins.length, outcome: outcomeOf(found, logins.length) };
}
