// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startJobsSync, useJobs } from '../../../../renderer/stores/jobs';
import { installFakeBridge } from '../fake-bridge';
import { fakeJob } from '../fake-job';

const fake = installFakeBridge();
let stop: (() => void) | null = null;
beforeEach(() => {
  fake.reset();
  useJobs.setState({ jobs: [], loaded: false, error: null, selectedId: null });
});
afterEach(() => stop?.());

describe('jobs store', () => {
  it('follows jobs.updated and calls onEnded once when a job ends, not for later updates of it', async () => {
    fake.handlers['jobs.list'] = () => [fakeJob({ phase: 'running' })];
    const ended = vi.fn();
    stop = startJobsSync(ended);
    await vi.waitFor(() => expect(useJobs.getState().loaded).toBe(true));
    fake.emit('jobs.updated', fakeJob({ counts: { total: 100, success: 80, skipped: 5, failure: 5 } }));
    expect(useJobs.getState().jobs[0]?.counts.success).toBe(80);
    expect(ended).not.toHaveBeenCalled();
    fake.emit('jobs.updated', fakeJob({ phase: 'finished', serverStatus: 'FINISHED' }));
    // The report fetched afterwards is another update of the same ended job.
    fake.emit('jobs.updated', fakeJob({ phase: 'finished', serverStatus: 'FINISHED', reportFetched: true }));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended.mock.calls[0]?.[0]).toMatchObject({ id: 'j1', phase: 'finished' });
  });

  it('keeps the newest job first', () => {
    useJobs.getState().upsert(fakeJob({ id: 'old', createdAt: 1 }));
    useJobs.getState().upsert(fakeJob({ id: 'new', createdAt: 2 }));
    expect(useJobs.getState().jobs.map((j) => j.id)).toEqual(['new', 'old']);
  });
});
