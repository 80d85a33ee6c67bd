import { describe, expect, it } from 'vitest';
import { fileChunks, FileReadError } from '../../../../../electron/cli/commands/csv-options';
import { CredentialsExist } from '../../../../../electron/cli/commands/credentials-file';
import {
  outputFileError,
  importOutput,
  preparationError,
  printDetached,
  NOTHING_PLANNED,
  printFinished,
  uploadingLine,
} from '../../../../../electron/cli/commands/import-output';
import { parseImportArgs } from '../../../../../electron/cli/commands/import-options';
import { cliTranslator } from '../../../../../electron/cli/cli-language';
import { UsageError } from '../../../../../electron/cli/io';
import type { JobRecord, ReportLine } from '../../../../../shared/models/job';
import { createPasswordGenerator } from '../../../../../shared/users-csv/password-generator';
import type { UnsatisfiablePolicyError } from '../../../../../shared/users-csv/password-generator';
import { tempDir } from '../../../../helpers/temp-dir';
import { fakeJob } from '../../../renderer/fake-job';
import { memoryIo } from '../memory-io';

const german = { LANG: 'de_DE.UTF-8' };

const job = (patch: Partial<JobRecord> = {}): JobRecord =>
  fakeJob({
    serverJobUuid: 'uuid-1',
    phase: 'finished',
    serverStatus: 'FINISHED',
    counts: { total: 3, success: 1, skipped: 1, failure: 1 },
    serverError: 'one line failed',
    ...patch,
  });

const line = (patch: Partial<ReportLine>): ReportLine =>
  ({ line: 2, sourceLine: 2, status: 'SUCCESS', message: '', ...patch }) as ReportLine;

const LINES = [
  line({ line: 2, sourceLine: 2 }),
  line({ line: 3, sourceLine: 5, status: 'SKIPPED', message: 'exists' }),
  line({ line: 4, sourceLine: null, status: 'FAILED', message: 'bad' }),
  line({ line: -1, sourceLine: null, status: 'FAILED', message: 'whole file' }),
];

