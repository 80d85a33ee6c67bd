import { describe, expect, it } from 'vitest';
import type { FoundUser } from '../../../../../electron/core/api/api-client';
import { lineComparer } from '../../../../../electron/core/dry-run/compare-lines';
import { lineUsers } from '../../../../../electron/core/dry-run/directory-lookup';
import { ServerDirectory } from '../../../../../electron/core/dry-run/server-directory';
import { textColumn } from '../../../../../electron/core/dry-run/upload-keys';
import { COMPARISON_CODE, countComparison } from '../../../../../shared/models/dry-run-comparison';

const directoryOf = (users: FoundUser[]) => {
  const directory = new ServerDirectory();
  for (const user of users) directory.add(user);
  return directory;
};

const SERVER: FoundUser[] = [
  { name: 'jdoe', email: 'jdoe@example.com', givenName: 'John', surName: 'Doe', phone: '+4930111', position: '7a' },
  { name: 'rmueller', email: 'rm@example.com', givenName: 'René', surName: 'Müller', position: 'Teacher' },
  { name: 'leaver', email: 'leaver@example.com', givenName: 'Lea', surName: 'Ver' },
  { name: 'byemail', email: 'kept@example.com', givenName: 'Kai', surName: 'Mail' },
];

/** Lines as the upload reader gives them: names, e-mails and the further columns the upload has. */
function compareLines(
  directory: ServerDirectory,
  lines: Record<string, string>[],
  columns = ['email', 'givenName', 'surName', 'phone', 'position'],
) {
  const comparer = lineComparer(lines.length, directory);
  const values = Object.fromEntries(columns.map((c) => [c, lines.map((l) => l[c] ?? '')]));
  // Two slices, as the reader hands the upload over in pieces; the second with its lines' users
  // found beforehand (as the dry run finds them once for the predictions and the comparison).
  const half = Math.ceil(lines.length / 2);
  const slice = (from: number, to: number, found: boolean) => {
    const names = lines.slice(from, to).map((l) => l.name!);
    const emails = lines.slice(from, to).map((l) => l.email ?? '');
    const columns = Object.fromEntries(Object.entries(values).map(([c, v]) => [c, textColumn(v.slice(from, to))]));
    comparer.compare(names, emails, from, columns, found ? lineUsers(directory, names, emails) : undefined);
  };
  slice(0, half, false);
  slice(half, lines.length, true);
  return comparer.finish(7, true);
}

