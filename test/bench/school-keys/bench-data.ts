/**
 * The file and the server of school-keys.bench.ts: a school's N lines against N server users
 * that carry the Schüler-ID in custom1. Line i (0-based), numbers seven digits wide so that no
 * name contains another (the demo server's lookup matches "contains"):
 * - i % 100 < 2 (2%): renamed: the server holds `p-i` with key `K-i` and surname `Old-i`, the
 *   file the same login and key with surname `Sur-i` (changed, met by key);
 * - i % 100 = 2 (1%): a look-alike: the file's new pupil `new-i` (key `N-i`, given name
 *   `Zoe-i`); the server holds `twin-i`, the same person's names (`Zoë-i`), without a key;
 * - otherwise: unchanged, met by key.
 */
import type { SeedUser } from '../../../electron/demo-server/index';
import type { ComparisonCounts } from '../../../shared/models/dry-run-comparison';

const number = (i: number) => String(i).padStart(7, '0');

export const COLUMNS = ['name', 'email', 'givenName', 'surName', 'position', 'custom1', 'password'] as const;

const lookAlike = (i: number) => i % 100 === 2;
const renamed = (i: number) => i % 100 < 2;

export function benchLine(i: number): string[] {
  if (lookAlike(i))
    return [
      `new-${number(i)}`,
      `new-${number(i)}@s.example`,
      `Zoe-${i}`,
      `Sur-${i}`,
      '5a',
      `N-${number(i)}`,
      `Pw-${i}xY`,
    ];
  return [`p-${number(i)}`, `p-${number(i)}@s.example`, `Given-${i}`, `Sur-${i}`, '5a', `K-${number(i)}`, `Pw-${i}xY`];
}

export function benchUsers(lines: number): SeedUser[] {
  const users: SeedUser[] = [];
  for (let i = 0; i < lines; i++) {
    if (lookAlike(i))
      users.push({
        name: `twin-${number(i)}`,
        email: `twin-${number(i)}@o.example`,
        givenName: `Zoë-${i}`,
        surName: `Sur-${i}`,
      });
    else
      users.push({
        name: `p-${number(i)}`,
        email: `p-${number(i)}@s.example`,
        givenName: `Given-${i}`,
        surName: renamed(i) ? `Old-${i}` : `Sur-${i}`,
        position: '5a',
        custom: { custom1: `K-${number(i)}` },
      });
  }
  return users;
}

export function expectedComparison(lines: number): ComparisonCounts {
  let changed = 0;
  let looksLike = 0;
  for (let i = 0; i < lines; i++) {
    if (lookAlike(i)) looksLike++;
    else if (renamed(i)) changed++;
  }
  return { new: 0, looksLike, changed, unchanged: lines - changed - looksLike, adopts: 0, conflict: 0 };
}

/** Lines met by key: all but the look-alikes. */
export const expectedByKey = (lines: number) => lines - expectedComparison(lines).looksLike;
