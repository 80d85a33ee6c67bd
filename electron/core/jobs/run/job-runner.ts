/**
 * The run of a job (spec 4.7): its parts in turn, each uploaded (run/part-upload.ts), started
 * and polled to its end, its server state kept in the job's part; then the report. Every
 * step saves the record before the next can leave a doubt after a restart (the file uuid
 * before the start call, the job uuid before polling), so a part is never started twice.
 */
import { isUploadPart } from '../../../../shared/models/job';
import type { JobPart, JobRecord, LeaverResult } from '../../../../shared/models/job';
import type { ApiClient } from '../../api/api-client';
import { isRetryable } from '../../api/retry';
import { AppError } from '../../errors';
import type { JobContext } from '../job-context';
import type { ActiveRun } from '../job-state';
import { errorOf, isJobGone, notStartedError, partFailedError, provesNotStarted, startCause } from '../job-errors';
import { countsWithPart, currentPart, leaversUnchecked, uploadParts } from '../job-parts';
import { markGone } from '../job-gone';
import type { UploadPasswords } from '../passwords/upload-passwords';
import { needsReport } from '../report/job-report';
import type { JobReports } from '../report/job-report';
import { isTerminalStatus, nextPollDelay, pauseToEnd, RATE_WINDOW, rateOf } from './poll-policy';
import type { PollSettings, RateSample } from './poll-policy';
import { partUpload } from './part-upload';
import type { PartUpload } from './part-upload';
import { readLeaverRows } from '../leavers/leavers-part';
import { leaversUpload } from '../leavers/leavers-upload';
import { checkLeavers } from '../leavers/leavers-check';

/** The longest pause between reads while the server does not answer. */
const OUTAGE_MAX_DELAY_MS = 30_000;

export interface JobRunner {
  /** Uploads, starts and watches a new job's parts. */
  runNew(record: JobRecord, client: ApiClient, run: ActiveRun): Promise<void>;
  /**
   * Goes on from the part being imported: watched when the server confirmed it, else sent
   * (a part of several whose upload never completed); then the parts after it, then the report.
   */
  runParts(record: JobRecord, client: ApiClient, run: ActiveRun): Promise<void>;
  /** The report fetch that follows a finish; a failure is kept, not thrown. */
  fetchReportInRun(record: JobRecord, client: ApiClient, signal: AbortSignal): Promise<void>;
  /** Reads back the leavers of a finished job not read back yet (the app stopped first). */
  checkLeaversOwed(record: JobRecord, client: ApiClient, signal: AbortSignal): Promise<void>;
}

