import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { UserQueryResponse } from '../../../shared/api/wire';
import { client } from './client';

const HEADER = 'name,email,givenName,surName,password,activated';

async function activated(server: DemoServer, name: string): Promise<unknown> {
  const res = await client(server).call('queryUsers', { body: { searches: [name], getItems: true } });
  const users = UserQueryResponse.parse(await res.json()).results;
  return (users.find((u) => u.name === name) as { activated?: unknown } | undefined)?.activated;
}

describe('the import column activated', () => {
  let honours: DemoServer;
  let ignores: DemoServer;
  beforeAll(async () => {
    honours = await startDemoServer({ devices: 1, jobRate: 0 });
    ignores = await startDemoServer({ devices: 1, jobRate: 0, ignoreColumns: ['activated'] });
  });
  afterAll(async () => {
    await honours.close();
    await ignores.close();
  });

  it('deactivates with false, keeps it with a blank cell, activates again with true; the lookup answers it', async () => {
    const api = client(honours);
    const line = (value: string) => `jdoe,jdoe@example.com,John,Doe,Secret-pass1,${value}`;
    expect(await activated(honours, 'jdoe')).toBe(true);
    await api.importCsv(`${HEADER}\n${line('false')}\n`, '?overwrite=true');
    expect(await activated(honours, 'jdoe')).toBe(false);
    await api.importCsv(`${HEADER}\n${line('')}\n`, '?overwrite=true');
    expect(await activated(honours, 'jdoe')).toBe(false);
    await api.importCsv(`${HEADER}\n${line('true')}\n`, '?overwrite=true');
    expect(await activated(honours, 'jdoe')).toBe(true);
  });

  it('a server started with ignoreColumns [activated] stores the line and leaves the user activated', async () => {
    const { job } = await client(ignores).importCsv(
      `${HEADER}\njdoe,jdoe@example.com,John,Doe,Secret-pass1,false\n`,
      '?overwrite=true',
    );
    expect(job.successCount).toBe(1);
    expect(await activated(ignores, 'jdoe')).toBe(true);
  });

  it('a seeded user may be deactivated', async () => {
    const server = await startDemoServer({
      devices: 1,
      users: [{ name: 'gone', email: 'gone@x.de', givenName: 'G', surName: 'One', activated: false }],
    });
    try {
      expect(await activated(server, 'gone')).toBe(false);
    } finally {
      await server.close();
    }
  });
});
