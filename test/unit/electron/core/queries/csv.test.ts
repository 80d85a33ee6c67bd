import { describe, expect, it } from 'vitest';
import { cellText, columnsOf, recordLine } from '../../../../../electron/core/queries/csv';
import { DEVICE_FIELDS, ORG_REQUEST_FIELDS } from '../../../../../shared/api/fields/index';

describe('server records as CSV', () => {
  it('writes date fields as ISO 8601, numbers as numbers, objects as JSON', () => {
    expect(cellText(Date.UTC(2026, 0, 15, 9), 'lastConnectionDate')).toBe('2026-01-15T09:00:00.000Z');
    expect(cellText(42, 'batteryLevel')).toBe('42');
    expect(cellText({ city: 'Köln' })).toBe('{"city":"Köln"}');
    expect(cellText(null)).toBe('');
  });

  it('writes a record through the guarded writer', () => {
    expect(recordLine({ name: '=cmd', platform: 'IOS', n: -3 }, ['name', 'platform', 'n'])).toBe("'=cmd,IOS,-3\r\n");
  });

  it('finds every column in first-seen order', () => {
    expect(
      columnsOf([
        { a: 1, b: 2 },
        { c: 3, a: 4 },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('server records as CSV, by the field registry', () => {
  const loan = Date.UTC(2026, 1, 1);
  it('writes loanUntil and deletionDate (dates whose names say nothing of it) as ISO 8601', () => {
    expect(cellText(loan, 'loanUntil', DEVICE_FIELDS)).toBe('2026-02-01T00:00:00.000Z');
    expect(cellText(loan, 'deletionDate', DEVICE_FIELDS)).toBe('2026-02-01T00:00:00.000Z');
    expect(cellText(loan, 'openActions', DEVICE_FIELDS)).toBe(String(loan));
    expect(
      recordLine(
        { name: 'a', loanUntil: loan, loanToName: null },
        ['name', 'loanUntil', 'loanToName'],
        undefined,
        DEVICE_FIELDS,
      ),
    ).toBe('a,2026-02-01T00:00:00.000Z,\r\n');
  });
  it('writes a request’s modificationDate as ISO 8601', () => {
    expect(cellText(loan, 'modificationDate', ORG_REQUEST_FIELDS)).toBe('2026-02-01T00:00:00.000Z');
  });
});
