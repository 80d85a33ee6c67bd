import { describe, expect, it } from 'vitest';
import { leaversOf, packLeavers } from '../../../../../electron/core/dry-run/leavers';
import { ServerDirectory } from '../../../../../electron/core/dry-run/server-directory';
import { unpackLeaver, USER_SEPARATOR } from '../../../../../shared/models/leavers';

function directoryWith(count: number, named: (i: number) => boolean) {
  const directory = new ServerDirectory('custom1');
  for (let i = 0; i < count; i++)
    directory.add({
      name: `user${i}`,
      email: `user${i}@example.com`,
      givenName: `G${i}`,
      surName: `S${i}`,
      position: `${5 + (i % 8)}a`,
      ids: { custom1: i % 3 === 0 ? '' : `K${i}` },
    } as never);
  for (let i = 0; i < count; i++) if (named(i)) directory.markNamed(i);
  return directory;
}

describe('the leavers of a dry run', () => {
  it('are the users no line names, in the server’s order, with login, person, position, e-mail and key', () => {
    const leavers = [...leaversOf(directoryWith(4, (i) => i % 2 === 0))];
    expect(leavers).toEqual([
      { name: 'user1', givenName: 'G1', surName: 'S1', position: '6a', email: 'user1@example.com', key: 'K1' },
      { name: 'user3', givenName: 'G3', surName: 'S3', position: '8a', email: 'user3@example.com', key: '' },
    ]);
  });

  it('are packed as one text, the same users, with turns of the loop between slices', async () => {
    const directory = directoryWith(5_000, (i) => i % 5 === 0);
    let turns = 0;
    let packing = true;
    const count = () => {
      if (!packing) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    const packed = await packLeavers(directory);
    packing = false;
    expect(packed.count).toBe(4_000);
    expect(packed.idColumn).toBe('custom1');
    expect(packed.text.split(USER_SEPARATOR).map(unpackLeaver)).toEqual([...leaversOf(directory)]);
    // 4,000 users at 1,000 a turn: the loop turned in between.
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(await packLeavers(directoryWith(2, () => true))).toEqual({ count: 0, idColumn: 'custom1', text: '' });
  });
});
