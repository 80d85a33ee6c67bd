import { describe, expect, it } from 'vitest';
import {
  leaverAt,
  leaverRows,
  searchLeavers,
  shownLeavers,
  sortKey,
  sortLeavers,
} from '../../../../../renderer/features/import/leavers-model';
import { packLeaver, USER_SEPARATOR } from '../../../../../shared/models/leavers';
import type { Leaver } from '../../../../../shared/models/leavers';

const user = (name: string, surName: string, position = '', key = ''): Leaver => ({
  name,
  givenName: '',
  surName,
  position,
  email: '',
  key,
});
const rowsOf = (users: Leaver[]) =>
  leaverRows({ count: users.length, idColumn: 'custom1', text: users.map(packLeaver).join(USER_SEPARATOR) });

describe('the leavers read from the packed text', () => {
  it('finds each user, the empty list too', () => {
    const users = [user('a', 'Alt', '5a', '1'), user('b', ''), user('c', 'Čapek')];
    const rows = rowsOf(users);
    expect(users.map((_, i) => leaverAt(rows, i))).toEqual(users);
    expect(rowsOf([]).count).toBe(0);
    expect(sortLeavers(rowsOf([]), { column: 'position', descending: false })).toHaveLength(0);
  });

  it('sorts names as a dictionary and numbers as numbers', () => {
    const sorted = (values: string[]) => [...values].sort((x, y) => (sortKey(x) < sortKey(y) ? -1 : 1));
    expect(sorted(['Mumm', 'Müller', 'Mueller', 'Muller'])).toEqual(['Mueller', 'Müller', 'Muller', 'Mumm']);
    expect(sorted(['10c', '5a', '9b', '05b'])).toEqual(['5a', '05b', '9b', '10c']);
    expect(sortKey('Weiß')).toBe(sortKey('WEISS'));
    expect(sortKey('Zoë')).toBe(sortKey('zoe'));
  });

  it('searches whole users only: a match never spans two of them', () => {
    const rows = rowsOf([user('ab', 'X'), user('cd', 'Y')]);
    const order = sortLeavers(rows, { column: 'name', descending: false });
    // "x cd" would span the first user's surname and the second's login.
    expect(Array.from(shownLeavers(order, searchLeavers(rows, 'xcd')))).toEqual([]);
    expect(Array.from(shownLeavers(order, searchLeavers(rows, 'D')))).toEqual([1]);
    expect(searchLeavers(rows, ' - ')).toBeNull();
    // A whole name, either way round, where the login is another.
    const named = rowsOf([{ ...user('lschmidt', 'Schmidt', '5a'), givenName: 'Lukas' }, user('x', 'Y')]);
    expect(Array.from(searchLeavers(named, 'Lukas Schmidt')!)).toEqual([1, 0]);
    expect(Array.from(searchLeavers(named, 'schmidt, lukas')!)).toEqual([1, 0]);
    expect(Array.from(searchLeavers(named, 'ukas5a')!)).toEqual([0, 0]);
  });
});
