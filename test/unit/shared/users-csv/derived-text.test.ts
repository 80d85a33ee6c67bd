import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator';
import { derivedText } from '../../../../shared/users-csv/derived-text';
import type { DerivedValue } from '../../../../shared/users-csv/record-derivation';

const base: DerivedValue = {
  line: 5,
  column: 'name',
  value: 'max.mustermann',
  pattern: '{givenName}.{surName}',
  suffix: null,
  reason: null,
};

describe('derived value text', () => {
  it('names the pattern, and why a number was added, in English and German', () => {
    const en = createTranslator('en').t;
    const de = createTranslator('de').t;
    expect(derivedText(base, en)).toBe('made from {givenName}.{surName}');
    const inFile = { ...base, value: 'max.mustermann2', suffix: 2, reason: 'taken in file' as const, takenLine: 4 };
    expect(derivedText(inFile, en)).toBe('made from {givenName}.{surName}; 2 added: line 4 has the plain value');
    expect(derivedText(inFile, de)).toBe(
      'gebildet aus {givenName}.{surName}; 2 angehängt: Zeile 4 hat den Wert ohne Zahl',
    );
    const onServer = { ...base, suffix: 3, reason: 'taken on server' as const };
    expect(derivedText(onServer, en)).toBe(
      'made from {givenName}.{surName}; 3 added: the plain value is taken on the server',
    );
  });
});
