import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldRules } from '../../../../shared/users-csv/field-rules';
import { KeyHasher } from '../../../../shared/users-csv/key-hash';
import { applyFixes } from '../../../../shared/users-csv/fixes';
import type { Finding } from '../../../../shared/users-csv/findings';
import { DEFAULT_PASSWORD_POLICY } from '../../../../shared/users-csv/password-policy';
import type { PasswordPolicy } from '../../../../shared/users-csv/password-policy';

const header = ['login', 'email', 'givenName', 'surName', 'password', 'phone'];
const mapping = ['name', 'email', 'givenName', 'surName', 'password', 'phone'] as const;

function checkAll(v: FieldRules, rows: string[][]): Finding[] {
  const out: Finding[] = [];
  rows.forEach((r, i) => v.check(r, i + 2, true, { add: (f) => out.push(f) }));
  return out;
}
const rulesOf = (policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) => new FieldRules(header, mapping, policy);

describe('FieldRules', () => {
  it('applies a configurable password policy and never names the password', () => {
    const v = rulesOf({
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
      checkAll(rulesOf({ minimumPasswordLength: 10, minimumNumbersOfDigits: 1 }), [
        ['a', 'a@x.de', 'A', 'B', 'Lowercase-1', ''],
      ]),
    ).toEqual([]);
  });

  it('labels a renamed column with its source header', () => {
    const f = checkAll(rulesOf(), [['a:b', 'a@x.de', 'A', 'B', 'Geheim-2026', '']]);
    expect(f[0]!.message).toBe('name (column "login") "a:b" contains ":", which the service does not allow in a name.');
  });

  it('applies offered fixes only on request', () => {
    const v = rulesOf();
    const row = [' anna ', 'anna@x.de', 'A', 'B', 'Geheim-2026', '+49 (30) 123-45'];
    const f = checkAll(v, [row]);
    expect(row[0]).toBe(' anna ');
    expect(applyFixes(row, f)).toEqual(['anna', 'anna@x.de', 'A', 'B', 'Geheim-2026', '+493012345']);
  });

  it('gives the same findings with the key hashes fused into the name and e-mail rules, and hashes as KeyHasher does', () => {
    const cell = fc.constantFrom(
      '',
      ' ',
      'anna',
      'ANNA ',
      'a:b',
      'a\\b',
      'Jürgen',
      'a@x.de',
      ' A@X.DE',
      'a@x',
      'x\ny',
      'Σίσυφος',
      '\u00a0b',
    );
    const hasher = new KeyHasher();
    fc.assert(
      fc.property(fc.array(cell, { minLength: 6, maxLength: 6 }), (row) => {
        const plain: Finding[] = [],
          fused: Finding[] = [];
        const rules = new FieldRules(header, mapping, DEFAULT_PASSWORD_POLICY, { fuseKeyHashes: true });
        const errors = rules.check(row, 2, true, { add: (f) => fused.push(f) });
        expect(errors).toBe(rulesOf().check(row, 2, true, { add: (f) => plain.push(f) }));
        expect(fused).toEqual(plain);
        const keys = rules.fusedKeys;
        for (const [hashed, a, b, value] of [
          [keys.nameHashed, keys.nameA, keys.nameB, row[0]!],
          [keys.emailHashed, keys.emailA, keys.emailB, row[1]!],
        ] as const) {
          if (!hashed) continue;
          expect(hasher.hash(value)).toBe(true);
          expect([a, b]).toEqual([hasher.a, hasher.b]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('counts a blank password as no error when passwords are generated', () => {
    const row = ['anna', 'anna@x.de', 'A', 'B', '  ', ''];
    expect(checkAll(rulesOf(), [row]).map((f) => f.rule)).toEqual(['whitespace', 'password-policy']);
    const generating = new FieldRules(header, mapping, DEFAULT_PASSWORD_POLICY, { generatePasswords: true });
    expect(checkAll(generating, [row])).toEqual([]);
  });
});
