import { randomUUID } from 'node:crypto';
import type { UserFields } from './user-row';
import { UserSearchIndex } from './user-search-index';

/** A user to seed: the fields a user lookup shows (the CSV's column names). */
export interface SeedUser {
  name: string;
  email: string;
  givenName: string;
  surName: string;
  /** International form (`+` and digits), as an import would store it. */
  phone?: string;
  position?: string;
  /** custom1..custom15 (the extra columns of a `--users` file), as an import stores them. */
  custom?: Record<string, string>;
  foreignKey?: string;
  /** False: a deactivated user (cannot sign in). Default true. */
  activated?: boolean;
}

export interface StoredUser {
  uuid: string;
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
  foreignKey?: string;
  custom: Record<string, string>;
  /** The user must choose a new password at the next sign-in (set by an import's column). */
  passwordChangeRequired?: boolean;
  /** False: deactivated (reference `activated`: "a deactivated user can't sign in"); absent: activated. */
  activated?: boolean;
  createdDate: number;
  modifiedDate: number;
}

/**
 * Users that exist before any import in the first organization, so that SKIPPED (and
 * overwrite to a later version) can be shown: `jdoe` (version 1), `asmith` (version 3),
 * `mmustermann` (version 1).
 */
export const SEEDED_USERS: readonly (SeedUser & { version: number; roles: readonly string[] })[] = [
  { name: 'jdoe', email: 'jdoe@example.com', givenName: 'John', surName: 'Doe', version: 1, roles: ['Device User'] },
  {
    name: 'asmith',
    email: 'asmith@example.com',
    givenName: 'Alice',
    surName: 'Smith',
    version: 3,
    roles: ['Device User', 'Developer'],
  },
  {
    name: 'mmustermann',
    email: 'max.mustermann@example.com',
    givenName: 'Max',
    surName: 'Mustermann',
    version: 1,
    roles: ['Device User'],
  },
];

/** Built-in role names of the demo organization (reference: "Device User", "User", ...). */
export const DEMO_ROLES = ['Device User', 'User', 'Developer', 'App Reviewer', 'Organization Administrator'] as const;
export const DEFAULT_ROLE = 'Device User';

/** A user as the user lookup answers it (reference `User`: `type` USER, `surname` spelled so). */
export function userBaseInfo(user: StoredUser, organizationUuid: string) {
  return {
    uuid: user.uuid,
    type: 'USER',
    name: user.name,
    email: user.email,
    givenName: user.givenName,
    surname: user.surName,
    organizationUuid,
    version: user.version,
    activated: user.activated !== false,
    locked: false,
    passwordChangeRequired: user.passwordChangeRequired === true,
    ...(user.phone ? { phone: user.phone } : {}),
    ...(user.position ? { position: user.position } : {}),
    ...(user.country ? { country: user.country } : {}),
    ...(user.managedAppleId ? { managedAppleId: user.managedAppleId } : {}),
    // The person's keys as imported: custom1..custom15 and a 26.x server's foreignKey.
    ...user.custom,
    ...(user.foreignKey ? { foreignKey: user.foreignKey } : {}),
    createdDate: user.createdDate,
    modifiedDate: user.modifiedDate,
  };
}
export type UserBaseInfoRow = ReturnType<typeof userBaseInfo>;

/**
 * One organization's users, keyed case-insensitively by name (login names are), with an
 * index of e-mail addresses (unique across the organization's users, ignoring case).
 * Passwords are not kept.
 */
export class UserStore {
  private readonly users = new Map<string, StoredUser>();
  /** Lower-cased e-mail -> lower-cased name of the user who has it. */
  private readonly emails = new Map<string, string>();
  /** Built at the first lookup after a change (a dry run asks thousands of lookups of an unchanged store). */
  private searchIndex: UserSearchIndex<StoredUser> | undefined;
  /** Counts the changes: what is built from the users (the lookup's sorted table) is kept while it stays. */
  private changes = 0;

  constructor(
    seed: readonly (SeedUser & { version?: number; roles?: readonly string[]; uuid?: string })[] = SEEDED_USERS,
    private readonly clock: () => number = Date.now,
  ) {
    const now = clock();
    for (const user of seed) {
      this.put({
        uuid: user.uuid ?? randomUUID(),
        name: user.name,
        email: user.email,
        givenName: user.givenName,
        surName: user.surName,
        ...(user.phone ? { phone: user.phone } : {}),
        ...(user.position ? { position: user.position } : {}),
        ...(user.foreignKey ? { foreignKey: user.foreignKey } : {}),
        ...(user.activated === false ? { activated: false } : {}),
        version: user.version ?? 1,
        roles: [...(user.roles ?? [DEFAULT_ROLE])],
        custom: { ...user.custom },
        createdDate: now,
        modifiedDate: now,
      });
    }
  }

  get(name: string): StoredUser | undefined {
    return this.users.get(name.toLowerCase());
  }

  /** The user who has this e-mail address, ignoring case. */
  byEmail(email: string): StoredUser | undefined {
    const name = this.emails.get(email.toLowerCase());
    return name === undefined ? undefined : this.users.get(name);
  }

  get size(): number {
    return this.users.size;
  }

  /** A number that changes whenever a user is stored. */
  get revision(): number {
    return this.changes;
  }

  all(): IterableIterator<StoredUser> {
    return this.users.values();
  }

  /** The users whose name or e-mail contains any of the searches, ignoring case, in the store's order. */
  matching(searches: readonly string[]): StoredUser[] {
    this.searchIndex ??= new UserSearchIndex([...this.users.values()]);
    return this.searchIndex.matching(searches);
  }

  /** Stores a new user (version 1) or the next version of an existing one. */
  store(fields: UserFields, roles: readonly string[]): StoredUser {
    const previous = this.get(fields.name);
    const { password: _password, flags, ...rest } = fields;
    const now = this.clock();
    // A flag the line leaves blank stays as the server holds it.
    const passwordChangeRequired = flags?.passwordChangeRequired ?? previous?.passwordChangeRequired;
    const activated = flags?.activated ?? previous?.activated;
    const user: StoredUser = {
      ...rest,
      ...(passwordChangeRequired !== undefined ? { passwordChangeRequired } : {}),
      ...(activated !== undefined ? { activated } : {}),
      uuid: previous?.uuid ?? randomUUID(),
      roles: [...roles],
      version: previous ? previous.version + 1 : 1,
      createdDate: previous?.createdDate ?? now,
      modifiedDate: now,
    };
    this.put(user, previous);
    return user;
  }

  private put(user: StoredUser, previous?: StoredUser): void {
    this.searchIndex = undefined;
    this.changes++;
    const key = user.name.toLowerCase();
    if (previous && this.emails.get(previous.email.toLowerCase()) === key)
      this.emails.delete(previous.email.toLowerCase());
    this.users.set(key, user);
    if (user.email) this.emails.set(user.email.toLowerCase(), key);
  }
}
