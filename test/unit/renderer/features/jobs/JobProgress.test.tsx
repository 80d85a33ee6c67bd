// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobProgress } from '../../../../../renderer/features/jobs/JobProgress';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { fakeJob } from '../../fake-job';
import type { JobPart } from '../../../../../shared/models/job';
import { renderWithMantine } from '../../render';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('JobProgress: what was left out before the upload', () => {
  const job = fakeJob({ excludedRows: 9, leftOut: { unchanged: 4, skipped: 1, stopped: 0, kept: 2 } });

  it('tells the invalid rows from the lines the comparison left out', async () => {
    renderWithMantine(<JobProgress job={job} />);
    const counts = await screen.findByTestId('job-counts');
    expect(counts.textContent).toContain(' · 2 left out before upload · 7 not sent after the comparison');
    expect(screen.getByTestId('job-not-sent').getAttribute('title')).toBe(
      '4 unchanged, 1 the server would skip, 0 with a conflicting key, 2 kept (changes not chosen for update): the report lists each',
    );
  });

  it('in German; a job of invalid rows alone says only those', async () => {
    await changeLanguage('de');
    renderWithMantine(<JobProgress job={job} />);
    expect((await screen.findByTestId('job-counts')).textContent).toContain(
      ' · 2 vor dem Hochladen ausgelassen · 7 nach dem Abgleich nicht gesendet',
    );
    cleanup();
    renderWithMantine(<JobProgress job={fakeJob({ excludedRows: 3 })} />);
    expect((await screen.findByTestId('job-counts')).textContent).toContain(' · 3 vor dem Hochladen ausgelassen');
    expect(screen.queryByTestId('job-not-sent')).toBeNull();
  });
});

describe('JobProgress: a job of the leavers alone', () => {
  const leavers = (success: number): JobPart => ({
    source: 'leavers',
    records: { from: 0, to: 15 },
    phase: 'running',
    fileUuid: 'f',
    serverJobUuid: 'l',
    serverStatus: success === 15 ? 'FINISHED' : 'RUNNING',
    counts: { total: 15, success, skipped: 0, failure: 0 },
    error: null,
    leavers: [],
  });
  const running = (success: number) => ({
    ...fakeJob({ phase: 'running', counts: { total: 0, success: 0, skipped: 0, failure: 0 } }),
    parts: [leavers(success)],
  });

  it('shows the leavers deactivated so far, then their read back, not the file waiting (English and German)', async () => {
    renderWithMantine(<JobProgress job={running(6)} />);
    expect((await screen.findByTestId('job-leavers-progress')).textContent).toBe(
      'Deactivating the users not in the file: 6 of 15',
    );
    expect(screen.queryByTestId('job-waiting')).toBeNull();
    cleanup();
    renderWithMantine(<JobProgress job={running(15)} />);
    expect((await screen.findByTestId('job-leavers-progress')).textContent).toBe(
      'Reading back whether the 15 users not in the file are deactivated…',
    );
    cleanup();
    await changeLanguage('de');
    renderWithMantine(<JobProgress job={running(6)} />);
    expect((await screen.findByTestId('job-leavers-progress')).textContent).toBe(
      'Benutzer, die nicht in der Datei stehen, werden deaktiviert: 6 von 15',
    );
  });
});
