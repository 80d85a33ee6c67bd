/**
 * The creation-wizard endpoint may create on a real server (shared/reference: "submit a
 * request"): a 400 or 405 from it is explained, and the app sends it nothing but the list
 * query asked for (one request per dialect form, the query as built, no retry of a refusal).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../electron/core/api/create-api-client';
import { describeError } from '../../../shared/errors/wording';
import { wordingOf } from '../../helpers/worded';

const received: { method: string; url: string; body: string }[] = [];
let status = 405;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ method: req.method ?? '', url: req.url ?? '', body });
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        errorCode: status === 400 ? 'ARGUMENTS_MISSING_OR_INVALID' : null,
        status,
        message: status === 400 ? 'orgaName must not be null' : 'Request method not supported',
      }),
    );
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the creation-wizard endpoint refusing a query', () => {
  it.each([
    [405, 'spec' as const, 1],
    [400, 'spec' as const, 1],
    [405, 'auto' as const, 2],
  ])(
    'HTTP %i (dialect %s) is explained, after %i request(s) carrying only the query',
    async (answer, dialect, requests) => {
      status = answer;
      received.length = 0;
      const client = createApiClient({ baseUrl: url, token: 'admin-token-0001', dialect });
      try {
        const query = { limit: 10, offset: 0, getNonpagedCount: true };
        const error = await client.queryCreationWizardRequests(query).then(
          () => null,
          (e: unknown) => e as { code: string; message: string; details: Record<string, unknown> },
        );
        expect(wordingOf(error)).toContain(
          'On some servers this endpoint submits a new organization request instead of listing them',
        );
        expect(describeError(error!, 'app')).toContain(
          'Nothing was created: the app sends this endpoint only the list query',
        );
        expect(received).toHaveLength(requests);
        for (const r of received) {
          expect(r.method).toBe('POST');
          expect(JSON.parse(r.body)).toEqual(query);
        }
      } finally {
        await client.close();
      }
    },
  );
});
