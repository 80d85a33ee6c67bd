import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userMatches } from '../../../../electron/demo-server/operations';
import { UserSearchIndex } from '../../../../electron/demo-server/user-search-index';

// Few letters, mixed case, and a character whose lower case is longer (İ): pieces overlap often.
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'B', '@', '.', 'İ', '0'), maxLength: 8 });
const user = fc.record({ name: text, email: text });

describe('UserSearchIndex', () => {
  it('finds exactly the users a scan with userMatches finds, each once, in the store order', () => {
    fc.assert(
      fc.property(
        fc.array(user, { maxLength: 30 }),
        fc.array(text, { minLength: 1, maxLength: 5 }),
        (users, searches) => {
          const index = new UserSearchIndex(users);
          const scanned = users.filter((u) => searches.some((s) => userMatches(u, s)));
          expect(index.matching(searches)).toEqual(scanned);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('matches in the name or in the e-mail, not across the two', () => {
    const users = [
      { name: 'old-0000012', email: 'old-0000012@example.com' },
      { name: 'ab', email: 'cd@x.org' },
    ];
    const index = new UserSearchIndex(users);
    expect(index.matching(['OLD-0000012'])).toEqual([users[0]]);
    expect(index.matching(['0012@ex'])).toEqual([users[0]]);
    expect(index.matching(['abcd'])).toEqual([]);
    expect(index.matching(['', 'zzz'])).toEqual(users);
  });
});
