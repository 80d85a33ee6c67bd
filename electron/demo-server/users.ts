import type { UserFields } from './user-row';

export interface StoredUser {
  name: string;
  email: string;
  givenName: string;
  surName: string;
  version: number;
  roles: string[];
  phone?: string;
  position?: string;
  country?: string;
  managedAppleId?: string;
  custom: Record<string, string>;
}

/**
 * Users that exist before any import, so that SKIPPED (and overwrite to a later version)
 * can be shown: `jdoe` (version 1), `asmith` (version 3), `mmustermann` (version 1).
 */
export const SEEDED_USERS: readonly StoredUser[] = [
  {
    name: 'jdoe',
    email: 'jdoe@example.com',
    givenName: 'John',
    surName: 'Doe',
    version: 1,
    roles: ['Device User'],
    custom: {},
  },
  {
    name: 'asmith',
    email: 'asmith@example.com',
    givenName: 'Alice',
    surName: 'Smith',
    version: 3,
    roles: ['Device User', 'Developer'],
    custom: {},
  },
  {
    name: 'mmustermann',
    email: 'max.mustermann@example.com',
    givenName: 'Max',
    surName: 'Mustermann',
    version: 1,
    roles: ['Device User'],
    custom: {},
  },
];

/** Built-in role names of the demo organization (reference: "Device User", "User", ...). */
export const DEMO_ROLES = ['Device User', 'User', 'Developer', 'App Reviewer', 'Organization Administrator'] as const;
export const DEFAULT_ROLE = 'Device User';

/** The organization's users, keyed case-insensitively by name (login names are). Passwords are not kept. */
export class UserStore {
  private readonly users = new Map<string, StoredUser>();

  constructor(seed: readonly StoredUser[] = SEEDED_USERS) {
    for (const user of seed)
      this.users.set(user.name.toLowerCase(), { ...user, roles: [...user.roles], custom: { ...user.custom } });
  }

  get(name: string): StoredUser | undefined {
    return this.users.get(name.toLowerCase());
  }

  get size(): number {
    return this.users.size;
  }

  /** Stores a new user (version 1) or the next version of an existing one. */
  store(fields: UserFields, roles: readonly string[]): StoredUser {
    const previous = this.get(fields.name);
    const { password: _password, ...rest } = fields;
    const user: StoredUser = { ...rest, roles: [...roles], version: previous ? previous.version + 1 : 1 };
    this.users.set(fields.name.toLowerCase(), user);
    return user;
  }
}
