import { describe, expect, it } from 'vitest';
import type { FoundUser } from '../../../../../electron/core/api/api-client';
import { findTakenNames } from '../../../../../electron/core/dry-run/taken-names';
import { createFakeServer } from '../jobs/fakes';

const user = (name: string, givenName?: string, surName?: string): FoundUser => ({
  name,
  email: `${name}@example.com`,
  ...(givenName !== undefined ? { givenName } : {}),
  ...(surName !== undefined ? { surName } : {}),
});
const candidate = (name: string, givenName: string, surName: string) => ({ name, givenName, surName });

describe('findTakenNames', () => {
  it("names the server's logins held by someone else, with numbers after them, not the person's own", async () => {
    const server = createFakeServer({
      users: [
        user('juergen.mueller', 'Jürgen', 'Müller'), // the same person (folded alike): his own login
        user('max.mustermann', 'Maximilian', 'Mustermann'), // someone else
        user('max.mustermann2', 'Max', 'Mustermann-Berg'), // someone else, with a number
        user('max.mustermannfrau', 'Erika', 'Mustermann'), // no base with a number: free
        user('sarka.zak'), // answered without names: someone else
      ],
    });
    const answer = await findTakenNames(server.client, [
      candidate('juergen.mueller', 'Jürgen', 'Mueller'),
      candidate('max.mustermann', 'Max', 'Mustermann'),
      candidate('max.mustermann', 'Max', 'Mustermann'),
      candidate('sarka.zak', 'Šárka', 'Žák'),
    ]);
    expect(answer.taken).toEqual(['max.mustermann', 'max.mustermann2', 'sarka.zak']);
    expect(server.calls.upload).toEqual([]);
  });

  it('looks the names up in batches, each to the end of its pages', async () => {
    const users = Array.from({ length: 30 }, (_, i) => user(`anna${i + 1}`, 'Other', 'Person'));
    const server = createFakeServer({ users, pageCap: 10 });
    const names = ['anna', 'ben', 'carl'].map((n) => candidate(n, n, 'X'));
    const answer = await findTakenNames(server.client, names, { batchSize: 2, pageSize: 10 });
    expect(answer.taken).toHaveLength(30);
    expect(server.calls.lookup.map((c) => [c.searches, c.offset])).toEqual([
      [['anna', 'ben'], 0],
      [['anna', 'ben'], 10],
      [['anna', 'ben'], 20],
      [['carl'], 0],
    ]);
    expect(answer.lookups).toBe(4);
  });

  it('asks nothing for no names', async () => {
    const server = createFakeServer({ users: [user('a', 'A', 'B')] });
    expect(await findTakenNames(server.client, [candidate(' ', 'A', 'B')])).toEqual({ taken: [], lookups: 0 });
    expect(server.calls.lookup).toEqual([]);
  });
});

describe('findTakenNames with the person key', () => {
  it('lets the keys decide, and answers the accounts of the candidates keys', async () => {
    const keyed = (name: string, key: string, surName = 'Schmidt'): FoundUser => ({
      ...user(name, 'Lukas', surName),
      ids: { custom1: key },
    });
    const server = createFakeServer({
      users: [keyed('lukas.schmidt', '1011'), keyed('lukas.schmidt2', '1012'), keyed('lena', '1020', 'Schröder')],
    });
    const answer = await findTakenNames(
      server.client,
      [
        { name: 'lukas.schmidt', givenName: 'Lukas', surName: 'Schmidt', key: '1012' },
        { name: 'lena.schroeder-kaya', givenName: 'Lena', surName: 'Schröder-Kaya', key: '1020' },
      ],
      { idColumn: 'custom1' },
    );
    // Lukas 1012 is not the Lukas of lukas.schmidt (1011), though the names fold alike.
    expect(answer.taken).toEqual(['lukas.schmidt']);
    expect(answer.accounts).toEqual([
      { key: '1012', name: 'lukas.schmidt2', email: 'lukas.schmidt2@example.com' },
      { key: '1020', name: 'lena', email: 'lena@example.com' },
    ]);
  });
});
