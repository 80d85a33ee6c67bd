import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  parseUploadContent,
  recordsWithoutPassword,
  valuesWithoutPassword,
} from '../../../../../electron/core/jobs/upload-content';

describe('parseUploadContent', () => {
  it('reads the header and the records, and finds the password column', () => {
    const table = parseUploadContent('\uFEFFname,email,password\r\nann,"a,b@x.org",s3cret\r\nbob,b@x.org\r\n', 'COMMA');
    expect(table.columns).toEqual(['name', 'email', 'password']);
    expect(table.records).toEqual([
      ['ann', 'a,b@x.org', 's3cret'],
      ['bob', 'b@x.org', ''],
    ]);
    expect(table.passwordIndex).toBe(2);
    expect(recordsWithoutPassword(table)).toEqual([
      ['ann', 'a,b@x.org', ''],
      ['bob', 'b@x.org', ''],
    ]);
    expect(valuesWithoutPassword(table.columns, table.records[0]!)).toEqual({ name: 'ann', email: 'a,b@x.org' });
  });

  it('reads semicolon files', () => {
    expect(parseUploadContent('name;email\nann;a@x.org\n', 'SEMICOLON').records).toEqual([['ann', 'a@x.org']]);
  });

  it('says where the CSV is broken', () => {
    expect(() => parseUploadContent('name,email\nann,"open\n', 'COMMA')).toThrow(/not valid CSV at line/);
    expect(() => parseUploadContent('\n', 'COMMA')).toThrow('The upload file has no header line.');
  });

  it('reads back whatever an RFC 4180 writer wrote, record for record (property)', () => {
    const field = fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s));
    fc.assert(
      fc.property(
        fc.constantFrom(',', ';'),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.array(field, { minLength: 5, maxLength: 5 }), { maxLength: 10 }),
        (sep, width, rows) => {
          const header = ['name', 'email', 'givenName', 'surName', 'password'].slice(0, width);
          const records = rows.map((r) => r.slice(0, width));
          // A record of one empty field is an empty line; the CSV engine never writes one (name is mandatory).
          const usable = records.filter((r) => !(r.length === 1 && r[0] === ''));
          const content = `${Papa.unparse([header, ...usable], { delimiter: sep, newline: '\r\n' })}\r\n`;
          const table = parseUploadContent(content, sep === ',' ? 'COMMA' : 'SEMICOLON');
          expect(table.columns).toEqual(header);
          expect(table.records).toEqual(usable);
        },
      ),
    );
  });
});
