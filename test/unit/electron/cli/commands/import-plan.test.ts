import { describe, expect, it } from 'vitest';
import { changesUpload, planUpload } from '../../../../../electron/cli/commands/import-plan';
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
    // Line 4 decided the same person: that account, skipped without overwrite.
    expect([...generated.leaveOut].sort()).toEqual([
      [2, 'skipped'],
      [3, 'skipped'],
      [4, 'skipped'],
      [5, 'stopped'],
    ]);
    expect(generated.skippedLines).toEqual([2, 3, 4]);
    expect(generated.same.get(4)).toEqual({ name: 'rmueller', email: 'rm@x.de' });
    // A file that names its own logins: `same` is recorded, the line stays what the file says.
    const named = planUpload(result, true, 'same', false, false);
    if ('undecided' in named) throw new Error('undecided');
    expect(named.same.size).toBe(0);
    expect(named.newPasswordsForExisting).toBe(1);
    expect(named.matching.lookAlikes).toEqual([{ line: 4, decision: 'same' }]);
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
});
