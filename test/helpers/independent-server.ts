/**
 * An independent server of the service's API for the client's tests: written apart from the
 * demo server (it imports nothing of electron/demo-server, nor the endpoint table: its paths
 * are the specification's, typed out here), so that a client passing against both does not
 * merely agree with itself. It takes the liberties a real server may take, all at once:
 *
 * - every page holds at most `pageCap` (25) entries, whatever limit was asked;
 * - lists answer `{status: 200, items, nonpagedCount}` (integer status, no `total`);
 * - a job goes CREATED, VALIDATING (a state no client knows), RUNNING, FINISHED, one step per
 *   read, so tests need no clock; while RUNNING the report holds PENDING lines;
 * - some SUCCESS lines are reported with `line: -1` (the reference: "-1 if unknown");
 * - records carry fields and enum values no client knows (`importKind`, a QUANTUM_OS device);
 * - headers are matched without regard to case (`surname` is `surName`);
 * - the import outcome is configurable: `failedLines` (a count spread over the file, or the
 *   line numbers) fail with a message naming the line.
 *
 * Only what the client's tests need is implemented; everything else answers 404.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Papa from 'papaparse';

export interface IndependentServerOptions {
  /** The one token it accepts in X-User-Access-Token (default: a random UUID). */
  token?: string;
  /** The most entries a page holds (default 25). */
  pageCap?: number;
  /** Devices it holds (default 60). */
  devices?: number;
  /** Users that exist before any import (name and e-mail). */
  users?: readonly { name: string; email: string }[];
  /** Lines that fail: a count (spread evenly over the data lines) or the line numbers themselves. */
  failedLines?: number | readonly number[];
  /** Every Nth SUCCESS entry is reported with line -1 (default 7; 0: never). */
  unknownLineEvery?: number;
  /** Statuses a job shows, one per read, before FINISHED (default CREATED, VALIDATING, RUNNING). */
  jobStates?: readonly string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export interface IndependentServer {
  url: string;
  token: string;
  /** Every request received, in order (for tests that check what the client sent). */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

interface Entry {
  uuid: string;
  line: number;
  status: string;
  message: string;
  detail: { source: string };
}

interface Job {
  uuid: string;
  reads: number;
  entries: Entry[];
  counts: { success: number; skipped: number; failure: number };
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};
const fail = (res: ServerResponse, status: number, errorCode: string, message: string) =>
  send(res, status, { errorCode, status, message, errors: {} });

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const PLATFORMS = ['IOS', 'ANDROID', 'WINDOWS', 'QUANTUM_OS'];
const STATUSES = ['COMPLIANT', 'INACTIVE', 'QUARANTINED'];

interface Query {
  limit?: number;
  offset?: number;
  sortOrder?: { sortFields?: { name: string; ascending?: boolean }[] };
  filter?: { type: string; operation?: string; filters?: Query['filter'][]; fieldName?: string; values?: string[] };
  searches?: string[];
}

function matches(row: Record<string, unknown>, filter: Query['filter']): boolean {
  if (!filter) return true;
  if (filter.type === 'logOp') {
    const results = (filter.filters ?? []).map((f) => matches(row, f));
    return filter.operation === 'OR' ? results.some(Boolean) : results.every(Boolean);
  }
  if (filter.type === 'stringEnum') return (filter.values ?? []).includes(String(row[filter.fieldName ?? '']));
  return true;
}

/** Filter, sort, then one page: at most `cap` entries, whatever the limit. */
function page<T extends Record<string, unknown>>(rows: T[], query: Query, cap: number) {
  const filtered = rows.filter((r) => matches(r, query.filter));
  const sort = query.sortOrder?.sortFields ?? [];
  const sorted = [...filtered].sort((a, b) => {
    for (const s of sort) {
      const x = a[s.name] as string | number;
      const y = b[s.name] as string | number;
      if (x !== y) return (x < y ? -1 : 1) * (s.ascending === false ? -1 : 1);
    }
    return 0;
  });
  const offset = query.offset ?? 0;
  const limit = Math.min(query.limit ?? cap, cap);
  return { status: 200, items: sorted.slice(offset, offset + limit), nonpagedCount: filtered.length };
}

export async function startIndependentServer(options: IndependentServerOptions = {}): Promise<IndependentServer> {
  const token = options.token ?? randomUUID();
  const cap = options.pageCap ?? 25;
  const unknownEvery = options.unknownLineEvery ?? 7;
  const states = options.jobStates ?? ['CREATED', 'VALIDATING', 'RUNNING'];
  const users = new Map((options.users ?? []).map((u) => [u.name.toLowerCase(), { ...u, uuid: randomUUID() }]));
  const files = new Map<string, { text: string }>();
  const jobs = new Map<string, Job>();
  const requests: RecordedRequest[] = [];
  const devices = Array.from({ length: options.devices ?? 60 }, (_, i) => ({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Device ${String(i).padStart(3, '0')}`,
    platform: PLATFORMS[i % PLATFORMS.length]!,
    status: STATUSES[i % STATUSES.length]!,
    lastConnectionDate: 1_767_225_600_000 + i * 60_000,
    // A real server's further date (reference DeviceBaseInfo), which the demo server never sends.
    loanUntil: i % 2 === 0 ? 1_769_904_000_000 : null,
    assetTag: `A-${i}`,
  }));

  /** The outcome of every data line, decided when the job starts. */
  function runImport(text: string, separator: string, overwrite: boolean): Job {
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: separator }).data;
    const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
    const col = (name: string) => header.indexOf(name.toLowerCase());
    const data = rows
      .slice(1)
      .map((fields, i) => ({ fields, line: i + 2 }))
      .filter((r) => !(r.fields.length === 1 && r.fields[0] === ''));
    const failed = new Set<number>();
    if (typeof options.failedLines === 'number' && options.failedLines > 0) {
      const step = data.length / options.failedLines;
      for (let k = 0; k < options.failedLines && k < data.length; k++) failed.add(data[Math.floor(k * step)]!.line);
    } else if (Array.isArray(options.failedLines)) for (const l of options.failedLines) failed.add(l);
    const job: Job = { uuid: randomUUID(), reads: 0, entries: [], counts: { success: 0, skipped: 0, failure: 0 } };
    let successes = 0;
    for (const { fields, line } of data) {
      const name = fields[col('name')] ?? '';
      const surname = fields[col('surname')];
      let status: string;
      let message: string;
      if (fields.length !== header.length) {
        status = 'FAILED';
        message = `Line ${line}: ${fields.length} values for ${header.length} columns`;
      } else if (failed.has(line)) {
        status = 'FAILED';
        message = `Line ${line}: the server refused this user (configured failure)`;
      } else if (users.has(name.toLowerCase()) && !overwrite) {
        status = 'SKIPPED';
        message = `${name} exists; not overwritten`;
      } else {
        status = 'SUCCESS';
        message = `Created ${name} (${surname ?? 'no surname'})`;
        users.set(name.toLowerCase(), { name, email: fields[col('email')] ?? '', uuid: randomUUID() });
      }
      if (status === 'SUCCESS') job.counts.success++;
      else if (status === 'SKIPPED') job.counts.skipped++;
      else job.counts.failure++;
      const hideLine = status === 'SUCCESS' && unknownEvery > 0 && ++successes % unknownEvery === 0;
      job.entries.push({ uuid: randomUUID(), line: hideLine ? -1 : line, status, message, detail: { source: 'csv' } });
    }
    return job;
  }

  /** What a job shows at its current read: before FINISHED, the later half of the lines is PENDING. */
  function view(job: Job) {
    const state = states[Math.min(job.reads, states.length)] ?? 'FINISHED';
    const done =
      state === 'FINISHED' ? job.entries.length : state === 'RUNNING' ? Math.floor(job.entries.length / 2) : 0;
    const shown = job.entries.slice(0, done);
    const count = (s: string) => shown.filter((e) => e.status === s).length;
    return {
      state,
      entries: [
        ...shown,
        ...(state === 'RUNNING'
          ? job.entries.slice(done).map((e) => ({ ...e, status: 'PENDING', message: 'queued' }))
          : []),
      ],
      job: {
        uuid: job.uuid,
        status: state,
        totalCount: state === 'CREATED' ? null : job.entries.length,
        successCount: count('SUCCESS'),
        skippedCount: count('SKIPPED'),
        failureCount: count('FAILED'),
        importKind: 'USER',
        progress: { percent: Math.round((done / Math.max(1, job.entries.length)) * 100) },
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers });
    const body = await bodyOf(req);
    if (req.headers['x-user-access-token'] !== token) return fail(res, 401, 'REQUEST_UNAUTHORIZED', 'Bad token');
    const json = (): Query => (body.length ? (JSON.parse(body.toString('utf8')) as Query) : {});
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/api/management/v1/csvImport/upload/users') {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      const file = form.get('file');
      if (!file || typeof file === 'string') return fail(res, 400, 'NO_FILE_UPLOADED', 'no file part');
      const uuid = randomUUID();
      files.set(uuid, { text: await file.text() });
      return send(res, 200, { status: 200, results: [{ uuid, name: file.name, size: file.size, storage: 'disk-7' }] });
    }
    if (req.method === 'POST' && (m = /^\/api\/v1\/security\/users\/import\/fromFile\/([^/]+)$/.exec(path))) {
      const file = files.get(m[1]!);
      if (!file) return fail(res, 404, 'FILE_DOES_NOT_EXIST', 'no such file');
      const separator = url.searchParams.get('csvSeparator') === 'SEMICOLON' ? ';' : ',';
      const job = runImport(file.text, separator, url.searchParams.get('overwrite') === 'true');
      jobs.set(job.uuid, job);
      return send(res, 200, view(job).job);
    }
    if (req.method === 'GET' && (m = /^\/api\/management\/v1\/csvImport\/job\/([^/]+)$/.exec(path))) {
      const job = jobs.get(m[1]!);
      if (!job) return fail(res, 404, 'CSV_IMPORT_JOB_DOES_NOT_EXIST', 'no such job');
      job.reads++;
      return send(res, 200, { status: 200, results: [view(job).job] });
    }
    if (
      req.method === 'POST' &&
      (m = /^\/api\/management\/v1\/csvImport\/job\/([^/]+)\/entityStates\/query$/.exec(path))
    ) {
      const job = jobs.get(m[1]!);
      if (!job) return fail(res, 404, 'CSV_IMPORT_JOB_DOES_NOT_EXIST', 'no such job');
      return send(res, 200, page(view(job).entries as unknown as Record<string, unknown>[], json(), cap));
    }
    if ((req.method === 'GET' || req.method === 'POST') && path === '/api/v2/devices/baseInfo/query')
      return send(res, 200, page(devices, json(), cap));
    if (req.method === 'POST' && path === '/api/v1/security/organizations/creationWizardRequests') {
      const requests = Array.from({ length: 30 }, (_, i) => ({ name: `org-${i}`, orgaName: `org-${i}`, tier: 'gold' }));
      return send(res, 200, page(requests, json(), cap));
    }
    if (req.method === 'POST' && path === '/api/v1/security/users/baseInfo/query') {
      const q = json();
      const needles = (q.searches ?? []).map((s) => s.toLowerCase());
      const found = [...users.values()]
        .filter((u) => needles.length === 0 || needles.some((n) => `${u.name} ${u.email}`.toLowerCase().includes(n)))
        .map((u) => ({ uuid: u.uuid, type: 'USER', name: u.name, email: u.email, activated: true }));
      return send(res, 200, page(found, q, cap));
    }
    return fail(res, 404, 'RESOURCE_NOT_FOUND', `${req.method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => fail(res, 500, 'OTHER', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
