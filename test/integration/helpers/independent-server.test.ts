import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndependentServer } from '../../helpers/independent-server';
import type { IndependentServer } from '../../helpers/independent-server';

let server: IndependentServer;
beforeAll(async () => {
  server = await startIndependentServer({ failedLines: 30, users: [{ name: 'old0', email: 'old0@x.de' }] });
});
afterAll(() => server.close());

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'X-User-Access-Token': server.token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function importFile(csv: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'u.csv');
  const upload = await fetch(`${server.url}/api/management/v1/csvImport/upload/users`, {
    method: 'POST',
    headers: { 'X-User-Access-Token': server.token },
    body: form,
  });
  const fileUuid = ((await upload.json()) as { results: { uuid: string }[] }).results[0]!.uuid;
  const start = await post(`/api/v1/security/users/import/fromFile/${fileUuid}`, {});
  expect(start.body.status).toBe('CREATED');
  return start.body.uuid as string;
}

const readJob = async (uuid: string) => {
  const res = await fetch(`${server.url}/api/management/v1/csvImport/job/${uuid}`, {
    headers: { 'X-User-Access-Token': server.token },
  });
  const body = (await res.json()) as { status: number; results: Record<string, unknown>[] };
  expect(body.status).toBe(200);
  return body.results[0]!;
};

/** Every page of the report, walking by nonpagedCount. */
async function wholeReport(uuid: string) {
  const entries: { line: number; status: string; message: string }[] = [];
  for (let offset = 0; ;) {
    const { body } = await post(`/api/management/v1/csvImport/job/${uuid}/entityStates/query`, {
      limit: 500,
      offset,
      getNonpagedCount: true,
      sortOrder: { sortFields: [{ name: 'line', ascending: true }] },
    });
    const items = body.items as typeof entries;
    expect(items.length).toBeLessThanOrEqual(25);
    expect(body).not.toHaveProperty('total');
    entries.push(...items);
    offset += items.length;
    if (offset >= (body.nonpagedCount as number) || items.length === 0) return entries;
  }
}

describe('the independent server', () => {
  it('runs an import through CREATED, an unknown state, RUNNING with PENDING lines, to FINISHED, one step per read', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `u${i},u${i}@x.de,G,S${i},Secret-${i}`);
    const uuid = await importFile(`Name,EMAIL,givenName,surname,password\n${rows.join('\n')}\n`);
    const states: unknown[] = [];
    let job = await readJob(uuid);
    states.push(job.status);
    while (job.status !== 'FINISHED') {
      if (job.status === 'RUNNING') {
        const running = await wholeReport(uuid);
        expect(running.filter((e) => e.status === 'PENDING')).toHaveLength(30);
      }
      job = await readJob(uuid);
      states.push(job.status);
    }
    expect(states).toEqual(['VALIDATING', 'RUNNING', 'FINISHED']);
    expect(job).toMatchObject({ totalCount: 60, successCount: 30, failureCount: 30, importKind: 'USER' });
    const report = await wholeReport(uuid);
    expect(report).toHaveLength(60);
    const failed = report.filter((e) => e.status === 'FAILED');
    expect(failed).toHaveLength(30);
    for (const e of failed) expect(e.message).toBe(`Line ${e.line}: the server refused this user (configured failure)`);
    expect(new Set(failed.map((e) => e.line)).size).toBe(30);
    expect(report.filter((e) => e.line === -1).length).toBeGreaterThan(0);
    // The surname column was read though spelled `surname`.
    expect(report.find((e) => e.status === 'SUCCESS')?.message).toMatch(/\(S\d+\)$/);
  });
  it('caps device pages at 25, answers {items, nonpagedCount} with an integer status, unknown values included', async () => {
    const res = await request(`${server.url}/api/v2/devices/baseInfo/query`, {
      method: 'GET',
      headers: { 'X-User-Access-Token': server.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 100, getNonpagedCount: true }),
    });
    const body = (await res.body.json()) as { status: number; items: { platform: string }[]; nonpagedCount: number };
    expect([body.status, body.items.length, body.nonpagedCount]).toEqual([200, 25, 60]);
    expect(body.items.map((d) => d.platform)).toContain('QUANTUM_OS');
    const filtered = await post('/api/v2/devices/baseInfo/query', {
      filter: {
        type: 'logOp',
        operation: 'AND',
        filters: [{ type: 'stringEnum', fieldName: 'platform', values: ['IOS'] }],
      },
    });
    expect(filtered.body.nonpagedCount).toBe(15);
  });
  it('finds users by name or e-mail, refuses a wrong token, and records what it was sent', async () => {
    const found = await post('/api/v1/security/users/baseInfo/query?tenantOrganizationUuid=t-1', {
      searches: ['OLD0@'],
    });
    expect((found.body.items as { name: string }[]).map((u) => u.name)).toEqual(['old0']);
    expect(server.requests.at(-1)?.query.get('tenantOrganizationUuid')).toBe('t-1');
    const refused = await fetch(`${server.url}/api/v2/devices/baseInfo/query`, { method: 'POST' });
    expect(refused.status).toBe(401);
  });
});
