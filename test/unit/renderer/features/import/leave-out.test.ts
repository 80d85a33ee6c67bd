import { describe, expect, it } from 'vitest';
import { leftOutLines } from '../../../../../renderer/features/import/changes-model';
import { receiptMatching } from '../../../../../renderer/features/import/leave-out';
import type { ImportWizardState } from '../../../../../renderer/features/import/import-wizard-types';
import { useLookAlikeDecisions } from '../../../../../renderer/features/import/look-alike-decisions';
import { LEFT_OUT_REASONS } from '../../../../../shared/users-csv/left-out-reason';

const comparison = {
  kinds: Uint8Array.from([3, 4, 2, 6, 5]),
  changes: [],
  similar: [{ record: 2, users: [{ name: 'rmueller', email: 'rm@x.de' }] }],
  matchedBy: new Uint8Array(5),
  conflicts: [],
  idColumn: 'custom1' as const,
  fields: [],
  serverUsers: 9,
  notInFile: null,
  reads: 1,
  uploadId: 'dry-3',
  lineMap: Uint32Array.from([2, 3, 4, 5, 7]),
  errorRows: new Int32Array(0),
};

describe('what the upload leaves out, and the receipt says of it', () => {
  it('leaves out the unchanged (with overwrite) and the stopped lines, each with its reason', () => {
    const left = leftOutLines(comparison, true);
    expect([...left.lines]).toEqual([3, 5]);
    expect([...left.reasons].map((code) => LEFT_OUT_REASONS[code])).toEqual(['unchanged', 'stopped']);
    // Without overwrite the server skips an unchanged user like any existing one (the CLI's plan).
    const skipping = leftOutLines(comparison, false);
    expect([...skipping.lines]).toEqual([5]);
    expect([...skipping.reasons].map((code) => LEFT_OUT_REASONS[code])).toEqual(['stopped']);
    expect([...leftOutLines(null, true).lines]).toEqual([]);
    expect([...leftOutLines(null, true).reasons]).toEqual([]);
  });

  it('records the counts and each look-alike decision by line', () => {
    const file = new File(['x'], 'school.csv');
    useLookAlikeDecisions.getState().decide(file, 4, { name: 'rmueller', email: 'rm@x.de' }, 'same');
    const state = {
      file,
      summary: {
        predicted: {
          withoutOverwrite: { SUCCESS: 1, SKIPPED: 3, OVERWRITTEN: 0, FAILED: 1 },
          withOverwrite: { SUCCESS: 1, SKIPPED: 0, OVERWRITTEN: 3, FAILED: 1 },
        },
      },
      prediction: { comparison },
      options: { overwrite: true, generatePasswords: true, notForUpdate: [] },
    } as unknown as ImportWizardState;
    expect(receiptMatching(state)).toEqual({
      idColumn: 'custom1',
      unchanged: 1,
      skipped: 0,
      stopped: 1,
      newPasswordsForExisting: 2,
      lookAlikes: [{ line: 4, decision: 'same' }],
    });
  });

  it('keeps a "same person" line written into its row: the next dry run matches it by login, the receipt still says same', () => {
    const file = new File(['x'], 'school.csv');
    const decisions = useLookAlikeDecisions.getState();
    decisions.decide(file, 4, { name: 'rmueller', email: 'rm@x.de' }, 'same');
    decisions.markApplied(file, [4]);
    // The dry run after it: line 4 is changed now (kind 1), no longer a look-alike.
    const after = { ...comparison, kinds: Uint8Array.from([3, 4, 1, 6, 5]), similar: [], uploadId: 'dry-4' };
    const state = {
      file,
      summary: {
        predicted: {
          withoutOverwrite: { SUCCESS: 0, SKIPPED: 4, OVERWRITTEN: 0, FAILED: 1 },
          withOverwrite: { SUCCESS: 0, SKIPPED: 0, OVERWRITTEN: 4, FAILED: 1 },
        },
      },
      prediction: { comparison: after },
      options: { overwrite: true, generatePasswords: true, notForUpdate: [] },
    } as unknown as ImportWizardState;
    expect(receiptMatching(state)?.lookAlikes).toEqual([{ line: 4, decision: 'same' }]);
    // Another file: none of these decisions.
    expect(receiptMatching({ ...state, file: new File(['y'], 'other.csv') })?.lookAlikes).toEqual([]);
  });
});
