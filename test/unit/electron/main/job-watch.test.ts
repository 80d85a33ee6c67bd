import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../../electron/core/events';
import { watchJobs } from '../../../../electron/main/job-watch';
import { fakeJob } from '../../renderer/fake-job';

function setup() {
  const events = createEventBus();
  const notified: string[][] = [];
  const progress: number[] = [];
  const stop = watchJobs(events, {
    notify: (title, body) => notified.push([title, body]),
    setProgress: (v) => progress.push(v),
  });
  return { events, notified, progress, stop };
}

describe('watchJobs (main process)', () => {
  it('moves the taskbar bar with the upload and the lines, and clears it when no job runs', () => {
    const { events, progress } = setup();
    events.emit('jobs.updated', fakeJob({ phase: 'uploading', upload: { sentBytes: 1024, totalBytes: 4096 } }));
    events.emit('jobs.updated', fakeJob({ phase: 'starting' }));
    events.emit(
      'jobs.updated',
      fakeJob({ phase: 'running', counts: { total: 100, success: 50, skipped: 0, failure: 0 } }),
    );
    events.emit(
      'jobs.updated',
      fakeJob({ phase: 'running', counts: { total: 100, success: 50, skipped: 0, failure: 0 }, rate: 10 }),
    );
    events.emit(
      'jobs.updated',
      fakeJob({ phase: 'finished', counts: { total: 100, success: 100, skipped: 0, failure: 0 } }),
    );
    // 2 is Electron's "busy, share unknown"; the repeated 0.5 is not sent twice.
    expect(progress).toEqual([0.25, 2, 0.5, -1]);
  });

  it('averages several running jobs and notifies once per job that ends', () => {
    const { events, notified, progress } = setup();
    events.emit('jobs.updated', fakeJob({ id: 'a', counts: { total: 10, success: 10, skipped: 0, failure: 0 } }));
    events.emit('jobs.updated', fakeJob({ id: 'b', counts: { total: 10, success: 0, skipped: 0, failure: 0 } }));
    expect(progress.at(-1)).toBe(0.5);
    events.emit(
      'jobs.updated',
      fakeJob({ id: 'a', phase: 'finished', counts: { total: 10, success: 9, skipped: 0, failure: 1 } }),
    );
    events.emit(
      'jobs.updated',
      fakeJob({
        id: 'a',
        phase: 'finished',
        reportFetched: true,
        counts: { total: 10, success: 9, skipped: 0, failure: 1 },
      }),
    );
    expect(notified).toEqual([['Import finished: staff.upload.csv', '9 imported, 0 skipped, 1 failed']]);
    expect(progress.at(-1)).toBe(0);
    events.emit(
      'jobs.updated',
      fakeJob({
        id: 'b',
        phase: 'error',
        error: { code: 'unreachable', details: { host: 'mdm.example', reason: 'dns' } },
      }),
    );
    expect(notified.at(-1)).toEqual([
      'Import stopped: staff.upload.csv',
      "The host name mdm.example could not be resolved. Check the base URL and this computer's network connection.",
    ]);
    expect(progress.at(-1)).toBe(-1);
  });

  it('ignores other events and stops when unsubscribed', () => {
    const { events, progress, stop } = setup();
    events.emit('app.notice', { level: 'info', code: 'job-unwatched', params: { fileName: 'a.csv' } });
    stop();
    events.emit('jobs.updated', fakeJob());
    expect(progress).toEqual([]);
  });
});
