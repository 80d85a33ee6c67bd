import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/i18n/catalogue';
import { LANGUAGES } from '../../../../shared/i18n/language';
import { messageTable } from '../../../../shared/i18n/message-tables';

describe('messageTable', () => {
  it("holds every message of the catalogues in the language's own text", () => {
    for (const language of LANGUAGES) {
      const table = messageTable(language);
      expect(Object.keys(table).sort()).toEqual(Object.keys(MESSAGES).sort());
      for (const [key, message] of Object.entries(MESSAGES)) expect(table[key]).toEqual(message[language]);
    }
    expect(messageTable('de')['report.line']).toBe('Zeile');
    expect(messageTable('en')['report.line']).toBe('Line');
  });
});
