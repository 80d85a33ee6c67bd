/**
 * The file and the server of yearly-compare.bench.ts: N lines against N server users. Line i
 * (0-based) of N, numbers seven digits wide so that no name contains another (the demo
 * server's lookup matches "contains"):
 * - i even: `old-i`, a user the server holds; when i % 4 = 0 its surname changed (server
 *   `Was-i`, file `Sur-i`), else unchanged;
 * - i odd: `new-i`, new; when i % 10 = 1 the server holds `twin-i`, the same person (given
 *   name `Zoë-i` there, `Zoe-i` here) under another login.
 * The server also holds `gone-j` users up to N in all: with the twins, the users no line names.
 */
import type { SeedUser } from '../../../electron/demo-server/index';
import type { ComparisonCounts } from '../../../shared/models/dry-run-comparison';

const number = (i: number) => String(i).padStart(7, '0');

export const COLUMNS = ['name', 'email', 'givenName', 'surName', 'position', 'password'] as const;

export function benchLine(i: number): string[] {
  if (i % 2 === 0)
    return [`old-${number(i)}`, `old-${number(i)}@example.com`, `Given-${i}`, `Sur-${i}`, 'Staff', `Passwort-${i}x`];
  const given = i % 10 === 1 ? `Zoe-${i}` : `Given-${i}`;
  return [`new-${number(i)}`, `new-${number(i)}@example.com`, given, `Sur-${i}`, 'Pupil', `Passwort-${i}x`];
}

export function benchUsers(lines: number): SeedUser[] {
  const users: SeedUser[] = [];
  for (let i = 0; i < lines; i++) {
    if (i % 2 === 0)
      users.push({
        name: `old-${number(i)}`,
        email: `old-${number(i)}@example.com`,
        givenName: `Given-${i}`,
        surName: i % 4 === 0 ? `Was-${i}` : `Sur-${i}`,
        position: 'Staff',
      });
    else if (i % 10 === 1)
      users.push({
        name: `twin-${number(i)}`,
        email: `twin-${number(i)}@example.org`,
        givenName: `Zoë-${i}`,
        surName: `Sur-${i}`,
      });
  }
  for (let j = 0; users.length < lines; j++)
    users.push({
      name: `gone-${number(j)}`,
      email: `gone-${number(j)}@example.net`,
      givenName: 'Gone',
      surName: `${j}`,
    });
  return users;
}

export function expectedComparison(lines: number): ComparisonCounts {
  const existing = Math.ceil(lines / 2);
  const changed = Math.ceil(lines / 4);
  const looksLike = Math.floor((lines + 8) / 10);
  return {
    new: lines - existing - looksLike,
    looksLike,
    changed,
    unchanged: existing - changed,
    adopts: 0,
    conflict: 0,
  };
}

/** The server's users no line names: all but the `old-` ones (the demo server's three built-in users besides). */
export const expectedNotInFile = (lines: number) => lines - Math.ceil(lines / 2) + 3;
