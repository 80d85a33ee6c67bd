// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobPart, ReportLine, StartCheck } from '../../../../../shared/models/job';
import { JobsScreen } from '../../../../../renderer/features/jobs/JobsScreen';
import { useJobs } from '../../../../../renderer/stores/jobs';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { installFakeBridge } from '../../fake-bridge';
import { fakeJob } from '../../fake-job';
import { renderWithMantine } from '../../render';

const fake = installFakeBridge();

const LINES: ReportLine[] = [
  {
    line: 2,
    sourceLine: 2,
    status: 'SUCCESS',
    message: "User 'anna' stored with version 1",
    values: { name: 'anna', email: 'anna@example.com' },
  },
  {
    line: 3,
    sourceLine: 5,
    status: 'SKIPPED',
    message: "User 'jdoe' already exists and should not be overwritten",
    values: { name: 'jdoe', email: 'jdoe@example.com' },
  },
  {
    line: 4,
    sourceLine: 7,
    status: 'FAILED',
    message: 'Number of data fields (4) does not match number of headers (5)',
    values: { name: 'broken', email: 'broken@example.com' },
  },
];
const finished = fakeJob({
  id: 'done',
  phase: 'finished',
  serverStatus: 'FINISHED',
  counts: { total: 3, success: 1, skipped: 1, failure: 1 },
  reportFetched: true,
  finishedAt: 1,
});

beforeEach(() => {
  fake.reset();
  useJobs.setState({ jobs: [], loaded: true, error: null, selectedId: null });
  fake.handlers['jobs.report'] = (input) => {
    const { status } = input as { status?: string };
    const lines = LINES.filter((l) => !status || l.status === status);
    return { total: lines.length, lines, countsByStatus: { SUCCESS: 1, SKIPPED: 1, FAILED: 1 } };
  };
});
afterEach(cleanup);

describe('JobsScreen', () => {
  it('lists the jobs and shows the running one live: counts against the total, percent and rate', () => {
    useJobs.getState().replace([
      fakeJob({
        id: 'run',
        fileName: 'big.upload.csv',
        counts: { total: 200, success: 90, skipped: 5, failure: 5 },
        rate: 20,
      }),
      finished,
    ]);
    useJobs.getState().select('run');
    renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
    expect(screen.getAllByTestId('job-item')).toHaveLength(2);
    expect(screen.getByTestId('job-counts').textContent).toMatch(
      /^100 of 200 lines · 90 imported · 5 skipped · 5 failed/,
    );
    expect(screen.getByTestId('job-rate').textContent).toBe('50 % · 20 lines/s · about 5 s left');
    expect(screen.getByRole('button', { name: 'Stop watching' })).toBeTruthy();
    expect(screen.queryByTestId('report')).toBeNull();
  });

  it('shows the upload bytes first, then waits for the server to count the lines', () => {
    useJobs
      .getState()
      .replace([fakeJob({ phase: 'uploading', upload: { sentBytes: 512 * 1024, totalBytes: 2 * 1024 * 1024 } })]);
    renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
    expect(screen.getByTestId('job-upload').textContent).toBe('Uploading 512.0 KB of 2.0 MB (25 %)');
    act(() =>
      useJobs.getState().upsert(
        fakeJob({
          phase: 'running',
          serverStatus: 'CREATED',
          counts: { total: 0, success: 0, skipped: 0, failure: 0 },
        }),
      ),
    );
    expect(screen.getByTestId('job-waiting')).toBeTruthy();
    expect(screen.getByTestId('job-server-status').textContent).toBe('server: Created');
  });

  it('stops watching a running job and forgets an ended one through core', async () => {
    useJobs.getState().replace([fakeJob()]);
    fake.handlers['jobs.stopWatching'] = () => fakeJob({ phase: 'detached' });
    fake.handlers['jobs.remove'] = () => [];
    renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop watching' }));
    await screen.findByRole('button', { name: 'Watch again' });
    fireEvent.click(screen.getByRole('button', { name: 'Forget' }));
    await waitFor(() => expect(useJobs.getState().jobs).toEqual([]));
    expect(fake.calls.map((c) => c.method)).toEqual(['jobs.stopWatching', 'jobs.remove']);
  });
});

