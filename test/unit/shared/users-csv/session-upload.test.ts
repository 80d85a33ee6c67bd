import { describe, expect, it } from 'vitest';
import { rowExclusion } from '../../../../shared/users-csv/session-upload';

// Rows 0..3 of a header of 3 fields: row 1 has an error, row 2 has an error and 2 fields, row 3
// is unchanged on the server (the comparison leaves it out).
const session = {
  rows: {
    get: (i: number) => (i === 2 ? ['a', 'b'] : ['a', 'b', 'c']),
    line: (i: number) => i + 2,
  },
  findings: { hasError: (i: number) => i === 1 || i === 2 },
  leftOut: { reason: (_i: number, line: number) => (line === 5 ? ('unchanged' as const) : undefined) },
  width: 3,
};
const exclusions = (validOnly: boolean, dryRun: boolean) => [0, 1, 2, 3].map(rowExclusion(session, validOnly, dryRun));

describe('rowExclusion', () => {
  it('a dry run compares the rows without errors; with every row sent all but a wrong field count', () => {
    expect(exclusions(true, true)).toEqual([false, true, true, false]);
    expect(exclusions(false, true)).toEqual([false, false, true, false]);
  });

  it('a real upload leaves out the rows with errors where only the valid go, and the comparison\u2019s lines', () => {
    expect(exclusions(true, false)).toEqual([false, true, true, 'unchanged']);
    expect(exclusions(false, false)).toEqual([false, false, false, 'unchanged']);
  });
});
