/**
 * The CLI's core: built by core's one composition root, like the app's, with the file
 * secret store and the data folder the app shares (MDM_ADMIN_HOME, else the XDG config
 * folder), and MDM_TOKEN layered on top. One core per command, disposed when it ends.
 */
import { cliCaller, createCore, defaultDataDir } from '../core/index';
import type { Caller, Core } from '../core/index';
import type { CliIo } from './io';

/** The command line is one caller: this process. */
export const CLI_CALLER: Caller = cliCaller();

export function cliCore(io: Pick<CliIo, 'env' | 'jobPoll'>): Core {
  return createCore({
    shell: 'cli',
    dataDir: defaultDataDir(io.env),
    environmentToken: io.env.MDM_TOKEN,
    // Unfinished jobs are resumed by `jobs --resume` when asked, not by every command.
    resumeJobs: false,
    ...(io.jobPoll ? { jobs: { poll: io.jobPoll } } : {}),
  });
}

/** Runs a command with a core, and disposes of it whatever happens. */
export async function withCore<T>(io: Pick<CliIo, 'env' | 'jobPoll'>, run: (core: Core) => Promise<T>): Promise<T> {
  const core = cliCore(io);
  try {
    return await run(core);
  } finally {
    await core.dispose();
  }
}
