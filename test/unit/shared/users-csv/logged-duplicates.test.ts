import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mappingFromMatches, matchColumns } from '../../../../shared/users-csv/column-match';
import type { Finding } from '../../../../shared/users-csv/findings';
import { RecordValidator } from '../../../../shared/users-csv/record-validator';

describe('LoggedDuplicates (a RecordValidator with deferred duplicates)', () => {
  const header = ['name', 'email', 'givenName', 'surName'];
  const mapping = mappingFromMatches(matchColumns(header));
  // Values for every path of the fused checks (KeyHasher.hashName/hashEmail) and their fallbacks.
  const name = fc.constantFrom(
    'anna',
    'ANNA ',
    'bob',
    'Bob',
    ' carl',
    'dora',
    '',
    'Jürgen',
    'JÜRGEN',
    'a\\b',
    'A\\B',
    'x:y',
    'a:b\\c',
    '\u00a0anna',
    'anna\n',
    'Σίσυφος',
    'ΣΊΣΥΦΟΣ',
  );
  const email = fc.constantFrom(
    'a@x.de',
    'A@X.DE',
    'b@x.de',
    ' b@x.de ',
    'c@x.de',
    '',
    'bad@',
    'BAD@',
    'a..b@x.de',
    'ü@x.de',
    'Ü@X.DE',
    'c@x.de\u00a0',
    '界@x.de',
    '界@X.DE',
    'c@x.de\n',
  );
  const row = fc.tuple(name, email).map(([n, e]) => [n, e, 'G', 'S']);
  /** The plain definition: every line of each trimmed, lower-cased key. */
  const linesByKey = (rows: (string[] | null)[], column: number) => {
    const map = new Map<string, number[]>();
    rows.forEach((r, i) => {
      const key = r ? r[column]!.trim().toLowerCase() : '';
      if (key !== '') map.set(key, [...(map.get(key) ?? []), i + 2]);
    });
    return map;
  };

  it('finds the duplicates a Map of keys finds, and re-checks edits as the line-by-line validator does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(row, { freq: 8 }), { minLength: 1, maxLength: 120 }),
        fc.array(fc.tuple(fc.nat(), row), { maxLength: 25 }),
        fc.integer({ min: 1, max: 50 }),
        (initial, edits, run) => {
          // A null row stands for a line with the wrong field count: it registers no key.
          const rows = initial.map((r) => r ?? ['only one field']);
          const deferred = new RecordValidator(header, mapping, {}, { deferDuplicates: true });
          const eager = new RecordValidator(header, mapping);
          const found: Finding[] = [],
            local: Finding[] = [],
            deferredErrors: number[] = [];
          for (let from = 0; from < rows.length; from += run) {
            const part = rows.slice(from, from + run),
              errors: number[] = [];
            deferred.checkBatch(
              part,
              part.map((_, k) => from + k + 2),
              part.map(() => true),
              part.length,
              {
                add: (f) => {
                  (f.rule.startsWith('duplicate') ? found : local).push(f);
                },
              },
              errors,
            );
            deferredErrors.push(...errors.slice(0, part.length));
          }
          const late = deferred.takeDeferredDuplicates().map((d) => d.finding);
          expect(found).toEqual([]);
          const all: Finding[] = [];
          const eagerErrors = rows.map((r, i) => eager.check(r, i + 2, true, { add: (f) => all.push(f) }));
          const eagerFound = all.filter((f) => f.rule.startsWith('duplicate'));
          expect(late).toEqual(eagerFound);
          // The other rules (the deferred stream checks names and e-mails in the fused passes): the same findings.
          expect(local).toEqual(all.filter((f) => !f.rule.startsWith('duplicate')));
          // Error counts: the deferred stream's leave the duplicates out.
          expect(deferredErrors.map((n, i) => n + late.filter((f) => f.line === i + 2).length)).toEqual(eagerErrors);
          // Against the Map: each later line of a key is reported, naming the first.
          const current: (string[] | null)[] = rows.map((r) => (r.length === header.length ? r : null));
          const expected = [0, 1].flatMap((column) =>
            [...linesByKey(current, column).values()].flatMap((lines) =>
              lines.slice(1).map((l) => [l, column, lines[0]]),
            ),
          );
          expect(
            late.map((f) => [f.line, f.columnIndex, f.relatedLine]).sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!),
          ).toEqual(expected.sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!));
          // Edits: the deferred validator (its index built from the log on first use) answers as the eager one.
          for (const [at, values] of edits) {
            const index = at % rows.length;
            const before = current[index] ?? null;
            expect(deferred.recheck(index + 2, before, values)).toEqual(eager.recheck(index + 2, before, values));
            current[index] = values;
          }
          for (const column of [0, 1]) {
            const index = column === 0 ? deferred.names : deferred.emails;
            for (const [key, lines] of linesByKey(current, column)) expect(index.linesOf(key)).toEqual(lines);
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
