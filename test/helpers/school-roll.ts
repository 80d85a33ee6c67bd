/**
 * A school's roll for the leavers tests against the demo server: pupils to seed, and the
 * lines of a yearly file that names the demo's three seeded users and the pupils who stay, and
 * the servers (taking `activated` or not) the leavers are deactivated on.
 */
import type { DemoServerOptions, SeedUser } from '../../electron/demo-server/index';

/** `count` pupils `${login}0`, `${login}1`, ... of one given name, surnames Pupil0, Pupil1, ... */
export function pupils(login: string, givenName: string, count: number): SeedUser[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${login}${i}`,
    email: `${login}${i}@school.example`,
    givenName,
    surName: `Pupil${i}`,
  }));
}

export const ROLL_HEADER = 'name,email,givenName,surName,password\r\n';

/** The demo's seeded users (jdoe, asmith, mmustermann) and `staying`: name, email, givenName, surName. */
export function namedCells(staying: readonly SeedUser[]): string[][] {
  return [
    ['jdoe', 'jdoe@example.com', 'John', 'Doe'],
    ['asmith', 'asmith@example.com', 'Alice', 'Smith'],
    ['mmustermann', 'max.mustermann@example.com', 'Max', 'Mustermann'],
    ...staying.map((u) => [u.name, u.email!, u.givenName!, u.surName!]),
  ];
}

/** The same as lines whose password cell is left for the caller to end (`name,email,given,sur,`). */
export function namedLines(staying: readonly SeedUser[]): string[] {
  return namedCells(staying).map((cells) => `${cells.join(',')},`);
}

/** A yearly file of `lines` (namedLines), each with the same valid password. */
export function rollFile(lines: readonly string[]): string {
  return ROLL_HEADER + lines.map((l) => `${l}Passw0rd-1!\r\n`).join('');
}

/** The two servers the leavers tests run against (describe.each): one takes `activated`, one ignores it. */
export const ACTIVATED_SERVERS = [
  { title: 'a server that takes activated', ignores: false },
  { title: 'a server that ignores activated', ignores: true },
];

/** A demo server's options seeding `users`, on a server that ignores `activated` when `ignores`. */
export function rollServer(users: SeedUser[], ignores: boolean): DemoServerOptions {
  return { devices: 1, jobRate: 0, users, ...(ignores ? { ignoreColumns: ['activated'] as const } : {}) };
}
