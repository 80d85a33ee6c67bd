import { describe, expect, it } from 'vitest';
import { writeCheckedUpload } from '../../../../shared/users-csv/checked-upload';
import type { CheckedUploadOptions } from '../../../../shared/users-csv/checked-upload';
import { parsePattern } from '../../../../shared/users-csv/name-pattern';
import type { LeftOutReason } from '../../../../shared/users-csv/left-out-reason';

const FILE =
  'name,email,givenName,surName,password\n' +
  'ann,ann@x.org,Ann,Alt,Passwort1\n' +
  'bob,not-an-address,Bob,Berg,Passwort1\n' + // an error
  'cid,cid@x.org,Cid\n' + // a wrong field count
  'dan,dan@x.org,Dan,Dorn,Passwort1\n';

/** The file in pieces of `size` bytes, and everything appended. */
async function run(options: Partial<CheckedUploadOptions>, size = 7) {
  const bytes = new TextEncoder().encode(FILE);
  const pieces = async function* () {
    for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
  };
  const appended: Uint8Array[] = [];
  const checked = await writeCheckedUpload(
    pieces(),
    'staff.csv',
    { separator: 'COMMA', validOnly: false, sizes: { targetBytes: 16, maxBytes: 64 }, ...options },
    async (chunk) => void appended.push(chunk),
  );
  return { checked, text: new TextDecoder().decode(Buffer.concat(appended)), chunks: appended.length };
}

describe('writeCheckedUpload', () => {
  it('checks and writes in one pass: errors noted, a wrong field count never written', async () => {
    const { checked, text, chunks } = await run({});
    expect(checked.result.errors).toBe(2);
    expect(checked.failedLines).toEqual([3, 4]);
    expect(text).toBe(
      'name,email,givenName,surName,password\r\n' +
        'ann,ann@x.org,Ann,Alt,Passwort1\r\n' +
        'bob,not-an-address,Bob,Berg,Passwort1\r\n' +
        'dan,dan@x.org,Dan,Dorn,Passwort1\r\n',
    );
    expect(chunks).toBeGreaterThan(1);
    expect(checked.upload).toMatchObject({ lineMap: Uint32Array.from([2, 3, 5]), excludedRows: 1 });
  });

  it('writes only the rows without errors when asked', async () => {
    const { checked, text } = await run({ validOnly: true }, 1000);
    expect(
      text
        .split('\r\n')
        .filter(Boolean)
        .map((l) => l.split(',')[0]),
    ).toEqual(['name', 'ann', 'dan']);
    expect(checked.upload).toMatchObject({ lineMap: Uint32Array.from([2, 5]), excludedRows: 2 });
  });

  it('records each line the comparison leaves out with its reason and who it is, never one with errors', async () => {
    const reasons = new Map<number, LeftOutReason>([
      [2, 'unchanged'],
      [3, 'stopped'], // an error: a failed line, not a left-out one
      [5, 'skipped'],
    ]);
    const { checked, text } = await run({ validOnly: true, leaveOut: (line) => reasons.get(line) }, 1000);
    expect(text).toBe('name,email,givenName,surName,password\r\n');
    expect(checked.upload).toMatchObject({ lineMap: new Uint32Array(0), excludedRows: 4 });
    const left = checked.upload!.leftOut!;
    expect(Array.from(left.lines)).toEqual([2, 5]);
    expect(Array.from(left.reasons)).toEqual([0, 1]);
    // Every column sent but the password, in the upload's order.
    expect(left.columns).toEqual(['name', 'email', 'givenName', 'surName']);
    expect(left.text).toBe('ann\tann@x.org\tAnn\tAlt\ndan\tdan@x.org\tDan\tDorn');
    // Nothing left out: no list at all.
    expect((await run({ validOnly: true }, 1000)).checked.upload!.leftOut).toBeUndefined();
  });

  it('accepts blank passwords when they are filled, and fills them', async () => {
    const bytes = new TextEncoder().encode('name,email,givenName,surName,password\nann,ann@x.org,Ann,Alt,\n');
    const appended: Uint8Array[] = [];
    const checked = await writeCheckedUpload(
      (async function* () {
        yield bytes;
      })(),
      'staff.csv',
      { separator: 'COMMA', validOnly: false, passwordFor: (_fields, line) => `Generated-${line}!x` },
      async (chunk) => void appended.push(chunk),
    );
    expect(checked.result.errors).toBe(0);
    expect(new TextDecoder().decode(Buffer.concat(appended))).toContain('ann,ann@x.org,Ann,Alt,Generated-2!x\r\n');
  });

  it('writes no record for an empty file', async () => {
    const checked = await writeCheckedUpload(
      (async function* () {})(),
      'empty.csv',
      { separator: 'COMMA', validOnly: false },
      async () => undefined,
    );
    expect(checked.result.records).toBe(0);
    expect(checked.upload?.lineMap.length ?? 0).toBe(0);
  });
});

