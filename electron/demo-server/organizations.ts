import { createRandom } from './random';
import { GIVEN_NAMES, ORGANIZATIONS, SURNAMES } from './seed-data';
import type { SeedUser } from './users';

/** An organization of the demo world as the CLI prints it and `DemoServer.organizations` lists it. */
export interface OrganizationIdentity {
  uuid: string;
  /** Short name (a real organization's `orgaName`). */
  name: string;
  fullName: string;
}

/**
 * `count` organizations with UUIDs drawn from `seed` (the same seed gives the same UUIDs):
 * the first is the demo organization, the others take the names of the creation-wizard
 * requests' organizations (acme, globex, ...; acme-2 after twelve).
 */
export function organizationIdentities(count: number, seed: number): OrganizationIdentity[] {
  const r = createRandom(seed ^ 0x0a11);
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return { uuid: r.uuid(), name: 'demo', fullName: 'Demo Organization' };
    const [short, full] = ORGANIZATIONS[(i - 1) % ORGANIZATIONS.length]!;
    const round = Math.floor((i - 1) / ORGANIZATIONS.length);
    return {
      uuid: r.uuid(),
      name: round === 0 ? short : `${short}-${round + 1}`,
      fullName: round === 0 ? full : `${full} (${round + 1})`,
    };
  });
}

/** The seed of organization `index`'s devices: the first keeps the world's own seed. */
export function organizationSeed(seed: number, index: number): number {
  return index === 0 ? seed : (seed + index * 1_000_003) >>> 0;
}

/** Three users of an organization other than the first (drawn from the seed), e-mails at its own domain. */
export function organizationUsers(identity: OrganizationIdentity, seed: number): (SeedUser & { uuid: string })[] {
  const r = createRandom(seed ^ 0x05e2);
  const users: (SeedUser & { uuid: string })[] = [];
  const taken = new Set<string>();
  while (users.length < 3) {
    const givenName = r.pick(GIVEN_NAMES);
    const surName = r.pick(SURNAMES);
    const name = `${givenName}.${surName}`.toLowerCase().replace('ü', 'ue');
    const uuid = r.uuid();
    if (taken.has(name)) continue;
    taken.add(name);
    users.push({ uuid, name, email: `${name}@${identity.name}.example`, givenName, surName });
  }
  return users;
}
