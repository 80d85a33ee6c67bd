import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mappingFromMatches, matchColumns } from '../../../../shared/users-csv/column-match';
import { applyFixes } from '../../../../shared/users-csv/fixes';
import type { Finding } from '../../../../shared/users-csv/findings';
import { RecordValidator } from '../../../../shared/users-csv/record-validator';
import { isEmailSyntax } from '../../../../shared/users-csv/value-checks';

const header = ['login', 'email', 'givenName', 'surName', 'password', 'phone'];
const mapping = ['name', 'email', 'givenName', 'surName', 'password', 'phone'] as const;

function checkAll(v: RecordValidator, rows: string[][]): Finding[] {
  const out: Finding[] = [];
  rows.forEach((r, i) => v.check(r, i + 2, true, { add: (f) => out.push(f) }));
  return out;
}

describe('RecordValidator', () => {
  it('applies a configurable password policy and never names the password', () => {
    const v = new RecordValidator(header, mapping, {
      minimumPasswordLength: 10,
      minimumNumbersOfDigits: 1,
      minimumNumbersOfUpperCaseLetters: 1,
      requiredNumbersOfSymbols: 1,
    });
    const f = checkAll(v, [['a', 'a@x.de', 'A', 'B', 'lowercase', '']]);
    expect(f).toHaveLength(1);
    expect(f[0]!.rule).toBe('password-policy');
    expect(f[0]!.message).toBe(
      'password is 9 characters long; the policy requires at least 10, has 0 digits; the policy requires at least 1, has 0 upper-case letters; the policy requires at least 1, has 0 symbols; the policy requires at least 1.',
    );
    expect(
      checkAll(new RecordValidator(header, mapping, { minimumPasswordLength: 10, minimumNumbersOfDigits: 1 }), [
        ['a', 'a@x.de', 'A', 'B', 'Lowercase-1', ''],
      ]),
    ).toEqual([]);
  });

  it('labels a renamed column with its source header', () => {
    const f = checkAll(new RecordValidator(header, mapping), [['a:b', 'a@x.de', 'A', 'B', 'Geheim-2026', '']]);
    expect(f[0]!.message).toBe('name (column "login") "a:b" contains ":", which the service does not allow in a name.');
  });

  it('checks e-mail syntax by a character scan', () => {
    for (const ok of ['a@b.de', 'first.last+tag@sub.example.co.uk']) expect(isEmailSyntax(ok)).toBe(true);
    for (const bad of ['a@b', '@b.de', 'a@@b.de', 'a b@c.de', 'a@.b.de', 'a..b@c.de', 'a@b.de.', 'a@b,de', '"a"@b.de'])
      expect(isEmailSyntax(bad)).toBe(false);
  });

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

  it('applies offered fixes only on request', () => {
    const v = new RecordValidator(header, mapping);
    const row = [' anna ', 'anna@x.de', 'A', 'B', 'Geheim-2026', '+49 (30) 123-45'];
    const f = checkAll(v, [row]);
    expect(row[0]).toBe(' anna ');
    expect(applyFixes(row, f)).toEqual(['anna', 'anna@x.de', 'A', 'B', 'Geheim-2026', '+493012345']);
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
  );
  const record = fc.oneof(
    { weight: 9, arbitrary: fc.array(cell, { minLength: 6, maxLength: 6 }) },
    { weight: 1, arbitrary: fc.array(cell, { maxLength: 8 }) },
  );

  it('gives the same findings in the same order and the same error counts as check on each record', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 200 }),
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

describe('isEmailSyntax', () => {
  /** The rule spelled out character by character (the engine's former scan): the oracle for the regular expression. */
  function emailByScan(v: string): boolean {
    const at = v.indexOf('@');
    if (at <= 0 || at !== v.lastIndexOf('@') || at > 64 || v.length - at < 4) return false;
    let dotInDomain = false;
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c <= 32 || c === 127 || '(),:;<>[\\]"'.includes(v[i]!)) return false;
      if (c === 46) {
        if (i === 0 || i === at - 1 || i === at + 1 || i === v.length - 1 || v.charCodeAt(i - 1) === 46) return false;
        if (i > at) dotInDomain = true;
      }
    }
    return dotInDomain;
  }

  it('accepts exactly what the character-by-character rule accepts', () => {
    const char = fc.constantFrom(
      'a',
      'Z',
      '0',
      '.',
      '.',
      '@',
      '@',
      '-',
      '+',
      'ü',
      '界',
      ' ',
      '\t',
      '\u007f',
      '\u0000',
      '(',
      ',',
      ':',
      ';',
      '<',
      '[',
      '\\',
      ']',
      '"',
      '\ud800',
    );
    const local = fc.oneof(fc.constant('x'.repeat(64)), fc.constant('x'.repeat(65)), fc.constant('ab'));
    const value = fc.oneof(
      fc.array(char, { maxLength: 12 }).map((cs) => cs.join('')),
      fc.tuple(local, fc.array(char, { maxLength: 6 })).map(([l, cs]) => `${l}@${cs.join('')}`),
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(isEmailSyntax(v)).toBe(emailByScan(v));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('RecordValidator with deferred duplicates', () => {
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
