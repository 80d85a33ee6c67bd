import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobFolder } from '../../../../../../electron/core/jobs/store/job-folder';
import { migrateLegacyJob } from '../../../../../../electron/core/jobs/store/legacy-migration';
import { readReportMeta } from '../../../../../../electron/core/jobs/report/report-meta';
import { readReportPage } from '../../../../../../electron/core/jobs/report/report-reader';
import { tempDir } from '../../../../../helpers/temp-dir';
import { LEGACY_REPORT, LEGACY_ROWS } from '../legacy-fixtures';

describe('migrating a job saved by version 1', () => {
  it('turns the joined report into the job folder: the same lines, values and source lines', async () => {
    const jobsDir = tempDir('mdm-legacy-');
    await writeFile(join(jobsDir, 'old.report.json'), JSON.stringify(LEGACY_REPORT, null, 1));
    expect(await migrateLegacyJob({ jobsDir, id: 'old', separator: 'COMMA' })).toBe('report');
    const folder = jobFolder(join(jobsDir, 'old'));
    const meta = (await readReportMeta(folder))!;
    const page = await readReportPage(folder, meta, { offset: 0, limit: 10 });
    expect(page).toEqual({ total: 4, lines: LEGACY_REPORT.lines });
    expect(
      (await readReportPage(folder, meta, { status: 'FAILED', offset: 0, limit: 10 })).lines.map((l) => l.line),
    ).toEqual([4, 7, -1]);
    expect(await readdir(jobsDir)).toEqual(['old']);
    expect(await migrateLegacyJob({ jobsDir, id: 'old', separator: 'COMMA' })).toBe('nothing');
  });

  it('turns the rows of a job still waiting for its report into its stored upload', async () => {
    const jobsDir = tempDir('mdm-legacy-');
    await writeFile(join(jobsDir, 'old.rows.json'), JSON.stringify(LEGACY_ROWS));
    expect(await migrateLegacyJob({ jobsDir, id: 'old', separator: 'SEMICOLON' })).toBe('rows');
    const folder = jobFolder(join(jobsDir, 'old'));
    const { saveReport } = await import('../job-folder-fixture');
    const meta = await saveReport(folder, [[{ line: 3, status: 'FAILED', message: 'x' }]]);
    expect((await readReportPage(folder, meta, { offset: 0, limit: 1 })).lines[0]).toEqual({
      line: 3,
      sourceLine: 3,
      status: 'FAILED',
      message: 'x',
      values: { name: 'bob', email: 'b;b@x.org' },
    });
    expect(await readdir(jobsDir)).toEqual(['old']);
  });

  it('leaves a corrupt file where it is and says which', async () => {
    const jobsDir = tempDir('mdm-legacy-');
    await writeFile(join(jobsDir, 'old.report.json'), '{"version":1,"lines":[');
    await expect(migrateLegacyJob({ jobsDir, id: 'old', separator: 'COMMA' })).rejects.toMatchObject({
      code: 'corrupt-file',
      message: expect.stringContaining(join(jobsDir, 'old.report.json')) as unknown as string,
    });
    expect(await readdir(jobsDir)).toContain('old.report.json');
  });
});
