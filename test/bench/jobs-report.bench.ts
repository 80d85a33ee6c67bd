// The import runner's local work on a 100,000-line import: parsing the upload back, joining
// the whole report to the source rows, and exporting the report and the failed rows.
import type { JobRecord } from '../../shared/models/job';
import { writeFailedRowsCsv, writeReportCsv } from '../../electron/core/jobs/report-export';
import type { TextSink } from '../../electron/core/files/text-sink';

/** Counts what would be written, so the bench measures the CSV work, not the disk. */
const nullSink = (): TextSink => ({ write: async () => undefined, end: async () => undefined });
import { joinReport } from '../../electron/core/jobs/report-join';
import { parseUploadContent } from '../../electron/core/jobs/upload-content';
import { measure, report } from './measure';

const N = 100_000;
const lines = ['name,email,givenName,surName,password,phone'];
for (let i = 0; i < N; i++) lines.push(`user${i},user${i}@example.com,Given${i},Sur${i},Secret-${i}-pw,+4930${i}`);
const content = `${lines.join('\r\n')}\r\n`;
const entries = Array.from({ length: N }, (_, i) => ({
  line: N + 1 - i,
  status: i % 10 === 0 ? 'FAILED' : 'SUCCESS',
  message:
    i % 10 === 0 ? 'Number of data fields (4) does not match number of headers (6)' : 'User stored with version 1',
}));
const lineMap = Array.from({ length: N }, (_, i) => i * 2 + 2);
const job = {
  fileName: 'big.csv',
  options: { overwrite: false, roles: [], separator: 'COMMA' },
} as unknown as JobRecord;

const table = parseUploadContent(content, 'COMMA');
report(
  'parse a 100,000-record upload',
  await measure(() => parseUploadContent(content, 'COMMA'), { iterations: 5, warmup: 1 }),
  { medianBelowMs: 1000 },
);
report(
  'join a 100,000-line report (unsorted) to the rows',
  await measure(() => joinReport(entries, { ...table, lineMap }), { iterations: 5, warmup: 1 }),
  { medianBelowMs: 500 },
);
const joined = joinReport(entries, { ...table, lineMap });
report(
  'export the 100,000-line report as CSV',
  await measure(() => writeReportCsv(nullSink(), table.columns, joined), { iterations: 5, warmup: 1 }),
  { medianBelowMs: 1000 },
);
report(
  'export the 10,000 failed rows',
  await measure(
    () => writeFailedRowsCsv(nullSink(), job, table.columns, joined, (l: number) => table.records[l - 2]?.[4]),
    {
      iterations: 5,
      warmup: 1,
    },
  ),
  { medianBelowMs: 500 },
);
