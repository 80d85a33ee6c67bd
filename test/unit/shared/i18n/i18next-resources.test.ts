import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/i18n/catalogue';
import { resources } from '../../../../shared/i18n/i18next-resources';

describe('resources', () => {
  it('hands i18next plurals as key_one / key_other', () => {
    const en = resources(['en']).en!.translation;
    const plural = Object.entries(MESSAGES).find(([, m]) => typeof m.en === 'object');
    expect(plural).toBeDefined();
    expect(en[`${plural![0]}_one`]).toBeTypeOf('string');
    expect(en[`${plural![0]}_other`]).toBeTypeOf('string');
  });

  it('makes the tables of the languages asked, and no other', () => {
    expect(Object.keys(resources(['de']))).toEqual(['de']);
    expect(resources(['de']).de!.translation['report.line']).toBe('Zeile');
    expect(Object.keys(resources(['en', 'de'])).sort()).toEqual(['de', 'en']);
  });
});
