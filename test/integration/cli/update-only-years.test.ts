import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSeedUsersCsv } from '../../../electron/demo-server/index';
import { cliWorld } from '../../helpers/cli-world';
import { reportLines as readReportLines, sheetLogins as readSheetLogins } from '../../helpers/cli-outputs';
import { SCHILD_HEADER as HEADER, schoolYears } from '../../helpers/school-cli';
import { pdfPageTexts } from '../../unit/electron/core/letters/pdf-text';

// A school's second year from the command line with --update-only: nearly every pupil moves
// up a class, one pupil is renamed. Overwriting sends every existing user with a new password
// (the service's import needs one on every row); choosing the name columns sends only the
// renamed pupil, and the others keep their accounts and passwords as they are.

const SEED = 'name;email;givenName;surName;position\r\n' + 'ben.berg;ben.berg@schule.example;Ben;Berg;6b\r\n';

const YEAR_1 =
  HEADER +
  'Schmidt;Lukas;9c;03.04.2011;1012\r\n' +
  'Schröder;Lena-Marie;7b;05.06.2013;1020\r\n' +
  'Alt;Anna;6a;07.08.2014;1030\r\n' +
  'Berg;Ben;6b;09.10.2014;1031\r\n';
// Lukas and Ben move up; Lena-Marie is renamed (and moves up); Anna stays; Carl is new.
const YEAR_2 =
  HEADER +
  'Schmidt;Lukas;10c;03.04.2011;1012\r\n' +
  'Schröder-Kaya;Lena-Marie;8b;05.06.2013;1020\r\n' +
  'Cord;Carl;5a;11.11.2015;1050\r\n' +
  'Alt;Anna;6a;07.08.2014;1030\r\n' +
  'Berg;Ben;7b;09.10.2014;1031\r\n';

const world = cliWorld(
  { devices: 1, jobRate: 0, users: parseSeedUsersCsv(SEED, 'seed.csv') },
  { prefix: 'mdm-update-only', env: { LANG: '' } },
);
const { user } = world;

const { importYear, addProfile, writeYears } = schoolYears(world);

const reportLines = (file: string) => readReportLines(world.work, file);

const sheetLogins = (file: string) => readSheetLogins(world.work, file);

beforeEach(async () => {
  await writeYears({ 'year1.csv': YEAR_1, 'year2.csv': YEAR_2 });
  const added = await addProfile();
  expect(added.code, added.err).toBe(0);
  const one = await importYear(['year1.csv', '--overwrite', '--generate-passwords', '--credentials', 'S1.csv']);
  expect(one.code, one.err + one.out).toBe(0);
});

interface PlanJson {
  unchanged: number;
  kept: number;
  keptLines: { line: number; columns: string[] }[];
  newPasswordsForExisting: number;
}

