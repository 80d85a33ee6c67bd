import { randomUUID } from 'node:crypto';
import { ColumnSource } from './column-source';
import { ImportJobs } from './import-jobs';
import type { OrganizationIdentity } from './organizations';
import { organizationIdentities, organizationSeed, organizationUsers } from './organizations';
import type { DemoPasswordPolicy } from './password-rules';
import { QueryTable } from './query-table';
import { createRandom } from './random';
import { DEVICE_COLUMNS, DEVICE_FIELDS, WIZARD_REQUEST_FIELDS, eachSeedDevice, seedWizardRequests } from './seed-data';
import type { DemoDevice, DemoWizardRequest } from './seed-data';
import type { UploadedFile } from './uploads';
import type { FlagColumn } from './user-csv-file';
import { SEEDED_USERS, UserStore } from './users';
import type { SeedUser } from './users';

export type DeviceTable = QueryTable<DemoDevice>;

/**
 * Above this many devices per organization they are kept as columns (a million as objects
 * would take about a gigabyte). Below it they stay objects, which tests may change in place.
 */
export const COLUMNS_FROM = 50_000;

function collect(fill: (add: (device: DemoDevice) => void) => void): DemoDevice[] {
  const devices: DemoDevice[] = [];
  fill((d) => devices.push(d));
  return devices;
}

/** One organization of the demo world: its own users, devices, uploads and jobs. */
export interface DemoOrganization extends OrganizationIdentity {
  /** Its administrator's token (the first organization's is `orgToken`, which may act in all). */
  token: string;
  users: UserStore;
  jobs: ImportJobs;
  devices: DeviceTable;
  files: Map<string, UploadedFile>;
}

export interface WorldOptions {
  organizations: number;
  devices: number;
  seed: number;
  now: number;
  clock: () => number;
  orgToken: string;
  users: readonly SeedUser[];
  jobRate: number;
  passwordPolicy: DemoPasswordPolicy;
  forgetJobsAfterMs?: number;
  /** Import columns the server does not take (see ImportJobsOptions.ignoreColumns). */
  ignoreColumns?: readonly FlagColumn[];
  /** How devices are kept (default: objects up to COLUMNS_FROM per organization, columns above). */
  deviceStorage?: 'objects' | 'columns';
}

/** The first organization's users: the three built-in ones, then the extra ones given (names and e-mails unique). */
function firstUsers(seed: number, extra: readonly SeedUser[]) {
  const r = createRandom(seed ^ 0x05e1);
  const users = SEEDED_USERS.map((u) => ({ ...u, uuid: r.uuid() }));
  const names = new Set(users.map((u) => u.name.toLowerCase()));
  const emails = new Set(users.map((u) => u.email.toLowerCase()));
  for (const user of extra) {
    if (names.has(user.name.toLowerCase())) throw new Error(`users: the name '${user.name}' is seeded twice`);
    if (emails.has(user.email.toLowerCase())) throw new Error(`users: the e-mail '${user.email}' is seeded twice`);
    names.add(user.name.toLowerCase());
    emails.add(user.email.toLowerCase());
    users.push({ ...user, version: 1, roles: ['Device User'], uuid: r.uuid() });
  }
  return users;
}

export function buildWorld(options: WorldOptions): {
  organizations: DemoOrganization[];
  wizardRequests: QueryTable<DemoWizardRequest>;
} {
  if (!Number.isInteger(options.organizations) || options.organizations < 1)
    throw new Error(`organizations must be 1 or more, got ${options.organizations}`);
  const organizations = organizationIdentities(options.organizations, options.seed).map((identity, index) => {
    const users = new UserStore(
      index === 0
        ? firstUsers(options.seed, options.users)
        : organizationUsers(identity, organizationSeed(options.seed, index)),
      options.clock,
    );
    const fill = (add: (device: DemoDevice) => void) =>
      eachSeedDevice(options.devices, organizationSeed(options.seed, index), options.now, identity.uuid, add);
    const columns =
      options.deviceStorage === 'columns' || (options.deviceStorage === undefined && options.devices > COLUMNS_FROM);
    const devices = new QueryTable<DemoDevice>(
      DEVICE_FIELDS,
      columns ? ColumnSource.build<DemoDevice>(DEVICE_COLUMNS, options.devices, fill) : collect(fill),
    );
    const org: DemoOrganization = {
      ...identity,
      token: index === 0 ? options.orgToken : randomUUID(),
      users,
      jobs: new ImportJobs(users, {
        rate: options.jobRate,
        policy: options.passwordPolicy,
        createdBy: index === 0 ? 'demo-admin' : `admin-${identity.name}`,
        organizationUuid: identity.uuid,
        clock: options.clock,
        ...(options.forgetJobsAfterMs !== undefined ? { forgetAfterMs: options.forgetJobsAfterMs } : {}),
        ...(options.ignoreColumns ? { ignoreColumns: options.ignoreColumns } : {}),
      }),
      devices,
      files: new Map(),
    };
    return org;
  });
  const wizardRequests = new QueryTable(
    WIZARD_REQUEST_FIELDS,
    seedWizardRequests(options.seed, undefined, options.now),
  );
  return { organizations, wizardRequests };
}
