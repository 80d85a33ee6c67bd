import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import {
  buildQuery,
  DEVICE_STATUSES,
  DeviceBaseInfo,
  DeviceQueryResponse,
  f,
  PLATFORMS,
  WizardRequestQueryResponse,
} from '../../../shared/api/wire';
import type { Filter } from '../../../shared/api/wire';
import { client, expectError } from './client';

let server: DemoServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startDemoServer({ devices: 3000, seed: 7 });
  api = client(server);
});
afterAll(() => server.close());

async function devices(body: unknown, method?: string) {
  const res = await api.call('queryDevices', { body, ...(method ? { method } : {}) });
  expect(res.status, await res.clone().text()).toBe(200);
  return DeviceQueryResponse.parse(await res.json());
}

describe('4.6 device query', () => {
  it('answers GET with a JSON body (POST too) with DeviceBaseInfo records over the full enums', async () => {
    const get = await devices(buildQuery({ limit: 3000 }), 'GET');
    const post = await devices(buildQuery({ limit: 3000 }), 'POST');
    expect(post.results).toEqual(get.results);
    expect(get.total).toBe(3000);
    for (const d of get.results) DeviceBaseInfo.parse(d);
    const platforms = new Set(get.results.map((d) => d.platform));
    const statuses = new Set(get.results.map((d) => d.status));
    expect([...platforms].sort()).toEqual([...PLATFORMS].sort());
    expect([...statuses].sort()).toEqual([...DEVICE_STATUSES].sort());
    const first = get.results[0]!;
    for (const field of [
      'uuid',
      'name',
      'platform',
      'status',
      'lastConnectionDate',
      'enrollmentDate',
      'model',
      'manufacturer',
      'osVersion',
      'serialNumber',
      'ownership',
      'userName',
      'userEmail',
    ]) {
      expect(first).toHaveProperty(field);
    }
  });

  it('is deterministic for a seed', async () => {
    const other = await startDemoServer({ devices: 3000, seed: 7 });
    try {
      const res = await client(other).call('queryDevices', { body: buildQuery({ limit: 5, offset: 100 }) });
      const again = DeviceQueryResponse.parse(await res.json());
      expect(again.results).toEqual((await devices(buildQuery({ limit: 5, offset: 100 }))).results);
    } finally {
      await other.close();
    }
  });

  it('filters stringEnum on platform and status under logOp AND, with total', async () => {
    const body = buildQuery({
      filters: [f.oneOf('platform', ['ANDROID', 'IOS']), f.oneOf('status', ['COMPLIANT'])],
      limit: 50,
    });
    const page = await devices(body);
    const all = (await devices({})).results;
    const expected = all.filter((d) => (d.platform === 'ANDROID' || d.platform === 'IOS') && d.status === 'COMPLIANT');
    expect(page.total).toBe(expected.length);
    expect(page.results).toEqual(expected.slice(0, 50));
  });

  const all = () => devices({}).then((r) => r.results);
  it.each<[string, Filter, (d: DeviceBaseInfo) => boolean]>([
    [
      'OR',
      f.or(f.oneOf('platform', ['MACOS']), f.oneOf('status', ['DELETED'])),
      (d) => d.platform === 'MACOS' || d.status === 'DELETED',
    ],
    ['NOT', f.not(f.oneOf('platform', ['IOS'])), (d) => d.platform !== 'IOS'],
    [
      'NAND',
      f.nand(f.oneOf('platform', ['IOS']), f.is('supervised', true)),
      (d) => !(d.platform === 'IOS' && d.supervised === true),
    ],
    [
      'NOR',
      f.nor(f.oneOf('platform', ['IOS']), f.oneOf('status', ['COMPLIANT'])),
      (d) => d.platform !== 'IOS' && d.status !== 'COMPLIANT',
    ],
    ['string', f.equals('manufacturer', 'Samsung'), (d) => d.manufacturer === 'Samsung'],
    ['containsString', f.contains('name', 'IPHONE'), (d) => (d.name ?? '').toLowerCase().includes('iphone')],
    ['like', f.like('model', 'galaxy%'), (d) => /^galaxy/i.test(d.model ?? '')],
    ['null', f.isNull('lastConnectionDate'), (d) => d.lastConnectionDate === null],
    ['not null', f.isNull('userName', false), (d) => d.userName !== null],
    ['longRange', f.longRange('openActions', 2, 3), (d) => (d.openActions ?? -1) >= 2 && (d.openActions ?? -1) <= 3],
    [
      'dateRange',
      f.dateRange('lastConnectionDate', Date.UTC(2026, 0, 10)),
      (d) => d.lastConnectionDate != null && d.lastConnectionDate >= Date.UTC(2026, 0, 10),
    ],
    ['boolean', f.is('isDep', true), (d) => d.isDep === true],
  ])('filter %s matches exactly the devices it should', async (_, filter, predicate) => {
    const everything = await all();
    const page = await devices(buildQuery({ filters: [filter] }));
    const expected = everything.filter(predicate);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.length);
    expect(page.total).toBe(expected.length);
    expect(page.results.map((d) => d.uuid)).toEqual(expected.map((d) => d.uuid));
  });

  it('sorts by several fields, ties broken by uuid, and pages never overlap', async () => {
    const sort = [
      { name: 'platform', ascending: true },
      { name: 'name', ascending: false },
    ];
    const full = (await devices(buildQuery({ sort }))).results;
    for (let i = 1; i < full.length; i++) {
      const a = full[i - 1]!,
        b = full[i]!;
      const p = a.platform!.toLowerCase().localeCompare(b.platform!.toLowerCase());
      expect(p).toBeLessThanOrEqual(0);
      if (p === 0) {
        const n =
          a.name!.toLowerCase() < b.name!.toLowerCase() ? -1 : a.name!.toLowerCase() > b.name!.toLowerCase() ? 1 : 0;
        expect(n).toBeGreaterThanOrEqual(0);
        if (a.name === b.name) expect(a.uuid! < b.uuid!).toBe(true);
      }
    }
    const pages = [];
    for (let offset = 0; offset < full.length; offset += 137)
      pages.push(...(await devices(buildQuery({ sort, limit: 137, offset }))).results);
    expect(pages.map((d) => d.uuid)).toEqual(full.map((d) => d.uuid));
    expect(new Set(pages.map((d) => d.uuid)).size).toBe(full.length);
  });

  it('sorts dates descending with missing values first (they rank last ascending)', async () => {
    const asc = (await devices(buildQuery({ sort: ['lastConnectionDate'] }))).results;
    const dates = asc.map((d) => d.lastConnectionDate);
    const firstNull = dates.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(dates.slice(firstNull).every((d) => d === null)).toBe(true);
    const nonNull = dates.slice(0, firstNull) as number[];
    expect(nonNull).toEqual([...nonNull].sort((a, b) => a - b));
  });

  it('answers 400 naming an unknown filter type, an unknown field, an unknown sort field', async () => {
    await expectError(
      await api.call('queryDevices', { body: { filter: { type: 'regex', fieldName: 'name' } } }),
      400,
      /Unknown filter type 'regex'/,
    );
    await expectError(
      await api.call('queryDevices', {
        body: buildQuery({ filters: [f.oneOf('platform', ['IOS']), f.oneOf('colour', ['red'])] }),
      }),
      400,
      /Unknown field 'colour'.*filter\.filters\[1\]/,
    );
    await expectError(
      await api.call('queryDevices', { body: buildQuery({ sort: ['height'] }) }),
      400,
      /Unknown sort field 'height'/,
    );
    await expectError(
      await api.call('queryDevices', { body: { limit: -1 } }),
      400,
      /'limit' must be a non-negative integer/,
    );
  });

  it('answers 400 naming the problem for malformed JSON', async () => {
    const body = await expectError(await api.call('queryDevices', { body: '{"limit": 10,' }), 400, /Malformed JSON/);
    expect(body.errors).toHaveProperty('body');
  });
});

