// The demo server under load, each part in the same process one after the other:
// 1. a 100-device page out of 100,000 devices, filtered and sorted, over real HTTP (target:
//    median well under 50 ms), and a 100,000-line user import at job-rate 0;
// 2. 1,000,000 devices (`--devices 1000000`): start time, RSS, and a filtered, sorted page
//    (first query of a sort order, then warm);
// 3. a 1 GB upload streamed to the server and imported: peak RSS and heap during the upload
//    and during the job (the upload goes to a temporary file, never onto the heap).
// Each part runs in its own Node process, so that one part's garbage does not weigh on the
// next one's memory figures; the 1 GB part runs with a 256 MB heap limit, which it would
// exceed at once if the upload or the job held the file.
// `npm run bench -- demo-server` runs it (a few minutes, about 1 GB of temporary disk).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
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

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** Samples RSS and heap every 50 ms until stopped; returns the peaks. */
function sampler() {
  let rss = 0;
  let heap = 0;
  const take = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  take();
  const timer = setInterval(take, 50);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return { rss, heap };
    },
  };
}

function devicePage(server: DemoServer, total: number) {
  const headers = { [TOKEN_HEADER]: server.orgToken, 'Content-Type': 'application/json' };
  const url = `${server.url}/api/v2/devices/baseInfo/query`;
  let offset = 0;
  return async () => {
    // Offsets move through the list so that the page is not always the first one.
    offset = (offset + 1_700) % Math.min(total / 5, 20_000);
    const body = buildQuery({
      limit: 100,
      offset,
      sort: [{ name: 'lastConnectionDate', ascending: false }, 'name'],
      filters: [
        f.oneOf('platform', ['IOS', 'ANDROID_ENTERPRISE', 'ANDROID']),
        f.oneOf('status', ['COMPLIANT', 'INACTIVE', 'NONCOMPLIANT']),
      ],
    });
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    const parsed = DeviceQueryResponse.parse(await res.json());
    if (parsed.results.length !== 100) throw new Error(`expected a full page, got ${parsed.results.length}`);
  };
}