describe("import-users' human lines", () => {
  it('word the outcome in English as they always have', () => {
    const io = memoryIo();
    printFinished(io, importOutput(io, false), { job: job(), lines: LINES, differing: [], report: 'r.csv' });
    expect(io.out()).toBe(
      'Job uuid-1: finished: 1 stored, 1 skipped, 1 failed of 3\n' +
        'The server says: one line failed\n' +
        "line 5: Skipped - [server's text] exists\n" +
        "upload line 4: Failed - [server's text] bad\n" +
        "no line: Failed - [server's text] whole file\n" +
        'Report written to r.csv\n',
    );
  });

  it('list the lines the comparison left out with their reason, in English and German', () => {
    const left = [
      line({ line: 0, sourceLine: 3, status: 'NOT_SENT_UNCHANGED' }),
      line({ line: 2, sourceLine: 4, status: 'FAILED', message: 'bad' }),
      line({ line: 0, sourceLine: 6, status: 'NOT_SENT_STOPPED' }),
    ];
    const finished = { job: job({ serverError: null }), lines: left, differing: [], report: undefined };
    const io = memoryIo();
    printFinished(io, importOutput(io, false), finished);
    expect(io.out().split('\n').slice(1, 4)).toEqual([
      'line 3: Not sent: unchanged',
      "line 4: Failed - [server's text] bad",
      'line 6: Not sent: its key conflicts',
    ]);
    const de = memoryIo(german);
    printFinished(de, importOutput(de, false), finished);
    expect(de.out().split('\n').slice(1, 4)).toEqual([
      'Zeile 3: Nicht gesendet: unverändert',
      'Zeile 4: Fehlgeschlagen - [Text des Servers] bad',
      'Zeile 6: Nicht gesendet: Konflikt bei der Schul-ID',
    ]);
  });

  it("count the lines the comparison left out beside the job's counts, by reason, in English and German", () => {
    const finished = { job: job({ serverError: null }), lines: [], differing: [], report: undefined };
    const plan = { ...NOTHING_PLANNED, unchanged: 1, kept: 2, keptLines: [{ line: 2, columns: ['position'] }] };
    const io = memoryIo();
    printFinished(io, { ...importOutput(io, false), plan }, finished);
    expect(io.out().split('\n')[1]).toBe(
      '3 lines of the file were not sent: 1 unchanged, 2 kept as they are (--update-only).',
    );
    const de = memoryIo(german);
    printFinished(de, { ...importOutput(de, false), plan: { ...NOTHING_PLANNED, skipped: 1 } }, finished);
    expect(de.out().split('\n')[1]).toBe(
      '1 Zeile der Datei wurde nicht gesendet: 1 vorhanden (ohne --overwrite übersprungen).',
    );
    const all = memoryIo();
    printFinished(all, { ...importOutput(all, false), plan: NOTHING_PLANNED }, finished);
    expect(all.out()).not.toContain('not sent');
  });

  it('count the lines left out unchanged, skipped or kept instead of listing each; those that need a look stay listed', () => {
    const left = [
      line({ line: 0, sourceLine: 3, status: 'NOT_SENT_UNCHANGED' }),
      line({ line: 0, sourceLine: 5, status: 'NOT_SENT_SKIPPED' }),
      line({ line: 2, sourceLine: 4, status: 'FAILED', message: 'bad' }),
      line({ line: 0, sourceLine: 6, status: 'NOT_SENT_STOPPED' }),
      line({ line: 0, sourceLine: 7, status: 'NOT_SENT_KEPT', message: 'position' }),
      line({ line: 0, sourceLine: 8, status: 'NOT_SENT_KEPT', message: 'position' }),
    ];
    const plan = {
      ...NOTHING_PLANNED,
      unchanged: 1,
      skipped: 1,
      stopped: 1,
      kept: 2,
      keptLines: [
        { line: 7, columns: ['position'] },
        { line: 8, columns: ['position'] },
      ],
    };
    const finished = { job: job({ serverError: null }), lines: left, differing: [], report: undefined };
    const io = memoryIo();
    printFinished(io, { ...importOutput(io, false), plan }, finished);
    expect(io.out().split('\n').slice(1, -1)).toEqual([
      '5 lines of the file were not sent: 1 unchanged, 1 existing (skipped without --overwrite), 1 stopped by their school ID, 2 kept as they are (--update-only).',
      'Not sent: only position changed, not chosen for update: line 7, 8',
      "line 4: Failed - [server's text] bad",
      'line 6: Not sent: its key conflicts',
    ]);
    const de = memoryIo(german);
    printFinished(de, { ...importOutput(de, false), plan }, finished);
    expect(de.out()).toContain('Nicht gesendet: nur position geändert, nicht zur Aktualisierung gewählt: Zeile 7, 8\n');
    expect(de.out()).not.toContain('Zeile 3:');
  });

  it('word the outcome in German', () => {
    const io = memoryIo(german);
    printFinished(io, importOutput(io, false), { job: job(), lines: LINES, differing: [], report: 'r.csv' });
    expect(io.out()).toBe(
      'Auftrag uuid-1: fertig: 1 gespeichert, 1 übersprungen, 1 fehlgeschlagen von 3\n' +
        'Der Server meldet: one line failed\n' +
        'Zeile 5: Übersprungen - [Text des Servers] exists\n' +
        'Zeile 4 der hochgeladenen Datei: Fehlgeschlagen - [Text des Servers] bad\n' +
        'keine Zeile: Fehlgeschlagen - [Text des Servers] whole file\n' +
        'Bericht in r.csv geschrieben\n',
    );
  });

  it("word the server's known messages in the terminal's language; --json keeps the server's", () => {
    const known = [
      line({
        line: 3,
        sourceLine: 3,
        status: 'SKIPPED',
        message: "User 'anna.alt' already exists and should not be overwritten",
      }),
      line({ line: 4, sourceLine: 4, status: 'FAILED', message: "Field 'givenName' is mandatory but empty" }),
    ];
    const finished = { job: job(), lines: known, differing: [], report: undefined };
    const de = memoryIo(german);
    printFinished(de, importOutput(de, false), finished);
    expect(de.out().split('\n').slice(2, 4)).toEqual([
      'Zeile 3: Übersprungen - Benutzer „anna.alt“ existiert bereits und wurde nicht verändert (Überschreiben ist aus).',
      'Zeile 4: Fehlgeschlagen - Das Pflichtfeld „givenName“ ist leer.',
    ]);
    const en = memoryIo();
    printFinished(en, importOutput(en, false), finished);
    expect(en.out().split('\n')[2]).toBe(
      'line 3: Skipped - User "anna.alt" already exists and was left as it is (overwriting is off).',
    );
    const json = memoryIo(german);
    printFinished(json, importOutput(json, true), finished);
    expect((JSON.parse(json.out()) as { lines: { message: string }[] }).lines.map((l) => l.message)).toEqual([
      "User 'anna.alt' already exists and should not be overwritten",
      "Field 'givenName' is mandatory but empty",
    ]);
  });

  it('print the JSON object alone with --json, in English whatever the language', () => {
    const io = memoryIo(german);
    printFinished(io, importOutput(io, true), { job: job(), lines: LINES, differing: [], report: undefined });
    const parsed = JSON.parse(io.out()) as { status: string; lines: { line: number; status: string }[] };
    expect(parsed.status).toBe('FINISHED');
    expect(parsed.lines.map((l) => [l.line, l.status])).toEqual([
      [5, 'SKIPPED'],
      [4, 'FAILED'],
      [-1, 'FAILED'],
    ]);
  });

  it('say what is uploaded where, with the profile and the rows left out', () => {
    const en = cliTranslator().t;
    const de = cliTranslator(german).t;
    const profile = { name: 'school', baseUrl: 'https://mdm.example' };
    expect(uploadingLine(en, { records: 1, excluded: 0, file: 'u.csv' }, { ...profile, name: profile.baseUrl })).toBe(
      'Uploading 1 row of u.csv to https://mdm.example.',
    );
    expect(uploadingLine(en, { records: 3, excluded: 2, file: 'u.csv' }, profile)).toBe(
      'Uploading 3 rows of u.csv to https://mdm.example (profile "school") (2 rows with errors left out).',
    );
    expect(uploadingLine(de, { records: 3, excluded: 1, file: 'u.csv' }, profile)).toBe(
      '3 Zeilen von u.csv werden nach https://mdm.example (Profil „school“) hochgeladen (1 Zeile mit Fehlern ausgelassen).',
    );
  });

  it('say on standard error that watching stopped while the job goes on', () => {
    const io = memoryIo();
    printDetached(io, importOutput(io, false), job({ phase: 'detached' }));
    expect(io.err()).toBe(
      'Stopped watching. The server\'s job uuid-1 goes on; run "mdm-admin jobs --resume" to watch it again.\n',
    );
    expect(io.out()).toBe('');
  });
});

