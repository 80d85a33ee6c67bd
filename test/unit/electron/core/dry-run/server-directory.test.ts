import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FoundUser } from '../../../../../electron/core/api/api-client';
import { readServerDirectory, ServerDirectory } from '../../../../../electron/core/dry-run/server-directory';
import { textColumn } from '../../../../../electron/core/dry-run/upload-keys';
import type { FieldColumn } from '../../../../../electron/core/dry-run/upload-keys';
import { fieldValue } from '../../../../../electron/core/support/csv-record';
import { COMPARED_FIELDS } from '../../../../../shared/models/dry-run-comparison';
import { createFakeServer } from '../jobs/fakes';

const user = (name: string, givenName: string, surName: string, more: Partial<FoundUser> = {}): FoundUser => ({
  name,
  email: `${name}@example.com`,
  givenName,
  surName,
  ...more,
});

describe('readServerDirectory', () => {
  it('reads every user page by page to the count when the server caps pages, with lookups only', async () => {
    const users = Array.from({ length: 60 }, (_, i) => user(`u${String(i).padStart(2, '0')}`, 'G', `S${i}`));
    const server = createFakeServer({ users, pageCap: 25 });
    const pages: [number, number | null][] = [];
    const { directory, reads } = await readServerDirectory(server.client, {
      pageSize: 500,
      onPage: (read, total) => pages.push([read, total]),
    });
    expect(pages).toEqual([
      [25, 60],
      [50, 60],
      [60, 60],
    ]);
    expect(directory.size).toBe(60);
    expect(reads).toBe(3);
    expect(server.calls.lookup.map((c) => [c.searches, c.offset])).toEqual([
      [undefined, 0],
      [undefined, 25],
      [undefined, 50],
    ]);
    expect(server.calls.upload).toEqual([]);
    expect(server.calls.start).toEqual([]);
    expect(directory.name(directory.userNamed('U59'))).toBe('u59');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const server = createFakeServer({ users: [user('a', 'A', 'B')] });
    await expect(readServerDirectory(server.client, { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});

describe('ServerDirectory', () => {
  it('finds users by login and e-mail ignoring case, and keeps their fields trimmed', () => {
    const directory = new ServerDirectory();
    directory.add(user('RMueller', ' René ', 'Müller', { email: 'Rene@Example.com', phone: '+49301', position: '7b' }));
    const found = directory.userNamed(' rmueller ');
    expect(found).toBe(0);
    expect(directory.userWithEmail('rene@example.COM')).toBe(0);
    expect(directory.userWithEmail('nobody@example.com')).toBe(-1);
    expect(directory.field(found, 'givenName')).toBe('René');
    expect(directory.field(found, 'email')).toBe('Rene@Example.com');
    expect(directory.field(found, 'phone')).toBe('+49301');
    expect(directory.field(found, 'position')).toBe('7b');
    expect([...directory.answered].sort()).toEqual(['email', 'givenName', 'phone', 'position', 'surName']);
  });

  it('knows only the fields the lookup answered, and skips a user met again on a shifted page', () => {
    const directory = new ServerDirectory();
    directory.add({ name: 'a', email: 'a@x.de' });
    directory.add({ name: 'A', email: 'other@x.de' });
    expect(directory.size).toBe(1);
    expect([...directory.answered]).toEqual(['email']);
    expect(directory.field(0, 'phone')).toBe('');
  });

  it('finds the look-alikes of a person in the server order, up to the limit', () => {
    const directory = new ServerDirectory();
    directory.add(user('rm1', 'René', 'Müller'));
    directory.add(user('other', 'Anna', 'Berg'));
    directory.add(user('rm2', 'RENE', 'Mueller'));
    directory.add(user('lm', 'Lena-Marie', 'Schmidt'));
    directory.add(user('rm3', 'Rene', 'Müller'));
    const names = (users: number[]) => users.map((u) => directory.name(u));
    expect(names(directory.lookAlikes('Rene', 'Mueller', 5))).toEqual(['rm1', 'rm2', 'rm3']);
    expect(names(directory.lookAlikes('Rene', 'Mueller', 2))).toEqual(['rm1', 'rm2']);
    expect(names(directory.lookAlikes('Lena Marie', 'schmidt', 5))).toEqual(['lm']);
    expect(directory.lookAlikes('Rene', 'Muller', 5)).toEqual([]);
    expect(directory.lookAlikes('', '', 5)).toEqual([]);
  });

  it('counts the users no line names', () => {
    const directory = new ServerDirectory();
    for (const name of ['a', 'b', 'c']) directory.add(user(name, 'G', name));
    directory.markNamed(directory.userNamed('b'));
    directory.markNamed(directory.userNamed('b'));
    directory.markNamed(-1);
    expect(directory.notNamedCount).toBe(2);
    expect([0, 1, 2].map((u) => directory.isNamed(u))).toEqual([false, true, false]);
  });

  it('holds thousands of users with their fields intact, with room made at once or not, and more than made', () => {
    for (const room of [0, 100, 4000]) {
      const directory = new ServerDirectory();
      directory.reserve(room);
      for (let i = 0; i < 5000; i++)
        directory.add(user(`user${i}`, `Given${i}`, `Süd${i}`, { position: 'p'.repeat(i % 50) }));
      expect(directory.size).toBe(5000);
      expect(directory.lookAlikes('given 4000', 'Sued4000', 4)).toEqual([4000]);
      expect(directory.field(4999, 'surName')).toBe('Süd4999');
    }
    const directory = new ServerDirectory();
    for (let i = 0; i < 5000; i++)
      directory.add(user(`user${i}`, `Given${i}`, `Süd${i}`, { position: 'p'.repeat(i % 50) }));
    const u = directory.userNamed('user4321');
    expect([directory.field(u, 'givenName'), directory.field(u, 'surName'), directory.field(u, 'position')]).toEqual([
      'Given4321',
      'Süd4321',
      'p'.repeat(4321 % 50),
    ]);
    expect(directory.userWithEmail('user4999@example.com')).toBe(4999);
  });
  it('judges a field the same as comparing its decoded text, e-mail addresses ignoring case (property)', () => {
    // ASCII in both cases, letters whose lower case is of another length or is ASCII (Kelvin sign, dotted I), and more.
    const text = fc.array(
      fc.constantFrom('a', 'A', 'k', 'K', 'z', '@', ' ', '.', 'é', 'É', '\u212a', '\u0130', 'i', 'ß', '😀'),
      {
        maxLength: 8,
      },
    );
    fc.assert(
      fc.property(text, text, fc.constantFrom(...COMPARED_FIELDS), (server, file, field) => {
        const directory = new ServerDirectory();
        const value = server.join('').trim();
        directory.add(user('someone', 'G', 'S', { [field]: value }));
        const given = file.join('');
        const stored = directory.field(0, field);
        const same = field === 'email' ? stored.toLowerCase() === given.toLowerCase() : stored === given;
        expect(directory.fieldIs(0, field, given)).toBe(same);
        expect(directory.fieldIs(0, field, stored)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
  it("judges a field where it lies in the upload's bytes as its trimmed text, quoted or not (property)", () => {
    // Upload fields: spaces around, quotes (opening a quoted field, doubled, or inside), case, non-ASCII, NBSP.
    const piece = fc.constantFrom(
      'a',
      'A',
      'k',
      'K',
      '@',
      ' ',
      '\t',
      '"',
      '""',
      'é',
      'É',
      '\u212a',
      '\u00a0',
      'ß',
      '😀',
    );
    const text = fc.array(piece, { maxLength: 8 });
    fc.assert(
      fc.property(text, text, fc.constantFrom(...COMPARED_FIELDS), fc.boolean(), (server, file, field, same) => {
        const directory = new ServerDirectory();
        directory.add(user('someone', 'G', 'S', { [field]: server.join('').trim() }));
        // The field as an upload holds it, between two others; or the server's own value, as written.
        const raw = same ? directory.field(0, field) : file.join('');
        const bytes = Buffer.from(`x,${raw},y`);
        const column: FieldColumn = {
          text: () => fieldValue(bytes, 2, bytes.length - 2).trim(),
          bytes,
          start: () => 2,
          end: () => bytes.length - 2,
        };
        expect(directory.fieldIsAt(0, field, column, 0)).toBe(directory.fieldIs(0, field, column.text(0)));
        expect(directory.fieldIsAt(0, field, textColumn([column.text(0)]), 0)).toBe(
          directory.fieldIs(0, field, column.text(0)),
        );
      }),
      { numRuns: 5000 },
    );
  });
  it("finds look-alikes by names where they lie in the upload's bytes as by their text (property)", () => {
    const piece = fc.constantFrom('a', 'A', 'e', 'é', 'ë', 'ß', 'ss', ' ', '-', '.', "'", '\t', '"', 'Z', '\u00a0');
    const text = fc.array(piece, { maxLength: 5 }).map((p) => p.join(''));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, text), { maxLength: 6 }),
        text,
        text,
        fc.constantFrom('both', 'given', 'sur', 'text'),
        (server, given, sur, columns) => {
          const directory = new ServerDirectory();
          server.forEach(([g, s], n) => directory.add(user(`u${n}`, g, s)));
          const bytes = Buffer.from(`${given},${sur}\n`);
          const g = Buffer.byteLength(given);
          const at = (start: number, end: number): FieldColumn => ({
            text: () => fieldValue(bytes, start, end).trim(),
            bytes,
            start: () => start,
            end: () => end,
          });
          const givenNames = columns === 'sur' ? undefined : columns === 'text' ? textColumn([given.trim()]) : at(0, g);
          const surNames = columns === 'given' ? undefined : at(g + 1, bytes.length - 1);
          const expected = directory.lookAlikes(givenNames?.text(0) ?? '', surNames?.text(0) ?? '', 12);
          expect(directory.lookAlikesAt(givenNames, surNames, 0, 12)).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
  it('finds a login and an address ignoring case and the ends trim() drops, whatever their characters (property)', () => {
    const text = fc.array(
      fc.constantFrom(
        'a',
        'B',
        'k',
        'K',
        ' ',
        '\t',
        '\u00a0',
        '\u3000',
        '@',
        'é',
        'É',
        '\u212a',
        '\u0130',
        'i',
        '\u007f',
      ),
      {
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 5 }), text, (stored, asked) => {
        const directory = new ServerDirectory();
        stored.forEach((s, i) => directory.add(user(`${s.join('')}u${i}`, 'G', 'S', { email: `${s.join('')}@e${i}` })));
        const probe = [asked.join(''), ...stored.map((s, i) => `${s.join('')}u${i}`.toUpperCase())];
        for (const value of probe) {
          const named = stored.findIndex(
            (s, i) => `${s.join('')}u${i}`.trim().toLowerCase() === value.trim().toLowerCase(),
          );
          expect(directory.userNamed(value)).toBe(named);
        }
        const address = `${stored[0]!.join('')}@e0`;
        const holder = directory.userWithEmail(` ${address.toUpperCase()}`);
        expect(holder).toBe(address.trim() === '' ? -1 : directory.userWithEmail(address.trim().toLowerCase()));
      }),
      { numRuns: 2000 },
    );
  });
});
