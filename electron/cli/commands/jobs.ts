import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ConnectionRef } from '../../../shared/models/connection';
import type { JobRecord } from '../../../shared/models/job';
import { AppError, defaultDataDir } from '../../core/index';
import type { Core } from '../../core/index';
import { withCore } from '../cli-core';
import type { Command } from '../command';
import { cliMessage, openConnection, parseOrganization } from '../connection-options';
import type { CliIo } from '../io';
import { describeJob, exitCodeOf, IMPORT_EXIT, watchOptions } from './job-outcome';
import { cliTranslator } from '../cli-language';
import { describeStartCheck, describeUnconfirmed, isLeaversStart } from '../../../shared/jobs/start-check-wording';
import { describeNotice } from '../../../shared/errors/notice-wording';
import { describeJobError } from '../../../shared/jobs/job-error-wording';

const usage = `Usage: mdm-admin jobs [--profile NAME] [--organization UUID] [--resume [--timeout SECONDS]]

Lists the import jobs saved in MDM_ADMIN_HOME (default ~/.config/mdm-admin), the same
jobs the app shows, newest first: when, file, server, phase, counts, the server's job id.

  --resume         watch again every job that is not finished (interrupted, detached,
                   or left at an error), fetch reports still due, and print how each
                   ended. A job reconnects through its saved profile (its stored token,
                   else MDM_TOKEN); a job started with --base-url reconnects with
                   MDM_TOKEN, else through a saved profile for the same base URL.
  --timeout SECONDS  with --resume: stop watching a job still running after this long
                   (default: an hour); the server's job goes on
  --profile NAME   only the jobs of this profile (and those started with --base-url
                   for its base URL), followed through it (MDM_TOKEN, if set, replaces
                   its token)
  --organization UUID
                   only the jobs that ran in this organization (each job is always
                   followed in the organization it ran in)

A job the server no longer knows (servers remove old jobs) is listed as "no longer on
the server" with what the app knew of it, and never asked about again.

A job whose start was not confirmed (import-users ended with exit code 7) is checked
first with --resume: the organization's users are read for the file's logins (those the
dry run predicted as new, when it ran); when none is there the job is started again with
the same upload and the same passwords, else it is reported as having run and never sent
again.

Exit codes: 0 listed (with --resume: every resumed job ended with all lines stored or
skipped); 3 some lines failed; 4 a job FAILED; 5 a job could not be watched to its end;
6 a job was still running when --timeout ran out; 7 a start is still not confirmed (its
users are partly on the server, or the check could not be made).`;

function row(job: JobRecord, env: CliIo['env']): string {
  const when = new Date(job.createdAt).toISOString().replace('T', ' ').slice(0, 19);
  const error = job.error
    ? `\n    ${describeJobError({ profileName: job.profileName, error: job.error }, 'cli', cliTranslator(env))}`
    : '';
  const translator = cliTranslator(env);
  const check = job.unconfirmed?.check;
  const unconfirmed =
    job.phase === 'unconfirmed'
      ? `\n    ${describeUnconfirmed(job, translator)}${check ? `\n    ${describeStartCheck(check, translator)}` : ''}`
      : '';
  return `${when}  ${job.fileName}  ${job.profileName}  ${describeJob(job, translator)}  job ${job.serverJobUuid ?? '-'}  (id ${job.id})${error}${unconfirmed}`;
}

const isUnfinished = (j: JobRecord) =>
  (j.phase !== 'unconfirmed' &&
    // A split import goes on at the part it was in, whether or not a part reached the server yet.
    j.parts.length > 1 &&
    j.phase !== 'finished' &&
    j.phase !== 'failed') ||
  (j.serverJobUuid !== null &&
    !j.goneFromServerAt &&
    (j.phase === 'running' ||
      j.phase === 'detached' ||
      j.phase === 'error' ||
      ((j.phase === 'finished' || j.phase === 'failed') && j.counts.failure > 0 && !j.reportFetched)));

