import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePattern } from '../../../../shared/users-csv/name-pattern';
import type { NamePattern } from '../../../../shared/users-csv/name-pattern';
import { RecordDerivation } from '../../../../shared/users-csv/record-derivation';
import { DerivedNameCandidates, serverTakenNames } from '../../../../shared/users-csv/server-taken-names';
import type { ServerLogin } from '../../../../shared/users-csv/server-taken-names';

const parsed = parsePattern('{givenName}.{surName}', 'name');
if (!parsed.ok) throw new Error('pattern');
const namePattern: NamePattern = parsed.pattern;

/** A server whose lookup answers exactly the names asked (the strictest a real one may be), counting the rounds. */
function exactServer(users: ServerLogin[]) {
  const byName = new Map(users.map((u) => [u.name.toLowerCase(), u]));
  const rounds: string[][] = [];
  return {
    rounds,
    lookUp: async (names: string[]) => {
      rounds.push(names);
      return names.flatMap((n) => (byName.has(n.toLowerCase()) ? [byName.get(n.toLowerCase())!] : []));
    },
  };
}

/** The two passes: the candidates of a first derivation, then the names a second one gives with the server's taken. */
async function derive(people: [string, string][], users: ServerLogin[]) {
  const first = new RecordDerivation({ namePattern });
  first.begin(['givenName', 'surName'], ['givenName', 'surName']);
  const candidates = new DerivedNameCandidates();
  people.forEach((p, i) => candidates.add(first.record([...p], i + 2).derived));
  const server = exactServer(users);
  const takenNames = await serverTakenNames(candidates, server.lookUp);
  const second = new RecordDerivation({ namePattern, takenNames });
  second.begin(['givenName', 'surName'], ['givenName', 'surName']);
  const names = people.map((p, i) => second.record([...p], i + 2).fields[2]!);
  return { names, rounds: server.rounds };
}

describe('serverTakenNames', () => {
  it('numbers a name held by someone else; the same person keeps theirs (spelled either way)', async () => {
    const { names } = await derive(
      [
        ['Deniz', 'Ölçer'],
        ['René', 'Müller'],
        ['Max', 'Mustermann'],
        ['Max', 'Mustermann'],
      ],
      [
        { name: 'deniz.oelcer', givenName: 'Deniz', surName: 'Schmidt' },
        { name: 'Rene.Mueller', givenName: 'Rene', surName: 'Mueller' },
        { name: 'max.mustermann', givenName: 'Max', surName: 'Mustermann' },
      ],
    );
    expect(names).toEqual(['deniz.oelcer2', 'rene.mueller', 'max.mustermann', 'max.mustermann2']);
  });

  it('takes a name whose holder has no names answered as someone else’s', async () => {
    const { names } = await derive([['Anna', 'Berg']], [{ name: 'anna.berg' }]);
    expect(names).toEqual(['anna.berg2']);
  });

  it('looks up the numbered names only as far as the taken ones make necessary, in rounds', async () => {
    const { names, rounds } = await derive(
      [
        ['Max', 'Mustermann'],
        ['Max', 'Mustermann'],
        ['Zoë', 'Weiß'],
      ],
      [
        { name: 'max.mustermann', givenName: 'Moritz', surName: 'Mustermann' },
        { name: 'max.mustermann3', givenName: 'Mia', surName: 'Mustermann' },
      ],
    );
    expect(names).toEqual(['max.mustermann2', 'max.mustermann4', 'zoe.weiss']);
    expect(rounds).toEqual([
      ['max.mustermann', 'max.mustermann2', 'zoe.weiss'],
      ['max.mustermann3'],
      ['max.mustermann4'],
    ]);
  });

  it('gives every record a name no one else holds on the server, and unique in the file', async () => {
    const person = fc.constantFrom<[string, string]>(['Max', 'Mustermann'], ['Anna', 'Berg'], ['Mia', 'Mustermann']);
    const held = fc.record({
      name: fc.constantFrom('max.mustermann', 'max.mustermann2', 'max.mustermann3', 'anna.berg', 'anna.berg2'),
      who: fc.constantFrom<[string, string]>(['Max', 'Mustermann'], ['Other', 'Person']),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { maxLength: 8 }),
        fc.uniqueArray(held, { selector: (h) => h.name }),
        async (people, users) => {
          const server = users.map((u) => ({ name: u.name, givenName: u.who[0], surName: u.who[1] }));
          const { names } = await derive(people, server);
          expect(new Set(names).size).toBe(names.length);
          names.forEach((name, i) => {
            const holder = server.find((u) => u.name === name);
            if (holder) expect([holder.givenName, holder.surName]).toEqual(people[i]);
          });
        },
      ),
    );
  });
});

describe('serverTakenNames with the person key', () => {
  it('lets the keys decide where both have one: two pupils of one name are two people', async () => {
    const candidates = new DerivedNameCandidates();
    candidates.add([{ line: 2, column: 'name', value: 'lukas.schmidt', pattern: 'p', suffix: null, reason: null }]);
    const taken = await serverTakenNames(candidates, async () => [
      { name: 'lukas.schmidt', givenName: 'Lukas', surName: 'Schmidt', key: '1011' },
    ]);
    const person = 'lukas schmidt';
    const same = taken.isTaken('lukas.schmidt', null, '1011');
    expect(same).toBe(false);
    expect(taken.isTaken('lukas.schmidt', null, '1012')).toBe(true);
    // Without the line's key the names decide, as before.
    expect(taken.isTaken('lukas.schmidt', person, '')).toBe(true);
  });
});
