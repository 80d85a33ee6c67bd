import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblems as serverProblems } from '../../../../electron/demo-server/password-rules';
import {
  createPasswordGenerator,
  GENERATED_LENGTH,
  PASSWORD_ALPHABET,
  UnsatisfiablePolicyError,
} from '../../../../shared/users-csv/password-generator';
import { passwordComplies, passwordRules, satisfiable } from '../../../../shared/users-csv/password-policy';
import { passwordPolicies } from './policy-arbitrary';

const policies = passwordPolicies({
  maxCount: 8,
  minimumLength: { min: 0, max: 40 },
  maximumLength: { min: 1, max: 64 },
});

describe('generated passwords', () => {
  it('satisfy any satisfiable policy, as the engine and the demo server read it', () => {
    fc.assert(
      fc.property(
        policies.filter((p) => satisfiable(passwordRules(p))),
        fc.string({ maxLength: 6 }),
        (policy, name) => {
          const generator = createPasswordGenerator(policy);
          for (let i = 0; i < 5; i++) {
            const password = generator.next(name);
            expect(passwordComplies(password, passwordRules(policy), name)).toBe(true);
            expect(serverProblems(password, name, policy)).toEqual([]);
            expect(password.toLowerCase()).not.toBe(name.toLowerCase());
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('satisfy "minimum 10, one digit, one symbol" (the issue\'s example), 16 characters of the alphabet', () => {
    const policy = { minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 };
    const generator = createPasswordGenerator(policy);
    const alphabet = new Set(Object.values(PASSWORD_ALPHABET).join(''));
    for (let i = 0; i < 1000; i++) {
      const password = generator.next('user');
      expect(password).toHaveLength(GENERATED_LENGTH);
      expect([...password].every((c) => alphabet.has(c))).toBe(true);
      expect(/[2-9]/.test(password) && /[!#$%&*?^_~]/.test(password)).toBe(true);
    }
  });

  it('come from the random source (Web Crypto by default): two generators never agree', () => {
    const a = createPasswordGenerator({}).next();
    const b = createPasswordGenerator({}).next();
    expect(a).not.toBe(b);
    // A source that always answers 0 gives the first character of each alphabet.
    const zero = createPasswordGenerator({ maximumPasswordLength: 4 }, (array) => array.fill(0));
    expect(zero.next()).toBe('aaaa');
  });

  it('draws without modulo bias (a value past the last whole multiple is drawn again)', () => {
    // 25 lower-case letters: 2^32 is 21 past a multiple of 25, so the top 21 values are drawn again.
    const values = [0xffffffff, 5];
    let i = 0;
    const generator = createPasswordGenerator(
      { maximumPasswordLength: 1, minimumNumbersOfLowerCaseLetters: 1 },
      (array) => {
        for (let k = 0; k < array.length; k++) array[k] = values[Math.min(i++, 1)]!;
        return array;
      },
    );
    // 0xffffffff % 25 would be 20 ('v'); it is refused and 5 gives 'f'.
    expect(generator.next()).toBe(PASSWORD_ALPHABET.lower[5]);
  });

  it('refuses a policy no password can satisfy, saying why', () => {
    expect(() =>
      createPasswordGenerator({ maximumPasswordLength: 3, minimumNumbersOfDigits: 2, requiredNumbersOfSymbols: 2 }),
    ).toThrow(UnsatisfiablePolicyError);
    expect(() => createPasswordGenerator({ minimumPasswordLength: 12, maximumPasswordLength: 8 })).toThrow(
      /at most 8 characters but requires 12/,
    );
  });
});
