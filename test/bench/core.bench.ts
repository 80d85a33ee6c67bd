// Core's transport and exports against the demo server over loopback:
// 1. the ApiClient's overhead per query (a devices page of 100: headers, dialect, retry
//    wrapper, timers, schema validation and normalisation) next to a bare undici.request of
//    the same body that only parses the JSON;
// 2. the export of 100,000 devices to CSV (devices/s, peak memory).
import { createFileStore } from '../../electron/core/files/file-store';
import { tempDir } from '../helpers/temp-dir';
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { createApiClient } from '../../electron/core/api/create-api-client';
import { createEventBus } from '../../electron/core/events';
import { createExports } from '../../electron/core/queries/exports';
import { deviceQuery } from '../../shared/api/query-bodies';
import { startDemoServer } from '../../electron/demo-server/index';
import { measure, report } from './measure';

const MB = 1024 * 1024;
const noFilter = { platforms: [], statuses: [], search: '', lastConnectionOlderThanDays: null };

// ---- 1. overhead per query ---------------------------------------------------------------
{
  const server = await startDemoServer({ devices: 1_000 });
  const client = createApiClient({ baseUrl: server.url, token: server.orgToken, dialect: 'spec' });
  const body = deviceQuery(noFilter, [{ field: 'name', ascending: true }], { offset: 0, limit: 100 }, Date.now());
  const json = JSON.stringify(body);
  const url = `${server.url}/api/v2/devices/baseInfo/query`;
  const headers = {
    Accept: 'application/json',
    'Accept-Charset': 'UTF-8',
    'Content-Type': 'application/json; charset=UTF-8',
    'X-User-Access-Token': server.orgToken,
  };

  const bare = async () => {
    const res = await request(url, { method: 'GET', headers, body: json });
    if (res.statusCode !== 200) throw new Error(`bare request: HTTP ${res.statusCode}`);
    const page = (await res.body.json()) as { results: unknown[] };
    if (page.results.length !== 100) throw new Error('bare request: not 100 devices');
  };
  const viaClient = async () => {
    const page = await client.queryDevices(body);
    if (page.results.length !== 100) throw new Error('client: not 100 devices');
  };
  // Interleaved rounds, so that a busy neighbour on the machine hits both alike.
  const rounds = 5;
  const bareRuns: number[] = [];
  const clientRuns: number[] = [];
  for (let r = 0; r < rounds; r++) {
    bareRuns.push((await measure(bare, { iterations: 60, warmup: 10 })).medianMs);
    clientRuns.push((await measure(viaClient, { iterations: 60, warmup: 10 })).medianMs);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const b = median(bareRuns);
  const c = median(clientRuns);
  console.log(`devices page of 100 over loopback, median of ${rounds} x 60 requests:`);
  console.log(`  bare undici.request + JSON.parse: ${b.toFixed(3)} ms`);
  console.log(`  ApiClient.queryDevices:           ${c.toFixed(3)} ms`);
  console.log(
    `  ratio client/bare: ${(c / b).toFixed(2)}x, overhead ${(c - b).toFixed(3)} ms per query${c / b < 1.5 ? '  OK (target < 1.5x)' : '  OVER TARGET (< 1.5x)'}`,
  );
  report(
    '  one ApiClient query (all rounds pooled, last round)',
    await measure(viaClient, { iterations: 60, warmup: 5 }),
  );
  await client.close();
  await server.close();
}

// ---- 2. export throughput ------------------------------------------------------------------
{
  const N = 100_000;
  const server = await startDemoServer({ devices: N });
  const client = createApiClient({ baseUrl: server.url, token: server.orgToken, dialect: 'spec' });
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  const files = createFileStore(tempDir());
  const exports = createExports(createEventBus(), files);
  const at = Date.now();
  const started = performance.now();
  const { done } = exports.start(
    {
      fileName: 'devices.csv',
      columns: [],
      page: (offset, limit, signal) =>
        client.queryDevices(deviceQuery(noFilter, [{ field: 'name', ascending: true }], { offset, limit }, at), {
          signal,
        }),
    },
    'bench',
  );
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (result.state !== 'finished' || result.done !== N)
    throw new Error(`export ended ${result.state} after ${result.done} devices`);
  const bytes = result.file!.size;
  await files.clear();
  console.log(`export of ${N.toLocaleString('en')} devices (pages of 500, demo server in the same process):`);
  console.log(
    `  ${seconds.toFixed(2)} s, ${Math.round(N / seconds).toLocaleString('en')} devices/s${N / seconds > 10_000 ? '  OK (target > 10,000/s)' : '  UNDER TARGET (> 10,000/s)'}, CSV ${(bytes / MB).toFixed(1)} MB`,
  );
  console.log(
    `  memory: rss ${(before.rss / MB).toFixed(0)} MB before, peak ${(peakRss / MB).toFixed(0)} MB (+${((peakRss - before.rss) / MB).toFixed(0)} MB); heap peak +${((peakHeap - before.heapUsed) / MB).toFixed(0)} MB`,
  );
  await client.close();
  await server.close();
}
