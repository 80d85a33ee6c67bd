import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FUSED_BACKSLASH,
  FUSED_BAD,
  FUSED_COLON,
  FUSED_OK,
  FUSED_UNKNOWN,
  KeyHasher,
} from '../../../../shared/users-csv/key-hash';
import {
  DEFAULT_PASSWORD_POLICY,
  passwordComplies,
  passwordProblems,
  passwordRules,
} from '../../../../shared/users-csv/password-policy';
import { forbiddenNameCharacter, isEmailSyntax } from '../../../../shared/users-csv/value-checks';

/** `hash` on its own: the reference for the fused passes. */
function plainHash(v: string): [number, number] | null {
  const h = new KeyHasher();
  return h.hash(v) ? [h.a, h.b] : null;
}

// Characters that exercise every branch: atoms, dots, @, each forbidden ASCII character,
// Latin-1 letters in both cases, what trim removes (inside and at the ends), and text beyond
// Latin-1 (the fallback).
const char = fc.constantFrom(
  'a',
  'Z',
  '0',
  '-',
  '+',
  '.',
  '.',
  '@',
  '@',
  'ä',
  'Ä',
  'ß',
  'À',
  '×',
  'ÿ',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u0000',
  '\u007f',
  '(',
  ')',
  ',',
  ':',
  ';',
  '<',
  '>',
  '[',
  '\\',
  ']',
  '"',
  '界',
  'Σ',
  '\u3000',
  '\ud800',
);
const chars = (max: number) => fc.array(char, { maxLength: max }).map((cs) => cs.join(''));
const value = fc.oneof(
  chars(14),
  // Shaped like addresses, with local parts around the 64-character limit.
  fc
    .tuple(fc.constantFrom('', 'x', 'Ab.c', 'x'.repeat(63), 'x'.repeat(64), 'x'.repeat(65)), chars(4), chars(6))
    .map(([l, m, d]) => `${l}${m}@${d}.de`),
  fc.tuple(chars(6), chars(6)).map(([l, d]) => `${l}@${d}`),
);

describe('KeyHasher.hashEmail (e-mail rule and hash in one pass)', () => {
  it('decides exactly as isEmailSyntax and, when it hashes, gives exactly hash()', () => {
    const h = new KeyHasher();
    fc.assert(
      fc.property(value, (v) => {
        const r = h.hashEmail(v);
        if (r === FUSED_UNKNOWN) return;
        expect(r === FUSED_OK).toBe(isEmailSyntax(v));
        if (r === FUSED_OK) expect([h.a, h.b]).toEqual(plainHash(v));
      }),
      { numRuns: 20_000 },
    );
  });

  it('decides the common cases itself and leaves text beyond Latin-1 to the fallback', () => {
    const h = new KeyHasher();
    expect(h.hashEmail('Jürgen.Müller@Schule-BSP.de')).toBe(FUSED_OK);
    expect([h.a, h.b]).toEqual(plainHash('jürgen.müller@schule-bsp.de'));
    for (const bad of [
      'a@b',
      '@b.de',
      'a@@b.de',
      'a b@c.de',
      'a@.b.de',
      'a..b@c.de',
      'a@b.de.',
      'a@b,de',
      '"a"@b.de',
      `${'x'.repeat(65)}@b.de`,
      '',
    ])
      expect(h.hashEmail(bad)).toBe(FUSED_BAD);
    expect(h.hashEmail(`${'x'.repeat(64)}@b.de`)).toBe(FUSED_OK);
    expect(h.hashEmail('界@b.de')).toBe(FUSED_UNKNOWN);
    expect(h.hashEmail('a@b.de\u00a0')).toBe(FUSED_UNKNOWN);
  });
});

describe('KeyHasher.hashName (name rule and hash in one pass)', () => {
  it('names the forbidden character exactly as forbiddenNameCharacter and hashes exactly as hash()', () => {
    const h = new KeyHasher();
    fc.assert(
      fc.property(value, (v) => {
        const r = h.hashName(v);
        if (r === FUSED_UNKNOWN) return;
        const expected = forbiddenNameCharacter(v);
        expect(r === FUSED_OK ? null : r === FUSED_BACKSLASH ? '\\' : r === FUSED_COLON ? ':' : 'other').toBe(expected);
        expect([h.a, h.b]).toEqual(plainHash(v));
      }),
      { numRuns: 20_000 },
    );
  });

  it('leaves values with trimmed ends or beyond Latin-1 to the fallback', () => {
    const h = new KeyHasher();
    for (const v of ['', ' a', 'a\n', '\u00a0a', 'Σa']) expect(h.hashName(v)).toBe(FUSED_UNKNOWN);
    expect(h.hashName('a:b\\c')).toBe(FUSED_BACKSLASH);
    expect(h.hashName('a:b')).toBe(FUSED_COLON);
    expect(h.hashName('User.1')).toBe(FUSED_OK);
    expect([h.a, h.b]).toEqual(plainHash('user.1'));
  });
});

describe('passwordComplies with a length-only policy (stops counting at the minimum)', () => {
  it('agrees with passwordProblems (the full scan) for any length and minimum', () => {
    const pw = fc
      .array(fc.constantFrom('a', 'Z', '1', '-', 'ü', '界', '\ud83d\ude00', '\ud800', '\udc00'), { maxLength: 14 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(pw, fc.integer({ min: -1, max: 12 }), (p, minimumPasswordLength) => {
        const rules = passwordRules({ ...DEFAULT_PASSWORD_POLICY, minimumPasswordLength });
        expect(rules.lengthOnly).toBe(true);
        expect(passwordComplies(p, rules)).toBe(passwordProblems(p, rules).length === 0);
      }),
      { numRuns: 5000 },
    );
  });
});
