/**
 * How a CLI command reaches the server: `--profile NAME` (a saved profile and its stored
 * token) or `--base-url URL` with the token in MDM_TOKEN. The token never comes from an
 * argument (it would show in the shell history and the process list). MDM_TOKEN, when
 * set, wins over a stored token.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DIALECT_CHOICES } from '../../shared/models/profile';
import type { DialectChoice, ProfileView } from '../../shared/models/profile';
import { createApiClient } from '../core/api/create-api-client';
import type { ClosableApiClient } from '../core/api/create-api-client';
import { defaultDataDir } from '../core/data-dir';
import { AppError } from '../core/errors';
import { createEventBus } from '../core/events';
import { urlProfileView } from '../core/jobs/job-connection';
import { profileStore } from '../core/profiles/profile-store';
import { createProfilesService } from '../core/profiles/profiles-service';
import type { ProfilesService } from '../core/profiles/profiles-service';
import { fileSecretStore } from '../core/secrets/file-secret-store';
import { UsageError } from './io';
import type { CliIo } from './io';

export const CONNECTION_OPTIONS = {
  'base-url': { type: 'string' },
  profile: { type: 'string' },
  dialect: { type: 'string' },
  'ca-file': { type: 'string' },
} as const;

export const CONNECTION_USAGE = `Connection (one of):
  --profile NAME      a saved profile (mdm-admin profiles add); MDM_TOKEN, if set, replaces its token
  --base-url URL      the server's address, with the token in the MDM_TOKEN environment variable
  --dialect D         auto (default), spec or management
  --ca-file FILE      a CA certificate (PEM) to trust for this server`;

/** Exit code for connection and authorisation errors (issue 5). */
export const EXIT_CONNECTION = 5;

export function profilesFor(io: CliIo): ProfilesService {
  const dataDir = defaultDataDir(io.env);
  return createProfilesService({
    store: profileStore(dataDir),
    secrets: fileSecretStore(dataDir),
    events: createEventBus(),
  });
}

export function parseDialect(value: string | undefined): DialectChoice {
  const dialect = value ?? 'auto';
  if (!(DIALECT_CHOICES as readonly string[]).includes(dialect))
    throw new UsageError(`--dialect must be auto, spec or management, not ${JSON.stringify(dialect)}`);
  return dialect as DialectChoice;
}

export async function readCaFile(io: CliIo, file: string | undefined): Promise<string | null> {
  if (file === undefined) return null;
  try {
    return await readFile(path.resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new UsageError(`--ca-file ${file}: ${(error as Error).message}`);
  }
}

/** The CA certificate a saved profile trusts (ProfileView only says whether it has one). */
export async function storedCa(env: Record<string, string | undefined>, profileId: string): Promise<string | null> {
  const doc = await profileStore(defaultDataDir(env)).read();
  return doc.profiles.find((p) => p.id === profileId)?.caCertificatePem ?? null;
}

export interface CliConnection {
  client: ClosableApiClient;
  /** The saved profile, or for --base-url the stand-in `url:<baseUrl>` (what a job records). */
  profile: ProfileView;
  close(): Promise<void>;
}

/** Missing token: an authorisation problem (exit 5), with what to set. */
function noToken(message: string): AppError {
  return new AppError('no-token', message);
}

export async function connect(
  io: CliIo,
  values: { 'base-url'?: string; profile?: string; dialect?: string; 'ca-file'?: string },
): Promise<CliConnection> {
  const envToken = io.env.MDM_TOKEN?.trim() || undefined;
  const ca = await readCaFile(io, values['ca-file']);
  if (values.profile !== undefined) {
    if (values['base-url'] !== undefined) throw new UsageError('give either --profile or --base-url, not both');
    const profiles = profilesFor(io);
    const profile = await profiles.findByName(values.profile);
    if (!profile)
      throw new UsageError(
        `there is no profile named ${JSON.stringify(values.profile)}; see "mdm-admin profiles list"`,
      );
    let client: ClosableApiClient;
    if (envToken || values.dialect !== undefined || ca !== null) {
      const dialect: DialectChoice = values.dialect !== undefined ? parseDialect(values.dialect) : profile.dialect;
      const token = envToken ?? (await fileSecretStore(defaultDataDir(io.env)).get(profile.id));
      if (!token)
        throw noToken(
          `The profile "${profile.name}" has no stored token; set MDM_TOKEN, or add the profile again with its token.`,
        );
      client = profiles.clientFor(
        { ...profile, dialect, caCertificatePem: ca ?? (await storedCa(io.env, profile.id)) },
        token,
      );
    } else {
      // A client of the profiles service: a learned dialect is saved with the profile.
      client = (await profiles.resolveClient(profile.id)).client as ClosableApiClient;
    }
    return { client, profile, close: () => profiles.close().then(() => client.close()) };
  }
  if (values['base-url'] === undefined)
    throw new UsageError('give --base-url URL (with MDM_TOKEN set) or --profile NAME');
  let profile: ProfileView;
  try {
    profile = urlProfileView(values['base-url']);
  } catch (error) {
    throw new UsageError(`--base-url: ${(error as Error).message}`);
  }
  const dialect = parseDialect(values.dialect);
  if (!envToken)
    throw noToken(
      'No API access token: set the environment variable MDM_TOKEN to your API access token (it is never taken from an argument), or use --profile NAME.',
    );
  const client = createApiClient({ baseUrl: profile.baseUrl, token: envToken, dialect, caCertificatePem: ca });
  return { client, profile, close: () => client.close() };
}

/** Prints an error of the API (or any) and answers the exit code: 5 for the server's and the network's. */
export function reportError(io: CliIo, command: string, error: unknown): number {
  if (error instanceof UsageError) throw error;
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`mdm-admin ${command}: ${message}\n`);
  if (error instanceof AppError && error.code === 'cancelled') return 130;
  if (error instanceof AppError && ['invalid-argument'].includes(error.code)) return 2;
  return error instanceof AppError ? EXIT_CONNECTION : 1;
}
