import { describe, expect, it } from 'vitest';
import { receiptSourceSchema } from '../../../../shared/models/receipt';
import { receiptSource } from '../../../../shared/users-csv/receipt-source';

const FILE = { name: 'staff.csv', size: 1234, sha256: 'ab'.repeat(32) };

describe('receiptSource', () => {
  it("pairs each header with its 5.34 column (null where the mapping leaves it out or ends) and keeps the reading's facts", () => {
    const source = receiptSource({
      file: FILE,
      detection: { encoding: 'windows-1252', separator: 'semicolon' },
      header: ['Login', 'Mail', 'Notes', 'Extra'],
      mapping: ['name', 'email', null],
      errorPolicy: 'valid-only',
      generatedPasswords: 3,
    });
    expect(source).toEqual({
      file: FILE,
      encoding: 'windows-1252',
      separator: 'semicolon',
      mapping: [
        { source: 'Login', target: 'name' },
        { source: 'Mail', target: 'email' },
        { source: 'Notes', target: null },
        { source: 'Extra', target: null },
      ],
      errorPolicy: 'valid-only',
      generatedPasswords: 3,
    });
    // What core accepts as it is.
    expect(receiptSourceSchema.parse(source)).toEqual(source);
  });

  it('says "unknown" for a file whose encoding and separator were never detected', () => {
    const source = receiptSource({
      file: FILE,
      detection: undefined,
      header: [],
      mapping: [],
      errorPolicy: 'stop',
      generatedPasswords: 0,
    });
    expect([source.encoding, source.separator, source.mapping]).toEqual(['unknown', 'unknown', []]);
  });
});
