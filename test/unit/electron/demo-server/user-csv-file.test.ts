import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserCsvReader, readUserCsv } from '../../../../electron/demo-server/user-csv-file';

const enc = (s: string) => new TextEncoder().encode(s);
const HEADER = 'name,email,givenName,surName,password';

describe('readUserCsv', () => {
  it('maps headers case-insensitively, drops a BOM, ignores unknown columns', () => {
    const out = readUserCsv(enc(`\uFEFFName,EMAIL,givenname,SurName,PASSWORD,Custom3,shoeSize\na,b,c,d,e,f,g\n`), ',');
    expect(out.ok && out.file.columns).toEqual([
      'name',
      'email',
      'givenName',
      'surName',
      'password',
      'custom3',
      undefined,
    ]);
  });
  it('numbers records by the line they start on, across quoted newlines and CRLF (property)', () => {
    const field = fc.string({ maxLength: 6 }).map((s) => s.replace(/[\r"]/g, ''));
    const record = fc.array(field, { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 15 }),
        fc.constantFrom('\n', '\r\n'),
        fc.constantFrom<',' | ';'>(',', ';'),
        (records, eol, sep) => {
          const lines = [HEADER.replaceAll(',', sep)];
          const expectedLines: number[] = [];
          let line = 2;
          for (const r of records) {
            expectedLines.push(line);
            const text = r.map((v) => `"${v}"`).join(sep);
            lines.push(text);
            line += (text.match(/\n/g) ?? []).length + 1;
          }
          const out = readUserCsv(enc(lines.join(eol) + eol), sep);
          expect(out.ok).toBe(true);
          if (!out.ok) return;
          expect(out.file.records.map((r) => r.line)).toEqual(expectedLines);
          expect(out.file.records.map((r) => r.fields)).toEqual(records);
        },
      ),
    );
  });
  it('skips blank lines but keeps counting them', () => {
    const out = readUserCsv(enc(`${HEADER}\n\na,b,c,d,e\n\n\nf,g,h,i,j`), ',');
    expect(out.ok && out.file.records.map((r) => r.line)).toEqual([3, 6]);
  });
  it('fails the file when it is not text, has no header, lacks a mandatory column or has too many customs', () => {
    expect(readUserCsv(new Uint8Array([0x41, 0xc3, 0x28]), ',')).toEqual({
      ok: false,
      error: expect.stringMatching(/not a text file/),
    });
    expect(readUserCsv(enc('name\u0000x'), ',')).toEqual({
      ok: false,
      error: expect.stringMatching(/not a text file/),
    });
    expect(readUserCsv(enc(''), ',')).toEqual({ ok: false, error: expect.stringMatching(/no header line/) });
    expect(readUserCsv(enc('name;email;givenName;surName;password\n'), ',')).toEqual({
      ok: false,
      error: expect.stringMatching(/'name', 'email', 'givenName', 'surName', 'password' missing.*COMMA/),
    });
    expect(readUserCsv(enc(`${HEADER},custom16\n`), ',')).toEqual({
      ok: false,
      error: expect.stringMatching(/found 'custom16'/),
    });
    expect(
      readUserCsv(enc(`${HEADER},${Array.from({ length: 15 }, (_, i) => `custom${i + 1}`).join(',')}\n`), ',').ok,
    ).toBe(true);
  });
  it('marks an unterminated quote as a parse error of that record', () => {
    const out = readUserCsv(enc(`${HEADER}\na,b,c,d,e\n"open,b,c,d,e\nx,y,z,w,v\n`), ',');
    expect(out.ok && out.file.records.map((r) => [r.line, r.parseError])).toEqual([
      [2, undefined],
      [3, 'Quoted field unterminated'],
    ]);
  });
  it('reads a file fed in pieces cut anywhere exactly as the whole file (property)', () => {
    const field = fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom('a"b', 'x\r\ny', 'ü€', 'n\nm'));
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.nat({ max: 400 }), { maxLength: 10 }),
        (records, eol, cuts) => {
          const quote = (v: string) => `"${v.replaceAll('"', '""')}"`;
          const bytes = enc([HEADER, ...records.map((r) => r.map(quote).join(','))].join(eol) + eol);
          const whole = readUserCsv(bytes, ',');
          const reader = new UserCsvReader(',');
          const seen = [];
          let at = 0;
          for (const cut of [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b)) {
            reader.push(bytes.subarray(at, cut));
            seen.push(...reader.take());
            at = cut;
          }
          reader.push(bytes.subarray(at));
          seen.push(...reader.take());
          reader.end();
          seen.push(...reader.take());
          expect(whole.ok && whole.file.records).toEqual(seen);
          expect(whole.ok && whole.file.records.map((r) => r.fields)).toEqual(records);
        },
      ),
    );
  });
  it('refuses a record that stays open past 8 MiB (a runaway quote) instead of holding the file', () => {
    const reader = new UserCsvReader(',');
    reader.push(enc(`${HEADER}\n"never closed,`));
    const chunk = enc('x'.repeat(1024 * 1024));
    for (let i = 0; i < 9 && reader.error === undefined; i++) reader.push(chunk);
    expect(reader.error).toMatch(/record starting on line 2 is still open after 8388608 characters/);
  });
});

describe('the header: columns of the import record beyond the specification', () => {
  it('knows passwordChangeRequired (in any case), and ignores a column it does not know', () => {
    const file = readUserCsv(
      new TextEncoder().encode(
        'name,email,givenName,surName,password,PasswordChangeRequired,shoeSize\r\na,a@x.de,A,B,pw,true,42\r\n',
      ),
      ',',
    );
    expect(file.ok && file.file.columns).toEqual([
      'name',
      'email',
      'givenName',
      'surName',
      'password',
      'passwordChangeRequired',
      undefined,
    ]);
  });
});
