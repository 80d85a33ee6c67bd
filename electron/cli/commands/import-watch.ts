/**
 * `import-users` once its job has started: watched to its end (Ctrl+C stops watching, the
 * server's job goes on), the report and the receipt written when asked, the outcome printed.
 */
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JobRecord, ReportLine } from '../../../shared/models/job';
import { KEPT_STATUS } from '../../../shared/report/kept-columns';
import type { Core } from '../../core/index';
import type { CliIo } from '../io';
import type { ImportOptions } from './import-options';
import * as output from './import-output';
import type { ImportOutput } from './import-output';
import { exitCodeOf, IMPORT_EXIT } from './job-outcome';

/** Watches the started job to its end, writes the report and the receipt when asked, prints the outcome. */
export async function watch(
  core: Core,
  started: JobRecord,
  options: ImportOptions,
  out: ImportOutput,
  io: CliIo,
  endProgress: () => void,
): Promise<number> {
  const { jobs } = core;
  const onStop = () => void jobs.stopWatching({ id: started.id });
  io.signal.addEventListener('abort', onStop, { once: true });
  let job = await jobs.settled(started.id);
  io.signal.removeEventListener('abort', onStop);
  endProgress();
  const writeReceipt = async () => {
    if (options.receipt === undefined) return;
    const text = `${JSON.stringify(await jobs.receipt(job.id), null, 2)}\n`;
    await writeFile(path.resolve(io.cwd, options.receipt), text);
    out.say(out.translator.t('cli.receiptWritten', { file: options.receipt }));
  };
  if (job.phase === 'detached' || job.phase === 'starting') {
    if (job.phase === 'starting') job = await jobs.settled(started.id);
    output.printDetached(io, out, job);
    await writeReceipt();
    return IMPORT_EXIT.interrupted;
  }
  if (job.phase === 'unconfirmed') {
    output.printUnconfirmed(io, out, job);
    await writeReceipt();
    return io.signal.aborted ? IMPORT_EXIT.interrupted : exitCodeOf(job);
  }
  if (job.phase === 'error') {
    output.printJobError(io, out, job);
    await writeReceipt();
    return io.signal.aborted ? IMPORT_EXIT.interrupted : exitCodeOf(job);
  }
  // FINISHED or FAILED: the lines that need attention, and the report file if asked.
  let lines: ReportLine[] = [];
  let differing: ReportLine[] = [];
  if (job.counts.failure > 0 || job.counts.skipped > 0 || options.report !== undefined || job.predicted) {
    const first = await jobs.report({ id: job.id, limit: REPORT_PAGE, offset: 0 });
    lines = await allLines(core, { id: job.id }, first);
    if (first.differing) differing = await allLines(core, { id: job.id, differing: true });
    job = await jobs.get({ id: job.id });
  } else if ((job.leftOut?.kept ?? 0) > 0) {
    // The users --update-only kept as they are are listed as the failed and skipped lines are,
    // also when no line failed: just those, not every line left out unchanged.
    lines = await allLines(core, { id: job.id, status: KEPT_STATUS });
  }
  const writeReport = async () => {
    if (options.report === undefined) return;
    const exported = await jobs.exportReport({ id: job.id });
    await copyFile(core.files.get(exported.fileId)!.path, path.resolve(io.cwd, options.report));
  };
  // Both only read what the job has saved: written side by side.
  await Promise.all([writeReport(), writeReceipt()]);
  output.printFinished(io, out, { job, lines, differing, report: options.report });
  return exitCodeOf(job);
}

const REPORT_PAGE = 1000;

/** Every line of a job's report (or of its lines that differed from the prediction), page by page. */
async function allLines(
  core: Core,
  which: { id: string; differing?: true; status?: string },
  first?: { lines: ReportLine[]; total: number },
): Promise<ReportLine[]> {
  const page = first ?? (await core.jobs.report({ ...which, limit: REPORT_PAGE, offset: 0 }));
  const lines = page.lines;
  for (let offset = REPORT_PAGE; offset < page.total; offset += REPORT_PAGE)
    lines.push(...(await core.jobs.report({ ...which, limit: REPORT_PAGE, offset })).lines);
  return lines;
}
