import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCheckedUpload } from '../../../../shared/users-csv/checked-upload';
import type { CheckedUploadOptions } from '../../../../shared/users-csv/checked-upload';

/**
 * A record that is a plain line of the file (no quote, no line break inside, its values joined
 * by the file's separator) and written unchanged is copied as the file holds it; every other
 * record is written from its values. The two ways must give the same upload, byte for byte.
 */

async function upload(bytes: Uint8Array, cut: number[], options: Partial<CheckedUploadOptions>) {
  const pieces = async function* () {
    let at = 0;
    for (const size of cut) {
      if (at >= bytes.length) break;
      yield bytes.slice(at, at + size);
      at += size;
    }
    if (at < bytes.length) yield bytes.slice(at);
  };
  const appended: Uint8Array[] = [];
  const checked = await writeCheckedUpload(
    pieces(),
    'staff.csv',
    { separator: 'COMMA', validOnly: false, sizes: { targetBytes: 64, maxBytes: 256 }, ...options },
    async (chunk) => void appended.push(chunk),
  );
  return { checked, bytes: Buffer.concat(appended) };
}

async function bothWays(bytes: Uint8Array, cut: number[], options: Partial<CheckedUploadOptions> = {}) {
  const copied = await upload(bytes, cut, options);
  const written = await upload(bytes, cut, { ...options, copyLines: false });
  expect(written.checked.copiedRows).toBe(0);
  expect(Buffer.compare(copied.bytes, written.bytes)).toBe(0);
  expect(copied.checked.upload?.lineMap).toEqual(written.checked.upload?.lineMap);
  expect(copied.checked.upload?.flattenedValues).toBe(written.checked.upload?.flattenedValues);
  expect(copied.checked.result.findings).toEqual(written.checked.result.findings);
  return copied.checked.copiedRows;
}

// Values with what makes a line not plain: quotes, separators, line breaks, white space,
// characters beyond ASCII (two, three and four bytes), and U+FFFD.
const piece = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'Z', '0', ' ', '\t', 'ä', 'ß', '€', '😀', '\uFFFD', '@', '.'), weight: 6 },
  { arbitrary: fc.constantFrom('"', ',', ';'), weight: 2 },
  // Line breaks inside a value: rarer, as one makes no line of its piece of the file plain.
  { arbitrary: fc.constantFrom('\r', '\n', '\r\n'), weight: 1 },
);
const value = fc.array(piece, { maxLength: 6 }).map((p) => p.join(''));
const plainValue = fc
  .array(fc.constantFrom('a', 'b', '1', ' ', '@', '.', 'ä', '€', '😀', '-'), { maxLength: 8 })
  .map((p) => p.join(''));

/** A value as a file may hold it: bare, or quoted with its quotes doubled. */
const cell = fc.tuple(value, fc.boolean()).map(([v, quoted]) => (quoted ? `"${v.replace(/"/g, '""')}"` : v));

const HEADERS = [
  ['name', 'email', 'givenName', 'surName', 'password'],
  ['name', 'email', 'givenName', 'surName'],
  // Not the upload's order: nothing can be copied.
  ['email', 'name', 'givenName', 'surName', 'password'],
  // A column that is not uploaded.
  ['name', 'email', 'class', 'givenName', 'surName', 'password'],
];

const file = fc.record({
  header: fc.constantFrom(...HEADERS),
  separator: fc.constantFrom(',', ';'),
  newline: fc.constantFrom('\n', '\r\n', '\r'),
  bom: fc.boolean(),
  // All ASCII: its lines are copied as bytes, not as text.
  ascii: fc.boolean(),
  trailingNewline: fc.boolean(),
  // Rows of the header's length mostly (cut to it below), one in five of another.
  rows: fc.array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.array(plainValue, { minLength: 6, maxLength: 6 }), weight: 3 },
        { arbitrary: fc.array(fc.oneof(cell, plainValue), { minLength: 1, maxLength: 7 }), weight: 2 },
      ),
      fc.nat(4),
    ),
    { minLength: 1, maxLength: 12 },
  ),
  cut: fc.array(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 41, max: 600 })), { maxLength: 12 }),
});

