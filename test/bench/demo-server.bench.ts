// The demo server under load: a 100-device page out of 100,000 devices, filtered and
// sorted, over real HTTP (target: median well under 50 ms), and a 100,000-line user
// import at job-rate 0 (seconds, not minutes).
import { performance } from 'node:perf_hooks';
import { startDemoServer } from '../../electron/demo-server/index';
import { TOKEN_HEADER } from '../../shared/api/endpoints';
import {
  buildQuery,
  f,
  DeviceQueryResponse,
  ReadImportJobResponse,
  StartImportResponse,
  UploadResponse,
} from '../../shared/api/wire';
import { measure, report } from './measure';

let started = performance.now();
const server = await startDemoServer({ devices: 100_000, jobRate: 0 });
console.log(`start with 100,000 devices: ${(performance.now() - started).toFixed(0)} ms`);
const headers = { [TOKEN_HEADER]: server.orgToken, 'Content-Type': 'application/json' };
const devicesUrl = `${server.url}/api/v2/devices/baseInfo/query`;

let offset = 0;
const page = async () => {
  // Offsets move through the list so that the page is not always the first one.
  offset = (offset + 1_700) % 20_000;
  const body = buildQuery({
    limit: 100,
    offset,
    sort: [{ name: 'lastConnectionDate', ascending: false }, 'name'],
    filters: [
      f.oneOf('platform', ['IOS', 'ANDROID_ENTERPRISE', 'ANDROID']),
      f.oneOf('status', ['COMPLIANT', 'INACTIVE', 'NONCOMPLIANT']),
    ],
  });
  const res = await fetch(devicesUrl, { method: 'POST', headers, body: JSON.stringify(body) });
  const parsed = DeviceQueryResponse.parse(await res.json());
  if (parsed.results.length !== 100) throw new Error(`expected a full page, got ${parsed.results.length}`);
};
started = performance.now();
await page();
console.log(
  `first query of a new sort order (builds ranks and the permutation): ${(performance.now() - started).toFixed(0)} ms`,
);
report(
  'device page: 100 of 100,000, filtered (platform, status) and sorted (2 fields), HTTP + count',
  await measure(page, { iterations: 60, warmup: 10 }),
  { medianBelowMs: 50 },
);

const lines = ['name,email,givenName,surName,password,phone'];
for (let i = 0; i < 100_000; i++)
  lines.push(`bench${i},bench${i}@example.com,Given${i},"Sur, ${i}",password${i},+49301${i}`);
const form = new FormData();
form.set('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench.csv');
started = performance.now();
const upload = UploadResponse.parse(
  await (
    await fetch(`${server.url}/api/management/v1/csvImport/upload/users`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: server.orgToken },
      body: form,
    })
  ).json(),
);
const start = StartImportResponse.parse(
  await (
    await fetch(`${server.url}/api/v1/security/users/import/fromFile/${upload.results[0]!.uuid}`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: server.orgToken },
    })
  ).json(),
);
let polls = 0;
let slowestPollMs = 0;
for (;;) {
  const t = performance.now();
  const job = ReadImportJobResponse.parse(
    await (await fetch(`${server.url}/api/management/v1/csvImport/job/${start.uuid}`, { headers })).json(),
  ).results[0]!;
  slowestPollMs = Math.max(slowestPollMs, performance.now() - t);
  polls++;
  if (job.status === 'FINISHED' || job.status === 'FAILED') {
    const seconds = (performance.now() - started) / 1000;
    if (job.successCount !== 100_000) throw new Error(`expected 100,000 successes, got ${JSON.stringify(job)}`);
    console.log(
      `import 100,000 lines at job-rate 0: ${seconds.toFixed(2)} s (${Math.round(100_000 / seconds).toLocaleString('en')} lines/s), ${polls} polls answered meanwhile, slowest poll ${slowestPollMs.toFixed(0)} ms`,
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 50));
}
await server.close();
