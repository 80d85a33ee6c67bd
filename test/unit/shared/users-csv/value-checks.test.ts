import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmailSyntax } from '../../../../shared/users-csv/value-checks';

describe('isEmailSyntax', () => {
  it('accepts the usual addresses and refuses malformed ones', () => {
    for (const ok of ['a@b.de', 'first.last+tag@sub.example.co.uk']) expect(isEmailSyntax(ok)).toBe(true);
    for (const bad of ['a@b', '@b.de', 'a@@b.de', 'a b@c.de', 'a@.b.de', 'a..b@c.de', 'a@b.de.', 'a@b,de', '"a"@b.de'])
      expect(isEmailSyntax(bad)).toBe(false);
  });

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
