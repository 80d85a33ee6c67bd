import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { UserQueryResponse, legacyListOf, UserBaseInfo } from '../../../shared/api/wire';
import { assertReference } from '../../helpers/reference-schemas';
import { client, expectError } from './client';

const OLD = Array.from({ length: 10 }, (_, i) => ({
  name: `old${i}`,
  email: `old${i}@school.example`,
  givenName: 'Old',
  surName: `Number${i}`,
}));

let spec: DemoServer;
let management: DemoServer;
beforeAll(async () => {
  spec = await startDemoServer({ devices: 1, users: OLD, jobRate: 0 });
  management = await startDemoServer({ devices: 1, users: OLD, dialect: 'management', envelope: 'legacy' });
});
afterAll(async () => {
  await spec.close();
  await management.close();
});

async function lookup(server: DemoServer, body: unknown) {
  const res = await client(server).call('queryUsers', { body });
  expect(res.status).toBe(200);
  return UserQueryResponse.parse(await res.json());
}

describe('user lookup', () => {
  it('holds the seeded users beside the built-in ones, answered as the reference User', async () => {
    const all = await lookup(spec, { getItems: true, getNonpagedCount: true, limit: 100 });
    expect(all.total).toBe(13);
    expect(all.results.map((u) => u.name)).toEqual(['asmith', 'jdoe', 'mmustermann', ...OLD.map((u) => u.name)]);
    const old3 = all.results.find((u) => u.name === 'old3')!;
    expect(old3).toMatchObject({ type: 'USER', email: 'old3@school.example', givenName: 'Old', surname: 'Number3' });
    expect(old3.organizationUuid).toBe(spec.organizations[0]!.uuid);
    for (const user of all.results) assertReference('User', user);
  });
  it('matches a search in the name or the e-mail, ignoring case; several searches add up', async () => {
    expect((await lookup(spec, { searches: ['OLD1'] })).results.map((u) => u.name)).toEqual(['old1']);
    expect((await lookup(spec, { searches: ['School.Example'] })).results).toHaveLength(10);
    expect((await lookup(spec, { searches: ['max.muster'] })).results.map((u) => u.name)).toEqual(['mmustermann']);
    expect((await lookup(spec, { searches: ['jdoe', 'old9', 'nobody'] })).results.map((u) => u.name)).toEqual([
      'jdoe',
      'old9',
    ]);
    expect((await lookup(spec, { searches: ['nobody'], getNonpagedCount: true })).total).toBe(0);
  });
  it('pages and counts, and answers the count only with getItems false', async () => {
    const page = await lookup(spec, { searches: ['old'], limit: 4, offset: 8, getNonpagedCount: true });
    expect(page.results.map((u) => u.name)).toEqual(['old8', 'old9']);
    expect(page.total).toBe(10);
    const count = await lookup(spec, { searches: ['old'], getItems: false, getNonpagedCount: true });
    expect([count.results.length, count.total]).toEqual([0, 10]);
  });
  it('sees users an import stores', async () => {
    const api = client(spec);
    await api.importCsv('name,email,givenName,surName,password\nnewbie,newbie@x.de,N,B,password1\n');
    expect((await lookup(spec, { searches: ['newbie'] })).results[0]).toMatchObject({ name: 'newbie', version: 1 });
  });
  it('pages through every user from a kept table that an import renews', async () => {
    const names = async (offset: number) => {
      const page = await lookup(spec, { getNonpagedCount: true, limit: 5, offset });
      return { total: page.total, names: page.results.map((u) => u.name) };
    };
    const before = await names(0);
    const pages = [before];
    for (let offset = 5; offset < before.total!; offset += 5) pages.push(await names(offset));
    const all = pages.flatMap((p) => p.names);
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(before.total);
    // An import adds a user that sorts first: the listing after it has it, one more in all.
    await client(spec).importCsv('name,email,givenName,surName,password\naaa-first,aaa@x.de,A,F,password1\n');
    const after = await names(0);
    expect(after.total).toBe(before.total! + 1);
    expect(after.names[0]).toBe('aaa-first');
  });
  it('refuses searches that are not strings, naming the field', async () => {
    const bad = await expectError(await client(spec).call('queryUsers', { body: { searches: 'old' } }), 400);
    expect(bad.errors).toHaveProperty('searches');
    await expectError(await client(spec).call('queryUsers', { body: { getItems: 'yes' } }), 400, /getItems/);
  });
  it('answers on the management path too, in the legacy envelope when asked', async () => {
    const res = await client(management, 'management').call('queryUsers', {
      body: { searches: ['old2'], getItems: true, getNonpagedCount: true },
    });
    const body = legacyListOf(UserBaseInfo).parse(await res.json());
    expect(body).toMatchObject({ status: 200, nonpagedCount: 1 });
    expect(body.items[0]?.name).toBe('old2');
    await expectError(await client(management, 'spec').call('queryUsers', { body: {} }), 404);
  });
});
