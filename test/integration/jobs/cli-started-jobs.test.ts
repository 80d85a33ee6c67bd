import { jobErrorText } from '../../helpers/worded';
import { describeError } from '../../../shared/errors/wording';
import { TEST_CALLER } from '../../helpers/caller';
import { mkdir, writeFile } from 'node:fs/promises';
import { onePartJob } from '../../helpers/one-part-job';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { tempDir } from '../../helpers/temp-dir';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// The app follows a job started from the command line with --base-url and MDM_TOKEN (profile
// id `url:<baseUrl>`) through a saved profile for the same base URL, and says what to add
// when there is none.

let server: DemoServer;
const cores: Core[] = [];
beforeAll(async () => {
  server = await startDemoServer({ devices: 1, jobRate: 0, passwordMinLength: 12 });
});
afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.dispose()));
});
afterAll(async () => {
  await server.close();
});

function core(dataDir: string): Core {
  const c = createCore({ shell: 'web', dataDir, resumeJobs: false, jobs: { poll: { initialMs: 20, maxMs: 100 } } });
  cores.push(c);
  return c;
}

/** A job started on the server and saved as running by a CLI that then stopped. */
async function interruptedCliJob(dataDir: string, id: string): Promise<void> {
  const upload = new FormData();
  upload.append(
    'file',
    new Blob(['name,email,givenName,surName,password\napp-a,app-a@example.com,A,One,Short-9xy\n'], {
      type: 'text/csv',
    }),
    'r.csv',
  );
  const headers = { 'X-User-Access-Token': server.orgToken, Accept: 'application/json' };
  const uploaded = (await (
    await fetch(`${server.url}/api/management/v1/csvImport/upload/users`, { method: 'POST', headers, body: upload })
  ).json()) as { results: { uuid: string }[] };
  const fileUuid = uploaded.results[0]!.uuid;
  const started = (await (
    await fetch(`${server.url}/api/v1/security/users/import/fromFile/${fileUuid}`, { method: 'POST', headers })
  ).json()) as { uuid: string };
  const now = Date.now();
  // A job started with --base-url records its connection by URL.
  const record = onePartJob({
    id,
    connection: { kind: 'url', baseUrl: server.url },
    profileName: server.url,
    fileName: 'r.csv',
    options: { overwrite: false, roles: [], separator: 'COMMA' },
    phase: 'running',
    serverStatus: 'RUNNING',
    fileUuid,
    serverJobUuid: started.uuid,
    counts: { total: 1, success: 0, skipped: 0, failure: 0 },
    upload: { sentBytes: 10, totalBytes: 10 },
    rate: null,
    error: null,
    serverError: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
    reportFetched: false,
    excludedRows: 0,
  });
  await mkdir(join(dataDir, 'jobs'), { recursive: true });
  await writeFile(join(dataDir, 'jobs', `${id}.json`), JSON.stringify(record));
}

const ADD_PROFILE = (): string => `add a profile for ${server.url} to follow it here`;

describe('a job started from the command line, in the app', () => {
  it('without a profile for its base URL: the report and the resume say which profile to add; with one, both work', async () => {
    const dataDir = tempDir('mdm-app-cli-');
    // The CLI imports a clean file; nobody asked for its report.
    const file = join(dataDir, 'ok.csv');
    await writeFile(file, 'Login,E-Mail,First name,Last name,Password\napp-b,app-b@example.com,B,Two,Secret-pass-b1\n');
    const io = memoryIo({ MDM_ADMIN_HOME: dataDir, MDM_TOKEN: server.orgToken });
    expect(await runCli(['import-users', file, '--base-url', server.url], io), io.err()).toBe(0);
    await interruptedCliJob(dataDir, 'interrupted');

    const app = core(dataDir);
    const finished = (await app.jobs.list()).find((j) => j.fileName === 'ok.csv')!;
    expect(finished.connection).toEqual({ kind: 'url', baseUrl: server.url });
    const report = await app.call('jobs.report', { id: finished.id, limit: 10, offset: 0 }, TEST_CALLER);
    expect(report.ok).toBe(false);
    if (!report.ok) {
      // Core says what is missing (a code and the base URL); the app words it.
      expect(report.error).toMatchObject({ code: 'no-connection', details: { baseUrl: server.url } });
      expect(describeError(report.error, 'app')).toBe(
        `This job was started from the command line with a token from MDM_TOKEN; ${ADD_PROFILE()}.`,
      );
    }
    // Resumed at start (as createCore does by default), the interrupted job cannot be followed: it says what to add.
    await app.jobs.resumeUnfinished();
    const stuck = await app.jobs.settled('interrupted');
    expect(stuck.phase).toBe('error');
    expect(stuck.error).toMatchObject({ code: 'no-connection', details: { baseUrl: server.url } });
    expect(describeError(stuck.error!, 'app')).toContain(ADD_PROFILE());
    expect(jobErrorText(stuck)).toMatch(/Then resume it\.$/);

    const saved = await app.call(
      'profiles.save',
      {
        profile: {
          name: 'School',
          baseUrl: `${server.url}/`,
          kind: 'organization',
          dialect: 'auto',
          caCertificatePem: null,
        },
        token: server.orgToken,
      },
      TEST_CALLER,
    );
    expect(saved.ok).toBe(true);
    const page = await app.jobs.report({ id: finished.id, limit: 10, offset: 0 });
    expect(page.lines.map((l) => l.status)).toEqual(['SUCCESS']);
    expect((await app.call('jobs.resume', { id: 'interrupted' }, TEST_CALLER)).ok).toBe(true);
    const done = await app.jobs.settled('interrupted');
    expect(done).toMatchObject({
      phase: 'finished',
      reportFetched: true,
      counts: { failure: 1 },
      connection: { kind: 'url', baseUrl: server.url },
    });
  });
});