describe('JobsScreen: a start not confirmed', () => {
  const unconfirmed = fakeJob({
    id: 'u1',
    fileName: 'pupils.csv',
    phase: 'unconfirmed',
    serverStatus: null,
    serverJobUuid: null,
    counts: { total: 12, success: 0, skipped: 0, failure: 0 },
    unconfirmed: {
      at: Date.UTC(2026, 10, 27, 9, 30),
      cause: { code: 'http-status', params: { status: 504 } },
      check: null,
    },
  });

  it('shows what is known, never a failed upload; checks the server, and offers Start again only after none was found', async () => {
    useJobs.getState().replace([unconfirmed]);
    let finding = { at: 1, basis: 'file', found: 12, of: 12, outcome: 'ran' };
    fake.handlers['jobs.checkStart'] = () => finding;
    fake.handlers['jobs.startAgain'] = () => fakeJob({ id: 'u1', fileName: 'pupils.csv', phase: 'uploading' });
    renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
    const panel = screen.getByTestId('job-unconfirmed');
    expect(screen.getByTestId('job-phase').textContent).toBe('Start not confirmed');
    expect(panel.textContent).toContain('pupils.csv was uploaded and its start sent at');
    expect(panel.textContent).toContain('a gateway answered HTTP 504');
    expect(screen.queryByText('The upload failed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Watch again' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Check the server' }));
    expect((await screen.findByTestId('job-start-check')).textContent).toBe(
      'The job ran: 12 of 12 users of the file are on the server. No dry run is kept with this job, so users that were on the server before the import count too.',
    );
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();

    finding = { at: 2, basis: 'file', found: 0, of: 12, outcome: 'not-ran' };
    fireEvent.click(screen.getByRole('button', { name: 'Check the server' }));
    await screen.findByText("None of the file's users is on the server: starting again is safe.");
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(useJobs.getState().jobs[0]!.phase).toBe('uploading'));
    expect(fake.calls.map((c) => c.method)).toEqual(['jobs.checkStart', 'jobs.checkStart', 'jobs.startAgain']);
  });

  it('in German', async () => {
    changeLanguage('de');
    try {
      const checked = {
        ...unconfirmed,
        unconfirmed: {
          ...unconfirmed.unconfirmed!,
          check: { at: 1, basis: 'predicted-new' as const, found: 0, of: 3, outcome: 'not-ran' as const },
        },
      };
      useJobs.getState().replace([checked]);
      renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
      expect(screen.getByTestId('job-phase').textContent).toBe('Start nicht bestätigt');
      expect(screen.getByTestId('job-unconfirmed').textContent).toContain('ein Gateway antwortete mit HTTP 504');
      expect(screen.getByTestId('job-start-check').textContent).toBe(
        'Keiner der 3 Benutzer, die der Probelauf als neu vorhergesagt hat, ist auf dem Server: Ein erneuter Start ist sicher.',
      );
      expect(screen.getByRole('button', { name: 'Erneut starten' })).toBeTruthy();
    } finally {
      changeLanguage('en');
    }
  });
});

describe('JobsScreen: the start of the deactivation not confirmed', () => {
  /** The file's part imported; the part deactivating the users not in it lost its start's answer. */
  function leaversUnconfirmed(check: StartCheck | null) {
    const job = fakeJob({
      id: 'l1',
      fileName: 'schule.csv',
      phase: 'finished',
      serverStatus: 'FINISHED',
      counts: { total: 20, success: 20, skipped: 0, failure: 0 },
    });
    const attempt = {
      at: Date.UTC(2026, 10, 27, 9, 30),
      cause: { code: 'unreachable', params: { reason: 'connection-closed' } },
      check,
    };
    const leavers: JobPart = {
      source: 'leavers',
      records: { from: 0, to: 4 },
      phase: 'unconfirmed',
      fileUuid: 'f-2',
      serverJobUuid: null,
      serverStatus: null,
      counts: { total: 4, success: 0, skipped: 0, failure: 0 },
      error: null,
      unconfirmed: attempt,
      leavers: ['a', 'b', 'c', 'd'].map((name) => ({ name, outcome: null })),
    };
    return { ...job, phase: 'unconfirmed' as const, unconfirmed: attempt, parts: [job.parts[0]!, leavers] };
  }

  it('says the deactivation is what was not confirmed, reads whether the leavers are deactivated, and starts again only after none is', async () => {
    useJobs.getState().replace([leaversUnconfirmed(null)]);
    let finding = { at: 1, basis: 'leavers', found: 2, of: 4, outcome: 'partial' };
    fake.handlers['jobs.checkStart'] = () => finding;
    fake.handlers['jobs.startAgain'] = () => fakeJob({ id: 'l1', fileName: 'schule.csv', phase: 'uploading' });
    renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
    const panel = screen.getByTestId('job-unconfirmed');
    expect(panel.textContent).toContain(
      'The deactivation of the users not in schule.csv was uploaded and its start sent at',
    );
    expect(panel.textContent).toContain('the file itself was imported');
    expect(panel.textContent).toContain('it reads whether the users not in the file are deactivated');
    expect(panel.textContent).not.toContain("the file's logins");

    fireEvent.click(screen.getByRole('button', { name: 'Check the server' }));
    expect((await screen.findByTestId('job-start-check')).textContent).toBe(
      'The deactivation ran, or is still running: 2 of 4 users not in the file are deactivated on the server. Starting again is not safe; check again in a few minutes.',
    );
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();

    finding = { at: 2, basis: 'leavers', found: 0, of: 4, outcome: 'not-ran' };
    fireEvent.click(screen.getByRole('button', { name: 'Check the server' }));
    await screen.findByText(/^None of the 4 users not in the file is deactivated on the server/);
    const again = screen.getByRole('button', { name: 'Start again' });
    expect(again.getAttribute('title')).toBe(
      'Sends the deactivation of the users not in the file again (the same users, "activated" false).',
    );
    fireEvent.click(again);
    await waitFor(() => expect(useJobs.getState().jobs[0]!.phase).toBe('uploading'));
    expect(fake.calls.map((c) => c.method)).toEqual(['jobs.checkStart', 'jobs.checkStart', 'jobs.startAgain']);
  });

  it('in German', async () => {
    changeLanguage('de');
    try {
      useJobs.getState().replace([leaversUnconfirmed({ at: 1, basis: 'leavers', found: 4, of: 4, outcome: 'ran' })]);
      renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
      expect(screen.getByTestId('job-unconfirmed').textContent).toContain(
        'Die Deaktivierung der Benutzer, die nicht in schule.csv stehen, wurde hochgeladen',
      );
      expect(screen.getByTestId('job-start-check').textContent).toBe(
        'Die Deaktivierung wurde ausgeführt: 4 von 4 Benutzern, die nicht in der Datei stehen, sind auf dem Server deaktiviert.',
      );
      expect(screen.queryByRole('button', { name: 'Erneut starten' })).toBeNull();
    } finally {
      changeLanguage('en');
    }
  });
});

describe('ReportView', () => {
  it('shows each line with its line in the file, status, the server message worded and the source values; filters by status', async () => {
    useJobs.getState().replace([finished]);
    renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
    const table = await screen.findByTestId('report-table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2', '2', 'Imported', 'User "anna" saved (version 1).', 'anna', 'anna@example.com'],
      [
        '3',
        '5',
        'Skipped',
        'User "jdoe" already exists and was left as it is (overwriting is off).',
        'jdoe',
        'jdoe@example.com',
      ],
      [
        '4',
        '7',
        'Failed',
        'The line has another number of fields (4) than the header has columns (5).',
        'broken',
        'broken@example.com',
      ],
    ]);
    expect(screen.getByTestId('report-count-FAILED').textContent).toContain('1');
    fireEvent.click(screen.getByLabelText('Failed'));
    await waitFor(() => expect(within(screen.getByTestId('report-table')).getAllByRole('row')).toHaveLength(2));
    expect(fake.calls.filter((c) => c.method === 'jobs.report').at(-1)!.input).toEqual({
      id: 'done',
      status: 'FAILED',
      limit: 200,
      offset: 0,
    });
  });

  it("words core's notes about the exported failed rows, in German", async () => {
    useJobs.getState().replace([finished]);
    fake.handlers['jobs.exportFailedRows'] = () => ({
      fileId: '6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f',
      fileName: 'staff-failed.csv',
      mimeType: 'text/csv',
      size: 10,
      notes: [{ code: 'passwords-empty', params: {} }],
    });
    await changeLanguage('de');
    try {
      renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
      await screen.findByTestId('report-table');
      fireEvent.click(screen.getByRole('button', { name: 'Fehlgeschlagene Zeilen exportieren' }));
      expect((await screen.findByTestId('export-notes')).textContent).toBe(
        'Die Passwortspalte ist leer: Die App speichert nie Passwörter und hat diesen Upload nicht mehr im Speicher. Tragen Sie die Passwörter ein, bevor Sie erneut importieren.',
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it('fix and retry hands the failed rows on as a file, with the job they came from', async () => {
    useJobs.getState().replace([finished]);
    const fileId = '6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f';
    const content = 'name,email,givenName,surName,password\r\nbroken,broken@example.com,Bro,Ken,\r\n';
    fake.handlers['jobs.exportFailedRows'] = () => ({
      fileId,
      fileName: 'staff-failed.csv',
      mimeType: 'text/csv',
      size: content.length,
    });
    // The shell serves the file at files/<id>; the page fetches it to hand it on.
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(content);
    });
    const retry = vi.fn();
    renderWithMantine(<JobsScreen onRetryRows={retry} />);
    await screen.findByTestId('report-table');
    fireEvent.click(screen.getByTestId('fix-and-retry'));
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    const [file, jobId, kind] = retry.mock.calls[0] as [File, string, string];
    expect(jobId).toBe('done');
    expect(kind).toBe('failed');
    expect(file.name).toBe('staff-failed.csv');
    expect(await file.text()).toBe(content);
    expect(fetched).toEqual([`files/${fileId}`]);
    vi.unstubAllGlobals();
  });

  it('marks a job the server no longer knows, keeps what was known, and offers no "Watch again"', () => {
    useJobs.getState().replace([
      fakeJob({
        id: 'gone',
        phase: 'error',
        goneFromServerAt: 1_700_000_500_000,
        counts: { total: 100, success: 40, skipped: 5, failure: 5 },
        error: { code: 'job-gone' },
      }),
    ]);
    renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
    expect(screen.getAllByTestId('job-gone').map((b) => b.textContent)).toEqual([
      'No longer on the server',
      'No longer on the server',
    ]);
    const detail = screen.getByTestId('job-detail');
    expect(detail.textContent).toContain('The server no longer knows this job');
    expect(within(detail).queryByRole('button', { name: 'Watch again' })).toBeNull();
    expect(within(detail).getByRole('button', { name: 'Forget' })).toBeTruthy();
  });

  it('says "no longer on the server" in German too', async () => {
    useJobs.getState().replace([
      fakeJob({
        id: 'gone',
        phase: 'error',
        goneFromServerAt: 1_700_000_500_000,
        error: { code: 'job-gone' },
      }),
    ]);
    await changeLanguage('de');
    try {
      renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
      expect(screen.getAllByTestId('job-gone')[0]!.textContent).toBe('Nicht mehr auf dem Server');
      expect(screen.getByTestId('job-detail').textContent).toContain('Der Server kennt diesen Auftrag nicht mehr');
    } finally {
      await changeLanguage('en');
    }
  });

  it('offers the lines an aborted job never reached, loaded like the failed rows', async () => {
    const aborted = {
      ...finished,
      id: 'aborted',
      phase: 'failed' as const,
      counts: { total: 10, success: 2, skipped: 1, failure: 1 },
    };
    useJobs.getState().replace([aborted]);
    fake.handlers['jobs.exportUnreachedRows'] = () => ({
      fileId: '7f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f',
      fileName: 'staff-not-reached.csv',
      mimeType: 'text/csv',
      size: 5,
    });
    vi.stubGlobal('fetch', async () => new Response('name\r\n'));
    const retry = vi.fn();
    renderWithMantine(<JobsScreen onRetryRows={retry} />);
    await screen.findByTestId('report-table');
    expect(screen.getByTestId('aborted-hint').textContent).toContain('after 4 of 10 lines');
    fireEvent.click(screen.getByTestId('retry-unreached'));
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    expect(retry.mock.calls[0]!.slice(1)).toEqual(['aborted', 'unreached']);
    expect(fake.callsOf('jobs.exportUnreachedRows')).toEqual([{ id: 'aborted' }]);
    vi.unstubAllGlobals();
  });

  it('has no "Retry the lines not reached" for a job that reached every line', async () => {
    useJobs.getState().replace([finished]);
    renderWithMantine(<JobsScreen onRetryRows={() => undefined} />);
    await screen.findByTestId('report-table');
    expect(screen.queryByTestId('retry-unreached')).toBeNull();
  });
});
