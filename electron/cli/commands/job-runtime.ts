/**
 * What `import-users` and `jobs` share: where jobs are kept (the app's data dir, so the
 * app and the CLI see the same jobs), how a job reconnects (its saved profile, or for a job
 * started with --base-url, MDM_TOKEN or a profile for that base URL), and the exit codes
 * of issue 5 item 8.
 */
import type { JobRecord } from '../../../shared/models/job';
import type { ProfileView } from '../../../shared/models/profile';
import type { ApiClient } from '../../core/api/api-client';
import { createApiClient } from '../../core/api/create-api-client';
import { storedCa } from '../api-connection';
import type { CliIo } from '../io';
import type { ClosableApiClient } from '../../core/api/create-api-client';
import { defaultDataDir } from '../../core/data-dir';
import type { EventBus } from '../../core/events';
import { createEventBus } from '../../core/events';
import { jobClientResolver } from '../../core/jobs/job-connection';
import { createJobsService } from '../../core/jobs/jobs-service';
import type { JobsService } from '../../core/jobs/jobs-service';
import { profileStore } from '../../core/profiles/profile-store';
import { createProfilesService } from '../../core/profiles/profiles-service';
import { fileSecretStore } from '../../core/secrets/file-secret-store';
import { createFileStore } from '../../core/files/file-store';
import type { FileStore } from '../../core/files/file-store';

export const IMPORT_EXIT = {
  ok: 0,
  invalid: 1,
  usage: 2,
  linesFailed: 3,
  jobFailed: 4,
  connection: 5,
  interrupted: 130,
} as const;

/** The same folder as profiles and tokens (MDM_ADMIN_HOME, else the XDG config folder). */
export function dataDirOf(env: Record<string, string | undefined>): string {
  return defaultDataDir(env);
}

/** The connection a command opened itself (import-users): used for the job it starts. */
export interface OpenConnection {
  client: ApiClient;
  profile: ProfileView;
  /** Other jobs it serves (jobs --profile: the `url:` jobs of the profile's base URL). */
  serves?: (profileId: string) => boolean;
}

/**
 * A jobs service for the CLI. Jobs of saved profiles reconnect with the stored token (or
 * MDM_TOKEN when none is stored); `url:` jobs with MDM_TOKEN, else through a saved profile
 * for the same base URL. `open` is the connection of the job being started.
 */
export function cliJobs(
  io: Pick<CliIo, 'env' | 'jobPoll'>,
  events: EventBus,
  open?: OpenConnection,
): { jobs: JobsService; files: FileStore; close(): Promise<void> } {
  const { env } = io;
  const dataDir = dataDirOf(env);
  const profiles = createProfilesService({
    store: profileStore(dataDir),
    secrets: fileSecretStore(dataDir),
    events: createEventBus(),
  });
  const extra = new Map<string, ClosableApiClient>();
  const cached = (key: string, make: () => ClosableApiClient) => {
    let client = extra.get(key);
    if (!client) extra.set(key, (client = make()));
    return client;
  };
  const resolve = jobClientResolver(
    {
      list: () => profiles.list(),
      resolveClient: (id) => profiles.resolveClient(id),
      clientFor: async (profile, token) => {
        const caCertificatePem = await storedCa(env, profile.id);
        return cached(`profile:${profile.id}`, () => profiles.clientFor({ ...profile, caCertificatePem }, token));
      },
    },
    {
      shell: 'cli',
      envToken: env.MDM_TOKEN?.trim() || undefined,
      urlClient: (baseUrl, token) => cached(`url:${baseUrl}`, () => createApiClient({ baseUrl, token })),
    },
  );
  const files = createFileStore(dataDir);
  const jobs = createJobsService({
    dataDir,
    events,
    files,
    ...(io.jobPoll ? { poll: io.jobPoll } : {}),
    clientFor: async (profileId) =>
      open && profileId !== undefined && (profileId === open.profile.id || open.serves?.(profileId))
        ? open
        : resolve(profileId),
  });
  return {
    jobs,
    files,
    async close() {
      await jobs.dispose();
      await files.clear();
      await profiles.close();
      await Promise.all([...extra.values()].map((c) => c.close()));
    },
  };
}

/** The exit code a job ends with: 0 stored or skipped, 3 lines failed, 4 job FAILED, 5 connection. */
export function exitCodeOf(job: JobRecord): number {
  if (job.phase === 'failed') return IMPORT_EXIT.jobFailed;
  if (job.phase === 'finished') return job.counts.failure > 0 ? IMPORT_EXIT.linesFailed : IMPORT_EXIT.ok;
  if (job.phase === 'detached') return IMPORT_EXIT.interrupted;
  // The app could not finish its part: the upload or start was refused, the server could not
  // be reached or read, or the job outlived the deadline.
  return IMPORT_EXIT.connection;
}

export function describeJob(job: JobRecord): string {
  const c = job.counts;
  const counts = `${c.success} stored, ${c.skipped} skipped, ${c.failure} failed${c.total !== null ? ` of ${c.total}` : ''}`;
  const status = job.serverStatus ? ` (${job.serverStatus})` : '';
  return `${job.phase}${status}: ${counts}`;
}
