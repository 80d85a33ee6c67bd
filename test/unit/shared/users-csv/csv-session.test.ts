import type { CsvSeparator } from '../../../../shared/csv/separator';
import { describe, expect, it, vi } from 'vitest';
import type { CsvSessionEvent } from '../../../../shared/users-csv/csv-session-protocol';
import { CsvSession } from '../../../../shared/users-csv/csv-session';

function session() {
  const events: CsvSessionEvent[] = [];
  const s = new CsvSession((e) => events.push(e));
  const last = <T extends CsvSessionEvent['type']>(type: T) =>
    events.filter((e) => e.type === type).at(-1) as Extract<CsvSessionEvent, { type: T }>;
  /** Builds the upload and pulls it chunk by chunk, as the wizard does; answers it whole. */
  const upload = (requestId: number, separator: CsvSeparator, validOnly: boolean) => {
    s.build(requestId, separator, validOnly);
    const chunks: Uint8Array[] = [];
    for (;;) {
      s.buildNext(requestId);
      const event = events.at(-1)!;
      if (event.type === 'uploadChunk') chunks.push(event.bytes);
      else if (event.type === 'uploadDone') {
        const content = chunks.map((c) => new TextDecoder().decode(c)).join('');
        return { ...event, content, lineMap: Array.from(event.lineMap), chunks: chunks.length };
      } else throw new Error(`unexpected ${event.type}`);
    }
  };
  return { s, events, last, upload };
}
const csv = (text: string) => new Blob([text]);
const HEADER = 'userId,email,first name,last name,password,phone number';

