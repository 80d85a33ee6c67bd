import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../shared/users-csv/findings';
import { RecordValidator } from '../../../../shared/users-csv/record-validator';

const header = ['login', 'email', 'givenName', 'surName', 'password', 'phone'];
const mapping = ['name', 'email', 'givenName', 'surName', 'password', 'phone'] as const;

function checkAll(v: RecordValidator, rows: string[][]): Finding[] {
  const out: Finding[] = [];
  rows.forEach((r, i) => v.check(r, i + 2, true, { add: (f) => out.push(f) }));
  return out;
}

describe('RecordValidator', () => {
  it('re-checks an edited line, its duplicates included, and tells which other lines changed', () => {
    const v = new RecordValidator(header, mapping);
    const rows = [
      ['anna', 'anna@x.de', 'A', 'B', 'Geheim-2026', ''],
      ['bob', 'bob@x.de', 'B', 'B', 'Geheim-2026', ''],
      ['ANNA', 'carl@x.de', 'C', 'C', 'Geheim-2026', ''],
    ];
    expect(checkAll(v, rows).map((f) => [f.line, f.rule, f.relatedLine])).toEqual([[4, 'duplicate-name', 2]]);

    // Line 2 (the original "anna") is renamed: line 4 is no longer a duplicate.
    const edited = ['dora', 'anna@x.de', 'A', 'B', 'Geheim-2026', ''];
    const r1 = v.recheck(2, rows[0]!, edited);
    expect(r1.findings).toEqual([]);
    expect(r1.duplicates).toEqual([{ line: 4, rule: 'duplicate-name', finding: null }]);

    // Line 3 takes bob -> dora: now a duplicate of line 2, and the bob group is reported empty.
    const r2 = v.recheck(3, rows[1]!, ['DORA', 'bad', '', 'B', 'x', '+49 30']);
    expect(r2.findings.map((f) => [f.rule, f.relatedLine])).toEqual([
      ['email', undefined],
      ['required', undefined],
      ['password-policy', undefined],
      ['phone', undefined],
      ['duplicate-name', 2],
    ]);
    expect(r2.duplicates).toEqual([{ line: 2, rule: 'duplicate-name', finding: null }]);
  });
});

describe('RecordValidator.checkBatch', () => {
  // Few distinct values so that duplicates, bad e-mails, phones, passwords and names are common.
  const cell = fc.constantFrom(
    '',
    ' ',
    'a',
    'A ',
    'a:b',
    'Jürgen',
    'JÜRGEN',
    'a@x.de',
    ' A@X.DE',
    'a@x',
    '+4930',
    '+49 30',
    'kurz',
    'Geheim-2026',
    'x\ny',
    'Σίσυφος',
    // Where the one pass over a name or e-mail (rule and key hash together) finds a fault or
    // gives up to the general path: a backslash, Latin-1 beyond ASCII, a no-break space at an end.
    'a\\b',
    'jürgen@x.de',
    'A@x.de ',
    '\u00a0a@x.de',
    'a\u00a0',
  );
  const record = fc.oneof(
    { weight: 9, arbitrary: fc.array(cell, { minLength: 6, maxLength: 6 }) },
    { weight: 1, arbitrary: fc.array(cell, { maxLength: 8 }) },
  );

  // checkBatch hashes the keys while the field rules read them (check does not): the same answers.
  it('gives the same findings in the same order and the same error counts as check on each record', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 200, size: 'max' }),
        fc.integer({ min: 1, max: 64 }),
        fc.boolean(),
        (rows, batch, breaks) => {
          const single = new RecordValidator(header, mapping),
            batched = new RecordValidator(header, mapping);
          const expected: Finding[] = [],
            actual: Finding[] = [];
          const expectedErrors = rows.map((r, i) =>
            single.check(r, 2 * i + 2, breaks, { add: (f) => expected.push(f) }),
          );
          const actualErrors: number[] = [];
          for (let from = 0; from < rows.length; from += batch) {
            const part = rows.slice(from, from + batch);
            const errors: number[] = [];
            batched.checkBatch(
              part,
              part.map((_, k) => 2 * (from + k) + 2),
              part.map(() => breaks),
              part.length,
              { add: (f) => actual.push(f) },
              errors,
            );
            actualErrors.push(...errors.slice(0, part.length));
          }
          expect(actual).toEqual(expected);
          expect(actualErrors).toEqual(expectedErrors);
        },
      ),
      { numRuns: 300 },
    );
  });
});
