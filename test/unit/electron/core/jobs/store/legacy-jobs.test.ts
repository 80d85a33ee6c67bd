import { readExported } from '../../../../../helpers/exported-file';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JobRecord } from '../../../../../../shared/models/job';
import { startImport } from '../../../../../helpers/start-import';
import { createFakeServer, uploadFile } from '../fakes';
import { LEGACY_REPORT, LEGACY_ROWS } from '../legacy-fixtures';
import { dataDir, setup, makeService, failEvery3rd, options } from '../jobs-harness';

describe('jobs saved by version 1 of the app', () => {
  // Version 1 named the connection by `profileId`; it is read as a profile connection.
  const legacyRecord = (
    patch: Partial<JobRecord>,
  ): Omit<JobRecord, 'connection' | 'parts'> & { profileId: string } => ({
    id: 'legacy-job',
    profileId: 'p1',
    profileName: 'School',
    fileName: 'old.csv',
    options,
    phase: 'finished',
    serverStatus: 'FINISHED',
    fileUuid: 'file-0',
    serverJobUuid: 'job-0',
    counts: { total: 3, success: 1, skipped: 0, failure: 3 },
    upload: { sentBytes: 10, totalBytes: 10 },
    rate: null,
    error: null,
    serverError: null,
    createdAt: 1,
    updatedAt: 2,
    finishedAt: 2,
    reportFetched: true,
    excludedRows: 0,
    ...patch,
  });

  it('load and show their saved report, migrated into the job folder on first read', async () => {
    await mkdir(join(dataDir, 'jobs'), { recursive: true });
    await writeFile(join(dataDir, 'jobs', 'legacy-job.json'), JSON.stringify(legacyRecord({})));
    await writeFile(join(dataDir, 'jobs', 'legacy-job.report.json'), JSON.stringify(LEGACY_REPORT));
    const { server, service } = setup();
    expect((await service.list()).map((j) => j.id)).toEqual(['legacy-job']);
    const page = await service.report({ id: 'legacy-job', limit: 10, offset: 0 });
    expect(page).toEqual({ total: 4, lines: LEGACY_REPORT.lines, countsByStatus: { SUCCESS: 1, FAILED: 3 } });
    const failed = await service.report({ id: 'legacy-job', status: 'FAILED', limit: 1, offset: 0 });
    expect(failed.lines).toEqual([LEGACY_REPORT.lines[1]]);
    const exported = await readExported(dataDir, await service.exportReport({ id: 'legacy-job' }));
    expect(exported.split('\r\n')[2]).toBe('4,9,FAILED,Bad phone.,cid,"c,""d""@x.org",12');
    expect(server.calls.report).toHaveLength(0);
    expect((await readdir(join(dataDir, 'jobs'))).sort()).toEqual(['legacy-job', 'legacy-job.json']);
  });

  it('join a report fetched after the upgrade to the rows version 1 kept', async () => {
    const server = createFakeServer({ outcome: failEvery3rd, linesPerRead: 1 });
    const first = makeService(server);
    const { content } = uploadFile(4);
    const job = await startImport(first.service, { fileName: 'u.csv', content, lineMap: [], options, excludedRows: 0 });
    while ((await first.service.get({ id: job.id })).phase !== 'running') await new Promise((r) => setImmediate(r));
    await first.service.stopWatching({ id: job.id });
    await first.service.dispose();
    // What version 1 left instead of the job folder: the rows without passwords.
    await rm(join(dataDir, 'jobs', job.id), { recursive: true });
    const rows = uploadFile(4)
      .content.trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    for (const row of rows) row[4] = '';
    await writeFile(
      join(dataDir, 'jobs', `${job.id}.rows.json`),
      JSON.stringify({
        ...LEGACY_ROWS,
        columns: ['name', 'email', 'givenName', 'surName', 'password', 'phone'],
        records: rows,
        lineMap: [3, 5, 7, 9],
      }),
    );

    const second = makeService(server);
    await second.service.resume({ id: job.id });
    expect((await second.service.settled(job.id)).reportFetched).toBe(true);
    const failed = await second.service.report({ id: job.id, status: 'FAILED', limit: 10, offset: 0 });
    expect(failed.lines.map((l) => [l.line, l.sourceLine, l.values.name])).toEqual([[3, 5, 'user1']]);
    expect(await readdir(join(dataDir, 'jobs'))).not.toContain(`${job.id}.rows.json`);
  });
});
