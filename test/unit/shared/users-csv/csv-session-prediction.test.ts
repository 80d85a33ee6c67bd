import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CsvSessionEvent } from '../../../../shared/users-csv/csv-session-protocol';
import { PREDICTION_CODE } from '../../../../shared/models/dry-run';
import { CsvSession } from './worker-session';

function session() {
  const events: CsvSessionEvent[] = [];
  const s = new CsvSession((e) => events.push(e));
  const last = <T extends CsvSessionEvent['type']>(type: T) =>
    events.filter((e) => e.type === type).at(-1) as Extract<CsvSessionEvent, { type: T }>;
  return { s, events, last };
}
const FILE =
  'name,email,givenName,surName,password\n' +
  'anna,anna@x.de,Anna,Alt,Passwort-1\n' + // line 2: new
  'jdoe,jdoe@x.de,John,Doe,Passwort-2\n' + // line 3: exists
  'bad,not-an-address,B,R,Passwort-3\n' + // line 4: offline error
  'carl,taken@x.de,Carl,Cole,Passwort-4\n'; // line 5: e-mail in use

describe('CsvSession: the dry run', () => {
  /** The dry run's upload the session builds: its text, line map and the rows it left out. */
  async function dryRunBuild(file: string, validOnly: boolean) {
    const { s, events } = session();
    await s.open(new Blob([file]), 'u.csv', 'auto', 'auto');
    s.build(1, 'COMMA', validOnly, true);
    let text = '';
    for (;;) {
      s.buildNext(1);
      const e = events.at(-1)!;
      if (e.type === 'uploadChunk') text += new TextDecoder().decode(e.bytes);
      else if (e.type === 'uploadDone') return { text, lineMap: Array.from(e.lineMap), notWritten: e.notWritten };
      else throw new Error(e.type);
    }
  }

  it('builds the dry run upload from the rows without errors, every column but the password (no password leaves)', async () => {
    const { text, lineMap, notWritten } = await dryRunBuild(FILE, true);
    expect(lineMap).toEqual([2, 3, 5]);
    expect(notWritten).toEqual(Int32Array.from([2]));
    expect(text).toBe(
      'name,email,givenName,surName\r\nanna,anna@x.de,Anna,Alt\r\njdoe,jdoe@x.de,John,Doe\r\ncarl,taken@x.de,Carl,Cole\r\n',
    );
    expect(text).not.toContain('Passwort');
  });

  it('with every row sent ("upload every row"): the rows with errors too, but not one of another field count', async () => {
    const { text, lineMap, notWritten } = await dryRunBuild(`${FILE}dora,dora@x.de,Dora\n`, false);
    // Line 4's address is wrong, but its login and names can meet a user; line 6 lacks fields.
    expect(lineMap).toEqual([2, 3, 4, 5]);
    expect(notWritten).toEqual(Int32Array.from([4]));
    expect(text).toContain('\r\nbad,not-an-address,B,R\r\n');
    expect(text).not.toContain('dora');
    expect(text).not.toContain('Passwort');
  });

  it('shows the prediction per row and counts it, rows with errors FAILED, and forgets it on any change', async () => {
    const { s, last } = session();
    await s.open(new Blob([FILE]), 'u.csv', 'auto', 'auto');
    const { SUCCESS, SKIPPED, OVERWRITTEN, FAILED } = PREDICTION_CODE;
    s.predictions(
      Uint32Array.from([2, 3, 5]),
      Uint8Array.from([SUCCESS, SKIPPED, FAILED]),
      Uint8Array.from([SUCCESS, OVERWRITTEN, FAILED]),
    );
    expect(last('changed').summary.predicted).toEqual({
      withoutOverwrite: { SUCCESS: 1, SKIPPED: 1, OVERWRITTEN: 0, FAILED: 2 },
      withOverwrite: { SUCCESS: 1, SKIPPED: 0, OVERWRITTEN: 1, FAILED: 2 },
    });
    s.rowsAt(1, [0, 1, 2, 3]);
    expect(last('rows').rows.map((r) => r.predicted)).toEqual([
      ['SUCCESS', 'SUCCESS'],
      ['SKIPPED', 'OVERWRITTEN'],
      ['FAILED', 'FAILED'],
      ['FAILED', 'FAILED'],
    ]);
    expect(Array.from(s.predictedRows(false, 'FAILED'))).toEqual([2, 3]);
    expect(Array.from(s.predictedRows(true, 'OVERWRITTEN'))).toEqual([1]);
    s.edit(0, 0, 'anna2');
    expect(last('changed').summary.predicted).toBeNull();
    expect(last('changed').rows[0]!.predicted).toBeUndefined();
  });

  it("answers the file's size and SHA-256 for the receipt", async () => {
    const { s, last } = session();
    await s.open(new Blob([FILE]), 'u.csv', 'auto', 'auto');
    await s.digest(9);
    expect(last('digest')).toEqual({
      type: 'digest',
      requestId: 9,
      size: Buffer.byteLength(FILE),
      sha256: createHash('sha256').update(FILE).digest('hex'),
    });
  });
});