function text(f: {
  header: string[];
  separator: string;
  newline: string;
  rows: Array<[string[], number]>;
  trailingNewline: boolean;
}) {
  const width = f.header.length;
  const row = ([cells, odd]: [string[], number]) =>
    (odd > 0 ? [...cells, ...Array<string>(width).fill('x')].slice(0, width) : cells).join(f.separator);
  const lines = [f.header.join(f.separator), ...f.rows.map(row)];
  return lines.join(f.newline) + (f.trailingNewline ? f.newline : '');
}

function encode(f: { bom: boolean; ascii: boolean }, body: string): Uint8Array {
  const bytes = new TextEncoder().encode(f.ascii ? body.replace(/[^ -~\t\r\n]/gu, 'u') : body);
  return f.bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) : bytes;
}

describe('lines copied as the file holds them', () => {
  it('give the upload that writing every record from its values gives, for any file and any cut', async () => {
    let copied = 0;
    await fc.assert(
      fc.asyncProperty(file, fc.constantFrom('file', 'COMMA', 'SEMICOLON'), fc.boolean(), async (f, sep, validOnly) => {
        // The upload's separator: the file's, mostly.
        const separator = sep === 'file' ? (f.separator === ',' ? 'COMMA' : 'SEMICOLON') : sep;
        copied += await bothWays(encode(f, text(f)), f.cut, {
          separator: separator as 'COMMA' | 'SEMICOLON',
          validOnly,
        });
      }),
      { numRuns: 400 },
    );
    // The copying way was taken, not only the writing one.
    expect(copied).toBeGreaterThan(50);
  });

  it('the same with generated passwords, windows-1252 files and invalid UTF-8', async () => {
    await fc.assert(
      fc.asyncProperty(file, fc.constantFrom('none', 'passwords', '1252', 'invalid'), async (f, twist) => {
        let bytes = encode(f, text(f));
        const options: Partial<CheckedUploadOptions> = {};
        if (twist === 'passwords') options.passwordFor = (_fields, line) => `Generated-${line}x`;
        if (twist === '1252') bytes = Uint8Array.from(text(f), (c) => (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 63));
        if (twist === 'invalid' && bytes.length > 45) bytes[45] = 0xff;
        await bothWays(bytes, f.cut, options);
      }),
      { numRuns: 300 },
    );
  });

  it('copies the plain lines of a file in the upload order, as bytes and as text', async () => {
    // Past the reader's first 64 KiB, read in pieces of 4 KiB: the ASCII pieces' lines are
    // copied as bytes, those of the pieces with an "ä" as text.
    const rows = Array.from(
      { length: 4000 },
      (_, i) => `u${i},u${i}@x.org,Ann${i > 2500 && i % 3 === 0 ? 'ä' : ''},Alt,Passwort-${i}x`,
    );
    // A line with a quoted value is written from its values.
    rows[10] = 'q10,q10@x.org,"Ann",Alt,Passwort-10x';
    const body = ['name,email,givenName,surName,password', ...rows].join('\n') + '\n';
    const cut = [100, 70_000, 3, ...Array<number>(30).fill(4096)];
    const copied = await bothWays(new TextEncoder().encode(body), cut);
    // All but the quoted line and those cut between two pieces of the file.
    expect(copied).toBeGreaterThan(3950);
    expect(copied).toBeLessThan(4000);
    // A line that begins with a character cut between two pieces, the rest of the piece ASCII:
    // as many characters as bytes, but not one a byte.
    const head = ['name,email,givenName,surName,password', ...rows.slice(0, 2000)].join('\n') + '\n';
    const cutChar = new TextEncoder().encode(
      head + 'äu,u@x.org,Ann,Alt,Passwort-1x\nbob,b@x.org,Bob,Berg,Passwort-2x\n',
    );
    const at = new TextEncoder().encode(head).length + 1;
    expect(await bothWays(cutChar, [at, 4096])).toBeGreaterThan(1990);
    // The file's separator is not the upload's: nothing is copied.
    expect(await bothWays(new TextEncoder().encode(body), [4096], { separator: 'SEMICOLON' })).toBe(0);
  });
});