describe('lineComparer', () => {
  it('names the fields overwriting would change with both values, and nothing for an unchanged user', () => {
    const result = compareLines(directoryOf(SERVER), [
      { name: 'JDOE', email: 'JDoe@Example.com', givenName: 'John', surName: 'Doe-Smith', phone: '', position: '7a' },
      {
        name: 'rmueller',
        email: 'rm@example.com',
        givenName: 'René',
        surName: 'Müller',
        phone: '',
        position: 'Teacher',
      },
    ]);
    expect(result.changes).toEqual([
      {
        record: 0,
        changes: { surName: { server: 'Doe', file: 'Doe-Smith' }, phone: { server: '+4930111', file: '' } },
      },
    ]);
    expect([...result.kinds]).toEqual([COMPARISON_CODE.changed, COMPARISON_CODE.unchanged]);
  });

  it('a deactivated user the file names is changed, reactivated; an active one unchanged', () => {
    const directory = directoryOf([
      { name: 'gone', email: 'gone@x.de', givenName: 'G', surName: 'One', activated: false },
      { name: 'here', email: 'here@x.de', givenName: 'H', surName: 'Ere', activated: true },
    ]);
    const result = compareLines(
      directory,
      [
        { name: 'gone', email: 'gone@x.de', givenName: 'G', surName: 'One' },
        { name: 'here', email: 'here@x.de', givenName: 'H', surName: 'Ere' },
      ],
      ['email', 'givenName', 'surName'],
    );
    expect(result.changes).toEqual([{ record: 0, changes: { activated: { server: 'false', file: 'true' } } }]);
    expect([...result.kinds]).toEqual([COMPARISON_CODE.changed, COMPARISON_CODE.unchanged]);
  });

  it('compares only the fields the file has and the lookup answers', () => {
    const answersNoPhone = directoryOf([{ name: 'a', email: 'a@x.de', givenName: 'A', surName: 'B' }]);
    const result = compareLines(
      answersNoPhone,
      [{ name: 'a', email: 'a@x.de', givenName: 'A', surName: 'C', phone: '+491' }],
      ['email', 'surName', 'phone'],
    );
    expect(result.fields).toEqual(['email', 'surName']);
    expect(result.changes).toEqual([{ record: 0, changes: { surName: { server: 'B', file: 'C' } } }]);
  });

  it('finds the existing users who look like the person of a new line', () => {
    const result = compareLines(directoryOf(SERVER), [
      { name: 'rene.mueller', email: 'rene.mueller@example.com', givenName: 'Rene', surName: 'Mueller' },
      { name: 'new.one', email: 'new@example.com', givenName: 'New', surName: 'One' },
    ]);
    expect(result.similar).toEqual([{ record: 0, users: [{ name: 'rmueller', email: 'rm@example.com' }] }]);
    expect([...result.kinds]).toEqual([COMPARISON_CODE.looksLike, COMPARISON_CODE.new]);
    expect(countComparison(result.kinds)).toEqual({
      new: 1,
      looksLike: 1,
      changed: 0,
      unchanged: 0,
      adopts: 0,
      conflict: 0,
    });
  });

  it('counts the users no line names by login or e-mail', () => {
    const result = compareLines(directoryOf(SERVER), [
      { name: 'jdoe', email: 'jdoe@example.com' },
      { name: 'someone.else', email: 'KEPT@example.com' },
    ]);
    expect(result.notInFile).toEqual({ count: 2 });
    expect(result.serverUsers).toBe(4);
    expect(result.reads).toBe(7);
  });

  it('has no not-in-file count when not asked', () => {
    const comparer = lineComparer(0, directoryOf(SERVER));
    expect(comparer.finish(1, false).notInFile).toBeNull();
  });
});

