// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { useJobs } from '../../../../../renderer/stores/jobs';
import { fakeJob } from '../../fake-job';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { HEADER, done, fake, file, resetBeforeEach, worker } from './wizard-fixture';
import { answerComparison } from './fake-comparison';

resetBeforeEach();

describe('the wizard: sending', () => {
  it('hands the upload to core once, in chunks, with its line map, then starts the import with the options and the active profile', async () => {
    let started: Record<string, unknown> | null = null;
    const chunks: Uint8Array[] = [];
    let lineMap: Uint32Array | null = null;
    fake.handlers['uploads.begin'] = () => ({ uploadId: 'up-1' });
    fake.handlers['uploads.append'] = (input) => {
      const { uploadId, offset, bytes } = input as { uploadId: string; offset: number; bytes: Uint8Array };
      expect(uploadId).toBe('up-1');
      expect(offset).toBe(chunks.reduce((n, c) => n + c.length, 0));
      chunks.push(bytes);
      return { receivedBytes: offset + bytes.length };
    };
    fake.handlers['uploads.finish'] = (input) => {
      lineMap = (input as { lineMap: Uint32Array }).lineMap;
      return { uploadId: 'up-1', records: lineMap.length, bytes: 0 };
    };
    fake.handlers['import.start'] = (input) => (
      (started = input as Record<string, unknown>),
      fakeJob({ phase: 'uploading' })
    );
    useImportWizard
      .getState()
      .openFile(
        file(
          `${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\nben,bad,Ben,Berg,Passwort-2\ncleo,cleo@example.com,Cleo,C,Passwort-3\n`,
        ),
      );
    await done();
    // Compared with the organization first (every line new): the real upload is what is looked at here.
    answerComparison(fake);
    await useImportWizard.getState().predict();
    chunks.length = 0;
    fake.calls.length = 0;
    useImportWizard
      .getState()
      .setOptions({ overwrite: true, roles: ['Developer'], separator: 'SEMICOLON', errorPolicy: 'valid-only' });
    const job = (await useImportWizard.getState().start())!;
    expect(job.phase).toBe('uploading');
    expect(new TextDecoder().decode(Buffer.concat(chunks))).toBe(
      'name;email;givenName;surName;password\r\nanna;anna@example.com;Anna;Alt;Passwort-1\r\ncleo;cleo@example.com;Cleo;C;Passwort-3\r\n',
    );
    expect(lineMap).toBeInstanceOf(Uint32Array);
    expect(Array.from(lineMap!)).toEqual([2, 4]);
    expect(started).toEqual({
      profileId: 'p1',
      fileName: 'staff.csv',
      uploadId: 'up-1',
      options: { overwrite: true, roles: ['Developer'], separator: 'SEMICOLON' },
      excludedRows: 1,
      receipt: {
        file: {
          name: 'staff.csv',
          size: 153,
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
        encoding: 'utf-8',
        separator: 'comma',
        mapping: [
          { source: 'userId', target: 'name' },
          { source: 'email', target: 'email' },
          { source: 'first name', target: 'givenName' },
          { source: 'last name', target: 'surName' },
          { source: 'password', target: 'password' },
        ],
        errorPolicy: 'valid-only',
        generatedPasswords: 0,
        matching: {
          idColumn: null,
          unchanged: 0,
          skipped: 0,
          stopped: 0,
          newPasswordsForExisting: 0,
          lookAlikes: [],
        },
      },
      dryRunId: 'up-1',
    });
    expect(fake.calls.map((c) => c.method).filter((m) => m.startsWith('uploads.') || m === 'import.start')).toEqual([
      'uploads.begin',
      'uploads.append',
      'uploads.finish',
      'import.start',
    ]);
  });

  it('discards the staged upload when a chunk is refused, and says why', async () => {
    fake.handlers['uploads.begin'] = () => ({ uploadId: 'up-2' });
    fake.handlers['uploads.append'] = () => {
      throw { code: 'storage', details: { reason: 'write', file: 'upload.csv', problem: 'ENOSPC' } };
    };
    fake.handlers['uploads.discard'] = () => undefined;
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    await expect(useImportWizard.getState().start()).rejects.toThrow('Could not write upload.csv: ENOSPC.');
    await vi.waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'uploads.discard')?.input).toEqual({ uploadId: 'up-2' }),
    );
    expect(fake.calls.some((c) => c.method === 'import.start')).toBe(false);
  });

  it('Start ends with the reason when the worker dies while writing the upload, and the upload is discarded', async () => {
    fake.handlers['uploads.begin'] = () => ({ uploadId: 'up-3' });
    fake.handlers['uploads.discard'] = () => undefined;
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    const post = worker.postMessage;
    worker.postMessage = (request) => {
      // The worker runs out of memory instead of answering: no message, only its error event.
      if (request.type === 'buildNext') queueMicrotask(() => worker.onerror?.({ message: 'Out of memory' }));
      else post(request);
    };
    try {
      await expect(useImportWizard.getState().start()).rejects.toThrow('The CSV worker stopped: Out of memory.');
    } finally {
      worker.postMessage = post;
    }
    await vi.waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'uploads.discard')?.input).toEqual({ uploadId: 'up-3' }),
    );
  });

  it('keeps the file and its fixes until the server confirms the job, and after a failed upload', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    useJobs.getState().replace([fakeJob({ id: 'j1', phase: 'uploading', serverJobUuid: null })]);
    useImportWizard.getState().markSent('j1');
    // The upload fails before the server has a job: the file stays, "Retry upload" is offered.
    useJobs.getState().upsert(
      fakeJob({
        id: 'j1',
        phase: 'error',
        serverJobUuid: null,
        error: { code: 'http-status', details: { status: 500 }, stage: 'upload' },
      }),
    );
    expect(useImportWizard.getState().uploadFailed?.jobId).toBe('j1');
    expect(useImportWizard.getState().file?.name).toBe('staff.csv');
    useImportWizard.getState().retryUpload();
    expect(useImportWizard.getState().step).toBe('options');
    // Sent again; this time the server confirms the job: the wizard starts afresh.
    useJobs.getState().upsert(fakeJob({ id: 'j2', phase: 'uploading', serverJobUuid: null }));
    useImportWizard.getState().markSent('j2');
    expect(useImportWizard.getState().uploadFailed).toBeNull();
    useJobs.getState().upsert(fakeJob({ id: 'j2', phase: 'running', serverJobUuid: 'server-1' }));
    expect(useImportWizard.getState()).toMatchObject({ file: null, step: 'file', sentJobId: null });
  });

  it('an unconfirmed start is no failed upload: it checks the server at once, and offers Start again only after none was found', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    useJobs.getState().replace([fakeJob({ id: 'j1', phase: 'starting', serverJobUuid: null })]);
    useImportWizard.getState().markSent('j1');
    let finding: unknown = { at: 1, basis: 'file', found: 0, of: 1, outcome: 'not-ran' };
    fake.handlers['jobs.checkStart'] = () => finding;
    fake.handlers['jobs.startAgain'] = () => fakeJob({ id: 'j1', phase: 'uploading', serverJobUuid: null });
    const unconfirmed = { at: 5, cause: { code: 'timeout', params: { phase: 'response', ms: 60000 } }, check: null };
    useJobs.getState().upsert(fakeJob({ id: 'j1', phase: 'unconfirmed', serverJobUuid: null, unconfirmed }));
    // Never "the upload failed", never a plain retry.
    expect(useImportWizard.getState().uploadFailed).toBeNull();
    expect(useImportWizard.getState().unconfirmedStart?.jobId).toBe('j1');
    await vi.waitFor(() => expect(useImportWizard.getState().unconfirmedStart?.check?.outcome).toBe('not-ran'));
    expect(fake.calls.filter((c) => c.method === 'jobs.checkStart').map((c) => c.input)).toEqual([{ id: 'j1' }]);

    await useImportWizard.getState().startAgain();
    expect(fake.calls.find((c) => c.method === 'jobs.startAgain')?.input).toEqual({ id: 'j1' });
    expect(fake.calls.some((c) => c.method === 'import.start')).toBe(false);
    expect(useImportWizard.getState()).toMatchObject({ unconfirmedStart: null, sentJobId: 'j1' });

    // Unconfirmed again; this time the users are there: the job ran, no Start again.
    finding = { at: 2, basis: 'file', found: 1, of: 1, outcome: 'ran' };
    useJobs.getState().upsert(fakeJob({ id: 'j1', phase: 'unconfirmed', serverJobUuid: null, unconfirmed }));
    await vi.waitFor(() => expect(useImportWizard.getState().unconfirmedStart?.check?.outcome).toBe('ran'));
    await useImportWizard.getState().startAgain();
    expect(fake.calls.filter((c) => c.method === 'jobs.startAgain')).toHaveLength(1);

    // Started again elsewhere (the Jobs screen): the wizard follows it as a sent job again.
    useJobs.getState().upsert(fakeJob({ id: 'j1', phase: 'uploading', serverJobUuid: null }));
    expect(useImportWizard.getState()).toMatchObject({ unconfirmedStart: null, sentJobId: 'j1' });
    useJobs.getState().upsert(fakeJob({ id: 'j1', phase: 'running', serverJobUuid: 'server-1' }));
    expect(useImportWizard.getState()).toMatchObject({ file: null, sentJobId: null, unconfirmedStart: null });
  });
});
