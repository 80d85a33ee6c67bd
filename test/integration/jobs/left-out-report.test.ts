import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer, SeedUser } from '../../../electron/demo-server/index';
import { leftOutLines } from '../../../renderer/features/import/changes-model';
import type { PredictionComparison } from '../../../renderer/features/import/import-wizard-types';
import type { DryRunAnswer } from '../../../shared/models/dry-run';
import { unpackComparison } from '../../../shared/models/dry-run-comparison';
import type { ExportedFile } from '../../../shared/models/files';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import type { ProfileView } from '../../../shared/models/profile';
import { CsvSession } from '../../../shared/users-csv/csv-session';
import type { CsvSessionEvent } from '../../../shared/users-csv/csv-session-protocol';
import { stageUpload } from '../../../shared/users-csv/stage-upload';
import type { UploadStagingPort } from '../../../shared/users-csv/stage-upload';
import { ok, saveSchoolProfile } from '../../helpers/core-calls';
import { tempDir } from '../../helpers/temp-dir';

// The second school year through the app's path: the CSV worker's session reads the file, the
// comparison finds the unchanged pupils, the upload leaves them out with their reason, and the
// job's report (and its export) lists them as not sent, among the lines the server answered.

const YEAR_ONE: SeedUser[] = [
  { name: 'anna.alt', email: 'anna.alt@school.example', givenName: 'Anna', surName: 'Alt' },
  { name: 'ben.berg', email: 'ben.berg@school.example', givenName: 'Ben', surName: 'Berg' },
  { name: 'lena.schroeder', email: 'lena.schroeder@school.example', givenName: 'Lena', surName: 'Schröder' },
];
const YEAR_TWO =
  'name,email,givenName,surName,password\n' +
  'anna.alt,anna.alt@school.example,Anna,Alt,Passw0rd-1!\n' + // line 2: unchanged
  'lena.schroeder,lena.schroeder@school.example,Lena,Schröder-Kaya,Passw0rd-2!\n' + // line 3: changed
  'neu.kind,neu.kind@school.example,Neu,Kind,Passw0rd-3!\n' + // line 4: new
  'ben.berg,ben.berg@school.example,Ben,Berg,Passw0rd-4!\n'; // line 5: unchanged

/** The session's upload (dry run or real), staged in core as the wizard stages it. */
async function staged(core: Core, session: CsvSession, events: CsvSessionEvent[], dryRun: boolean, requestId: number) {
  const port: UploadStagingPort = {
    begin: (input) => ok(core, 'uploads.begin', input),
    append: (input) => ok(core, 'uploads.append', input),
    finish: (input) => ok(core, 'uploads.finish', input),
    discard: (input) => ok(core, 'uploads.discard', input),
  };
  session.build(requestId, 'COMMA', true, dryRun);
  return stageUpload(port, 'year2.csv', async (append) => {
    for (;;) {
      session.buildNext(requestId);
      const e = events.at(-1)!;
      if (e.type === 'uploadChunk') await append(e.bytes);
      else if (e.type === 'uploadDone') return { lineMap: e.lineMap, leftOut: e.leftOut, result: e };
      else throw new Error(e.type);
    }
  });
}

describe('the second year: unchanged lines left out are listed in the job report', () => {
  let server: DemoServer;
  let core: Core;
  let profile: ProfileView;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 1, jobRate: 0, users: YEAR_ONE });
    core = createCore({ shell: 'cli', dataDir: tempDir(), resumeJobs: false });
    profile = await saveSchoolProfile(core, server);
  });
  afterAll(async () => {
    await core.dispose();
    await server.close();
  });

  it('sends only what changes, and the exported report lists the unchanged as not sent', async () => {
    const events: CsvSessionEvent[] = [];
    const session = new CsvSession((e) => events.push(e));
    await session.open(new Blob([YEAR_TWO]), 'year2.csv', 'auto', 'auto');

    // The dry run with the comparison, over the session's names-and-e-mails upload.
    const dry = await staged(core, session, events, true, 1);
    const answer = await ok<DryRunAnswer>(core, 'dryRun.run', {
      profileId: profile.id,
      uploadId: dry.uploadId,
      separator: 'COMMA',
      compare: {},
    });
    session.predictions(answer.lineMap, answer.withoutOverwrite, answer.withOverwrite);
    const comparison = {
      ...unpackComparison(answer.comparison!),
      uploadId: dry.uploadId!,
      lineMap: answer.lineMap,
      errorRows: new Int32Array(0),
    } satisfies PredictionComparison;
    session.handle({ type: 'leaveOut', overwrite: true, ...leftOutLines(comparison, true) });

    const upload = await staged(core, session, events, false, 2);
    expect(Array.from(upload.result.lineMap)).toEqual([3, 4]);
    const job = await ok<JobRecord>(core, 'import.start', {
      profileId: profile.id,
      fileName: 'year2.csv',
      uploadId: upload.uploadId,
      options: { overwrite: true, roles: [], separator: 'COMMA' },
      excludedRows: upload.result.excludedRows,
      dryRunId: dry.uploadId,
    });
    expect(job.leftOut).toEqual({ unchanged: 2, skipped: 0, stopped: 0, kept: 0 });
    const ended = await core.jobs.settled(job.id);
    expect(ended.counts).toMatchObject({ total: 2, success: 2, failure: 0 });
    // Nothing of the unchanged was touched.
    expect(server.state.users.get('anna.alt')!.surName).toBe('Alt');
    expect(server.state.users.get('lena.schroeder')!.surName).toBe('Schröder-Kaya');

    // The report is fetched and sealed first (an unfiltered page while it arrives holds the server's lines only).
    const file = await ok<ExportedFile>(core, 'jobs.exportReport', { id: job.id });
    const page = await ok<ReportPage>(core, 'jobs.report', { id: job.id, limit: 10, offset: 0 });
    expect(page.complete).toBeUndefined();
    expect(page.lines.map((l) => [l.sourceLine, l.status, l.values.name])).toEqual([
      [2, 'NOT_SENT_UNCHANGED', 'anna.alt'],
      [3, 'SUCCESS', 'lena.schroeder'],
      [4, 'SUCCESS', 'neu.kind'],
      [5, 'NOT_SENT_UNCHANGED', 'ben.berg'],
    ]);
    const text = await readFile(core.files.get(file.fileId)!.path, 'utf8');
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('line,sourceLine,status,message,name,email,givenName,surName');
    expect(rows[1]).toBe(',2,NOT_SENT_UNCHANGED,,anna.alt,anna.alt@school.example,Anna,Alt');
    expect(rows[4]).toBe(',5,NOT_SENT_UNCHANGED,,ben.berg,ben.berg@school.example,Ben,Berg');
    expect(rows.slice(2, 4).map((r) => r.split(',').slice(0, 3).join(','))).toEqual(['2,3,SUCCESS', '3,4,SUCCESS']);
    // No password is in the report, nor in what was kept of the left-out lines.
    expect(text).not.toContain('Passw0rd');
  });
});
