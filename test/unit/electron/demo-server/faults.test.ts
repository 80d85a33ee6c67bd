import { describe, expect, it } from 'vitest';
import { FaultSwitch } from '../../../../electron/demo-server/faults';

describe('FaultSwitch', () => {
  it("applies '*' faults to every operation, after the operation's own, and counts them down", () => {
    const faults = new FaultSwitch();
    faults.set('*', { kind: 'latency', ms: 5 }, { times: 2 });
    faults.set('queryDevices', { kind: 'status', status: 504 }, { times: 1 });
    expect(faults.take('queryDevices')).toEqual([
      { kind: 'status', status: 504 },
      { kind: 'latency', ms: 5 },
    ]);
    expect(faults.take('readImportJob')).toEqual([{ kind: 'latency', ms: 5 }]);
    expect(faults.take('queryUsers')).toEqual([]);
    expect(faults.list('*')).toEqual([]);
  });
  it('keeps a fault without a count until cleared', () => {
    const faults = new FaultSwitch();
    faults.set('*', { kind: 'page-cap', max: 3 });
    for (let i = 0; i < 5; i++) expect(faults.take('queryDevices')).toEqual([{ kind: 'page-cap', max: 3 }]);
    faults.clear('*');
    expect(faults.take('queryDevices')).toEqual([]);
  });
  it("lets `after` calls through before it applies: a job's second start, not its first", () => {
    const faults = new FaultSwitch();
    faults.set('startUserImport', { kind: 'drop' }, { times: 1, after: 1 });
    expect(faults.take('startUserImport')).toEqual([]);
    expect(faults.take('startUserImport')).toEqual([{ kind: 'drop' }]);
    expect(faults.take('startUserImport')).toEqual([]);
  });
});
