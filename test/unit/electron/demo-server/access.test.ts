import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { expiredToken, parseExpiry, requestedOrganization } from '../../../../electron/demo-server/access';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('access', () => {
  it('takes the organization from the query or the header (Node lower-cases header names), empty as absent', () => {
    const url = (q: string) => new URL(`http://x/api${q}`);
    expect(requestedOrganization(req({}), url('?tenantOrganizationUuid=a-1'))).toBe('a-1');
    expect(requestedOrganization(req({ tenantorganizationuuid: 'b-2' }), url(''))).toBe('b-2');
    expect(requestedOrganization(req({ tenantorganizationuuid: 'A-1' }), url('?tenantOrganizationUuid=a-1'))).toBe(
      'a-1',
    );
    expect(requestedOrganization(req({}), url('?tenantOrganizationUuid='))).toBeUndefined();
    expect(
      requestedOrganization(req({ tenantorganizationuuid: 'b-2' }), url('?tenantOrganizationUuid=a-1')),
    ).toMatchObject({ status: 400 });
  });
  it('reads an expiry as ISO 8601 or epoch ms, and says when it is neither', () => {
    expect(parseExpiry('2026-03-01T12:00:00Z')).toBe(Date.UTC(2026, 2, 1, 12));
    expect(parseExpiry('1767225600000')).toBe(1767225600000);
    expect(parseExpiry(new Date(5))).toBe(5);
    expect(() => parseExpiry('next week')).toThrow(/"next week" is not a date \(expected ISO 8601/);
  });
  it('says the expiration date when it is known, and only then', () => {
    expect(expiredToken(Date.UTC(2026, 0, 1))).toMatchObject({
      message: 'The access token expired on 2026-01-01T00:00:00.000Z',
      errors: { expirationDate: '2026-01-01T00:00:00.000Z' },
      fields: { expirationDate: Date.UTC(2026, 0, 1) },
    });
    expect(expiredToken()).not.toHaveProperty('errors');
  });
});