describe('lineComparer with the person key (the school ID in custom1)', () => {
  const KEYED: FoundUser[] = [
    { name: 'lukas.schmidt', email: 'l1@s.de', givenName: 'Lukas', surName: 'Schmidt', ids: { custom1: '1011' } },
    { name: 'lukas.schmidt2', email: 'l2@s.de', givenName: 'Lukas', surName: 'Schmidt', ids: { custom1: '1012' } },
    { name: 'lena', email: 'lena@s.de', givenName: 'Lena-Marie', surName: 'Schröder', ids: { custom1: '1020' } },
    { name: 'anna.alt', email: 'anna@s.de', givenName: 'Anna', surName: 'Alt' },
    { name: 'rmueller', email: 'rm@s.de', givenName: 'René', surName: 'Müller' },
  ];
  const keyed = () => {
    const directory = new ServerDirectory('custom1');
    for (const user of KEYED) directory.add(user);
    return directory;
  };
  const columns = ['email', 'givenName', 'surName', 'custom1'];

  it('meets a line by its key first, then by login, then by e-mail, and says how', () => {
    const result = compareLines(
      keyed(),
      [
        { name: 'lukas.schmidt2', email: 'l2@s.de', givenName: 'Lukas', surName: 'Schmidt', custom1: '1012' },
        { name: 'lena', email: 'lena@s.de', givenName: 'Lena-Marie', surName: 'Schröder-Kaya', custom1: '1020' },
        { name: 'anna.alt', email: 'anna@s.de', givenName: 'Anna', surName: 'Alt', custom1: '1030' },
        { name: 'x', email: 'rm@s.de', givenName: 'René', surName: 'Müller', custom1: '' },
        { name: 'rene.mueller', email: 'r@s.de', givenName: 'Rene', surName: 'Mueller', custom1: '1040' },
      ],
      columns,
    );
    expect([...result.matchedBy]).toEqual([2, 2, 3, 4, 1]);
    expect([...result.kinds]).toEqual([
      COMPARISON_CODE.unchanged,
      COMPARISON_CODE.changed,
      COMPARISON_CODE.adopts,
      COMPARISON_CODE.unchanged,
      COMPARISON_CODE.new,
    ]);
    expect(result.changes).toEqual([
      { record: 1, changes: { surName: { server: 'Schröder', file: 'Schröder-Kaya' } } },
      { record: 2, changes: { key: { server: '', file: '1030' } } },
    ]);
    // rmueller is named by line 4's e-mail: no look-alike of line 5 any more.
    expect(result.similar).toEqual([]);
    expect(result.idColumn).toBe('custom1');
    expect(result.conflicts).toEqual([]);
  });

  it('offers as look-alikes neither an account another line names nor one of another key', () => {
    const result = compareLines(
      keyed(),
      [
        { name: 'lukas.schmidt3', email: 'l3@s.de', givenName: 'Lukas', surName: 'Schmidt', custom1: '1099' },
        { name: 'rene.mueller', email: 'r@s.de', givenName: 'Rene', surName: 'Mueller', custom1: '1040' },
      ],
      columns,
    );
    expect(result.similar).toEqual([{ record: 1, users: [{ name: 'rmueller', email: 'rm@s.de' }] }]);
    expect([...result.kinds]).toEqual([COMPARISON_CODE.new, COMPARISON_CODE.looksLike]);
  });

  it('stops a key held by another login, a login of another key, and one key on two lines, naming both', () => {
    const result = compareLines(
      keyed(),
      [
        { name: 'lukas.schmidt', email: 'l1@s.de', givenName: 'Lukas', surName: 'Schmidt', custom1: '1012' },
        { name: 'lena', email: 'lena@s.de', givenName: 'Lena', surName: 'S', custom1: '1077' },
        { name: 'nina', email: 'n@s.de', givenName: 'Nina', surName: 'Neu', custom1: '1050' },
        { name: 'nils', email: 'ni@s.de', givenName: 'Nils', surName: 'Neu', custom1: '1050' },
      ],
      columns,
    );
    expect(result.conflicts).toEqual([
      { record: 0, why: { kind: 'keyHeld', key: '1012', holder: 'lukas.schmidt2' } },
      { record: 1, why: { kind: 'otherKey', key: '1077', holder: 'lena', holderKey: '1020' } },
      { record: 2, why: { kind: 'keyTwice', key: '1050', otherRecord: 3 } },
      { record: 3, why: { kind: 'keyTwice', key: '1050', otherRecord: 2 } },
    ]);
    expect(countComparison(result.kinds).conflict).toBe(4);
    expect(result.changes).toEqual([]);
  });

  it("compares the same when told each line's users found beforehand as when it finds them itself", () => {
    const lines = [
      { name: 'JDOE', email: 'other@example.com', givenName: 'John', surName: 'Doe' },
      { name: 'new1', email: 'RM@example.com ', givenName: 'Rene', surName: 'Mueller' },
      { name: 'new2', email: '', givenName: 'Lea', surName: 'Ver' },
      { name: ' byemail', email: 'kept@example.com', givenName: 'Kai', surName: 'Mail' },
      { name: 'nobody', email: 'nobody@example.com', givenName: 'No', surName: 'Body' },
    ].map((l) => ({ ...l, name: l.name.trim(), email: l.email.trim() }));
    const run = (found: boolean) => {
      const directory = directoryOf(SERVER);
      const comparer = lineComparer(lines.length, directory);
      const names = lines.map((l) => l.name);
      const emails = lines.map((l) => l.email);
      const columns = Object.fromEntries(
        ['email', 'givenName', 'surName'].map((c) => [
          c,
          textColumn(lines.map((l) => l[c as keyof (typeof lines)[0]])),
        ]),
      );
      comparer.compare(names, emails, 0, columns, found ? lineUsers(directory, names, emails) : undefined);
      return comparer.finish(1, true);
    };
    expect(run(true)).toEqual(run(false));
    expect(countComparison(run(true).kinds).looksLike).toBeGreaterThan(0);
  });
});
