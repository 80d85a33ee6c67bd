import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fewUsersAhead,
  hashLowered,
  hashPerson,
  LineKeys,
  loweredStart,
  meetsFewUsers,
  personStart,
  quickFold,
} from '../../../../../electron/cli/commands/few-users';
import { foldName } from '../../../../../shared/users-csv/person-fold';
import type { FoundUser, ResolvedConnection } from '../../../../../electron/core/index';
import type { ColumnMapping } from '../../../../../shared/users-csv/columns';

const RENE: FoundUser = { name: 'rmueller', email: 'Rene.M@example.com', givenName: 'René', surName: 'Müller' };

/** A connection whose user lookup answers one page of these users (with or without a count). */
function connectionOf(users: FoundUser[], total: number | null = users.length) {
  const asked: { limit: number; offset: number }[] = [];
  const connection = {
    client: {
      async queryUsers(query: { limit: number; offset: number }) {
        asked.push(query);
        return { total, results: users.slice(0, query.limit) };
      },
    },
  } as unknown as ResolvedConnection;
  return { connection, asked };
}

const MAPPING: ColumnMapping = ['name', 'email', 'givenName', 'surName', 'password'];

/** Whether these lines meet one of these users (null: too many users to tell). */
async function meets(users: FoundUser[], lines: string[][], total?: number | null): Promise<boolean | null> {
  const keys = new LineKeys();
  keys.header(MAPPING);
  for (const line of lines) keys.record(line);
  return meetsFewUsers(connectionOf(users, total).connection, undefined, keys);
}

describe('meetsFewUsers', () => {
  it('reads one page, and passes a file whose lines meet none of the users', async () => {
    const { connection, asked } = connectionOf([RENE]);
    const keys = new LineKeys();
    keys.header(MAPPING);
    keys.record(['carl.cord', 'carl@x.de', 'Carl', 'Cord', 'Passw0rt-1']);
    expect(await meetsFewUsers(connection, undefined, keys)).toBe(false);
    expect(asked).toEqual([{ limit: 500, offset: 0 }]);
  });

  it('an organization without users: nothing can be met', async () => {
    expect(await meets([], [['rmueller', 'rene.m@example.com', 'René', 'Müller', 'x']])).toBe(false);
  });

  it('is met by a login or an e-mail address (ignoring case and blanks) or a look-alike', async () => {
    expect(await meets([RENE], [[' RMueller ', '', '', '', 'x']])).toBe(true);
    expect(await meets([RENE], [['other', 'rene.m@EXAMPLE.com', '', '', 'x']])).toBe(true);
    expect(await meets([RENE], [['rene.mueller', 'rene@x.de', 'Rene', 'Mueller', 'x']])).toBe(true);
    expect(await meets([RENE], [['rene.mueller', '', '', '', 'x']])).toBe(false);
    // Many lines: the keys grow past their first table.
    const many = Array.from({ length: 5000 }, (_, i) => [`n${i}`, `n${i}@x.de`, 'N', `${i}`, 'x']);
    expect(await meets([RENE], many)).toBe(false);
    expect(await meets([RENE], [...many, ['x', 'y', 'René', 'Müller', 'x']])).toBe(true);
  });

  it('tells nothing of an organization past one page, or of a page a server may have cut short', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ name: `u${i}`, email: null }));
    expect(await meets(many, [], 501)).toBeNull();
    expect(await meets(many, [], null)).toBeNull();
    expect(await meets(many.slice(0, 3), [], null)).toBe(false);
  });
});

describe('quickFold', () => {
  it('folds as foldName: ASCII, names with marks, and any string', () => {
    const letters = fc.constantFrom(..."aAzZ09 -.'`\t_äÖßéŠøŁ’‐".split(''));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(letters).map((l) => l.join('')),
        ),
        (name) => {
          expect(quickFold(name)).toBe(foldName(name));
        },
      ),
      { numRuns: 2000 },
    );
    expect(quickFold("O'Brien-Smith Jr.")).toBe(foldName("O'Brien-Smith Jr."));
  });
});

