import { describe, expect, it } from 'vitest';
import {
  changesUpload,
  keptText,
  planUpload,
  sameText,
  withEarlierDecisions,
} from '../../../../../electron/cli/commands/import-plan';
import { PREDICTION_CODE } from '../../../../../shared/models/dry-run';
import type { DryRunResult } from '../../../../../shared/models/dry-run';
import { COMPARISON_CODE } from '../../../../../shared/models/dry-run-comparison';

const { SUCCESS, SKIPPED, OVERWRITTEN } = PREDICTION_CODE;
const { changed, unchanged, looksLike, conflict } = COMPARISON_CODE;

/** Five lines (file lines 2..6): changed, unchanged, look-alike, stopped, new. */
const result: DryRunResult = {
  uploadId: 'u',
  records: 5,
  lineMap: Uint32Array.from([2, 3, 4, 5, 6]),
  withoutOverwrite: Uint8Array.from([SKIPPED, SKIPPED, SUCCESS, SKIPPED, SUCCESS]),
  withOverwrite: Uint8Array.from([OVERWRITTEN, OVERWRITTEN, SUCCESS, OVERWRITTEN, SUCCESS]),
  notes: { withoutOverwrite: [], withOverwrite: [] },
  lookups: 1,
  comparison: {
    kinds: Uint8Array.from([changed, unchanged, looksLike, conflict, COMPARISON_CODE.new]),
    matchedBy: Uint8Array.from([2, 2, 1, 2, 1]),
    changes: [],
    similar: [{ record: 2, users: [{ name: 'rmueller', email: 'rm@x.de' }] }],
    conflicts: [{ record: 3, why: { kind: 'keyHeld', key: '9', holder: 'other' } }],
    idColumn: 'custom1',
    fields: [],
    serverUsers: 9,
    notInFile: null,
    reads: 1,
  },
};

