/**
 * How a CLI command names its server: `--profile NAME` (a saved profile and its stored
 * token) or `--base-url URL` with the token in MDM_TOKEN. The token never comes from an
 * argument (it would show in the shell history and the process list). MDM_TOKEN, when
 * set, replaces the named profile's stored token. Core opens the connection; this file
 * parses the options and words what goes wrong.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describeError, errorParam } from '../../shared/errors/wording';
import { cliTranslator } from './cli-language';
import { DIALECT_CHOICES, isOrganizationUuid, ORGANIZATION_HINT } from '../../shared/models/profile';
import type { DialectChoice } from '../../shared/models/profile';
import { AppError } from '../core/index';
import type { Core, ResolvedConnection } from '../core/index';
import { UsageError } from './io';
import type { CliIo } from './io';

export const CONNECTION_OPTIONS = {
  'base-url': { type: 'string' },
  profile: { type: 'string' },
  dialect: { type: 'string' },
  'ca-file': { type: 'string' },
  'allow-insecure-http': { type: 'boolean' },
  organization: { type: 'string' },
} as const;

export const CONNECTION_USAGE = `Connection (one of):
  --profile NAME      a saved profile (mdm-admin profiles add); MDM_TOKEN, if set, replaces its token
  --base-url URL      the server's address, with the token in the MDM_TOKEN environment variable
  --dialect D         auto (default), spec or management
  --ca-file FILE      a CA certificate (PEM) to trust for this server
  --allow-insecure-http
                      accept that the token travels in clear text to an http:// server of
                      another machine (refused without it; https:// needs nothing)
  --organization UUID act in this organization for this run (tenantOrganizationUuid),
                      instead of the profile's (or the token's own)
Proxies: HTTPS_PROXY (https:// servers), HTTP_PROXY and NO_PROXY are honoured.`;

/** Exit code for connection and authorisation errors (issue 5). */
export const EXIT_CONNECTION = 5;

export interface ConnectionValues {
  'base-url'?: string | undefined;
  profile?: string | undefined;
  dialect?: string | undefined;
  'ca-file'?: string | undefined;
  'allow-insecure-http'?: boolean | undefined;
  organization?: string | undefined;
}

/** `--organization UUID`: the organization's UUID, or a usage error saying what one looks like. */
export function parseOrganization(value: string | undefined, option = '--organization'): string | undefined {
  if (value === undefined) return undefined;
  if (!isOrganizationUuid(value)) throw new UsageError(`${option} ${JSON.stringify(value)}: ${ORGANIZATION_HINT}`);
  return value.trim().toLowerCase();
}

export function parseDialect(value: string | undefined): DialectChoice {
  const dialect = value ?? 'auto';
  if (!(DIALECT_CHOICES as readonly string[]).includes(dialect))
    throw new UsageError(`--dialect must be auto, spec or management, not ${JSON.stringify(dialect)}`);
  return dialect as DialectChoice;
}

export async function readCaFile(io: Pick<CliIo, 'cwd'>, file: string | undefined): Promise<string | null> {
  if (file === undefined) return null;
  try {
    return await readFile(path.resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new UsageError(`--ca-file ${file}: ${(error as Error).message}`);
  }
}

/**
 * Opens the connection the options name (no network call yet). Usage problems (both or
 * neither option, an unknown profile, a malformed URL) are UsageErrors; a missing token is
 * an AppError (`no-token`: exit 5).
 */
export async function openConnection(core: Core, io: CliIo, values: ConnectionValues): Promise<ResolvedConnection> {
  const ca = await readCaFile(io, values['ca-file']);
  const organization = parseOrganization(values.organization);
  const overrides = {
    ...(organization !== undefined ? { organization } : {}),
    ...(values.dialect !== undefined ? { dialect: parseDialect(values.dialect) } : {}),
    ...(ca !== null ? { caCertificatePem: ca } : {}),
    ...(values['allow-insecure-http'] ? { allowInsecureHttp: true } : {}),
  };
  if (values.profile !== undefined) {
    if (values['base-url'] !== undefined) throw new UsageError('give either --profile or --base-url, not both');
    try {
      return await core.connections.open({ profileName: values.profile }, overrides);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not-found') {
        throw new UsageError(
          `there is no profile named ${JSON.stringify(values.profile)}; see "mdm-admin profiles list"`,
        );
      }
      throw error;
    }
  }
  if (values['base-url'] === undefined)
    throw new UsageError('give --base-url URL (with MDM_TOKEN set) or --profile NAME');
  try {
    return await core.connections.open({ baseUrl: values['base-url'] }, overrides);
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid-argument')
      throw new UsageError(`--base-url: ${cliMessage(error, io.env)}`);
    throw error;
  }
}

/** The sentence for an error, in the command line's words. */
export function cliMessage(error: unknown, env?: CliIo['env']): string {
  // Core's errors, and a job record's, are a code and its details: worded from the catalogue.
  const coded = error instanceof AppError ? { code: error.code, details: error.details ?? {} } : errorParam(error);
  if (coded) return describeError(coded, 'cli', cliTranslator(env));
  // Anything else is the CLI's own (its usage errors are worded already) or unexpected: its text is data.
  return describeError(
    { code: 'internal', details: { error: String(error instanceof Error ? error.message : error) } },
    'cli',
    cliTranslator(env),
  );
}

/** Prints an error of the API (or any) and answers the exit code: 5 for the server's and the network's. */
export function reportError(io: CliIo, command: string, error: unknown): number {
  if (error instanceof UsageError) throw error;
  io.stderr.write(`mdm-admin ${command}: ${cliMessage(error, io.env)}\n`);
  if (error instanceof AppError && error.code === 'cancelled') return 130;
  if (error instanceof AppError && error.code === 'invalid-argument') return 2;
  return error instanceof AppError ? EXIT_CONNECTION : 1;
}
