import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblems as serverProblems } from '../../../../electron/demo-server/password-rules';
import {
  describePolicy,
  passwordComplies,
  passwordProblems,
  passwordRules,
  satisfiable,
} from '../../../../shared/users-csv/password-policy';
import { passwordPolicies } from './policy-arbitrary';

const chars = fc.constantFrom('a', 'Z', '7', '-', '!', ' ', 'ü', 'Ä', '٣', '界', 'ǅ', '\ud83d\ude00', '\ud800', '\t');
const passwords = fc.array(chars, { maxLength: 14 }).map((cs) => cs.join(''));
const policies = passwordPolicies({
  maxCount: 6,
  minimumLength: { min: 0, max: 12 },
  maximumLength: { min: 0, max: 14 },
});

describe('the engine password policy (the reference PasswordPolicy form)', () => {
  it('breaks exactly the rules the demo server breaks, for any password, user name and policy', () => {
    fc.assert(
      fc.property(passwords, fc.constantFrom('', 'abc', 'ABC', 'a7-!'), policies, (password, name, policy) => {
        const rules = passwordRules(policy);
        const ours = passwordProblems(password, rules, name);
        const server = serverProblems(password, name, policy);
        expect(ours.length).toBe(server.length);
        expect(passwordComplies(password, rules, name)).toBe(server.length === 0);
      }),
      { numRuns: 5000 },
    );
  });

  it('flags exactly the passwords that break "minimum 10, one digit, one symbol"', () => {
    const rules = passwordRules({ minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 });
    const verdicts = Object.fromEntries(
      ['abcdefghi1!', 'abcdefgh1!', 'abcdefgh1', 'abcdefghij!', 'abcdefghijk', 'a1!', 'ÄÖÜäöüßxy3#'].map((p) => [
        p,
        passwordComplies(p, rules),
      ]),
    );
    expect(verdicts).toEqual({
      'abcdefghi1!': true,
      'abcdefgh1!': true,
      abcdefgh1: false,
      'abcdefghij!': false,
      abcdefghijk: false,
      'a1!': false,
      'ÄÖÜäöüßxy3#': true,
    });
    expect(passwordProblems('abcdefghij', rules)).toEqual([
      'has 0 digits; the policy requires at least 1',
      'has 0 symbols; the policy requires at least 1',
    ]);
  });

  it('refuses a password equal to the user name (ignoring case) only when simple passwords are not allowed', () => {
    expect(passwordComplies('JDoe12345', passwordRules({ allowSimplePassword: false }), 'jdoe12345')).toBe(false);
    expect(passwordProblems('JDoe12345', passwordRules({ allowSimplePassword: false }), 'jdoe12345')).toEqual([
      'equals the user name, which the policy does not allow',
    ]);
    expect(passwordComplies('JDoe12345', passwordRules({}), 'jdoe12345')).toBe(true);
  });

  it('never quotes the password in a message', () => {
    fc.assert(
      // Each password holds "#Z", which no message's own words do: a plain "ame" is inside "name".
      fc.property(
        fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => `${a}#Z${b}`),
        policies,
        (password, policy) => {
          for (const problem of passwordProblems(password, passwordRules(policy), password))
            expect(problem.includes(password)).toBe(false);
        },
      ),
    );
  });

  it('knows a policy no password can satisfy, and words a policy', () => {
    expect(
      satisfiable(passwordRules({ maximumPasswordLength: 3, minimumNumbersOfDigits: 2, requiredNumbersOfSymbols: 2 })),
    ).toBe(false);
    expect(satisfiable(passwordRules({ minimumPasswordLength: 9, maximumPasswordLength: 8 }))).toBe(false);
    expect(satisfiable(passwordRules({ maximumPasswordLength: 0 }))).toBe(false);
    expect(satisfiable(passwordRules({ minimumPasswordLength: 10, minimumNumbersOfDigits: 1 }))).toBe(true);
    expect(describePolicy({ minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 })).toBe(
      'at least 10 characters, 1 digit, 1 symbol',
    );
  });
});