async function waitForJob(server: DemoServer, jobUuid: string) {
  const headers = { [TOKEN_HEADER]: server.orgToken };
  let polls = 0;
  let slowestPollMs = 0;
  for (;;) {
    const t = performance.now();
    const job = ReadImportJobResponse.parse(
      await (await fetch(`${server.url}/api/management/v1/csvImport/job/${jobUuid}`, { headers })).json(),
    ).results[0]!;
    slowestPollMs = Math.max(slowestPollMs, performance.now() - t);
    polls++;
    if (job.status === 'FINISHED' || job.status === 'FAILED') return { job, polls, slowestPollMs };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startImport(server: DemoServer, fileUuid: string) {
  const res = await fetch(`${server.url}/api/v1/security/users/import/fromFile/${fileUuid}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: server.orgToken },
  });
  return StartImportResponse.parse(await res.json()).uuid;
}

const part = process.argv[2];
if (part === undefined) {
  const self = fileURLToPath(import.meta.url);
  for (const [name, flags] of [
    ['100k', []],
    ['million', []],
    ['gigabyte', ['--max-old-space-size=256']],
  ] as const) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', ...flags, self, name], {
      stdio: 'inherit',
    });
    if (run.status !== 0) {
      console.log(`part ${name} failed (exit ${run.status ?? run.signal})`);
      process.exitCode = 1;
    }
  }
}

// 1. 100,000 devices and a 100,000-line import.
if (part === '100k') {
  let started = performance.now();
  const server = await startDemoServer({ devices: 100_000, jobRate: 0 });
  console.log(`start with 100,000 devices: ${(performance.now() - started).toFixed(0)} ms`);
  const page = devicePage(server, 100_000);
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
  const { job, polls, slowestPollMs } = await waitForJob(server, await startImport(server, upload.results[0]!.uuid));
  const seconds = (performance.now() - started) / 1000;
  if (job.successCount !== 100_000) throw new Error(`expected 100,000 successes, got ${JSON.stringify(job)}`);
  console.log(
    `import 100,000 lines at job-rate 0: ${seconds.toFixed(2)} s (${Math.round(100_000 / seconds).toLocaleString('en')} lines/s), ${polls} polls answered meanwhile, slowest poll ${slowestPollMs.toFixed(0)} ms`,
  );
  await server.close();
}

// 2. A million devices.
if (part === 'million') {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const server = await startDemoServer({ devices: 1_000_000, jobRate: 0 });
  const startMs = performance.now() - started;
  globalThis.gc?.();
  const afterStart = process.memoryUsage();
  console.log(
    `start with 1,000,000 devices: ${(startMs / 1000).toFixed(1)} s; RSS ${mb(afterStart.rss)} (${mb(afterStart.rss - before)} more than before), heap ${mb(afterStart.heapUsed)}, typed arrays ${mb(afterStart.arrayBuffers)}`,
  );
  const page = devicePage(server, 1_000_000);
  const t = performance.now();
  await page();
  console.log(
    `first filtered, sorted page of 100 out of 1,000,000 (ranks and the permutation built): ${(performance.now() - t).toFixed(0)} ms`,
  );
  report(
    'device page: 100 of 1,000,000, filtered (platform, status, ~55% match) and sorted (2 fields), HTTP + count',
    await measure(page, { iterations: 30, warmup: 5 }),
  );
  globalThis.gc?.();
  console.log(`RSS after the queries: ${mb(process.memoryUsage().rss)}`);
  await server.close();
}

// 3. A 1 GB upload, imported (with a 256 MB heap limit).
if (part === 'gigabyte') {
  const server = await startDemoServer({ devices: 1, jobRate: 0, maxUploadBytes: 1100 * MB });
  globalThis.gc?.();
  const baseline = process.memoryUsage();
  // Lines of about 64 KB (a long custom value), all of the existing user jdoe: the import
  // reads every byte twice and every line is SKIPPED, so the report stays small.
  const header = 'name,email,givenName,surName,password,custom1\n';
  const filler = 'x'.repeat(64 * 1024);
  const line = `jdoe,jdoe@example.com,John,Doe,password1,${filler}\n`;
  const lineCount = Math.floor((1024 * MB - header.length) / line.length);
  const boundary = '----benchBoundary1gb';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const fileBytes = header.length + lineCount * line.length;
  const lineBuffer = Buffer.from(line);
  async function* body() {
    yield Buffer.from(head + header);
    // 16 lines per chunk (1 MB), reusing one buffer: the client side stays small too.
    const chunk = Buffer.concat(Array(16).fill(lineBuffer));
    let left = lineCount;
    for (; left >= 16; left -= 16) yield chunk;
    for (; left > 0; left--) yield lineBuffer;
    yield Buffer.from(tail);
  }
  const uploadPeak = sampler();
  let started = performance.now();
  const res = await request(`${server.url}/api/management/v1/csvImport/upload/users`, {
    method: 'POST',
    headers: {
      [TOKEN_HEADER]: server.orgToken,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + fileBytes + tail.length),
    },
    body: Readable.from(body()),
  });
  const upload = UploadResponse.parse(await res.body.json());
  const uploadSeconds = (performance.now() - started) / 1000;
  const up = uploadPeak.stop();
  console.log(
    `upload of ${mb(fileBytes)} (${lineCount.toLocaleString('en')} lines): ${uploadSeconds.toFixed(1)} s (${mb(fileBytes / uploadSeconds)}/s); peak RSS ${mb(up.rss)} (baseline ${mb(baseline.rss)}), peak heap ${mb(up.heap)} (baseline ${mb(baseline.heapUsed)})`,
  );
  const jobPeak = sampler();
  started = performance.now();
  const { job, polls, slowestPollMs } = await waitForJob(server, await startImport(server, upload.results[0]!.uuid));
  const jobSeconds = (performance.now() - started) / 1000;
  const during = jobPeak.stop();
  if (job.skippedCount !== lineCount)
    throw new Error(`expected ${lineCount} SKIPPED lines, got ${JSON.stringify(job)}`);
  console.log(
    `import of the 1 GB file (read twice from disk): ${jobSeconds.toFixed(1)} s (${mb((2 * fileBytes) / jobSeconds)}/s read), ${polls} polls, slowest ${slowestPollMs.toFixed(0)} ms; peak RSS ${mb(during.rss)}, peak heap ${mb(during.heap)}`,
  );
  await server.close();
}
