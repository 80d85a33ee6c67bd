// @vitest-environment happy-dom
import { File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mappingKey } from '../../../../../renderer/features/import/mapping-memory';
import { RECENT_FILES_KEY } from '../../../../../renderer/features/import/recent-files';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { useJobs } from '../../../../../renderer/stores/jobs';
import { useProfiles } from '../../../../../renderer/stores/profiles';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { installFakeBridge } from '../../fake-bridge';
import { fakeJob } from '../../fake-job';
import { inProcessWorker } from '../../in-process-worker';

const fake = installFakeBridge();
const worker = inProcessWorker();
setCsvWorkerFactory(() => worker);

const HEADER = 'userId,email,first name,last name,password';
// happy-dom's File has no stream(); Node's has, and it is what the session reads.
const file = (text: string, name = 'staff.csv') => new NodeFile([text], name) as unknown as File;
const done = () => vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));

beforeEach(() => {
  fake.reset();
  worker.requests.length = 0;
  useImportWizard.getState().reset();
  useImportWizard.getState().setOptions({ overwrite: false, roles: [], separator: 'COMMA', errorPolicy: 'valid-only' });
  useProfiles.getState().apply({
    profiles: [
      {
        id: 'p1',
        name: 'School',
        baseUrl: 'https://mdm.example.com',
        kind: 'organization',
        dialect: 'auto',
        learnedDialect: null,
        hasCaCertificate: false,
        tokenHint: '…abcd',
        demo: false,
        allowInsecureHttp: false,
      },
    ],
    activeId: 'p1',
  });
});

