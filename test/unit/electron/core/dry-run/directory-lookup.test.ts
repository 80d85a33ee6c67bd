import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directoryUsers, lineUsers } from '../../../../../electron/core/dry-run/directory-lookup';
import { censusKeys } from '../../../../../electron/core/dry-run/key-census';
import { outcomePredictorOver, predictOutcomes } from '../../../../../electron/core/dry-run/predict-outcomes';
import { HashedKeys, keyHash } from '../../../../../electron/core/dry-run/repeated-keys';
import { ServerDirectory } from '../../../../../electron/core/dry-run/server-directory';
import type { KnownUsers } from '../../../../../electron/core/dry-run/user-lookup';

// Few names and addresses in mixed case and with spaces: lines meet each other and the server's users often.
const name = fc.constantFrom('a', 'A', ' b', 'B', 'c', 'd', 'x@q');
const email = fc.constantFrom('', 'x@q', 'X@Q ', 'y@q', 'z@q', 'a');
const line = fc.tuple(name, email);
// The server's addresses are unique (it refuses a second holder), its names too.
const serverUsers = fc
  .uniqueArray(
    fc.record({ name: fc.constantFrom('a', 'B', 'e', 'x@q'), email: fc.constantFrom('x@q', 'Y@q', 'w@q', '') }),
    {
      selector: (u) => `${u.name.toLowerCase()} ${u.email === '' ? Math.random() : u.email.toLowerCase()}`,
      maxLength: 4,
    },
  )
  .map((users) => {
    const names = new Set<string>();
    const emails = new Set<string>();
    return users.filter((u) => {
      const n = u.name.toLowerCase();
      const e = u.email.toLowerCase();
      if (names.has(n) || (e !== '' && emails.has(e))) return false;
      names.add(n);
      if (e !== '') emails.add(e);
      return true;
    });
  });

/** What the lookups would find of these users for the lines: those of a line's name or a line's address. */
function looked(users: { name: string; email: string }[], names: string[], emails: string[]): KnownUsers {
  const nameKeys = new Set(names.map((n) => n.trim().toLowerCase()));
  const emailKeys = new Set(emails.map((e) => e.trim().toLowerCase()));
  const found = users.map((u) => ({ name: u.name, email: u.email || null }));
  return {
    byName: new Map(found.filter((u) => nameKeys.has(u.name.toLowerCase())).map((u) => [u.name.toLowerCase(), u])),
    byEmail: new Map(
      found.filter((u) => u.email && emailKeys.has(u.email.toLowerCase())).map((u) => [u.email!.toLowerCase(), u]),
    ),
    lookups: 0,
  };
}

describe('the prediction asking the users read for the comparison', () => {
  it('predicts exactly what the users found by lookups predict (codes and notes, both settings, repeated keys)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 12 }),
        serverUsers,
        fc.boolean(),
        async (lines, users, overwrite) => {
          // The upload's names and addresses as read: trimmed.
          const names = lines.map(([n]) => n.trim());
          const emails = lines.map(([, e]) => e.trim());
          const { repeated } = await censusKeys(names, emails);
          const directory = new ServerDirectory();
          for (const u of users) directory.add({ name: u.name, email: u.email || null });
          const expected = predictOutcomes(names, emails, looked(users, names, emails), overwrite, repeated);
          // The repeated keys as a comparing run has them: by their hashes (repeated-keys.ts).
          const hashed = {
            names: new HashedKeys([...repeated.names].map(keyHash)),
            emails: new HashedKeys([...repeated.emails].map(keyHash)),
          };
          // Asking the directory line by line, or told each line's users found beforehand (`lineUsers`).
          for (const [found, keys] of [
            [false, repeated],
            [true, repeated],
            [true, hashed],
          ] as const) {
            const predictor = outcomePredictorOver(names.length, directoryUsers(directory), overwrite, keys);
            for (let first = 0; first < names.length; first += 5) {
              const [n, e] = [names.slice(first, first + 5), emails.slice(first, first + 5)];
              predictor.predict(n, e, first, found ? lineUsers(directory, n, e) : undefined);
            }
            expect(predictor.predictions).toEqual(expected);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
