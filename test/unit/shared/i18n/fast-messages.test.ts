import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/i18n/catalogue';
import type { MessageKey } from '../../../../shared/i18n/catalogue';
import { fastMessages } from '../../../../shared/i18n/fast-messages';
import { LANGUAGES } from '../../../../shared/i18n/language';
import { createI18n } from '../../../../shared/i18n/translator';

/** Every placeholder name the catalogues use, with `count`. */
const NAMES = [
  ...new Set(
    Object.values(MESSAGES).flatMap((m) =>
      Object.values(m).flatMap((text) =>
        (typeof text === 'string' ? [text] : [text.one, text.other]).flatMap((t) =>
          [...t.matchAll(/\{\{-?\s*([A-Za-z_][A-Za-z0-9_]*)/g)].map((x) => x[1]!),
        ),
      ),
    ),
  ),
  'count',
];
const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('{{name}}', '$t(cli.reason.new)', 'a, b', ''),
  fc.integer({ min: -3, max: 1000 }),
  fc.constantFrom(0, 1, 2, 1.5, 21),
  fc.constant(undefined),
  fc.constant(null),
);
const params = fc.dictionary(fc.constantFrom(...NAMES), value, { maxKeys: 6 });

describe('the fast path of plain messages', () => {
  for (const language of LANGUAGES) {
    it(`says in ${language} exactly what i18next says, for every message and any values (property)`, () => {
      const i18n = createI18n(language);
      const fast = fastMessages(language);
      const keys = Object.keys(MESSAGES) as MessageKey[];
      let answered = 0;
      fc.assert(
        fc.property(fc.constantFrom(...keys), params, (key, given) => {
          const mine = fast(key, given);
          if (mine === undefined) return;
          answered++;
          expect(mine).toBe(i18n.t(key, given));
        }),
        { numRuns: 3000 },
      );
      // Every key once with all its placeholders filled.
      const full = Object.fromEntries(NAMES.map((n) => [n, n === 'count' ? 2 : `<${n}>`]));
      for (const key of keys) {
        const mine = fast(key, full);
        if (mine !== undefined) expect(mine).toBe(i18n.t(key, full));
      }
      expect(answered).toBeGreaterThan(500);
      // What it leaves to i18next: a format, a missing value.
      expect(fast('cli.reason.new')).toBe(i18n.t('cli.reason.new'));
    });
  }
});
