/**
 * What `import-users` and `jobs` share: where jobs are kept (the app's data dir, so the
 * app and the CLI see the same jobs), the token (MDM_TOKEN, never an argument), an
 * ApiClient per base URL, and the exit codes of issue 5 item 8.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { JobRecord } from '../../../shared/models/job';
import type { ProfileView } from '../../../shared/models/profile';
import { createApiClient } from '../../core/api/create-api-client';
import type { ClosableApiClient } from '../../core/api/create-api-client';
import { AppError } from '../../core/errors';
import type { EventBus } from '../../core/events';
import { createJobsService } from '../../core/jobs/jobs-service';
import type { JobsService } from '../../core/jobs/jobs-service';

export const IMPORT_EXIT = { ok: 0, invalid: 1, usage: 2, linesFailed: 3, jobFailed: 4, connection: 5, interrupted: 130 } as const;

export function dataDirOf(env: Record<string, string | undefined>): string {
  return env.MDM_ADMIN_HOME || join(env.HOME || homedir(), '.config', 'mdm-admin');
}

/** A job started from the CLI names its server by URL; `jobs --resume` connects to it again from that. */
const URL_PROFILE = 'url:';

export function cliProfile(baseUrl: string): ProfileView {
  return {
    id: `${URL_PROFILE}${baseUrl}`,
    name: baseUrl,
    baseUrl,
    kind: 'organization',
    dialect: 'auto',
    learnedDialect: null,
    hasCaCertificate: false,
    tokenHint: null,
    demo: false,
  };
}

export function tokenFrom(env: Record<string, string | undefined>): string {
  const token = env.MDM_TOKEN?.trim();
  if (!token) {
    throw new AppError(
      'no-token',
      'No API access token: set the environment variable MDM_TOKEN to an organization administrator\'s token (created in the portal under profile, access tokens).',
    );
  }
  return token;
}

/** A jobs service for the CLI: one client per base URL, all with the token of MDM_TOKEN. */
export function cliJobs(env: Record<string, string | undefined>, events: EventBus): { jobs: JobsService; close(): Promise<void> } {
  const clients = new Map<string, ClosableApiClient>();
  const jobs = createJobsService({
    dataDir: dataDirOf(env),
    events,
    async clientFor(profileId) {
      if (!profileId?.startsWith(URL_PROFILE)) {
        throw new AppError(
          'unknown-profile',
          `This job was started from the app with a saved connection profile; resume it in the app.`,
        );
      }
      const baseUrl = profileId.slice(URL_PROFILE.length);
      let client = clients.get(baseUrl);
      if (!client) {
        client = createApiClient({ baseUrl, token: tokenFrom(env) });
        clients.set(baseUrl, client);
      }
      return { client, profile: cliProfile(baseUrl) };
    },
  });
  return {
    jobs,
    async close() {
      await jobs.dispose();
      await Promise.all([...clients.values()].map((c) => c.close()));
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
