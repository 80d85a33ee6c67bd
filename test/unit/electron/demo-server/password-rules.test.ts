import { describe, expect, it } from 'vitest';
import {
  parsePasswordPolicy,
  passwordProblems,
  resolvePasswordPolicy,
} from '../../../../electron/demo-server/password-rules';

describe('passwordProblems', () => {
  it('gives one message per broken rule, naming the rule and never the password', () => {
    const policy = {
      minimumPasswordLength: 10,
      maximumPasswordLength: 12,
      minimumNumbersOfDigits: 2,
      minimumNumbersOfLowerCaseLetters: 1,
      minimumNumbersOfUpperCaseLetters: 1,
      requiredNumbersOfSymbols: 1,
      allowSimplePassword: false,
    };
    const problems = passwordProblems('ANNA', 'anna', policy);
    expect(problems).toEqual([
      "Field 'password' does not satisfy the password policy: at least 10 characters required",
      "Field 'password' does not satisfy the password policy: at least 2 digits required",
      "Field 'password' does not satisfy the password policy: at least 1 lower-case letter required",
      "Field 'password' does not satisfy the password policy: at least 1 symbol required",
      "Field 'password' does not satisfy the password policy: a simple password (equal to the user name) is not allowed",
    ]);
    expect(problems.join(' ')).not.toContain('ANNA');
    expect(passwordProblems('Abcdefgh12!xyz', 'anna', policy)).toEqual([
      "Field 'password' does not satisfy the password policy: at most 12 characters allowed",
    ]);
    expect(passwordProblems('Abcdefg12!x', 'anna', policy)).toEqual([]);
  });
  it('counts letters, digits and symbols by Unicode, and ignores rules that are absent', () => {
    const policy = { minimumNumbersOfUpperCaseLetters: 2, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 };
    expect(passwordProblems('ÄÖ٣€', 'x', policy)).toEqual([]);
    expect(passwordProblems('ab cd', 'x', { requiredNumbersOfSymbols: 1 })).toHaveLength(1);
    expect(passwordProblems('anna', 'anna', {})).toEqual([]);
    expect(passwordProblems('anna', 'anna', { allowSimplePassword: true })).toEqual([]);
  });
});

describe('the configured policy', () => {
  it('defaults to a minimum of 8, and passwordMinLength fills the minimum a policy does not name', () => {
    expect(resolvePasswordPolicy(undefined, undefined)).toEqual({ minimumPasswordLength: 8 });
    expect(resolvePasswordPolicy(undefined, 12)).toEqual({ minimumPasswordLength: 12 });
    expect(resolvePasswordPolicy({ minimumNumbersOfDigits: 1 }, 12)).toEqual({
      minimumNumbersOfDigits: 1,
      minimumPasswordLength: 12,
    });
    expect(resolvePasswordPolicy({ minimumPasswordLength: 10 }, 12)).toEqual({ minimumPasswordLength: 10 });
  });
  it('refuses a policy file with unknown fields or wrong values, naming the field', () => {
    expect(() => parsePasswordPolicy({ minLength: 8 }, 'policy.json')).toThrow(
      /policy.json.*unknown field 'minLength'/,
    );
    expect(() => parsePasswordPolicy({ minimumPasswordLength: -1 }, 'p.json')).toThrow(
      /p.json: field 'minimumPasswordLength'/,
    );
    expect(() => parsePasswordPolicy({ allowSimplePassword: 'no' }, 'p.json')).toThrow(/allowSimplePassword/);
    expect(() => parsePasswordPolicy([], 'p.json')).toThrow(/p.json/);
  });
});
