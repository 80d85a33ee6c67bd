import { describe, expect, it } from 'vitest';
import { organizationIdentities, organizationUsers } from '../../../../electron/demo-server/organizations';

describe('organizations', () => {
  it('draws UUIDs from the seed: the same seed the same organizations, another seed others', () => {
    const a = organizationIdentities(14, 1);
    expect(organizationIdentities(14, 1)).toEqual(a);
    expect(organizationIdentities(14, 2).map((o) => o.uuid)).not.toEqual(a.map((o) => o.uuid));
    expect(new Set(a.map((o) => o.uuid)).size).toBe(14);
    for (const o of a) expect(o.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.map((o) => o.name).slice(0, 3)).toEqual(['demo', 'acme', 'globex']);
    expect(a[13]).toMatchObject({ name: 'acme-2', fullName: 'Acme Corporation (2)' });
  });
  it("gives each further organization three users of its own, e-mails at the organization's domain", () => {
    const [, acme] = organizationIdentities(2, 1);
    const users = organizationUsers(acme!, 7);
    expect(users).toHaveLength(3);
    expect(new Set(users.map((u) => u.name)).size).toBe(3);
    for (const u of users) expect(u.email).toBe(`${u.name}@acme.example`);
    expect(organizationUsers(acme!, 7)).toEqual(users);
  });
});