describe('why FILE could not be staged', () => {
  it('is worded as the error says it in English, and in German', async () => {
    const chunks = fileChunks('no-such.csv', tempDir());
    const error = await chunks.next().then(
      () => null,
      (e: unknown) => e as FileReadError,
    );
    expect(error).toBeInstanceOf(FileReadError);
    expect(preparationError(error!, cliTranslator())).toBe(error!.message);
    expect(preparationError(error!, cliTranslator())).toBe('cannot read no-such.csv: no such file');
    expect(preparationError(error!, cliTranslator(german))).toBe(
      'no-such.csv kann nicht gelesen werden: Datei nicht gefunden',
    );
    let policy: UnsatisfiablePolicyError | null = null;
    try {
      createPasswordGenerator({ minimumPasswordLength: 12, maximumPasswordLength: 8 });
    } catch (e) {
      policy = e as UnsatisfiablePolicyError;
    }
    expect(preparationError(policy!, cliTranslator())).toBe(policy!.message);
    expect(preparationError(policy!, cliTranslator(german))).toBe(
      'Kein Passwort kann die Passwortrichtlinie erfüllen: Sie erlaubt höchstens 8 Zeichen, verlangt aber 12.',
    );
  });
});

describe('a credential sheet that cannot be created', () => {
  it('is worded as its error says it in English, and in German', () => {
    const exists = new CredentialsExist('c.csv', null);
    expect(outputFileError(exists, cliTranslator())).toBe(exists.message);
    expect(outputFileError(exists, cliTranslator(german))).toBe(
      '--credentials c.csv gibt es schon; die Datei wird nie überschrieben. Es wurde nichts hochgeladen.',
    );
    const denied = new CredentialsExist('c.csv', 'EACCES');
    expect(outputFileError(denied, cliTranslator())).toBe(denied.message);
  });
});

describe("import-users' arguments", () => {
  it("refuse a wrong call in the terminal's language", async () => {
    await expect(parseImportArgs(['u.csv', '--dry-run', '--predict'], memoryIo())).rejects.toThrow(
      new UsageError('give either --dry-run or --predict, not both'),
    );
    await expect(parseImportArgs(['u.csv', '--credentials', 'c.csv'], memoryIo(german))).rejects.toThrow(
      '--credentials braucht --generate-passwords',
    );
  });

  it('read the options into one ImportOptions', async () => {
    const { options } = await parseImportArgs(
      ['u.csv', '--profile', 'p', '--role', ' a ', '--role', ' ', '--valid-only', '--split-lines', '10'],
      memoryIo(),
    );
    expect(options).toMatchObject({
      file: 'u.csv',
      separator: 'COMMA',
      roles: ['a'],
      validOnly: true,
      split: { maxLines: 10 },
      credentials: undefined,
    });
  });
});