describe('planUpload', () => {
  it('refuses while a look-alike is undecided, naming its line and the account', () => {
    expect(planUpload(result, true, undefined)).toEqual({
      undecided: [{ line: 4, users: [{ name: 'rmueller', email: 'rm@x.de' }] }],
    });
  });

  it('with overwrite: leaves out the unchanged and the stopped; the changed get new passwords', () => {
    const plan = planUpload(result, true, 'new');
    if ('undecided' in plan) throw new Error('undecided');
    expect([...plan.leaveOut].sort()).toEqual([
      [3, 'unchanged'],
      [5, 'stopped'],
    ]);
    expect(plan.unchangedLines).toEqual([3]);
    expect(plan.stoppedLines).toEqual([{ line: 5, conflict: { kind: 'keyHeld', key: '9', holder: 'other' } }]);
    expect(plan.skippedLines).toEqual([]);
    expect(changesUpload(plan)).toBe(true);
    expect(plan.newPasswordsForExisting).toBe(1);
    expect(plan.matching).toEqual({
      idColumn: 'custom1',
      unchanged: 1,
      skipped: 0,
      stopped: 1,
      newPasswordsForExisting: 1,
      lookAlikes: [{ line: 4, decision: 'new' }],
    });
  });

  it('without overwrite: the skipped are left out where passwords are generated, sent with the file\u2019s own', () => {
    const generated = planUpload(result, false, 'same');
    if ('undecided' in generated) throw new Error('undecided');
    // Line 4 decided the same person: that account's login and e-mail are written in, and the
    // line is compared again (import-compare.ts); this comparison still saw it as new.
    expect([...generated.leaveOut].sort()).toEqual([
      [2, 'skipped'],
      [3, 'skipped'],
      [5, 'stopped'],
    ]);
    expect(generated.skippedLines).toEqual([2, 3]);
    expect(generated.same.get(4)).toEqual({ name: 'rmueller', email: 'rm@x.de' });
    expect(generated.matching.lookAlikes).toEqual([{ line: 4, decision: 'same' }]);
    // `same` alone does not change the staging compared: it was staged with the account already.
    expect(changesUpload({ ...generated, leaveOut: new Map() })).toBe(false);
    const apart = planUpload(result, true, 'new');
    if ('undecided' in apart) throw new Error('undecided');
    expect(apart.same.size).toBe(0);
    const own = planUpload(result, false, 'new', false);
    if ('undecided' in own) throw new Error('undecided');
    expect([...own.leaveOut].sort()).toEqual([[5, 'stopped']]);
    expect(own.skippedLines).toEqual([]);
  });

  it('a plan that leaves out nothing, decides nothing and reactivates nothing sends the staging as it is', () => {
    const plain: DryRunResult = {
      ...result,
      records: 2,
      lineMap: Uint32Array.from([2, 3]),
      withoutOverwrite: Uint8Array.from([SUCCESS, SKIPPED]),
      withOverwrite: Uint8Array.from([SUCCESS, OVERWRITTEN]),
      comparison: {
        ...result.comparison!,
        kinds: Uint8Array.from([COMPARISON_CODE.new, changed]),
        matchedBy: Uint8Array.from([0, 2]),
        similar: [],
        conflicts: [],
        changes: [{ record: 1, changes: { position: { server: '5a', file: '6a' } } }],
      },
    };
    const own = planUpload(plain, false, undefined, false);
    if ('undecided' in own) throw new Error('undecided');
    expect(changesUpload(own)).toBe(false);
    // A deactivated user named again: the upload must carry `activated`, so it is staged again.
    const deactivated: DryRunResult = {
      ...plain,
      comparison: {
        ...plain.comparison!,
        changes: [{ record: 1, changes: { activated: { server: 'false', file: 'true' } } }],
      },
    };
    const reactivating = planUpload(deactivated, false, undefined, false);
    if ('undecided' in reactivating) throw new Error('undecided');
    expect([...reactivating.reactivate]).toEqual([3]);
    expect(changesUpload(reactivating)).toBe(true);
  });

  it('keeps the decisions of the comparison before: the lines now met by login stay recorded as `same`', () => {
    const before = planUpload(result, true, 'same');
    if ('undecided' in before) throw new Error('undecided');
    // Compared again with line 4 as rmueller: it is that account now, changed, no look-alike.
    const again = planUpload(
      {
        ...result,
        comparison: {
          ...result.comparison!,
          kinds: Uint8Array.from([changed, unchanged, changed, conflict, COMPARISON_CODE.new]),
          similar: [],
        },
        withOverwrite: Uint8Array.from([OVERWRITTEN, OVERWRITTEN, OVERWRITTEN, OVERWRITTEN, SUCCESS]),
      },
      true,
      'same',
    );
    if ('undecided' in again) throw new Error('undecided');
    expect(again.matching.lookAlikes).toEqual([]);
    const plan = withEarlierDecisions(again, before);
    expect(plan.newPasswordsForExisting).toBe(2);
    expect(plan.matching.lookAlikes).toEqual([{ line: 4, decision: 'same' }]);
    expect(plan.same.get(4)).toEqual({ name: 'rmueller', email: 'rm@x.de' });
    const t = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params)}`;
    expect(sameText(plan, t as never)).toEqual(['cli.lookAlikes.same {"line":4,"account":"rmueller <rm@x.de>"}']);
  });

  it('takes a line\u2019s own decision before the one for all (--lookalike LINE=…)', () => {
    const two: DryRunResult = {
      ...result,
      comparison: {
        ...result.comparison!,
        kinds: Uint8Array.from([looksLike, unchanged, looksLike, conflict, COMPARISON_CODE.new]),
        similar: [
          { record: 0, users: [{ name: 'lukas.schmidt', email: 'ls@x.de' }] },
          { record: 2, users: [{ name: 'rmueller', email: 'rm@x.de' }] },
        ],
      },
    };
    // One line decided, the other not: that one is refused.
    expect(planUpload(two, true, undefined, false, new Map([[2, 'same']]))).toEqual({
      undecided: [{ line: 4, users: [{ name: 'rmueller', email: 'rm@x.de' }] }],
    });
    const plan = planUpload(two, true, 'new', false, new Map([[2, 'same']]));
    if ('undecided' in plan) throw new Error('undecided');
    expect([...plan.same]).toEqual([[2, { name: 'lukas.schmidt', email: 'ls@x.de' }]]);
    expect(plan.matching.lookAlikes).toEqual([
      { line: 2, decision: 'same' },
      { line: 4, decision: 'new' },
    ]);
  });
});

describe('planUpload with --update-only', () => {
  /** Three existing users (file lines 2..4): a new class only, renamed and a new class, a new class and a school ID. */
  const yearTwo: DryRunResult = {
    ...result,
    records: 3,
    lineMap: Uint32Array.from([2, 3, 4]),
    withoutOverwrite: Uint8Array.from([SKIPPED, SKIPPED, SKIPPED]),
    withOverwrite: Uint8Array.from([OVERWRITTEN, OVERWRITTEN, OVERWRITTEN]),
    comparison: {
      ...result.comparison!,
      kinds: Uint8Array.from([changed, changed, COMPARISON_CODE.adopts]),
      matchedBy: Uint8Array.from([2, 2, 3]),
      similar: [],
      conflicts: [],
      changes: [
        { record: 0, changes: { position: { server: '5a', file: '6a' } } },
        {
          record: 1,
          changes: { surName: { server: 'Schröder', file: 'Schröder-Kaya' }, position: { server: '5a', file: '6a' } },
        },
        { record: 2, changes: { position: { server: '5a', file: '6a' }, key: { server: '', file: '77' } } },
      ],
    },
  };

  it('keeps the users whose changes are all in columns not chosen; a new school ID is always sent', () => {
    const plan = planUpload(yearTwo, true, 'new', true, new Map(), new Set(['surName', 'givenName'] as const));
    if ('undecided' in plan) throw new Error('undecided');
    expect([...plan.leaveOut]).toEqual([[2, 'kept']]);
    expect(plan.keptLines).toEqual([{ line: 2, columns: ['position'] }]);
    expect(plan.newPasswordsForExisting).toBe(2);
    expect([...plan.existingLines]).toEqual([3, 4]);
    expect(plan.matching).toMatchObject({ kept: 1, updateOnly: ['surName', 'givenName'], newPasswordsForExisting: 2 });
    expect(changesUpload(plan)).toBe(true);
  });

  it('without a choice every column counts, as before', () => {
    const plan = planUpload(yearTwo, true, 'new');
    if ('undecided' in plan) throw new Error('undecided');
    expect(plan.leaveOut.size).toBe(0);
    expect(plan.keptLines).toEqual([]);
    expect(plan.newPasswordsForExisting).toBe(3);
    expect(plan.matching).not.toHaveProperty('kept');
  });

  it('words the kept lines grouped by the columns that changed', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;
    expect(
      keptText(
        [
          { line: 2, columns: ['position'] },
          { line: 5, columns: ['position', 'phone'] },
          { line: 7, columns: ['position'] },
        ],
        t as never,
      ),
    ).toEqual([
      'cli.updateOnly.keptLines {"columns":"position","lines":"2, 7"}',
      'cli.updateOnly.keptLines {"columns":"position, phone","lines":"5"}',
    ]);
  });
});
