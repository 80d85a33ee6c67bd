import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { censusKeys } from '../../../../../electron/core/dry-run/key-census';
import {
  outcomePredictor,
  outcomePredictorInTurns,
  predictOutcomes,
} from '../../../../../electron/core/dry-run/predict-outcomes';
import { LINES_PER_TURN } from '../../../../../electron/core/dry-run/in-turns';
import type { KnownUsers } from '../../../../../electron/core/dry-run/user-lookup';

// Few names and addresses in mixed case: lines meet each other and the server's users often.
const name = fc.constantFrom('a', 'A', 'b', 'B', 'c', 'd');
const email = fc.constantFrom('', 'x@q', 'X@Q', 'y@q', 'z@q', 'a');
const line = fc.tuple(name, email);
const serverUsers = fc.uniqueArray(
  fc.record({ name: fc.constantFrom('a', 'b', 'e'), email: fc.constantFrom('x@q', 'y@q', 'w@q') }),
  {
    selector: (u) => u.email,
    maxLength: 3,
  },
);

function known(users: { name: string; email: string }[]): KnownUsers {
  const byName = new Map<string, { name: string; email: string }>();
  for (const user of users) byName.set(user.name.toLowerCase(), user);
  return { byName, byEmail: new Map(users.map((u) => [u.email, u])), lookups: 0 };
}

describe('predictOutcomes remembering only the repeated keys', () => {
  it('predicts exactly what remembering every line predicts (codes and notes, both settings)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 12 }),
        serverUsers,
        fc.boolean(),
        async (lines, users, overwrite) => {
          const names = lines.map(([n]) => n);
          const emails = lines.map(([, e]) => e);
          const { repeated } = await censusKeys(names, emails);
          const everyLine = predictOutcomes(names, emails, known(users), overwrite);
          expect(predictOutcomes(names, emails, known(users), overwrite, repeated)).toEqual(everyLine);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('predicts slice after slice (the upload as it is read) exactly as all lines at once', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        serverUsers,
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        (lines, users, overwrite, size) => {
          const names = lines.map(([n]) => n);
          const emails = lines.map(([, e]) => e);
          const predictor = outcomePredictor(lines.length, known(users), overwrite, undefined);
          for (let first = 0; first < lines.length; first += size)
            predictor.predict(names.slice(first, first + size), emails.slice(first, first + size), first);
          expect(predictor.predictions).toEqual(predictOutcomes(names, emails, known(users), overwrite));
        },
      ),
    );
  });

  it('remembers the server users between turns of the event loop, and predicts the same', async () => {
    // More users than one turn takes: the seeding must yield at least once.
    const many = Array.from({ length: LINES_PER_TURN + 5 }, (_, i) => ({ name: `u${i}`, email: `u${i}@q` }));
    const names = ['u1', 'fresh', 'other'];
    const emails = ['new@q', 'u2@q', 'o@q'];
    // Queued before the seeding: it runs only if the seeding gives the event loop a turn.
    let yielded = false;
    setImmediate(() => (yielded = true));
    const predictor = await outcomePredictorInTurns(names.length, known(many), false, undefined);
    expect(yielded).toBe(true);
    predictor.predict(names, emails, 0);
    expect(predictor.predictions).toEqual(predictOutcomes(names, emails, known(many), false));
    expect(Array.from(predictor.predictions.codes)).toEqual([2, 4, 1]); // SKIPPED, FAILED, SUCCESS
  });
});