describe('writeCheckedUpload of a school export', () => {
  const SCHOOL = 'Nachname,Vorname,Klasse\nMüller,Jürgen,5a\nWeiß,Zoë,5b\n';
  const write = (options: Partial<CheckedUploadOptions>) =>
    writeCheckedUpload(
      (async function* () {
        yield new TextEncoder().encode(SCHOOL);
      })(),
      'school.csv',
      { separator: 'COMMA', validOnly: false, ...options },
      async () => undefined,
    );

  it('derives the login names, tells the derived header and each record as written', async () => {
    const parsed = parsePattern('{givenName}.{surName}', 'name');
    if (!parsed.ok) throw new Error('pattern');
    const headers: string[][] = [];
    const records: [number, string][] = [];
    const { result } = await write({
      derive: { namePattern: parsed.pattern },
      onHeader: (header, mapping) => void headers.push([...header, mapping.join('|')]),
      onRecord: (fields, line) => void records.push([line, fields[3]!]),
    });
    expect(headers).toEqual([['Nachname', 'Vorname', 'Klasse', 'name', 'surName|givenName|position|name']]);
    expect(records).toEqual([
      [2, 'juergen.mueller'],
      [3, 'zoe.weiss'],
    ]);
    expect(result.derived).toMatchObject({ name: 2 });
  });

  it('stops before the first record when the header hook throws', async () => {
    const records: number[] = [];
    await expect(
      write({
        onHeader: () => {
          throw new Error('no class column');
        },
        onRecord: (_, line) => void records.push(line),
      }),
    ).rejects.toThrow('no class column');
    expect(records).toEqual([]);
  });
});

describe('writeCheckedUpload: reactivated lines', () => {
  it('adds an activated column, true on the lines asked, blank on the others', async () => {
    const { text } = await run({ validOnly: true, reactivate: (line) => line === 5 });
    expect(text).toBe(
      'name,email,givenName,surName,password,activated\r\n' +
        'ann,ann@x.org,Ann,Alt,Passwort1,\r\n' +
        'dan,dan@x.org,Dan,Dorn,Passwort1,true\r\n',
    );
  });
});

describe('writeCheckedUpload: lines left out', () => {
  it('leaves out the lines given a reason, writes those given none, and draws no password for them', async () => {
    const drawn: number[] = [];
    const bytes = new TextEncoder().encode(
      'name,email,givenName,surName,password\nann,ann@x.org,Ann,Alt,\nbob,bob@x.org,Bob,Berg,\ncid,cid@x.org,Cid,Cord,\n',
    );
    const appended: Uint8Array[] = [];
    const checked = await writeCheckedUpload(
      (async function* () {
        yield bytes;
      })(),
      'staff.csv',
      {
        separator: 'COMMA',
        validOnly: false,
        leaveOut: (line) => (line === 2 ? 'unchanged' : line === 4 ? 'stopped' : undefined),
        passwordFor: (_fields, line) => {
          drawn.push(line);
          return `Generated-${line}!x`;
        },
      },
      async (chunk) => void appended.push(chunk),
    );
    expect(new TextDecoder().decode(Buffer.concat(appended))).toBe(
      'name,email,givenName,surName,password\r\n' + 'bob,bob@x.org,Bob,Berg,Generated-3!x\r\n',
    );
    expect(drawn).toEqual([3]);
    expect(checked.upload).toMatchObject({ lineMap: Uint32Array.from([3]), excludedRows: 2 });
  });
});
