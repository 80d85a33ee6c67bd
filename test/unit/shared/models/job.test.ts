import { describe, expect, it } from 'vitest';
import { partBeingImported } from '../../../../shared/models/job';
import type { JobPart, JobPhase } from '../../../../shared/models/job';

const part = (phase: JobPhase | null): JobPart => ({
  records: { from: 0, to: 1 },
  phase,
  fileUuid: null,
  serverJobUuid: null,
  serverStatus: null,
  counts: { total: 1, success: 0, skipped: 0, failure: 0 },
  error: null,
});

describe('the part being imported', () => {
  it('is the first part that has not finished', () => {
    expect(partBeingImported({ parts: [part('finished'), part('running'), part(null)] })).toBe(2);
    expect(partBeingImported({ parts: [part('uploading')] })).toBe(1);
  });

  it('is the part a job stopped at', () => {
    expect(partBeingImported({ parts: [part('failed'), part(null), part(null)] })).toBe(1);
    expect(partBeingImported({ parts: [part('finished'), part('detached'), part(null)] })).toBe(2);
  });

  it('is the last once every part finished', () => {
    expect(partBeingImported({ parts: [part('finished'), part('finished'), part('finished')] })).toBe(3);
  });
});
