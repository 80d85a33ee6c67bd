import { describe, expect, it } from 'vitest';
import { reasonCode } from '../../../../shared/users-csv/left-out-lines';
import { SessionLeaveOut } from '../../../../shared/users-csv/session-leave-out';

describe('SessionLeaveOut', () => {
  it('knows each kept line\u2019s changed columns, and forgets them when cleared', () => {
    const leaveOut = new SessionLeaveOut();
    leaveOut.set(
      {
        overwrite: true,
        lines: Uint32Array.from([2, 4, 5]),
        reasons: Uint8Array.from([reasonCode('kept'), reasonCode('unchanged'), reasonCode('kept')]),
        changed: ['position', '', 'phone,position'],
      },
      null,
    );
    expect(leaveOut.reason(0, 2)).toBe('kept');
    expect(leaveOut.changed(2)).toEqual(['position']);
    expect(leaveOut.changed(4)).toBeUndefined();
    expect(leaveOut.changed(5)).toEqual(['phone', 'position']);
    leaveOut.clear();
    expect(leaveOut.changed(2)).toBeUndefined();
  });
});
