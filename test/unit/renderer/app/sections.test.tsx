// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../shared/ipc';
import { SECTIONS } from '../../../../renderer/app/sections';
import { useImportWizard } from '../../../../renderer/features/import/import-wizard-store';
import { useJobs } from '../../../../renderer/stores/jobs';
import { useNavigation } from '../../../../renderer/stores/navigation';
import { setCsvWorkerFactory } from '../../../../renderer/workers/csv-client';
import { installFakeBridge } from '../fake-bridge';
import { fakeJob } from '../fake-job';
import { inProcessWorker } from '../in-process-worker';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
const worker = inProcessWorker();
setCsvWorkerFactory(() => worker);
afterEach(cleanup);

describe('sections', () => {
  it('lists every route of the contract once, so that a shell can show any of them', () => {
    expect(SECTIONS.map((s) => s.id).sort()).toEqual([...ROUTES].sort());
  });

  it("joins Jobs to Import: fix and retry loads a job's failed rows into the wizard and opens it", async () => {
    const finished = fakeJob({ id: 'done', phase: 'finished', serverStatus: 'FINISHED', reportFetched: true });
    useJobs.setState({ jobs: [finished], loaded: true, error: null, selectedId: null });
    useNavigation.setState({ section: 'jobs' });
    fake.handlers['jobs.report'] = () => ({ total: 0, lines: [], countsByStatus: { FAILED: 1 } });
    const content = 'name,email,givenName,surName,password\r\nbroken,broken@example.com,Bro,Ken,\r\n';
    fake.handlers['jobs.exportFailedRows'] = () => ({
      fileId: '6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f',
      fileName: 'staff-failed.csv',
      mimeType: 'text/csv',
      size: content.length,
    });
    // The shell serves the file at files/<id>; the page fetches it.
    vi.stubGlobal('fetch', async () => new Response(content));
    const Jobs = SECTIONS.find((s) => s.id === 'jobs')!.component;
    renderWithMantine(<Jobs />);
    fireEvent.click(await screen.findByTestId('fix-and-retry'));
    await waitFor(() => expect(useNavigation.getState().section).toBe('import'));
    expect(useImportWizard.getState()).toMatchObject({ retryOf: 'done', step: 'check' });
    expect(useImportWizard.getState().file?.name).toBe('staff-failed.csv');
    await vi.waitFor(() =>
      expect(worker.requests.find((r) => r.type === 'open')).toMatchObject({
        type: 'open',
        fileName: 'staff-failed.csv',
      }),
    );
    vi.unstubAllGlobals();
  });
});