/** The keys as the strings made them: FNV-1a over the UTF-16 code units after the kind. */
function fnv(kind: number, value: string): number {
  let h = Math.imul(0x811c9dc5 ^ kind, 0x01000193);
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

describe('the keys hashed without strings', () => {
  const cells = fc.oneof(
    fc.string(),
    fc.array(fc.constantFrom(..." \t\r\n\v\faAzZ09-.'`@_äÖßéŠ\u00a0\u2003\ufeff’".split(''))).map((l) => l.join('')),
  );

  it('hashes the trimmed, lowered cell as its string would be hashed', () => {
    fc.assert(
      fc.property(cells, (cell) => {
        const lowered = cell.trim().toLowerCase();
        expect(hashLowered(0x6e, cell)).toBe(lowered === '' ? -1 : fnv(0x6e, lowered));
      }),
      { numRuns: 3000 },
    );
  });

  it("hashes a person's folded names as personKey's string would be hashed", () => {
    fc.assert(
      fc.property(cells, cells, (given, sur) => {
        const g = quickFold(given.trim());
        const s = quickFold(sur.trim());
        expect(hashPerson(given, sur)).toBe(g === '' && s === '' ? -1 : fnv(0x70, `${g}\u0000${s}`));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('fewUsersAhead', () => {
  it('asks for the page at once, and answers for the lines told afterwards', async () => {
    const { connection, asked } = connectionOf([RENE]);
    const meetsLater = fewUsersAhead(connection, undefined);
    expect(asked).toEqual([{ limit: 500, offset: 0 }]);
    const keys = new LineKeys();
    keys.header(MAPPING);
    keys.record(['other', '', 'Rene', 'Mueller', 'x']);
    expect(await meetsLater(keys)).toBe(true);
  });

  it('throws a failed read only when its answer is asked', async () => {
    const connection = {
      client: {
        async queryUsers() {
          throw new Error('unreachable');
        },
      },
    } as unknown as ResolvedConnection;
    const meetsLater = fewUsersAhead(connection, undefined);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(meetsLater(new LineKeys())).rejects.toThrow('unreachable');
  });
});

describe('the first characters a line is looked for by', () => {
  // Marks after ASCII letters too: NFC may join them (A + ring: Å), and folding spells out.
  const cells = fc.oneof(
    fc.string(),
    fc
      .array(fc.constantFrom(..." \t\r\n-.'`@_aAzZ09äÖßéŠøŁ’\u00a0\u2003\ufeff\u0308\u030a\u0307\u0130".split('')))
      .map((l) => l.join('')),
  );

  it('is the first character of the trimmed, lowered cell wherever it is told', () => {
    fc.assert(
      fc.property(cells, (cell) => {
        const first = loweredStart(cell);
        const lowered = cell.trim().toLowerCase();
        if (first >= 0) expect(first).toBe(lowered === '' ? 0 : lowered.charCodeAt(0));
      }),
      { numRuns: 3000 },
    );
  });

  it("is the first character of personKey's string wherever it is told", () => {
    fc.assert(
      fc.property(cells, (given) => {
        const first = personStart(given);
        if (first >= 0) expect(first).toBe(`${quickFold(given.trim())}\u0000`.charCodeAt(0));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('LineKeys given the page while the lines come', () => {
  const piece = fc.constantFrom(
    'ana',
    'Ana',
    ' ANA ',
    'bo',
    'Bo',
    'rené',
    'Rene',
    'RENÉ',
    'Ø',
    'ø',
    '',
    ' ',
    'é',
    'e\u0301',
    'x',
  );
  const value = fc.array(piece, { maxLength: 2 }).map((p) => p.join(''));
  const user = fc.record({ name: value, email: fc.option(value, { nil: null }), givenName: value, surName: value });
  const line = fc.tuple(value, value, value, value).map((l) => [...l, 'Passw0rt-1']);

  it('answers as when every line was kept until the end, wherever the page comes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(user, { maxLength: 4 }),
        fc.array(line, { maxLength: 12 }),
        fc.nat(12),
        async (users, lines, at) => {
          const kept = new LineKeys();
          kept.header(MAPPING);
          for (const l of lines) kept.record(l);
          const expected = await meetsFewUsers(connectionOf(users).connection, undefined, kept);

          const told = new LineKeys();
          told.header(MAPPING);
          const answer = fewUsersAhead(connectionOf(users).connection, undefined, told);
          const cut = Math.min(at, lines.length);
          for (const l of lines.slice(0, cut)) told.record(l);
          // The page is read (its promise settles) between two chunks of lines.
          await new Promise((resolve) => setImmediate(resolve));
          for (const l of lines.slice(cut)) told.record(l);
          expect(await answer(told)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps no line once the page is read, and is met by a line told after it', async () => {
    const told = new LineKeys();
    told.header(MAPPING);
    const answer = fewUsersAhead(connectionOf([RENE]).connection, undefined, told);
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 5000; i++) told.record([`n${i}`, `n${i}@x.de`, 'N', `${i}`, 'x']);
    expect((told as unknown as { size: number }).size).toBe(0);
    told.record(['x', 'y', 'René', 'Müller', 'x']);
    expect(await answer(told)).toBe(true);
  });
});
