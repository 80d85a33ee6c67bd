/**
 * The CLI's core: built by core's one composition root, like the app's, with the file
 * secret store and the data folder the app shares (MDM_ADMIN_HOME, else the XDG config
 * folder), MDM_TOKEN layered on top, and the proxy of the environment (unless the policy
 * names one). One core per command, disposed when it ends.
 */
import { createCore, defaultDataDir, environmentProxy, loadPolicy } from '../core/index';
import type { Core } from '../core/index';
import type { CliIo } from './io';
import { describeNotice } from '../../shared/errors/notice-wording';
import type { Notice } from '../../shared/models/app';
import { cliTranslator } from './cli-language';

/** The CLI's core, under the machine's policy (its presets and refusals apply here too). */
export async function cliCore(io: Pick<CliIo, 'env' | 'jobPoll' | 'verbose' | 'stderr'>): Promise<Core> {
  const policy = await loadPolicy({ env: io.env });
  return createCore({
    shell: 'cli',
    dataDir: defaultDataDir(io.env),
    environmentToken: io.env.MDM_TOKEN,
    policy,
    // HTTPS_PROXY, HTTP_PROXY and NO_PROXY of the command's environment (the policy's proxy wins).
    proxy: environmentProxy(io.env),
    env: io.env,
    // --verbose: the log's lines, redacted as in the app's log file.
    ...(io.verbose ? { log: { write: (line: string) => void io.stderr.write(`${line}\n`) } } : {}),
    // Unfinished jobs are resumed by `jobs --resume` when asked, not by every command.
    resumeJobs: false,
    ...(io.jobPoll ? { jobs: { poll: io.jobPoll } } : {}),
  });
}

/**
 * Runs a command with a core, and disposes of it whatever happens. What core wants people
 * to know beyond the command's answer (a damaged file moved aside) goes to standard error.
 */
export async function withCore<T>(
  io: Pick<CliIo, 'env' | 'jobPoll' | 'stderr' | 'verbose'>,
  run: (core: Core) => Promise<T>,
): Promise<T> {
  const core = await cliCore(io);
  const unsubscribe = core.events.subscribe((event, payload) => {
    if (event !== 'app.notice') return;
    const notice = payload as Notice;
    if (notice.level !== 'info')
      io.stderr.write(`${notice.level}: ${describeNotice(notice, 'cli', cliTranslator(io.env))}\n`);
  });
  try {
    return await run(core);
  } finally {
    unsubscribe();
    await core.dispose();
  }
}
