/**
 * The school on the command line (cli-world.ts): `profiles add school` for its organization
 * connection, its naming scheme, the header of its yearly SchILD export, and the import of one
 * year's file with that scheme and connection.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CliRun, CliWorld } from './cli-world';

/** The columns of the SchILD export the yearly tests write (German, semicolons, CRLF). */
export const SCHILD_HEADER = 'Nachname;Vorname;Klasse;Geburtsdatum;Schüler-ID\r\n';

/** The school's naming scheme: `givenName.surName` logins at schule.example. */
export const SCHOOL_DERIVE = ['--name-pattern', '{givenName}.{surName}', '--email-pattern', '{name}@schule.example'];

/** `profiles add school --base-url URL --kind organization EXTRA`: the school's organization connection. */
export function addSchoolArgs(baseUrl: string, ...extra: string[]): string[] {
  return ['profiles', 'add', 'school', '--base-url', baseUrl, '--kind', 'organization', ...extra];
}

/**
 * The year files written into the world's working folder, and `importYear([FILE, ...ARGS])`:
 * `import-users FILE --profile school ARGS` with the school's naming scheme.
 */
export function schoolYears(world: CliWorld) {
  return {
    async writeYears(years: Record<string, string>): Promise<void> {
      for (const [file, text] of Object.entries(years)) await writeFile(path.join(world.work, file), text);
    },
    /** Adds the school's connection to the world's demo server, the person's key in `idColumn`. */
    addProfile(idColumn = 'custom1'): Promise<CliRun> {
      return world.cli(addSchoolArgs(world.server.url, '--id-column', idColumn));
    },
    importYear([file, ...args]: string[], env: Record<string, string> = {}): Promise<CliRun> {
      return world.cli(['import-users', file!, '--profile', 'school', ...args, ...SCHOOL_DERIVE], env);
    },
  };
}
