// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobProgress } from '../../../../../renderer/features/jobs/JobProgress';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { fakeJob } from '../../fake-job';
import { renderWithMantine } from '../../render';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('JobProgress: what was left out before the upload', () => {
  const job = fakeJob({ excludedRows: 7, leftOut: { unchanged: 4, skipped: 1, stopped: 0 } });

  it('tells the invalid rows from the lines the comparison left out', async () => {
    renderWithMantine(<JobProgress job={job} />);
    const counts = await screen.findByTestId('job-counts');
    expect(counts.textContent).toContain(' · 2 left out before upload · 5 not sent after the comparison');
    expect(screen.getByTestId('job-not-sent').getAttribute('title')).toBe(
      '4 unchanged, 1 the server would skip, 0 with a conflicting key: the report lists each',
    );
  });

  it('in German; a job of invalid rows alone says only those', async () => {
    await changeLanguage('de');
    renderWithMantine(<JobProgress job={job} />);
    expect((await screen.findByTestId('job-counts')).textContent).toContain(
      ' · 2 vor dem Hochladen ausgelassen · 5 nach dem Abgleich nicht gesendet',
    );
    cleanup();
    renderWithMantine(<JobProgress job={fakeJob({ excludedRows: 3 })} />);
    expect((await screen.findByTestId('job-counts')).textContent).toContain(' · 3 vor dem Hochladen ausgelassen');
    expect(screen.queryByTestId('job-not-sent')).toBeNull();
  });
});
