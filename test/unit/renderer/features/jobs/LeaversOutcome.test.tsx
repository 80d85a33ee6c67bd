// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaversOutcome } from '../../../../../renderer/features/jobs/LeaversOutcome';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import type { JobPart } from '../../../../../shared/models/job';
import { fakeJob } from '../../fake-job';
import { renderWithMantine } from '../../render';

// The Jobs screen's outcome of deactivating the users not in the file, per user.

const leaversPart = (leavers: JobPart['leavers']): JobPart => ({
  source: 'leavers',
  records: { from: 0, to: leavers!.length },
  phase: 'finished',
  fileUuid: 'f-2',
  serverJobUuid: 'j-2',
  serverStatus: 'FINISHED',
  counts: { total: leavers!.length, success: leavers!.length, skipped: 0, failure: 0 },
  error: null,
  leavers,
});

function jobWith(leavers: JobPart['leavers']) {
  const job = fakeJob({ phase: 'finished' });
  return { ...job, parts: [...job.parts, leaversPart(leavers)] };
}

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('LeaversOutcome', () => {
  it('says per user deactivated, or still active with what to do', () => {
    renderWithMantine(
      <LeaversOutcome
        job={jobWith([
          { name: 'anna.alt', outcome: 'deactivated' },
          { name: 'ben.berg', outcome: 'still-active' },
        ])}
      />,
    );
    expect(screen.getByTestId('leavers-summary').textContent).toBe(
      '1 deactivated, 1 still active, 0 not found, 0 not checked',
    );
    const rows = screen.getAllByTestId('leaver-row').map((r) => r.textContent);
    expect(rows[0]).toBe('anna.altdeactivated');
    expect(rows[1]).toBe('ben.bergstill active: this server did not take the column; deactivate them in the portal');
    // Above the list, once, counted: what to do about the ones still active.
    expect(screen.getByTestId('leavers-still-active').textContent).toBe(
      '1 user is still active: this server did not take the "activated" column. Deactivate them in the portal; the list names them.',
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Login', 'Read back after the job']);
  });

  it('in German', async () => {
    await changeLanguage('de');
    renderWithMantine(<LeaversOutcome job={jobWith([{ name: 'ben.berg', outcome: 'still-active' }])} />);
    expect(screen.getAllByText(/noch aktiv: Dieser Server hat die Spalte nicht übernommen/).length).toBeGreaterThan(0);
  });

  it('says a deactivation whose start was not confirmed was sent, never that it waits', () => {
    const job = jobWith([{ name: 'anna.alt', outcome: null }]);
    job.parts[1] = { ...job.parts[1]!, phase: 'unconfirmed' };
    renderWithMantine(<LeaversOutcome job={job} />);
    expect(screen.getByTestId('leavers-pending').textContent).toBe(
      'Sent, but its start was not confirmed: check the server above before anything else.',
    );
  });

  it('shows nothing for a job without leavers', () => {
    renderWithMantine(<LeaversOutcome job={fakeJob()} />);
    expect(screen.queryByTestId('leavers-outcome')).toBeNull();
  });
});
