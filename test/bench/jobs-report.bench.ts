// The import runner's local work on a 100,000-line job, as the worker thread and a report
// page do it: indexing the upload, sealing the report (sorted, grouped by status), one page
// of 500 lines joined to the upload (all lines, and FAILED only), removing the passwords, and
// exporting the report and the failed rows.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '../helpers/temp-dir';
import { jobFolder } from '../../electron/core/jobs/store/job-folder';
import { ReportIncoming } from '../../electron/core/jobs/report/report-incoming';
import { readReportPage } from '../../electron/core/jobs/report/report-reader';
import { sealReport } from '../../electron/core/jobs/report/report-seal';
import { exportFailedRowsCsv, exportReportCsv } from '../../electron/core/jobs/report/report-file-export';
import { indexUpload } from '../../electron/core/uploads/upload-index';
import { passwordIndexOf, readUploadHeader, writeUploadMeta } from '../../electron/core/uploads/upload-meta';
import { removePasswords } from '../../electron/core/jobs/passwords/upload-strip';
import { measure, report } from './measure';

const N = 100_000;
const lines = ['name,email,givenName,surName,password,phone'];
for (let i = 0; i < N; i++) lines.push(`user${i},user${i}@example.com,Given${i},Sur${i},Secret-${i}-pw,+4930${i}`);
const content = `${lines.join('\r\n')}\r\n`;
// The server's report, in reverse order (the seal sorts it), every tenth line failed.
const entries = Array.from({ length: N }, (_, i) => ({
  line: N + 1 - i,
  status: i % 10 === 0 ? 'FAILED' : 'SUCCESS',
  message:
    i % 10 === 0 ? 'Number of data fields (4) does not match number of headers (6)' : 'User stored with version 1',
}));
const noSignal = { signal: new AbortController().signal, transfer: () => undefined };

async function freshJob() {
  const folder = jobFolder(path.join(tempDir('mdm-bench-'), 'job'));
  await mkdir(folder.dir);
  await writeFile(folder.sentUpload, content);
  const index = await indexUpload({ upload: folder.sentUpload, offsets: folder.sentOffsets });
  await writeFile(folder.lineMap, new Uint8Array(Uint32Array.from({ length: N }, (_, i) => i * 2 + 2).buffer));
  const columns = await readUploadHeader(folder, 'COMMA');
  await writeUploadMeta(folder, {
    version: 1,
    columns,
    passwordIndex: passwordIndexOf(columns),
    separator: 'COMMA',
    records: index.records,
    bytes: index.bytes,
    lineMapEntries: N,
    passwordsRemoved: false,
  });
  return folder;
}

async function saveReport(folder: ReturnType<typeof jobFolder>) {
  const incoming = await ReportIncoming.open(folder);
  for (let at = 0; at < N; at += 500) await incoming.append(entries.slice(at, at + 500));
  return sealReport({ dir: folder.dir, statuses: await incoming.close() });
}

const folder = await freshJob();
report(
  'index a 100,000-record upload (worker)',
  await measure(() => indexUpload({ upload: folder.sentUpload, offsets: folder.sentOffsets }), {
    iterations: 5,
    warmup: 1,
  }),
  { medianBelowMs: 1000 },
);
report(
  'write and seal a 100,000-line report, pages in reverse (worker)',
  await measure(() => saveReport(folder), { iterations: 5, warmup: 1 }),
  {
    medianBelowMs: 1000,
  },
);
const meta = await saveReport(folder);
report(
  'one page of 500 lines joined to the upload (main thread)',
  await measure(() => readReportPage(folder, meta, { offset: 50_000, limit: 500 }), { iterations: 50 }),
  { medianBelowMs: 50 },
);
report(
  'one page of 500 FAILED lines joined to the upload (main thread)',
  await measure(() => readReportPage(folder, meta, { status: 'FAILED', offset: 5_000, limit: 500 }), {
    iterations: 50,
  }),
  { medianBelowMs: 50 },
);
const target = path.join(tempDir('mdm-bench-out-'), 'out.csv');
report(
  'export the 100,000-line report as CSV (worker)',
  await measure(() => exportReportCsv({ dir: folder.dir, target }, noSignal), { iterations: 5, warmup: 1 }),
  { medianBelowMs: 2000 },
);
report(
  'export the 10,000 failed rows (worker)',
  await measure(
    () => exportFailedRowsCsv({ dir: folder.dir, target, separator: 'COMMA', passwords: [[12, 'x']] }, noSignal),
    { iterations: 5, warmup: 1 },
  ),
  { medianBelowMs: 500 },
);
// Each removal needs a job that still has its passwords: prepared first, timed alone.
const jobs: ReturnType<typeof jobFolder>[] = [];
for (let i = 0; i < 4; i++) {
  const job = await freshJob();
  await saveReport(job);
  jobs.push(job);
}
report(
  'remove the passwords of a 100,000-record upload, keeping the FAILED ones (worker)',
  await measure(() => removePasswords({ dir: jobs.pop()!.dir, keepStatus: 'FAILED' }), { iterations: 3, warmup: 1 }),
  { medianBelowMs: 1000 },
);
