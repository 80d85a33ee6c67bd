import { describe, expect, it } from 'vitest';
import { predictOutcomes } from '../../../../../electron/core/dry-run/predict-outcomes';
import { lookUpUsers } from '../../../../../electron/core/dry-run/user-lookup';
import type { KnownUsers } from '../../../../../electron/core/dry-run/user-lookup';
import { AppError } from '../../../../../electron/core/errors';
import { PREDICTION_CODE, predictionReasonText } from '../../../../../shared/models/dry-run';
import { createFakeServer } from '../jobs/fakes';

const { SUCCESS, SKIPPED, OVERWRITTEN, FAILED } = PREDICTION_CODE;
const known = (users: { name: string; email: string | null }[]): KnownUsers => ({
  byName: new Map(users.map((u) => [u.name.toLowerCase(), u])),
  byEmail: new Map(users.filter((u) => u.email).map((u) => [u.email!.toLowerCase(), u])),
  lookups: 0,
});

describe('lookUpUsers', () => {
  it('looks names and e-mails up in batches, every page, and counts only equal names or e-mails (ignoring case)', async () => {
    const server = createFakeServer({
      users: [
        { name: 'jdoe', email: 'jdoe@example.com' },
        { name: 'jdoe2', email: 'other@example.com' }, // contains "jdoe" but is not a line's user
        { name: 'Mia', email: 'ANNA@example.com' }, // holds a line's e-mail
        ...Array.from({ length: 30 }, (_, i) => ({ name: `filler${i}`, email: `jdoe-${i}@elsewhere.org` })),
      ],
    });
    const progress: [number, number][] = [];
    const found = await lookUpUsers(
      server.client,
      ['JDoe', 'anna', 'bert'],
      ['jdoe@example.com', 'anna@example.com', 'bert@example.com'],
      {
        batchSize: 4,
        pageSize: 10,
        onProgress: (checked, total) => progress.push([checked, total]),
      },
    );
    expect([...found.byName.keys()]).toEqual(['jdoe']);
    expect([...found.byEmail.entries()].map(([k, u]) => [k, u.name])).toEqual([
      ['jdoe@example.com', 'jdoe'],
      ['anna@example.com', 'Mia'],
    ]);
    // Six distinct search strings in batches of four; the first batch's 33 answers take four pages of ten.
    expect(server.calls.lookup.map((c) => [c.searches?.length, c.offset])).toEqual([
      [4, 0],
      [4, 10],
      [4, 20],
      [4, 30],
      [2, 0],
    ]);
    expect(progress).toEqual([
      [0, 6],
      [4, 6],
      [6, 6],
    ]);
    expect(found.lookups).toBe(5);
  });

  it('reads every page to the count when the server caps pages below the asked size', async () => {
    const users = Array.from({ length: 60 }, (_, i) => ({ name: `old${i}`, email: `old${i}@example.com` }));
    const server = createFakeServer({ users, pageCap: 25 });
    const names = users.map((u) => u.name);
    const found = await lookUpUsers(server.client, names, [], { batchSize: 100, pageSize: 500 });
    expect(found.byName.size).toBe(60);
    expect(server.calls.lookup.map((c) => [c.offset, c.limit])).toEqual([
      [0, 500],
      [25, 500],
      [50, 500],
    ]);
  });

  it('stops when cancelled, and lets a lookup error through', async () => {
    const controller = new AbortController();
    controller.abort();
    const server = createFakeServer({});
    await expect(lookUpUsers(server.client, ['a'], [''], { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
    const failing = createFakeServer({ lookupError: () => new AppError('http-status', { status: 500 }) });
    await expect(lookUpUsers(failing.client, ['a'], [''])).rejects.toMatchObject({ code: 'http-status' });
  });
});

describe('predictOutcomes (the server decisions, line by line)', () => {
  const users = known([
    { name: 'jdoe', email: 'jdoe@example.com' },
    { name: 'asmith', email: 'asmith@example.com' },
  ]);

  it('SKIPPED first, then an e-mail held by another user FAILED, else SUCCESS or OVERWRITTEN', () => {
    const names = ['anna', 'JDOE', 'carl', 'asmith'];
    const emails = ['anna@example.com', 'jdoe@example.com', 'ASmith@example.com', 'jdoe@example.com'];
    const off = predictOutcomes(names, emails, users, false);
    expect(Array.from(off.codes)).toEqual([SUCCESS, SKIPPED, FAILED, SKIPPED]);
    expect(off.notes).toEqual([
      { record: 1, why: { kind: 'exists', name: 'JDOE' } },
      { record: 2, why: { kind: 'emailTaken', email: 'ASmith@example.com', holder: 'asmith' } },
      { record: 3, why: { kind: 'exists', name: 'asmith' } },
    ]);
    expect(off.notes.map((n) => predictionReasonText(n.why))).toEqual([
      "User 'JDOE' already exists and overwrite is off",
      "E-mail address 'ASmith@example.com' is already in use by user 'asmith'",
      "User 'asmith' already exists and overwrite is off",
    ]);
    const on = predictOutcomes(names, emails, users, true);
    // asmith takes jdoe's address: jdoe still holds it (overwritten with the same one).
    expect(Array.from(on.codes)).toEqual([SUCCESS, OVERWRITTEN, FAILED, FAILED]);
  });

  it('follows what earlier lines change: an overwritten user frees its old address, a new user takes one', () => {
    const names = ['jdoe', 'newbie', 'late'];
    const emails = ['john.doe@example.com', 'jdoe@example.com', 'john.doe@example.com'];
    const on = predictOutcomes(names, emails, users, true);
    expect(Array.from(on.codes)).toEqual([OVERWRITTEN, SUCCESS, FAILED]);
  });
});
