import { describe, expect, it } from 'vitest';
import { createI18n, createTranslator } from '../../../../shared/i18n/translator';

describe('a translator', () => {
  it('words a message in its language, numbers formatted by Intl there', () => {
    const en = createTranslator('en');
    const de = createTranslator('de');
    expect(en.t('error.timeout.connect', { host: 'mdm.example.com', seconds: 1.5 })).toContain('within 1.5 s');
    expect(de.t('error.timeout.connect', { host: 'mdm.example.com', seconds: 1.5 })).toContain('innerhalb von 1,5 s');
  });

  it('leaves values as they are (no HTML escaping: React and terminals need none)', () => {
    expect(createTranslator('en').t('error.noToken.app', { name: 'A & <B>' })).toContain('"A & <B>"');
  });

  it("holds its own language's messages alone; the app's i18next holds every language", async () => {
    const fixed = createI18n('de', ['de']);
    expect(fixed.hasResourceBundle('de', 'translation')).toBe(true);
    expect(fixed.hasResourceBundle('en', 'translation')).toBe(false);
    const app = createI18n('de');
    expect(app.t('report.line')).toBe('Zeile');
    await app.changeLanguage('en');
    expect(app.t('report.line')).toBe('Line');
  });
});
