import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../electron/core/api/create-api-client';

// The user lookup's answer read into found users: the person's keys (custom1..custom15,
// foreignKey) only where a record has one, in the columns' order, trimmed, empty ones left out.
const PAGE = {
  total: 3,
  results: [
    { name: 'plain', email: 'plain@example.com', givenName: 'Pla', surname: 'In', activated: true },
    { foreignKey: ' F-1 ', name: 'keyed', email: null, custom15: 'k15', custom2: '  ', custom1: 'K-1', phone: '1' },
    { name: 'other', custom3: 7, position: '7a', surName: 'Sur' },
  ],
};

describe('found users of the user lookup', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(PAGE));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the keys a record has, in the id columns order, and none of a record without', async () => {
    const client = createApiClient({ baseUrl: url, token: 't' });
    try {
      const page = await client.queryUsers({ limit: 10, offset: 0 });
      expect(page.total).toBe(3);
      expect(page.results).toEqual([
        { name: 'plain', email: 'plain@example.com', givenName: 'Pla', surName: 'In', activated: true },
        { name: 'keyed', email: null, phone: '1', ids: { custom1: 'K-1', custom15: 'k15', foreignKey: 'F-1' } },
        { name: 'other', email: null, surName: 'Sur', position: '7a' },
      ]);
      expect(Object.keys(page.results[1]!.ids!)).toEqual(['custom1', 'custom15', 'foreignKey']);
      expect('ids' in page.results[0]!).toBe(false);
    } finally {
      await client.close();
    }
  });
});