export const jobsCommand: Command = {
  name: 'jobs',
  summary: 'list saved import jobs; --resume watches unfinished ones to their end',
  usage,
  async run(args, io) {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        resume: { type: 'boolean' },
        profile: { type: 'string' },
        organization: { type: 'string' },
        timeout: { type: 'string' },
      },
    });
    const organization = parseOrganization(values.organization);
    const inOrganization = (job: JobRecord) =>
      organization === undefined || job.connection.organization === organization;
    const watch = watchOptions(io, values.timeout);
    return withCore({ ...io, ...watch }, async (core) => {
      let mine: ConnectionRef | undefined;
      let profileName: string | null = null;
      if (values.profile !== undefined) {
        try {
          const opened = await openConnection(core, io, { profile: values.profile });
          mine = opened.ref;
          profileName = opened.profile.name;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          io.stderr.write(`mdm-admin jobs: ${cliMessage(error, io.env)}\n`);
          return IMPORT_EXIT.connection;
        }
      }
      for (const problem of await core.jobs.problems())
        io.stderr.write(`warning: ${describeNotice(problem, 'cli', cliTranslator(io.env))}\n`);
      const listed = (await core.jobs.list({ connection: mine })).filter(inOrganization);
      if (!values.resume) {
        if (listed.length === 0)
          io.stdout.write(
            `No import jobs${profileName ? ` of profile "${profileName}"` : ''} in ${path.join(defaultDataDir(io.env), 'jobs')}.\n`,
          );
        for (const job of listed) io.stdout.write(`${row(job, io.env)}\n`);
        return IMPORT_EXIT.ok;
      }
      return resumeAll(core, io, mine, inOrganization);
    });
  },
};

/** Watches every unfinished job (of one connection, when named) to its end; the worst exit code wins. */
async function resumeAll(
  core: Core,
  io: CliIo,
  mine: ConnectionRef | undefined,
  inOrganization: (job: JobRecord) => boolean,
): Promise<number> {
  const everything = !mine && (await core.jobs.list()).every(inOrganization);
  // With --profile (or --organization), the other jobs are left as they are.
  if (everything) await core.jobs.resumeUnfinished();
  const listed = (await core.jobs.list({ connection: mine })).filter(inOrganization);
  // A start never confirmed is looked at first: started again only when that is safe.
  const unconfirmed = listed.filter((j) => j.phase === 'unconfirmed' && j.unconfirmed?.check?.outcome !== 'ran');
  let code: number = IMPORT_EXIT.ok;
  const again: JobRecord[] = [];
  for (const job of unconfirmed) {
    const checked = await checkUnconfirmed(core, io, job);
    if (checked === 'again') again.push(job);
    else code = Math.max(code, checked);
  }
  const wanted = [...again, ...listed.filter(isUnfinished)];
  if (wanted.length === 0 && unconfirmed.length === 0) {
    io.stdout.write('No unfinished import job to resume.\n');
    return IMPORT_EXIT.ok;
  }
  const stop = () => void Promise.all(wanted.map((j) => core.jobs.stopWatching({ id: j.id })));
  io.signal.addEventListener('abort', stop, { once: true });
  for (const job of wanted) {
    if (again.includes(job)) continue;
    io.stdout.write(`Resuming ${job.fileName} (job ${job.serverJobUuid})\n`);
    try {
      if (job.phase === 'detached' || job.phase === 'error' || !everything) await core.jobs.resume({ id: job.id });
    } catch (error) {
      io.stderr.write(`  ${cliMessage(error, io.env)}\n`);
      code = Math.max(code, IMPORT_EXIT.connection);
    }
  }
  for (const job of wanted) {
    const done = await core.jobs.settled(job.id);
    io.stdout.write(`${row(done, io.env)}\n`);
    const jobCode = exitCodeOf(done);
    if (jobCode !== IMPORT_EXIT.interrupted) code = Math.max(code, jobCode);
  }
  io.signal.removeEventListener('abort', stop);
  return io.signal.aborted ? IMPORT_EXIT.interrupted : code;
}

/**
 * A job whose start was not confirmed: the server's users are read for the file's logins and
 * the finding printed; when none is there the job is started again (the same upload, the same
 * passwords) and answers 'again', else the exit code it ends with (0: it ran).
 */
async function checkUnconfirmed(core: Core, io: CliIo, job: JobRecord): Promise<number | 'again'> {
  const translator = cliTranslator(io.env);
  const { t } = translator;
  const leavers = isLeaversStart(job);
  const file = { file: job.fileName };
  io.stdout.write(`${t(leavers ? 'cli.startCheck.checking.leavers' : 'cli.startCheck.checking', file)}\n`);
  try {
    const check = await core.jobs.checkStart({ id: job.id });
    io.stdout.write(`  ${describeStartCheck(check, translator)}\n`);
    if (check.outcome === 'not-ran') {
      io.stdout.write(
        `  ${t(leavers ? 'cli.startCheck.startingAgain.leavers' : 'cli.startCheck.startingAgain', file)}\n`,
      );
      await core.jobs.startAgain({ id: job.id });
      return 'again';
    }
    io.stdout.write(`  ${t('cli.startCheck.notStartedAgain', { file: job.fileName })}\n`);
    return check.outcome === 'ran' ? IMPORT_EXIT.ok : IMPORT_EXIT.unconfirmed;
  } catch (error) {
    io.stderr.write(`  ${cliMessage(error, io.env)}\n`);
    return IMPORT_EXIT.unconfirmed;
  }
}