describe('--update-only: the second year sends only the changes chosen', () => {
  it('sends the renamed pupil alone with a new password; those who only moved up keep theirs', async () => {
    const versions = Object.fromEntries(
      ['lukas.schmidt', 'ben.berg', 'anna.alt', 'lena-marie.schroeder'].map((n) => [n, user(n)!.version]),
    );
    const run = await importYear([
      'year2.csv',
      '--overwrite',
      '--update-only',
      'surName,givenName',
      '--generate-passwords',
      '--credentials',
      'S2.csv',
      '--letters',
      'L2.pdf',
      '--report',
      'R2.csv',
      '--receipt',
      'receipt2.json',
      '--json',
    ]);
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as { plan: PlanJson };
    expect(json.plan).toMatchObject({
      unchanged: 1,
      kept: 2,
      keptLines: [
        { line: 2, columns: ['position'] },
        { line: 6, columns: ['position'] },
      ],
      newPasswordsForExisting: 1,
    });
    // The report lists the kept lines as not sent, with their own reason.
    expect(await reportLines('R2.csv')).toEqual([
      [2, 'NOT_SENT_KEPT'],
      [3, 'SUCCESS'],
      [4, 'SUCCESS'],
      [5, 'NOT_SENT_UNCHANGED'],
      [6, 'NOT_SENT_KEPT'],
    ]);
    // Each kept line's message is the columns that changed.
    const report = await readFile(path.join(world.work, 'R2.csv'), 'utf8');
    expect(report).toContain(',2,NOT_SENT_KEPT,position,lukas.schmidt,');
    expect(report).toContain(',6,NOT_SENT_KEPT,position,ben.berg,');
    // A line not sent shows the file's class and school ID as a sent line does; never a password.
    const header = report.split('\r\n')[0]!.split(',');
    const row = (line: number) =>
      report
        .split('\r\n')
        .find((r) => r.split(',')[1] === String(line))!
        .split(',');
    for (const [line, position, id] of [
      [2, '10c', '1012'],
      [5, '6a', '1030'],
      [3, '8b', '1020'],
    ] as const) {
      expect(row(line)[header.indexOf('position')], `line ${line}`).toBe(position);
      expect(row(line)[header.indexOf('custom1')], `line ${line}`).toBe(id);
    }
    expect(header.some((c) => c.toLowerCase() === 'password')).toBe(false);
    // Only the renamed pupil and the new one get a password and a letter.
    expect(await sheetLogins('S2.csv')).toEqual(['carl.cord', 'lena-marie.schroeder']);
    const letters = await pdfPageTexts(path.join(world.work, 'L2.pdf'));
    expect(letters).toHaveLength(2);
    expect(user('lena-marie.schroeder')).toMatchObject({
      surName: 'Schröder-Kaya',
      version: versions['lena-marie.schroeder']! + 1,
    });
    // Lukas and Ben were not touched: their passwords and classes are as they were.
    expect(user('lukas.schmidt')).toMatchObject({ position: '9c', version: versions['lukas.schmidt'] });
    expect(user('ben.berg')).toMatchObject({ position: '6b', version: versions['ben.berg'] });
    expect(user('anna.alt')!.version).toBe(versions['anna.alt']);
    const receipt = JSON.parse(await readFile(path.join(world.work, 'receipt2.json'), 'utf8')) as {
      matching: { kept: number; updateOnly: string[]; newPasswordsForExisting: number };
    };
    expect(receipt.matching).toMatchObject({
      kept: 2,
      updateOnly: ['surName', 'givenName'],
      newPasswordsForExisting: 1,
    });
  });

  it('says in words which users are kept and why (English and German)', async () => {
    const run = await importYear([
      'year2.csv',
      '--overwrite',
      '--update-only',
      'surname',
      '--generate-passwords',
      '--credentials',
      'S2.csv',
    ]);
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.out).toContain('2 existing users kept as they are (not sent, passwords unchanged)');
    expect(run.out).toContain('Not sent: only position changed, not chosen for update: line 2, 6');
    expect(run.out).toContain('1 existing user gets a new password');
    // The job's counts are of the rows sent; the end says what became of the others, and names
    // the kept lines by their changed columns though none failed.
    const summary = run.out.slice(run.out.indexOf('Job '));
    expect(summary).toMatch(/: finished: 2 stored, 0 skipped, 0 failed of 2\n/);
    expect(summary).toContain('3 lines of the file were not sent: 1 unchanged, 2 kept as they are (--update-only).\n');
    expect(summary).toContain('Not sent: only position changed, not chosen for update: line 2, 6\n');
  });

  it('in German', async () => {
    const run = await importYear(
      ['year2.csv', '--overwrite', '--update-only', 'surName', '--generate-passwords', '--credentials', 'S2.csv'],
      { LANG: 'de_DE.UTF-8' },
    );
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.out).toContain('2 vorhandene Benutzer bleiben, wie sie sind');
    expect(run.out).toContain('Nicht gesendet: nur position geändert, nicht zur Aktualisierung gewählt: Zeile 2, 6');
    const summary = run.out.slice(run.out.indexOf('Auftrag '));
    expect(summary).toContain(
      '3 Zeilen der Datei wurden nicht gesendet: 1 unverändert, 2 bleiben, wie sie sind (--update-only).\n',
    );
    expect(summary).toContain('Nicht gesendet: nur position geändert, nicht zur Aktualisierung gewählt: Zeile 2, 6\n');
  });

  it('refuses without --overwrite, and a column it does not know (naming it and the valid ones)', async () => {
    const uploads = world.server.state.files.size;
    const alone = await importYear(['year2.csv', '--update-only', 'surName']);
    expect(alone.code).toBe(2);
    expect(alone.err).toContain('--update-only needs --overwrite');
    const unknown = await importYear(['year2.csv', '--overwrite', '--update-only', 'surName,Klasse']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain(
      "--update-only 'Klasse': no such column; choose from email, givenName, surName, phone, position",
    );
    expect(world.server.state.files.size).toBe(uploads);
  });
});
