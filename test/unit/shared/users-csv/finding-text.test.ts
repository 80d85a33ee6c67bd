import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator';
import { findingText, validateCsv } from '../../../../shared/users-csv';

const POLICY = { minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 };

async function passwordFinding(password: string) {
  const csv = `name,email,givenName,surName,password\nanna,anna@example.com,Anna,A,${password}\n`;
  const result = await validateCsv([new TextEncoder().encode(csv)], { passwordPolicy: POLICY });
  const finding = result.findings.find((f) => f.rule === 'password-policy');
  if (!finding) throw new Error('no password-policy finding');
  return finding;
}

describe('findingText: a broken password policy', () => {
  it('names each broken rule in German, as the English sentence does, and never the password', async () => {
    const finding = await passwordFinding('kurz');
    const german = findingText(finding, 'de', createTranslator('de').t);
    expect(german).toBe(
      'password erfüllt die Passwortrichtlinie nicht: 4 Zeichen statt mindestens 10, 0 Ziffern statt mindestens 1, 0 Sonderzeichen statt mindestens 1.',
    );
    expect(german).not.toContain('kurz');
    expect(findingText(finding, 'en', createTranslator('en').t)).toBe(finding.message);
    expect(finding.message).toContain('is 4 characters long; the policy requires at least 10');
  });

  it('uses the singular where the password has one of a kind', async () => {
    const finding = await passwordFinding('abcdefghij1');
    expect(findingText(finding, 'de', createTranslator('de').t)).toContain('0 Sonderzeichen statt mindestens 1');
    expect(finding.shortfalls).toEqual([{ rule: 'symbols', have: 0, want: 1 }]);
  });
});

describe('findingText: values kept with the finding (the CLI has no rows)', () => {
  it('quotes the value and counts the fields in German without the row', async () => {
    const csv = 'name,email,givenName,surName\nanna,anna-at-example,Anna,A\nbert,bert@example.com,Bert\n';
    const result = await validateCsv([new TextEncoder().encode(csv)]);
    const de = createTranslator('de').t;
    const email = result.findings.find((f) => f.rule === 'email')!;
    expect(findingText(email, 'de', de)).toBe('email „anna-at-example“ ist keine gültige E-Mail-Adresse.');
    const fields = result.findings.find((f) => f.rule === 'field-count')!;
    expect(findingText(fields, 'de', de)).toMatch(/^Zeile 3 hat 3 Felder, die Kopfzeile aber 4;/);
  });
});

describe('findingText: a missing mandatory column', () => {
  it('names the column in German, as the English sentence does', async () => {
    const csv = 'name,email\nanna,anna@example.com\n';
    const result = await validateCsv([new TextEncoder().encode(csv)]);
    const missing = result.findings.filter((f) => f.rule === 'missing-column');
    expect(missing.map((f) => findingText(f, 'de', createTranslator('de').t))).toEqual([
      'Die Pflichtspalte givenName fehlt: Keine Spalte der Kopfzeile ist ihr zugeordnet.',
      'Die Pflichtspalte surName fehlt: Keine Spalte der Kopfzeile ist ihr zugeordnet.',
      'Die Pflichtspalte password fehlt: Keine Spalte der Kopfzeile ist ihr zugeordnet.',
    ]);
    expect(missing.map((f) => findingText(f, 'en', createTranslator('en').t))[0]).toBe(
      'The mandatory column givenName is missing: no column of the header is mapped to it.',
    );
    // A finding kept before the column's name was (a job's stored findings) says it without the name.
    expect(findingText({ ...missing[0]!, value: undefined }, 'de', createTranslator('de').t)).toBe(
      'Eine Pflichtspalte fehlt: Keine Spalte der Kopfzeile ist ihr zugeordnet.',
    );
  });
});
