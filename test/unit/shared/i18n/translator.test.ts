import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator';

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
});
