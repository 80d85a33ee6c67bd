import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ComparedField, FieldChanges } from '../../../../shared/models/dry-run-comparison';
import {
  UPDATE_COLUMNS,
  changedColumns,
  parseUpdateColumns,
  sentForUpdate,
} from '../../../../shared/users-csv/update-columns';

const change = { server: 'a', file: 'b' };
const changesOf = (columns: readonly string[]): FieldChanges =>
  Object.fromEntries(columns.map((c) => [c, change])) as FieldChanges;

describe('sentForUpdate', () => {
  it.each([
    [['position'], ['surName', 'givenName'], false],
    [['surName'], ['surName', 'givenName'], true],
    [['surName', 'position'], ['surName', 'givenName'], true],
    [['position', 'phone'], ['email'], false],
    [['position', 'key'], ['surName'], true],
    [['activated'], ['surName'], true],
    [[], ['surName'], true],
  ])('changes %j with %j chosen: sent %s', (changed, chosen, sent) => {
    expect(sentForUpdate(changesOf(changed), new Set(chosen as ComparedField[]))).toBe(sent);
  });

  it('sends every changed line when no columns are chosen (the default)', () => {
    expect(sentForUpdate(changesOf(['position']), null)).toBe(true);
  });

  it('is sent exactly when a chosen column changed (property)', () => {
    const columns = fc.subarray([...UPDATE_COLUMNS]);
    fc.assert(
      fc.property(columns, columns, (changed, chosen) => {
        const sent = sentForUpdate(changesOf(changed), new Set(chosen));
        expect(sent).toBe(changed.length === 0 || changed.some((c) => chosen.includes(c)));
        expect(changedColumns(changesOf(changed))).toEqual(UPDATE_COLUMNS.filter((c) => changed.includes(c)));
      }),
    );
  });
});

describe('parseUpdateColumns', () => {
  it('reads the upload names in any case, once each', () => {
    expect(parseUpdateColumns(' surname, givenName ,SURNAME')).toEqual({ columns: ['surName', 'givenName'] });
  });

  it('names the unknown columns', () => {
    expect(parseUpdateColumns('surName,Klasse,custom1')).toEqual({ unknown: ['Klasse', 'custom1'] });
  });

  it('refuses an empty list', () => {
    expect(parseUpdateColumns(' , ')).toEqual({ unknown: [] });
  });
});
