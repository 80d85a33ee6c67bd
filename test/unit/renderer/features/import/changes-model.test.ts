import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changesCounts,
  comparisonDetails,
  isComparisonKind,
  openingFilter,
  recordsOfKind,
  rowOfRecord,
} from '../../../../../renderer/features/import/changes-model';
import type { PredictionComparison } from '../../../../../renderer/features/import/import-wizard-types';
import { COMPARISON_CODE } from '../../../../../shared/models/dry-run-comparison';

const { new: NEW, looksLike: LOOKS_LIKE, changed: CHANGED, unchanged: UNCHANGED } = COMPARISON_CODE;

function comparison(kinds: number[], more: Partial<PredictionComparison> = {}): PredictionComparison {
  return {
    kinds: Uint8Array.from(kinds),
    changes: [],
    similar: [],
    fields: ['email', 'givenName', 'surName', 'phone', 'position'],
    serverUsers: 10,
    notInFile: { count: 7 },
    reads: 1,
    matchedBy: new Uint8Array(kinds.length),
    conflicts: [],
    idColumn: null,
    uploadId: 'up-1',
    lineMap: Uint32Array.from(kinds.map((_, i) => i + 2)),
    errorRows: new Int32Array(0),
    ...more,
  };
}

describe('the Changes view model', () => {
  it('counts each filter, the users not in the file among them', () => {
    expect(changesCounts(comparison([NEW, CHANGED, CHANGED, UNCHANGED, LOOKS_LIKE, 0, NEW]))).toEqual({
      new: 2,
      changed: 2,
      unchanged: 1,
      looksLike: 1,
      adopts: 0,
      conflict: 0,
      notInFile: 7,
    });
    expect(changesCounts(comparison([NEW], { notInFile: null })).notInFile).toBe(0);
  });

  it('lists the records of one kind, ascending', () => {
    const kinds = Uint8Array.from([NEW, CHANGED, NEW, 0, CHANGED, UNCHANGED]);
    expect(Array.from(recordsOfKind(kinds, 'new'))).toEqual([0, 2]);
    expect(Array.from(recordsOfKind(kinds, 'changed'))).toEqual([1, 4]);
    expect(Array.from(recordsOfKind(kinds, 'looksLike'))).toEqual([]);
  });

  it("finds a record's row: the record-th row without an error", () => {
    expect(rowOfRecord(0, Int32Array.from([0, 1, 3]))).toBe(2);
    expect(rowOfRecord(1, Int32Array.from([0, 1, 3]))).toBe(4);
    expect(rowOfRecord(5, new Int32Array(0))).toBe(5);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (hasError) => {
        const errorRows = Int32Array.from(hasError.flatMap((error, i) => (error ? [i] : [])));
        const valid = hasError.flatMap((error, i) => (error ? [] : [i]));
        valid.forEach((row, record) => expect(rowOfRecord(record, errorRows)).toBe(row));
      }),
    );
  });

  it("keys each record's field changes and look-alikes", () => {
    const details = comparisonDetails(
      comparison([CHANGED, LOOKS_LIKE], {
        changes: [{ record: 0, changes: { phone: { server: '+491', file: '+492' } } }],
        similar: [{ record: 1, users: [{ name: 'rene', email: 'rene@x.de' }] }],
      }),
    );
    expect(details.changes.get(0)).toEqual({ phone: { server: '+491', file: '+492' } });
    expect(details.similar.get(1)).toEqual([{ name: 'rene', email: 'rene@x.de' }]);
    expect(details.changes.has(1)).toBe(false);
  });

  it('tells the filters of a list from the not-in-file count', () => {
    expect(isComparisonKind('looksLike')).toBe(true);
    expect(isComparisonKind('notInFile')).toBe(false);
  });
});

describe('openingFilter', () => {
  const none = { new: 0, changed: 0, adopts: 0, unchanged: 0, looksLike: 0, conflict: 0, notInFile: 0 };
  it('opens on the filter shown last while it has lines', () => {
    expect(openingFilter('unchanged', { ...none, unchanged: 2, changed: 1 })).toBe('unchanged');
  });
  it("opens a first year's file (all new) on New, not on an empty Changed", () => {
    expect(openingFilter('changed', { ...none, new: 11, notInFile: 3 })).toBe('new');
  });
  it('opens on the look-alikes before the new lines, and stays put when there is nothing at all', () => {
    expect(openingFilter('changed', { ...none, new: 1, looksLike: 1 })).toBe('looksLike');
    expect(openingFilter('changed', none)).toBe('changed');
  });
});
