import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { GERMAN_EXCEL_EXPORT, PLAIN_EXPORT } from '../../../../shared/csv/export-format';
import { credentialSheetCsv } from '../../../../shared/users-csv/generated-passwords';
import type { Credential } from '../../../../shared/users-csv/generated-passwords';

const credentials: Credential[] = [
  { line: 2, name: 'jürgen', givenName: 'Jürgen', surName: 'Groß', email: 'j@example.com', password: 'a;B,c"9x!' },
  { line: 3, name: 'ben', givenName: 'Ben', surName: 'Berg', email: 'ben@example.com', password: 'Zz9$zz9$zz' },
];

describe('the credential sheet as CSV', () => {
  it('follows the export format: semicolons and a BOM for German Excel, commas without one otherwise', () => {
    const german = credentialSheetCsv(credentials, GERMAN_EXCEL_EXPORT);
    expect(german.startsWith('\uFEFFname;givenName;surName;email;password\r\n')).toBe(true);
    const plain = credentialSheetCsv(credentials, PLAIN_EXPORT);
    expect(plain.startsWith('name,givenName,surName,email,password\r\n')).toBe(true);
    expect(credentialSheetCsv(credentials)).toBe(plain);
    for (const [text, delimiter] of [
      [german.slice(1), ';'],
      [plain, ','],
    ] as const) {
      const rows = Papa.parse<string[]>(text.trimEnd(), { delimiter }).data;
      // Every value comes back as it was, passwords with separators and quotes included.
      expect(rows.slice(1)).toEqual(credentials.map((c) => [c.name, c.givenName, c.surName, c.email, c.password]));
    }
  });
});
