import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/i18n/catalogue';
import { statusWord, statusWordKey } from '../../../../shared/i18n/status-words';
import { createTranslator } from '../../../../shared/i18n/translator';

const de = createTranslator('de').t;
const en = createTranslator('en').t;
const STATUS = /\b(SUCCESS|SKIPPED|FAILED|PENDING|CREATED|RUNNING|FINISHED|OVERWRITTEN)\b/g;

describe('status words', () => {
  it('come from the catalogue in both languages, one family per vocabulary', () => {
    expect(statusWord(de, 'line', 'SKIPPED')).toBe('Übersprungen');
    expect(statusWord(en, 'line', 'PENDING')).toBe('Waiting');
    expect(statusWord(de, 'predicted', 'OVERWRITTEN')).toBe('Überschrieben');
    expect(statusWord(de, 'job', 'CREATED')).toBe('Angelegt');
    expect(statusWord(de, 'job', 'FINISHED')).toBe('Abgeschlossen');
  });

  it("show a word the server adds later as the server wrote it, and no object's own keys", () => {
    expect(statusWord(de, 'line', 'PARTIAL')).toBe('PARTIAL');
    expect(statusWord(de, 'job', 'toString')).toBe('toString');
    expect(statusWordKey('line', 'constructor')).toBeUndefined();
  });

  it('are the only status words of the German texts: a wire value stands only in brackets or a wire field list', () => {
    const found: string[] = [];
    for (const [key, message] of Object.entries(MESSAGES)) {
      if (key.endsWith('.response')) continue; // the API reference's field lists: wire names
      const texts = typeof message.de === 'string' ? [message.de] : [message.de.one, message.de.other];
      for (const text of texts)
        for (const match of text.matchAll(STATUS)) {
          const at = match.index;
          if (text[at - 1] === '(' && text[at + match[0].length] === ')') continue;
          found.push(`${key}: ${match[0]}`);
        }
    }
    expect(found).toEqual([]);
  });

  it('word the options step in the words of the report', () => {
    expect(de('import.options.overwriteHelp', { status: statusWord(de, 'line', 'SKIPPED') })).toBe(
      'Aus: Ein vorhandener Benutzer wird übersprungen und im Bericht als „Übersprungen“ gemeldet.',
    );
  });
});
