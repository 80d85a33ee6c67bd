/**
 * The file and the server of dry-run.bench.ts. Line i (0-based) of N:
 * - i % 10 = 0: `old-i`, a user the server holds, with its own e-mail address;
 * - i % 100 = 5: `new-i`, with the e-mail address of `other-i`, another user the server holds;
 * - otherwise `new-i`, a new user with an address of its own.
 * Numbers are seven digits wide so that no name contains another (the demo server's lookup
 * matches "contains"). Predicted, overwrite off: N/10 SKIPPED, N/100 FAILED, the rest SUCCESS;
 * overwrite on: the same with OVERWRITTEN for SKIPPED.
 */
import type { SeedUser } from '../../../electron/demo-server/index';
import type { PredictedCounts } from '../../../shared/models/dry-run';

const number = (i: number) => String(i).padStart(7, '0');

export const COLUMNS = ['name', 'email', 'givenName', 'surName', 'password'] as const;

export function benchLine(i: number): string[] {
  const name = i % 10 === 0 ? `old-${number(i)}` : `new-${number(i)}`;
  const email = i % 100 === 5 ? `other-${number(i)}@example.org` : `${name}@example.com`;
  return [name, email, `Given${i}`, `Sur${i}`, `Passwort-${i}x`];
}

export function benchUsers(lines: number): SeedUser[] {
  const users: SeedUser[] = [];
  for (let i = 0; i < lines; i++) {
    if (i % 10 === 0)
      users.push({
        name: `old-${number(i)}`,
        email: `old-${number(i)}@example.com`,
        givenName: 'Old',
        surName: `${i}`,
      });
    if (i % 100 === 5)
      users.push({
        name: `other-${number(i)}`,
        email: `other-${number(i)}@example.org`,
        givenName: 'Other',
        surName: `${i}`,
      });
  }
  return users;
}

export function expectedCounts(lines: number, overwrite: boolean): PredictedCounts {
  const existing = Math.ceil(lines / 10);
  const failing = Math.floor((lines + 94) / 100);
  return {
    SUCCESS: lines - existing - failing,
    SKIPPED: overwrite ? 0 : existing,
    OVERWRITTEN: overwrite ? existing : 0,
    FAILED: failing,
  };
}

/** Distinct search strings of the file: every line's name and e-mail are its own. */
export const searchStrings = (lines: number) => 2 * lines;