export function createJobRunner(
  ctx: JobContext & { poll: PollSettings; passwords: UploadPasswords; reports: JobReports },
): JobRunner {
  async function runNew(record: JobRecord, client: ApiClient, run: ActiveRun): Promise<void> {
    await runParts(record, client, run);
    // Without a server job nothing will need the passwords again (unless a part is still to be sent).
    if (record.serverJobUuid === null) await ctx.passwords.release(record);
  }

  async function runParts(record: JobRecord, client: ApiClient, run: ActiveRun): Promise<void> {
    for (;;) {
      const k = currentPart(record);
      if (record.serverJobUuid === null && !(await upload(record, client, run, k))) return;
      if (record.phase !== 'running') return;
      // On to the next part when this one finished and one follows.
      if (!(await watch(record, client, run, k))) return;
    }
  }

  /** Uploads and starts part k; answers whether the server confirmed it. */
  async function upload(record: JobRecord, client: ApiClient, run: ActiveRun, k: number): Promise<boolean> {
    const signal = run.controller.signal;
    const leavers = record.parts[k]!.source === 'leavers';
    // The file's progress runs over its upload parts; the leavers' part shows its own bytes.
    const several = !leavers && uploadParts(record).length > 1;
    // Its upload cut, such a part is sent again on resume (a leavers part is built anew from its rows).
    const resends = several || leavers;
    let lastEmitted = 0;
    try {
      // Sent while it was staged (early-upload.ts): the job's file is on the server already.
      const early = leavers ? null : await sentEarly(record, signal);
      if (early !== null) {
        const { totalBytes } = record.upload;
        await ctx.update(
          record,
          { fileUuid: early, phase: 'starting', upload: { sentBytes: totalBytes, totalBytes } },
          true,
        );
        return start(record, client, run, k);
      }
      const { body: content, sentBefore } = leavers
        ? await leaversBody(record, client, signal)
        : await partUpload(ctx.store.folder(record.id), record.parts, k);
      const { fileUuid } = await client.uploadUsersCsv(
        { name: record.fileName, content },
        {
          signal,
          onProgress: (sentBytes, totalBytes) => {
            record.upload = several
              ? { sentBytes: sentBefore + sentBytes, totalBytes: record.upload.totalBytes }
              : { sentBytes, totalBytes };
            // Enough to move a progress bar smoothly without flooding the renderer.
            if (sentBytes === totalBytes || sentBytes - lastEmitted >= totalBytes / 100) {
              lastEmitted = sentBytes;
              void ctx.update(record, {}, false);
            }
          },
        },
      );
      // Saved before the start call: a restart from here on cannot know whether it was sent.
      await ctx.update(record, { fileUuid, phase: 'starting' }, true);
    } catch (error) {
      if (resends && signal.aborted) {
        // A part whose upload did not complete is sent again on resume: detached, or left
        // uploading on disk when the app stops (the next start goes on with it).
        if (run.detach) await ctx.update(record, { phase: 'detached', error: null }, true);
        return false;
      }
      // Cancelled by the user (detach) or cut by the app stopping: nothing was started either way.
      const failure = signal.aborted
        ? { code: 'interrupted', details: { during: 'upload', by: run.detach ? 'user' : 'app' } }
        : errorOf(error, 'upload');
      await ctx.update(record, { phase: 'error', error: failure }, true);
      return false;
    }
    return start(record, client, run, k);
  }

  /**
   * The file uuid of the upload sent while the job's file was staged, once it is in; null when
   * there is none or it failed (the runner then uploads the file itself). A stop meanwhile ends it.
   */
  async function sentEarly(record: JobRecord, signal: AbortSignal): Promise<string | null> {
    const state = ctx.states.get(record.id);
    const early = state?.earlyUpload;
    if (!state || !early) return null;
    state.earlyUpload = null;
    const stop = () => early.abort();
    signal.addEventListener('abort', stop, { once: true });
    // Its progress is the job's while it goes on (a slow line: the staging ended long before).
    const { totalBytes } = record.upload;
    let lastEmitted = 0;
    early.onProgress = (sent) => {
      const sentBytes = Math.min(sent, totalBytes);
      if (sentBytes - lastEmitted < totalBytes / 100) return;
      lastEmitted = sentBytes;
      void ctx.update(record, { upload: { sentBytes, totalBytes } }, false);
    };
    early.onProgress(early.sent);
    try {
      const fileUuid = await early.fileUuid;
      if (signal.aborted) throw new AppError('cancelled');
      return fileUuid;
    } finally {
      early.onProgress = null;
      signal.removeEventListener('abort', stop);
    }
  }

  /** Starts part k, uploaded; answers whether the server confirmed it. */
  async function start(record: JobRecord, client: ApiClient, run: ActiveRun, k: number): Promise<boolean> {
    const signal = run.controller.signal;
    const leavers = record.parts[k]!.source === 'leavers';
    const attemptAt = ctx.clock.now();
    try {
      // The leavers are on the server already: their rows are sent to overwrite (activated false).
      const options = leavers ? { ...record.options, overwrite: true } : record.options;
      const { jobUuid } = await client.startUserImport(record.fileUuid!, options, { signal });
      await ctx.update(record, { serverJobUuid: jobUuid, phase: run.detach ? 'detached' : 'running' }, true);
    } catch (error) {
      if (!signal.aborted && provesNotStarted(error)) {
        await ctx.update(record, { phase: 'error', error: notStartedError(error, k, record.parts.length) }, true);
      } else {
        // No answer: the job may exist on the server. Kept with what is known, never as a
        // failure; the upload (passwords included) stays for a start again once a look at
        // the server's users shows it is safe (jobs/start-check.ts).
        const unconfirmed = { at: attemptAt, cause: startCause(error, signal.aborted), check: null };
        await ctx.update(record, { phase: 'unconfirmed', error: null, unconfirmed }, true);
      }
      return false;
    }
    return true;
  }

  /**
   * Polls part k to its end; answers true when it finished and a part follows (the record
   * then stands at the next part, not begun), else fetches the report when one is needed.
   */
  async function watch(record: JobRecord, client: ApiClient, run: ActiveRun, k: number): Promise<boolean> {
    const signal = run.controller.signal;
    const jobUuid = record.serverJobUuid!;
    const startedAt = ctx.clock.now();
    const samples: RateSample[] = [];
    let delay: number | null = null;
    // No part of the file is left to send: its copy without passwords is written meanwhile.
    if (!record.parts.slice(k + 1).some(isUploadPart)) ctx.passwords.prepare(record);
    try {
      let outageSince: number | null = null;
      for (;;) {
        let state: Awaited<ReturnType<ApiClient['readImportJob']>>;
        try {
          state = await client.readImportJob(jobUuid, { signal });
        } catch (error) {
          // The client's own retries last seconds; an outage (a gateway restarting, a VPN
          // dropping) may last minutes. The job's deadline decides when to give up, not them.
          const elapsed = ctx.clock.now() - startedAt;
          if (signal.aborted || !isRetryable(error) || elapsed >= ctx.poll.deadlineMs) throw error;
          outageSince ??= ctx.clock.now();
          await ctx.update(
            record,
            {
              rate: null,
              error: { ...errorOf(error, 'outage'), since: outageSince },
            },
            false,
          );
          delay = Math.min(nextPollDelay(delay, ctx.poll) * 2, OUTAGE_MAX_DELAY_MS);
          await ctx.clock.sleep(Math.min(delay, ctx.poll.deadlineMs - elapsed), signal);
          continue;
        }
        if (outageSince !== null) {
          outageSince = null;
          delay = null;
          await ctx.update(record, { error: null }, true);
        }
        const part = record.parts[k]!;
        const counts = {
          total: state.totalCount ?? part.counts.total,
          success: state.successCount,
          skipped: state.skippedCount,
          failure: state.failureCount,
        };
        samples.push({ at: ctx.clock.now(), processed: counts.success + counts.skipped + counts.failure });
        if (samples.length > RATE_WINDOW) samples.shift();
        const terminal = isTerminalStatus(state.status);
        const several = record.parts.length;
        if (terminal === 'FINISHED' && k + 1 < several) {
          // The part is done; the record goes on to the next one (saved at once: a restart sends it).
          record.parts[k] = { ...part, phase: 'finished', serverStatus: state.status, error: null };
          const next = { fileUuid: null, serverJobUuid: null, serverStatus: null, serverError: null };
          const patch = { ...next, counts: countsWithPart(record, k, counts), rate: null, error: null };
          // The leavers' upload is its own: its bytes are not known before it is built.
          const upload = record.parts[k + 1]!.source === 'leavers' ? { upload: { sentBytes: 0, totalBytes: 0 } } : {};
          await ctx.update(record, { ...patch, ...upload, phase: 'uploading' }, true);
          return true;
        }
        if (terminal) {
          // A leavers part ends once they are read back: the job's end (and what the shells
          // say of it) then knows who was deactivated. A stop meanwhile leaves it running on
          // disk, to be polled and read back again on the next start.
          if (terminal === 'FINISHED' && part.source === 'leavers') {
            // Its counts shown meanwhile (the read back of many users takes a while).
            const whole = countsWithPart(record, k, counts);
            await ctx.update(record, { serverStatus: state.status, counts: whole, rate: null }, false);
            const leavers = await readLeaversBack(client, part, signal);
            if (leavers) record.parts[k] = { ...record.parts[k]!, leavers };
          }
          await ctx.update(
            record,
            {
              serverStatus: state.status,
              counts: countsWithPart(record, k, counts),
              rate: null,
              phase: terminal === 'FINISHED' ? 'finished' : 'failed',
              serverError: state.error,
              finishedAt: ctx.clock.now(),
              // A job of several stops at the part the server failed.
              error: terminal === 'FAILED' && several > 1 ? partFailedError(k, several, state.error) : null,
            },
            true,
          );
          break;
        }
        const changed = state.status !== record.serverStatus || JSON.stringify(counts) !== JSON.stringify(part.counts);
        const whole = countsWithPart(record, k, counts);
        await ctx.update(record, { serverStatus: state.status, counts: whole, rate: rateOf(samples) }, changed);
        const elapsed = ctx.clock.now() - startedAt;
        if (elapsed >= ctx.poll.deadlineMs) {
          const waiting = state.status.toLowerCase() === 'created';
          await ctx.update(
            record,
            {
              phase: 'error',
              rate: null,
              error: {
                code: 'deadline',
                details: { jobUuid, elapsedMs: elapsed, waiting },
              },
            },
            true,
          );
          return false;
        }
        delay = nextPollDelay(delay, ctx.poll);
        // The backoff, or sooner when the job's pace says it ends before then (poll-policy.ts).
        const toEnd = pauseToEnd(samples, counts.total ?? part.records.to - part.records.from);
        await ctx.clock.sleep(Math.min(delay, toEnd ?? delay, ctx.poll.deadlineMs - elapsed), signal);
      }
    } catch (error) {
      if (signal.aborted) {
        // Detach: stopWatching records it. App stopping: leave "running" on disk for the next start.
        return false;
      }
      if (isJobGone(error)) {
        await markGone(ctx, ctx.passwords, record, error, 'error');
        return false;
      }
      await ctx.update(
        record,
        {
          phase: 'error',
          rate: null,
          error: errorOf(error, 'watch'),
        },
        true,
      );
      return false;
    }
    if (needsReport(record) && !record.reportFetched) await fetchReportInRun(record, client, signal);
    // No line failed and none was left: no export will want a password.
    else if (!needsReport(record)) await ctx.passwords.release(record);
    return false;
  }

  /** The leavers' upload, built now with passwords made for it alone (leavers/leavers-upload.ts). */
  async function leaversBody(record: JobRecord, client: ApiClient, signal: AbortSignal): Promise<PartUpload> {
    const rows = await readLeaverRows(ctx.store.folder(record.id).dir);
    const policy = await client.readPasswordPolicy({ signal }).catch(() => null);
    return { body: leaversUpload(rows, record.options.separator, policy), sentBefore: 0 };
  }

  /**
   * Reads the leavers back: per user whether the server took `activated`; null when the read
   * fails (they stay unchecked, the shells say so; never the job failed). A stop is thrown.
   */
  async function readLeaversBack(
    client: ApiClient,
    part: JobPart,
    signal: AbortSignal,
  ): Promise<LeaverResult[] | null> {
    try {
      return await checkLeavers(client, part.leavers ?? [], signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return null;
    }
  }

  /** Reads back the leavers of part k (finished) and saves what was found. */
  async function verifyLeavers(record: JobRecord, client: ApiClient, k: number, signal: AbortSignal): Promise<void> {
    const leavers = await readLeaversBack(client, record.parts[k]!, signal).catch(() => null);
    if (!leavers) return;
    record.parts[k] = { ...record.parts[k]!, leavers };
    await ctx.update(record, {}, true);
  }

  /** The report fetch that follows a finish (spec 4.7 step 4); a failure is kept, not thrown. */
  async function fetchReportInRun(record: JobRecord, client: ApiClient, signal: AbortSignal): Promise<void> {
    try {
      await ctx.reports.loadOrFetch(record, { client, signal });
    } catch (error) {
      if (signal.aborted || record.goneFromServerAt) return;
      await ctx.update(
        record,
        {
          error: errorOf(error, 'report'),
        },
        true,
      );
    }
  }

  async function checkLeaversOwed(record: JobRecord, client: ApiClient, signal: AbortSignal): Promise<void> {
    const k = record.parts.findIndex((part) => part.source === 'leavers');
    if (k >= 0 && leaversUnchecked(record)) await verifyLeavers(record, client, k, signal);
  }

  return { runNew, runParts, fetchReportInRun, checkLeaversOwed };
}
