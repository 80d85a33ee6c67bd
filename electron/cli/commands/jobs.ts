import { parseArgs } from 'node:util';
import type { JobRecord } from '../../../shared/models/job';
import { AppError } from '../../core/errors';
import { createEventBus } from '../../core/events';
import { baseUrlOfProfileId, sameBaseUrl } from '../../core/jobs/job-connection';
import { connect } from '../api-connection';
import type { CliConnection } from '../api-connection';
import type { Command } from '../command';
import { dataDirOf, cliJobs, describeJob, exitCodeOf, IMPORT_EXIT } from './job-runtime';
import { jobsDir } from '../../core/jobs/job-store';

const usage = `Usage: mdm-admin jobs [--profile NAME] [--resume]

Lists the import jobs saved in MDM_ADMIN_HOME (default ~/.config/mdm-admin), the same
jobs the app shows, newest first: when, file, server, phase, counts, the server's job id.

  --resume         watch again every job that is not finished (interrupted, detached,
                   or left at an error), fetch reports still due, and print how each
                   ended. A job reconnects through its saved profile (its stored token,
                   else MDM_TOKEN); a job started with --base-url reconnects with
                   MDM_TOKEN, else through a saved profile for the same base URL.
  --profile NAME   only the jobs of this profile (and those started with --base-url
                   for its base URL), followed through it (MDM_TOKEN, if set, replaces
                   its token)

Exit codes: 0 listed (with --resume: every resumed job ended with all lines stored or
skipped); 3 some lines failed; 4 a job FAILED; 5 a job could not be watched to its end.`;

function row(job: JobRecord): string {
  const when = new Date(job.createdAt).toISOString().replace('T', ' ').slice(0, 19);
  const error = job.error ? `\n    ${job.error.message}` : '';
  return `${when}  ${job.fileName}  ${job.profileName}  ${describeJob(job)}  job ${job.serverJobUuid ?? '-'}  (id ${job.id})${error}`;
}

export const jobsCommand: Command = {
  name: 'jobs',
  summary: 'list saved import jobs; --resume watches unfinished ones to their end',
  usage,
  async run(args, io) {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { resume: { type: 'boolean' }, profile: { type: 'string' } },
    });
    let connection: CliConnection | null = null;
    if (values.profile !== undefined) {
      try {
        connection = await connect(io, { profile: values.profile });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        io.stderr.write(`mdm-admin jobs: ${error.message}\n`);
        return IMPORT_EXIT.connection;
      }
    }
    const profile = connection?.profile ?? null;
    const mine = (profileId: string) => {
      if (!profile) return true;
      const baseUrl = baseUrlOfProfileId(profileId);
      return profileId === profile.id || (baseUrl !== null && sameBaseUrl(baseUrl, profile.baseUrl));
    };
    const runtime = cliJobs(
      io,
      createEventBus(),
      connection && profile ? { client: connection.client, profile, serves: mine } : undefined,
    );
    try {
      for (const problem of await runtime.jobs.problems()) io.stderr.write(`warning: ${problem}\n`);
      const before = (await runtime.jobs.list()).filter((j) => mine(j.profileId));
      if (!values.resume) {
        if (before.length === 0)
          io.stdout.write(
            `No import jobs${profile ? ` of profile "${profile.name}"` : ''} in ${jobsDir(dataDirOf(io.env))}.\n`,
          );
        for (const job of before) io.stdout.write(`${row(job)}\n`);
        return IMPORT_EXIT.ok;
      }
      // With --profile, the other profiles' jobs are left as they are.
      if (!profile) await runtime.jobs.resumeUnfinished();
      const wanted = (await runtime.jobs.list()).filter(
        (j) =>
          j.serverJobUuid !== null &&
          mine(j.profileId) &&
          (j.phase === 'running' ||
            j.phase === 'detached' ||
            j.phase === 'error' ||
            ((j.phase === 'finished' || j.phase === 'failed') && j.counts.failure > 0 && !j.reportFetched)),
      );
      if (wanted.length === 0) {
        io.stdout.write('No unfinished import job to resume.\n');
        return IMPORT_EXIT.ok;
      }
      const stop = () => void Promise.all(wanted.map((j) => runtime.jobs.stopWatching({ id: j.id })));
      io.signal.addEventListener('abort', stop, { once: true });
      let code: number = IMPORT_EXIT.ok;
      for (const job of wanted) {
        io.stdout.write(`Resuming ${job.fileName} (job ${job.serverJobUuid})\n`);
        try {
          if (job.phase === 'detached' || job.phase === 'error' || profile) await runtime.jobs.resume({ id: job.id });
        } catch (error) {
          io.stderr.write(`  ${(error as Error).message}\n`);
          code = Math.max(code, IMPORT_EXIT.connection);
          continue;
        }
      }
      for (const job of wanted) {
        const done = await runtime.jobs.settled(job.id);
        io.stdout.write(`${row(done)}\n`);
        const jobCode = exitCodeOf(done);
        if (jobCode !== IMPORT_EXIT.interrupted) code = Math.max(code, jobCode);
      }
      io.signal.removeEventListener('abort', stop);
      return io.signal.aborted ? IMPORT_EXIT.interrupted : code;
    } finally {
      await runtime.close();
      await connection?.close();
    }
  },
};