describe('the import wizard store', () => {
  it('reads a file in the worker: header, matched mapping, totals, and on to the check step', async () => {
    useImportWizard
      .getState()
      .openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\nben,bad,Ben,Berg,Passwort-2\n`));
    expect(useImportWizard.getState()).toMatchObject({ phase: 'reading', step: 'check' });
    await done();
    const s = useImportWizard.getState();
    expect(s.mapping).toEqual(['name', 'email', 'givenName', 'surName', 'password']);
    expect(s.summary).toMatchObject({ records: 2, errors: 1 });
    expect(Array.from(s.summary!.errorRows)).toEqual([1]);
  });

  it('applies the mapping remembered for this header set and profile, and remembers a new choice', async () => {
    const header = HEADER.split(',');
    fake.handlers['prefs.get'] = (input) =>
      (input as { key: string }).key === mappingKey('p1', header)
        ? ['name', 'email', 'givenName', 'surName', 'password']
        : null;
    fake.handlers['prefs.set'] = () => null;
    // First: the remembered mapping equals the match, so nothing changes.
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    expect(useImportWizard.getState().mappingRemembered).toBe(false);
    // A different remembered mapping is applied (after reading) and said so.
    fake.handlers['prefs.get'] = () => ['name', 'email', 'givenName', 'surName', null];
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    await vi.waitFor(() => expect(useImportWizard.getState().mappingRemembered).toBe(true));
    expect(useImportWizard.getState().mapping).toEqual(['name', 'email', 'givenName', 'surName', null]);
    await vi.waitFor(() => expect(worker.requests.at(-1)).toMatchObject({ type: 'remap' }));
    await vi.waitFor(() => expect(useImportWizard.getState().summary?.missing).toEqual(['password']));
    // The user's own choice is remembered under the same key.
    useImportWizard.getState().setTarget(4, 'password');
    const mappingSet = () =>
      fake.calls.find((c) => c.method === 'prefs.set' && (c.input as { key: string }).key.startsWith('mappings:'));
    await vi.waitFor(() => expect(mappingSet()).toBeDefined());
    expect(mappingSet()!.input).toEqual({
      key: mappingKey('p1', header),
      value: ['name', 'email', 'givenName', 'surName', 'password'],
    });
  });

  it('does not send a mapping with a target used twice to the worker', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    worker.requests.length = 0;
    useImportWizard.getState().setTarget(2, 'surName');
    expect(useImportWizard.getState().mapping[2]).toBe('surName');
    await Promise.resolve();
    expect(worker.requests.filter((r) => r.type === 'remap')).toEqual([]);
  });

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
    useImportWizard
      .getState()
      .setOptions({ overwrite: true, roles: ['Developer'], separator: 'SEMICOLON', errorPolicy: 'valid-only' });
    const job = await useImportWizard.getState().start();
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
      throw { code: 'io', message: 'The disk is full.' };
    };
    fake.handlers['uploads.discard'] = () => undefined;
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    await expect(useImportWizard.getState().start()).rejects.toThrow('The disk is full.');
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

  it('sets the safe choice again for every file: "upload every row" does not carry over', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    useImportWizard.getState().setOptions({ errorPolicy: 'all', overwrite: true });
    useImportWizard.getState().openFile(file(`${HEADER}\nben,ben@example.com,Ben,Berg,Passwort-2\n`, 'next.csv'));
    await done();
    // The rows-with-errors policy is the file's; overwriting is the administrator's and stays.
    expect(useImportWizard.getState().options).toMatchObject({ errorPolicy: 'stop', overwrite: true });
  });

  it('asks before another file replaces one with fixes made by hand, and keeps the fixes when told to', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    useImportWizard.getState().editCell(0, 1, 'anna@school.example');
    const next = file(`${HEADER}\nben,ben@example.com,Ben,Berg,Passwort-2\n`, 'next.csv');
    useImportWizard.getState().replaceFile(next);
    expect(useImportWizard.getState().pendingReplace?.file).toBe(next);
    expect(useImportWizard.getState().file?.name).toBe('staff.csv');
    useImportWizard.getState().keepFixes();
    expect(useImportWizard.getState()).toMatchObject({ pendingReplace: null, edited: true });
    expect(useImportWizard.getState().file?.name).toBe('staff.csv');
    // "Other file" asks too; confirming replaces.
    useImportWizard.getState().replaceFile(null);
    useImportWizard.getState().confirmReplace();
    expect(useImportWizard.getState()).toMatchObject({ file: null, step: 'file', edited: false });
    // Without fixes, nothing is asked.
    useImportWizard.getState().replaceFile(next);
    expect(useImportWizard.getState().pendingReplace).toBeNull();
    expect(useImportWizard.getState().file?.name).toBe('next.csv');
  });

  it('keeps the file and its fixes until the server confirms the job, and after a failed upload', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    useJobs.getState().replace([fakeJob({ id: 'j1', phase: 'uploading', serverJobUuid: null })]);
    useImportWizard.getState().markSent('j1');
    // The upload fails before the server has a job: the file stays, "Retry upload" is offered.
    useJobs
      .getState()
      .upsert(
        fakeJob({ id: 'j1', phase: 'error', serverJobUuid: null, error: { code: 'http-status', message: 'HTTP 500' } }),
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

  it('reset forgets the file and goes back to the first step', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`), 'job-1');
    await done();
    expect(useImportWizard.getState().retryOf).toBe('job-1');
    useImportWizard.getState().reset();
    expect(useImportWizard.getState()).toMatchObject({
      step: 'file',
      file: null,
      phase: 'idle',
      summary: null,
      retryOf: null,
    });
  });

  it('lists a file it has read under the recent files, but not the rows of a retry', async () => {
    fake.handlers['prefs.get'] = () => null;
    fake.handlers['prefs.set'] = () => null;
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`, 'pupils.csv'));
    await done();
    await vi.waitFor(() =>
      expect(
        fake.calls.some((c) => c.method === 'prefs.set' && (c.input as { key: string }).key === RECENT_FILES_KEY),
      ).toBe(true),
    );
    const saved = fake.calls.find((c) => c.method === 'prefs.set')!.input as {
      value: Array<{ name: string; mapping: unknown[] }>;
    };
    expect(saved.value[0]).toMatchObject({
      name: 'pupils.csv',
      mapping: ['name', 'email', 'givenName', 'surName', 'password'],
    });
    fake.calls.length = 0;
    useImportWizard
      .getState()
      .openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`, 'failed.csv'), 'job-1');
    await done();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.calls.some((c) => c.method === 'prefs.set')).toBe(false);
  });
});
