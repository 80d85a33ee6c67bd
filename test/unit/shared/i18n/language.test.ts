import { describe, expect, it } from 'vitest';
import { languageFromEnv, languageOf, pickLanguage, resolveLanguage } from '../../../../shared/i18n/language';

describe('choosing the language', () => {
  it('reads BCP 47 tags and POSIX locales', () => {
    expect(languageOf('de-DE')).toBe('de');
    expect(languageOf('de_AT.UTF-8')).toBe('de');
    expect(languageOf('DE')).toBe('de');
    expect(languageOf('en-GB')).toBe('en');
    expect(languageOf('fr-FR')).toBeNull();
    expect(languageOf('C')).toBeNull();
    expect(languageOf('')).toBeNull();
  });

  it('resolves the app language: chosen in the app, else the policy default, else the system', () => {
    expect(resolveLanguage('en', 'de', ['de-DE'])).toBe('en');
    expect(resolveLanguage(null, 'de', ['en-US'])).toBe('de');
    expect(resolveLanguage('fr', undefined, ['fr-FR', 'de-AT'])).toBe('de');
    expect(resolveLanguage(undefined, null, [null, 'fr'])).toBe('en');
  });

  it('takes the first supported language of a preference list, else English', () => {
    expect(pickLanguage(['fr-FR', 'de-CH', 'en-US'])).toBe('de');
    expect(pickLanguage(['fr-FR'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('follows LC_ALL, then LC_MESSAGES, then LANG, as POSIX does', () => {
    expect(languageFromEnv({ LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(languageFromEnv({ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'en_US.UTF-8' })).toBe('en');
    expect(languageFromEnv({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'de_DE', LC_ALL: '' })).toBe('de');
    expect(languageFromEnv({ LANG: 'de_DE.UTF-8', LC_ALL: 'C' })).toBe('en');
    expect(languageFromEnv({})).toBe('en');
  });
});