describe('4.5 creation-wizard requests', () => {
  it('lists seeded requests with name and the WizardRequest fields, never a password', async () => {
    const res = await api.call('queryCreationWizardRequests', {
      body: buildQuery({ limit: 100 }),
      headers: { 'Accept-Charset': 'UTF-8' },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/orgaAdminPwd|password/i);
    const body = WizardRequestQueryResponse.parse(JSON.parse(text));
    expect(body.total).toBeGreaterThan(20);
    for (const r of body.results) {
      expect(r.name).toEqual(expect.any(String));
      expect(r.orgaAdminEmail).toMatch(/@/);
      expect(r.orgaFullName).toEqual(expect.any(String));
    }
  });
  it('pages, sorts and filters', async () => {
    const all = WizardRequestQueryResponse.parse(
      await (
        await api.call('queryCreationWizardRequests', {
          body: buildQuery({ sort: [{ name: 'name', ascending: false }] }),
        })
      ).json(),
    );
    const names = all.results.map((r) => r.name!);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const page = WizardRequestQueryResponse.parse(
      await (
        await api.call('queryCreationWizardRequests', {
          body: buildQuery({ sort: [{ name: 'name', ascending: false }], limit: 5, offset: 5 }),
        })
      ).json(),
    );
    expect(page.results).toEqual(all.results.slice(5, 10));
    const acme = WizardRequestQueryResponse.parse(
      await (
        await api.call('queryCreationWizardRequests', { body: buildQuery({ filters: [f.like('name', 'acme%')] }) })
      ).json(),
    );
    expect(acme.results.map((r) => r.name).sort()).toEqual(['acme', 'acme-2', 'acme-3']);
  });
  it('answers 403 to an organization administrator', async () => {
    await expectError(
      await api.call('queryCreationWizardRequests', { token: server.orgToken, body: {} }),
      403,
      /system administrator/,
    );
  });
});