describe('CsvSession', () => {
  it('maps legacy headers without help and reports header, preview and totals', async () => {
    const { s, last } = session();
    await s.open(
      csv(
        `${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-123,+4930111\nben,ben@example.com,Ben,Berg,Passwort-456,+4930222\n`,
      ),
      'users.csv',
      'auto',
      'auto',
    );
    expect(last('header').mapping).toEqual(['name', 'email', 'givenName', 'surName', 'password', 'phone']);
    expect(last('header').matches[0]).toMatchObject({ reason: 'legacy name' });
    expect(last('preview').rows.map((r) => r.line)).toEqual([2, 3]);
    expect(last('done').summary).toMatchObject({ records: 2, errors: 0, missing: [] });
  });

  it('detects Windows-1252 with semicolons and keeps the umlauts', async () => {
    const { s, last } = session();
    const text = 'name;email;givenName;surName;password\njuergen;j@example.com;Jürgen;Müßig;Passwort-123\n';
    const bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    await s.open(new Blob([bytes]), 'w.csv', 'auto', 'auto');
    expect(last('detected').detection).toMatchObject({ encoding: 'windows-1252', separator: 'semicolon' });
    expect(last('preview').rows[0]!.fields.slice(2, 4)).toEqual(['Jürgen', 'Müßig']);
  });

  it('editing a cell re-checks its row and the duplicate it ends', async () => {
    const { s, last } = session();
    await s.open(
      csv(
        'name,email,givenName,surName,password\nanna,a@example.com,A,A,Passwort-1\nanna,b@example.com,B,B,Passwort-2\n',
      ),
      'd.csv',
      'auto',
      'auto',
    );
    expect(last('done').summary.counts['duplicate-name']).toBe(1);
    expect([...last('done').summary.errorRows]).toEqual([1]);
    s.edit(1, 0, 'bert');
    const changed = last('changed');
    expect(changed.summary.counts['duplicate-name']).toBeUndefined();
    expect(changed.summary.errors).toBe(0);
    expect(changed.rows.find((r) => r.index === 1)!.fields[0]).toBe('bert');
    s.edit(0, 0, 'BERT');
    expect(last('changed').summary.counts['duplicate-name']).toBe(1);
    expect(last('changed').rows.map((r) => r.index)).toEqual([0, 1]);
  });

  it('trims all values on request and the warnings go away', async () => {
    const { s, last } = session();
    await s.open(
      csv('name,email,givenName,surName,password\n anna ,a@example.com,Anna ,A,Passwort-1\n'),
      't.csv',
      'auto',
      'auto',
    );
    expect(last('done').summary.counts.whitespace).toBe(2);
    s.fixAll('whitespace');
    expect(last('changed').summary.counts.whitespace).toBeUndefined();
    s.rowsAt(7, [0]);
    expect(last('rows')).toMatchObject({
      requestId: 7,
      rows: [{ fields: ['anna', 'a@example.com', 'Anna', 'A', 'Passwort-1'] }],
    });
  });

  it('puts back the + a spreadsheet took off, without a phone country, and leaves a national number', async () => {
    const { s, last } = session();
    await s.open(
      csv(
        `${HEADER}\nanna,a@example.com,Anna,Alt,Passwort-1,4930123456\nben,b@example.com,Ben,Berg,Passwort-2,030123456\n`,
      ),
      'calc.csv',
      'auto',
      'auto',
    );
    expect(last('done').summary.counts.phone).toBe(2);
    s.fixAll('phone');
    expect(last('changed').summary.counts.phone).toBe(1);
    s.rowsAt(7, [0, 1]);
    expect(last('rows').rows.map((r) => r.fields[5])).toEqual(['+4930123456', '030123456']);
  });

  it('builds the upload of valid rows only, with the line map back to the source', async () => {
    const { s, upload } = session();
    await s.open(
      csv(
        'userId,email,first name,last name,password,extra\na,a@example.com,A,A,Passwort-1,x\nb,not-an-email,B,B,Passwort-2,y\nc,c@example.com,C,C,Passwort-3,z\n',
      ),
      'u.csv',
      'auto',
      'auto',
    );
    const built = upload(1, 'SEMICOLON', true);
    expect(built.content).toBe(
      'name;email;givenName;surName;password\r\na;a@example.com;A;A;Passwort-1\r\nc;c@example.com;C;C;Passwort-3\r\n',
    );
    expect(built.lineMap).toEqual([2, 4]);
    expect(built.excludedRows).toBe(1);
    expect(upload(2, 'COMMA', false).lineMap).toEqual([2, 3, 4]);
  });

  it('uploading every row sends a row with a wrong field count as it is, so that the server reports it', async () => {
    const { s, last, upload } = session();
    await s.open(
      csv(
        'name,email,givenName,surName,password\nok,ok@example.com,O,K,Passwort-1\nbroken,broken@example.com,Bro,Ken\n',
      ),
      'b.csv',
      'auto',
      'auto',
    );
    expect(last('done').summary.counts['field-count']).toBe(1);
    expect(upload(1, 'COMMA', false).content).toBe(
      'name,email,givenName,surName,password\r\nok,ok@example.com,O,K,Passwort-1\r\nbroken,broken@example.com,Bro,Ken\r\n',
    );
    const validOnly = upload(2, 'COMMA', true);
    expect(validOnly.content).not.toContain('broken');
    expect(validOnly.fileName).toBe('b.upload.csv');
  });

  it('names the upload of a retry after the original file, without a second ".upload"', async () => {
    const { s, upload } = session();
    await s.open(
      csv('name,email,givenName,surName,password\nok,ok@example.com,O,K,Passwort-1\n'),
      'staff.upload-failed.csv',
      'auto',
      'auto',
    );
    expect(upload(1, 'COMMA', false).fileName).toBe('staff-failed.upload.csv');
  });

  it('hands the upload over in chunks as they are pulled, and refuses a pull of a build it does not have', async () => {
    const { s, events, upload } = session();
    const rows = Array.from({ length: 30_000 }, (_, i) => `u${i},u${i}@example.com,Given ${i},Sur ${i},Passwort-${i}x`);
    await s.open(csv(`name,email,givenName,surName,password\n${rows.join('\n')}\n`), 'big.csv', 'auto', 'auto');
    const built = upload(1, 'COMMA', false);
    // About 1.6 MB: one chunk of at most 2 MiB by default.
    expect(built.chunks).toBe(1);
    expect(built.lineMap).toHaveLength(30_000);
    expect(built.content.split('\r\n')[30_000]).toBe('u29999,u29999@example.com,Given 29999,Sur 29999,Passwort-29999x');
    s.buildNext(1);
    expect(events.at(-1)).toEqual({
      type: 'failed',
      message: 'The upload file is no longer being written; start the import again.',
    });
  });

  it('re-checks every row under an edited mapping, and refuses a target used twice', async () => {
    const { s, last } = session();
    await s.open(csv('login,mail,vor,nach,pw\na,a@example.com,A,A,Passwort-1\n'), 'm.csv', 'auto', 'auto');
    expect(last('done').summary.missing.length).toBeGreaterThan(0);
    s.remap(['name', 'email', 'givenName', 'surName', 'password']);
    expect(last('changed').summary).toMatchObject({ missing: [], errors: 0 });
    s.remap(['name', 'name', null, null, null]);
    expect(last('failed').message).toMatch(/name is assigned to source columns 1 and 2/);
  });

  it('stops reading when cancelled', async () => {
    let t = 0;
    const events: CsvSessionEvent[] = [];
    let firstProgress!: () => void;
    const progressed = new Promise<void>((resolve) => (firstProgress = resolve));
    const s = new CsvSession(
      (e) => {
        events.push(e);
        if (e.type === 'progress') firstProgress();
      },
      () => (t += 100),
    );
    const rows = Array.from({ length: 20_000 }, (_, i) => `u${i},u${i}@example.com,G,S,Passwort-${i}`).join('\n');
    const chunks = Array.from({ length: 50 }, () => 'name,email,givenName,surName,password\n' + rows);
    const opened = s.open(new Blob(chunks.slice(0, 3)), 'big.csv', 'auto', 'auto');
    // The cancel comes while the reading waits for its next turn, after its first progress.
    await progressed;
    s.cancel();
    await opened;
    // Stopped at the point it was cancelled: one progress, part of the file read, no end.
    const progress = events.flatMap((e) => (e.type === 'progress' ? [e] : []));
    expect(progress).toHaveLength(1);
    expect(progress[0]!.bytesRead).toBeLessThan(progress[0]!.totalBytes);
    expect(events.some((e) => e.type === 'cancelled')).toBe(true);
    expect(events.some((e) => e.type === 'done')).toBe(false);
  });

  it('reads any source with a size and a byte stream, not only a Blob', async () => {
    const bytes = new TextEncoder().encode(`${HEADER}\njürgen,j@example.com,Jürgen,Ä,Passwort-123,+4930111\n`);
    // Split inside the two bytes of "ü": the reader must join chunks before decoding.
    const cut = bytes.indexOf(0xc3) + 1;
    const source = {
      size: bytes.length,
      stream: () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.subarray(0, cut));
            controller.enqueue(bytes.subarray(cut));
            controller.close();
          },
        }),
    };
    const { s, last } = session();
    await s.open(source, 'plain.csv', 'auto', 'auto');
    expect(last('done').summary).toMatchObject({ records: 1, errors: 0 });
    expect(last('preview').rows[0]!.fields.slice(0, 3)).toEqual(['jürgen', 'j@example.com', 'Jürgen']);
  });

  it('handles each request of the protocol as its method does', async () => {
    const { s, events, last } = session();
    s.handle({
      type: 'open',
      file: csv(`${HEADER}\n anna ,anna@example.com,Anna,Alt,Passwort-123,+4930111\n`),
      fileName: 'h.csv',
      encoding: 'auto',
      separator: 'auto',
    });
    await vi.waitFor(() => expect(last('done')).toBeDefined());
    expect(last('done').summary.counts.whitespace).toBe(1);
    s.handle({ type: 'rows', requestId: 7, indexes: [0] });
    expect(last('rows')).toMatchObject({ requestId: 7, rows: [{ index: 0, line: 2 }] });
    s.handle({ type: 'fixAll', rule: 'whitespace' });
    expect(last('changed').summary.warnings).toBe(0);
    s.handle({ type: 'edit', index: 0, column: 1, value: 'not-an-address' });
    expect(last('changed').rows[0]!.findings.map((f) => f.rule)).toContain('email');
    s.handle({ type: 'remap', mapping: ['name', 'name'] });
    expect(last('failed').message).toMatch(/not usable/);
    s.handle({ type: 'build', requestId: 9, separator: 'SEMICOLON', validOnly: true });
    s.handle({ type: 'buildNext', requestId: 9 });
    s.handle({ type: 'buildNext', requestId: 9 });
    expect(last('uploadDone')).toMatchObject({ requestId: 9, excludedRows: 1, uploadRows: 0 });
    s.handle({ type: 'cancel' });
    expect(events.some((e) => e.type === 'cancelled')).toBe(false);
  });

  it("keeps at most 10,000 of the file's own findings, and counts every one, also after a remap", async () => {
    const { s, last } = session();
    // A Windows-1252 file read as UTF-8 on purpose: one bad byte (ü) on each of 15,000 lines.
    const lines = Array.from(
      { length: 15_000 },
      (_, i) => `u${i},u${i}@example.com,J\xfcrgen,M,Passwort-123,+4930${i}`,
    );
    const bytes = Uint8Array.from(`${HEADER}\n${lines.join('\n')}\n`, (c) => c.charCodeAt(0));
    await s.open(new Blob([bytes]), 'latin.csv', 'utf-8', 'auto');
    const done = last('done').summary;
    expect(done.counts.encoding).toBe(15_000);
    expect(done.fileFindings.filter((f) => f.rule === 'encoding')).toHaveLength(10_000);
    expect(done.findingsTruncated).toBe(true);
    s.remap(['name', 'email', 'givenName', 'surName', 'password', 'phone']);
    expect(last('changed').summary.counts.encoding).toBe(15_000);
    expect(last('changed').summary.errors).toBe(done.errors);
  });
});
