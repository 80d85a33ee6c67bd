import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblems as serverProblems } from '../../../../electron/demo-server/password-rules';
import { createPasswordGenerator, isPasswordStyle } from '../../../../shared/users-csv/password-generator';
import type { RandomSource } from '../../../../shared/users-csv/password-generator';
import { passwordComplies, passwordRules, satisfiable } from '../../../../shared/users-csv/password-policy';
import { PUPIL_ALPHABET, pupilLengthBounds } from '../../../../shared/users-csv/pupil-password';
import { passwordPolicies } from './policy-arbitrary';

/** Policies within sane bounds: what an organization configures (no 200-character minimum). */
const policies = passwordPolicies({
  maxCount: 4,
  minimumLength: { min: 0, max: 20 },
  maximumLength: { min: 6, max: 64 },
});

const AMBIGUOUS = /[0O1lI]/;
const PUPIL_CHARACTERS = new Set(
  Object.values(PUPIL_ALPHABET).join('') + PUPIL_ALPHABET.consonants.toUpperCase() + PUPIL_ALPHABET.upperVowels,
);

describe('pupil passwords', () => {
  it('satisfy every sane policy, within the length bounds, without an ambiguous character', () => {
    fc.assert(
      fc.property(
        policies.filter((p) => satisfiable(passwordRules(p))),
        fc.string({ maxLength: 6 }),
        (policy, name) => {
          const rules = passwordRules(policy);
          const generator = createPasswordGenerator(policy, undefined, 'pupil');
          const aim = Math.min(
            rules.max,
            Math.max(rules.min, 10, rules.digits + rules.lower + rules.upper + rules.symbols),
          );
          for (let i = 0; i < 5; i++) {
            const password = generator.next(name);
            expect(passwordComplies(password, rules, name)).toBe(true);
            expect(serverProblems(password, name, policy)).toEqual([]);
            expect(password.length).toBeGreaterThanOrEqual(aim);
            expect(password.length).toBeLessThanOrEqual(Math.min(rules.max, aim + 2));
            expect(password).not.toMatch(AMBIGUOUS);
            expect([...password].every((c) => PUPIL_CHARACTERS.has(c))).toBe(true);
            // Nothing a spreadsheet would read as a formula.
            expect(password).not.toMatch(/^[-=+@]/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('are lower-case syllables and digits when the policy asks for nothing more, 10 to 12 characters', () => {
    const generator = createPasswordGenerator({ minimumPasswordLength: 8 }, undefined, 'pupil');
    const lengths = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const password = generator.next('user');
      lengths.add(password.length);
      // Two words of consonant-vowel syllables, then two digits.
      expect(password).toMatch(
        /^(?:[bdfghkmnprst][aeiou])+[bdfghkmnprst]?(?:[bdfghkmnprst][aeiou])*[bdfghkmnprst]?[2-9]{2}$/,
      );
    }
    expect([...lengths].sort()).toEqual([10, 11, 12]);
  });

  it('take the capitals, the symbols and the length the policy asks for', () => {
    const policy = {
      minimumPasswordLength: 12,
      minimumNumbersOfUpperCaseLetters: 2,
      minimumNumbersOfDigits: 1,
      requiredNumbersOfSymbols: 2,
    };
    const generator = createPasswordGenerator(policy, undefined, 'pupil');
    for (let i = 0; i < 200; i++) {
      const password = generator.next();
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(password.length).toBeLessThanOrEqual(14);
      // Each word starts with a capital; a hyphen between them, an exclamation mark at the end.
      expect(password).toMatch(/^[BDFGHKMNPRST][a-z]*-[BDFGHKMNPRST][a-z]*[2-9]+!$/);
    }
  });

  it('stay within a policy whose maximum is below ten', () => {
    const rules = passwordRules({ maximumPasswordLength: 8, minimumNumbersOfDigits: 1 });
    expect(pupilLengthBounds(rules)).toEqual({ min: 8, max: 8 });
    const password = createPasswordGenerator(
      { maximumPasswordLength: 8, minimumNumbersOfDigits: 1 },
      undefined,
      'pupil',
    ).next();
    expect(password).toHaveLength(8);
  });

  it('come from the random source: a fixed source gives the same password, Web Crypto two different ones', () => {
    const fixed: RandomSource = (array) => array.fill(7);
    const a = createPasswordGenerator({}, fixed, 'pupil').next();
    expect(createPasswordGenerator({}, fixed, 'pupil').next()).toBe(a);
    const random = createPasswordGenerator({}, undefined, 'pupil');
    expect(random.next()).not.toBe(random.next());
  });

  it('is a style by name; strong stays the default', () => {
    expect(isPasswordStyle('pupil')).toBe(true);
    expect(isPasswordStyle('strong')).toBe(true);
    expect(isPasswordStyle('weak')).toBe(false);
    expect(createPasswordGenerator({}).next()).toHaveLength(16);
  });
});
