/**
 * What the server will answer for each line, from the users it already has: the server's
 * own order of decisions, line after line (a line that stores a user changes what the later
 * lines meet). A user that exists and overwrite is off: SKIPPED (decided first). Another
 * user holds the e-mail address: FAILED. Otherwise the user is stored: SUCCESS, or
 * OVERWRITTEN for an existing one (whose old address is then free).
 */
import { PREDICTION_CODE } from '../../../shared/models/dry-run';
import type { PredictionNote } from '../../../shared/models/dry-run';
import type { KnownUsers } from './user-lookup';

interface Holder {
  /** The user's name in lower case (the key), and as the server spells it. */
  key: string;
  name: string;
}

export function predictOutcomes(
  names: readonly string[],
  emails: readonly string[],
  known: KnownUsers,
  overwrite: boolean,
): { codes: Uint8Array; notes: PredictionNote[] } {
  // name key -> e-mail key of each user the lines meet; e-mail key -> its holder.
  const users = new Map<string, string>();
  const holders = new Map<string, Holder>();
  for (const user of [...known.byName.values(), ...known.byEmail.values()]) {
    const key = user.name.trim().toLowerCase();
    const email = user.email?.trim().toLowerCase() ?? '';
    users.set(key, email);
    if (email !== '') holders.set(email, { key, name: user.name });
  }
  const codes = new Uint8Array(names.length);
  const notes: PredictionNote[] = [];
  for (let record = 0; record < names.length; record++) {
    const name = names[record]!;
    const key = name.toLowerCase();
    const email = emails[record] ?? '';
    const emailKey = email.toLowerCase();
    const exists = users.has(key);
    if (exists && !overwrite) {
      codes[record] = PREDICTION_CODE.SKIPPED;
      notes.push({ record, reason: `User '${name}' already exists and overwrite is off` });
      continue;
    }
    const holder = emailKey === '' ? undefined : holders.get(emailKey);
    if (holder && holder.key !== key) {
      codes[record] = PREDICTION_CODE.FAILED;
      notes.push({ record, reason: `E-mail address '${email}' is already in use by user '${holder.name}'` });
      continue;
    }
    if (exists) {
      codes[record] = PREDICTION_CODE.OVERWRITTEN;
      notes.push({ record, reason: `User '${name}' already exists and will be overwritten` });
      const old = users.get(key)!;
      if (old !== '' && holders.get(old)?.key === key) holders.delete(old);
    } else {
      codes[record] = PREDICTION_CODE.SUCCESS;
    }
    users.set(key, emailKey);
    if (emailKey !== '') holders.set(emailKey, { key, name });
  }
  return { codes, notes };
}
