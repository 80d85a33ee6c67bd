/**
 * A job's per-line report: read from its folder when it was saved, else fetched from the
 * server once the job has ended (spec 4.7 step 4), every part's in turn into one report of
 * the job's upload lines, joined and sealed by the worker, then saved.
 * One fetch per job at a time (kept in the job's state): every caller of the same report waits for the same one,
 * except for an unfiltered page the lines already fetched hold (report-early-page.ts).
 */
import { mkdir, rm } from 'node:fs/promises';
import type { ConnectionRef } from '../../../../shared/models/connection';
import type { JobRecord, ReportPage } from '../../../../shared/models/job';
import type { ApiClient } from '../../api/api-client';
import { AppError, toRpcError } from '../../errors';
import type { JobContext } from '../job-context';
import { isJobGone } from '../job-errors';
import { markGone } from '../job-gone';
import type { UploadPasswords } from '../passwords/upload-passwords';
import { ReportFetchProgress, readEarlyPage } from './report-early-page';
import { fetchPartReports } from './report-fetch';
import { ReportIncoming } from './report-incoming';
import { readReportMeta } from './report-meta';
import type { ReportMeta } from './report-meta';
import { isLeftOutStatus } from '../../../../shared/users-csv/left-out-lines';

/**
 * Whether a finished job's per-line report is fetched: when lines failed (spec 4.7), and when
 * the server FAILED the job, whose report tells the lines it never reached.
 */
export const needsReport = (record: JobRecord): boolean => record.counts.failure !== 0 || record.phase === 'failed';

export interface JobReports {
  /** The report's facts, fetched first when it is not saved yet (`via`: the run's own client and signal). */
  loadOrFetch(record: JobRecord, via?: { client?: ApiClient; signal?: AbortSignal }): Promise<ReportMeta>;
  /**
   * An unfiltered page while the report is still being fetched (the fetch is started when
   * none is under way), as soon as the lines fetched hold it; null when the saved report answers.
   */
  earlyPage(record: JobRecord, page: { offset: number; limit: number }): Promise<ReportPage | null>;
  /** Stops the fetches no run asked for (started by `earlyPage`) and waits for every fetch to end. */
  dispose(): Promise<void>;
}

export function createJobReports(
  ctx: JobContext & {
    passwords: UploadPasswords;
    clientFor(connection: ConnectionRef): Promise<{ client: ApiClient }>;
  },
): JobReports {
  /** Ends the fetches a page started (no run's signal covers them) when core stops. */
  const unasked = new AbortController();

  /** The saved report, or null when there is none or it is unreadable (then it is fetched again). */
  async function savedReport(record: JobRecord): Promise<ReportMeta | null> {
    const folder = ctx.store.folder(record.id);
    try {
      return await readReportMeta(folder);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'corrupt-file') || record.serverJobUuid === null) throw error;
      ctx.events.emit('app.notice', { level: 'warning', code: 'report-refetch', params: { error: toRpcError(error) } });
      await Promise.all(
        [folder.reportMeta, folder.reportLines, folder.reportByStatus].map((f) => rm(f, { force: true })),
      );
      return null;
    }
  }

  function loadOrFetch(record: JobRecord, via?: { client?: ApiClient; signal?: AbortSignal }): Promise<ReportMeta> {
    const state = ctx.states.of(record);
    if (state.reportFetch) return state.reportFetch.promise;
    const progress = new ReportFetchProgress();
    const promise = (async () => {
      const saved = record.reportFetched ? await savedReport(record) : null;
      if (saved) return saved;
      if (record.goneFromServerAt) {
        throw new AppError('no-report', { id: record.id, reason: 'gone-unfetched' });
      }
      if (record.serverJobUuid === null && (record.phase === 'error' || record.phase === 'unconfirmed')) {
        throw new AppError('no-report', { id: record.id, reason: 'unconfirmed' });
      }
      if ((record.phase !== 'finished' && record.phase !== 'failed') || record.serverJobUuid === null) {
        throw new AppError('job-not-finished', { id: record.id, phase: record.phase });
      }
      let client = via?.client;
      const clientOf = async () => (client ??= (await ctx.clientFor(record.connection)).client);
      const folder = ctx.store.folder(record.id);
      await mkdir(folder.dir, { recursive: true, mode: 0o700 });
      const incoming = await ReportIncoming.open(folder, () => progress.notify());
      progress.attach(incoming);
      let statuses: string[];
      let gone: unknown = null;
      try {
        await fetchPartReports(clientOf, record, incoming, { signal: via?.signal });
        statuses = await incoming.close();
      } catch (error) {
        if (!isJobGone(error) || incoming.count === 0) {
          await incoming.abandon();
          if (isJobGone(error)) await markGone(ctx, ctx.passwords, record, error, record.phase);
          throw error;
        }
        // Forgotten midway: the lines fetched so far are kept as the report.
        gone = error;
        statuses = await incoming.close();
      }
      // Not stopped half-way: the worker would go on writing into a folder its caller has left.
      // The seal is local and bounded; a stop waits for it.
      const meta = await ctx.work.run('sealReport', { dir: folder.dir, statuses });
      // A fetch's own earlier failure is over; a part the server failed stays what stopped the job.
      const error = record.error?.code === 'part-failed' ? record.error : null;
      await ctx.update(record, { reportFetched: true, error }, true);
      if (gone) {
        // The lines fetched: the server's, not those the report lists as never sent.
        const sent = meta.statuses.filter((s) => !isLeftOutStatus(s.status)).reduce((n, s) => n + s.count, 0);
        await markGone(ctx, ctx.passwords, record, gone, record.phase, sent);
      } else await ctx.passwords.release(record, true);
      return meta;
    })();
    const fetch = { promise, progress };
    state.reportFetch = fetch;
    const settle = () => {
      if (state.reportFetch === fetch) state.reportFetch = null;
      progress.end();
    };
    void promise.then(settle, settle);
    return promise;
  }

  async function earlyPage(record: JobRecord, page: { offset: number; limit: number }): Promise<ReportPage | null> {
    if (record.reportFetched) return null;
    const state = ctx.states.of(record);
    const fetching = state.reportFetch?.promise ?? loadOrFetch(record, { signal: unasked.signal });
    // Answered early, the fetch goes on alone: its failure is its next reader's to see.
    fetching.catch(() => undefined);
    const progress = state.reportFetch?.progress;
    const early = progress ? await readEarlyPage(ctx.store.folder(record.id), progress, page) : null;
    if (early) return early;
    // The fetch ended first: its own error, else the saved report answers.
    await fetching;
    return null;
  }

  async function dispose(): Promise<void> {
    unasked.abort();
    await Promise.allSettled(ctx.states.all().map((state) => state.reportFetch?.promise));
  }

  return { loadOrFetch, earlyPage, dispose };
}