describe('CsvSession: only what changes is sent', () => {
  it('leaves the skipped and the lines the window names out of the real upload and the sheet, never out of the dry run', async () => {
    const { s, events, last } = session();
    s.settings(null, true, null, null);
    const blank =
      'name,email,givenName,surName\nanna,anna@x.de,Anna,Alt\njdoe,jdoe@x.de,John,Doe\nzoe,zoe@x.de,Zoe,Z\n';
    await s.open(new Blob([blank]), 'u.csv', 'auto', 'auto');
    const { SUCCESS, SKIPPED, OVERWRITTEN } = PREDICTION_CODE;
    s.predictions(
      Uint32Array.from([2, 3, 4]),
      Uint8Array.from([SUCCESS, SKIPPED, SKIPPED]),
      Uint8Array.from([SUCCESS, OVERWRITTEN, OVERWRITTEN]),
    );
    const sheet = () => {
      s.credentials(9, false);
      return last('credentials').credentials.map((c) => c.name);
    };
    // Without overwrite: jdoe and zoe are skipped by the server, so they get no password.
    s.handle({ type: 'leaveOut', overwrite: false, lines: new Uint32Array(0) });
    expect(sheet()).toEqual(['anna']);
    // With overwrite: zoe (line 4) is unchanged and left out; jdoe gets a new password.
    s.handle({ type: 'leaveOut', overwrite: true, lines: Uint32Array.from([4]) });
    expect(sheet()).toEqual(['anna', 'jdoe']);
    const lineMap = (dryRun: boolean) => {
      s.build(3, 'COMMA', false, dryRun);
      for (;;) {
        s.buildNext(3);
        const e = events.at(-1)!;
        if (e.type === 'uploadDone') return Array.from(e.lineMap);
      }
    };
    expect(lineMap(false)).toEqual([2, 3]);
    expect(lineMap(true)).toEqual([2, 3, 4]);
  });
});

describe('CsvSession: the lines left out keep their reasons', () => {
  it('hands each left-out line over with its reason and who it is; the rows with errors are no left-out lines', async () => {
    const { s, events, last } = session();
    s.settings(null, true, null, null);
    const file =
      'name,email,givenName,surName\n' +
      'anna,anna@x.de,Anna,Alt\n' + // line 2: new
      'jdoe,jdoe@x.de,John,Doe\n' + // line 3: the server would skip it
      'zoe,zoe@x.de,Zoe,Zett\n' + // line 4: unchanged
      'bad,not-an-address,B,R\n' + // line 5: offline error
      'kim,kim@x.de,Kim,Key\n'; // line 6: its key conflicts
    await s.open(new Blob([file]), 'u.csv', 'auto', 'auto');
    const { SUCCESS, SKIPPED, OVERWRITTEN } = PREDICTION_CODE;
    s.predictions(
      Uint32Array.from([2, 3, 4, 6]),
      Uint8Array.from([SUCCESS, SKIPPED, SKIPPED, SKIPPED]),
      Uint8Array.from([SUCCESS, OVERWRITTEN, OVERWRITTEN, OVERWRITTEN]),
    );
    s.handle({
      type: 'leaveOut',
      overwrite: false,
      lines: Uint32Array.from([4, 6]),
      reasons: Uint8Array.from([0, 2]), // unchanged, stopped
    });
    // The sheet first: only anna's password is drawn.
    s.credentials(9, true);
    expect(last('credentials').credentials.map((c) => c.name)).toEqual(['anna']);
    s.build(5, 'COMMA', true, false);
    let done: Extract<CsvSessionEvent, { type: 'uploadDone' }> | undefined;
    while (!done) {
      s.buildNext(5);
      const e = events.at(-1)!;
      if (e.type === 'uploadDone') done = e;
      else if (e.type !== 'uploadChunk') throw new Error(e.type);
    }
    expect(Array.from(done.lineMap)).toEqual([2]);
    // Four left out: the invalid line, and three the comparison left out, with their reasons.
    expect(done.excludedRows).toBe(4);
    expect(Array.from(done.leftOut!.lines)).toEqual([3, 4, 6]);
    expect(Array.from(done.leftOut!.reasons)).toEqual([1, 0, 2]);
    expect(done.leftOut!.columns).toEqual(['name', 'email', 'givenName', 'surName']);
    expect(done.leftOut!.text.split('\n')).toEqual([
      'jdoe\tjdoe@x.de\tJohn\tDoe',
      'zoe\tzoe@x.de\tZoe\tZett',
      'kim\tkim@x.de\tKim\tKey',
    ]);
  });
});

describe('CsvSession: reactivated lines', () => {
  it('sends an activated column, true on the lines of deactivated users the file names, blank elsewhere; never in the dry run', async () => {
    const { s, events } = session();
    s.settings(null, false, null, null);
    await s.open(
      new Blob([
        'name,email,givenName,surName,password\nanna,anna@x.de,Anna,Alt,Passw0rd-1!\nben,ben@x.de,Ben,B,Passw0rd-2!\n',
      ]),
      'u.csv',
      'auto',
      'auto',
    );
    const { SUCCESS, OVERWRITTEN } = PREDICTION_CODE;
    s.predictions(
      Uint32Array.from([2, 3]),
      Uint8Array.from([SUCCESS, OVERWRITTEN]),
      Uint8Array.from([SUCCESS, OVERWRITTEN]),
    );
    s.handle({ type: 'leaveOut', overwrite: true, lines: new Uint32Array(0), reactivate: Uint32Array.from([3]) });
    const upload = (dryRun: boolean) => {
      s.build(4, 'COMMA', false, dryRun);
      const bytes: Uint8Array[] = [];
      for (;;) {
        s.buildNext(4);
        const e = events.at(-1)!;
        if (e.type === 'uploadChunk') bytes.push(e.bytes);
        if (e.type === 'uploadDone') return new TextDecoder().decode(Buffer.concat(bytes));
      }
    };
    expect(upload(false)).toBe(
      'name,email,givenName,surName,password,activated\r\n' +
        'anna,anna@x.de,Anna,Alt,Passw0rd-1!,\r\n' +
        'ben,ben@x.de,Ben,B,Passw0rd-2!,true\r\n',
    );
    expect(upload(true)).not.toContain('activated');
  });
});
