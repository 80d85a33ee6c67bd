/**
 * Which jobs this process works on, and how that starts and stops: a run launched into a
 * job's state (job-state.ts), watching again after a restart or on `resume`, stopping
 * watching (detached: the server's job goes on), and waiting until a job is settled.
 */
import type { JobRecord } from '../../../shared/models/job';
import type { ConnectionRef } from '../../../shared/models/connection';
import type { ApiClient } from '../api/api-client';
import type { JobContext } from './job-context';
import { reconnectError, startCause } from './job-errors';
import { toRpcError } from '../errors';
import type { ActiveRun, JobState } from './job-state';
import type { UploadPasswords } from './passwords/upload-passwords';
import { leaversUnchecked, sendsAgainOnResume } from './job-parts';
import { needsReport } from './report/job-report';
import type { JobRunner } from './run/job-runner';

export interface JobWatching {
  /** Runs `work` for the job in this process (one run per job at a time). */
  launch(state: JobState, work: (run: ActiveRun) => Promise<void>): void;
  /** Watches again (or fetches a report still due) unless the job is gone, ended or watched. */
  resumeWatching(state: JobState): Promise<void>;
  stopWatching(state: JobState): Promise<JobRecord>;
  /** After a restart: what each saved job needs (watched again, reported, or marked as known). */
  resumeUnfinished(states: JobState[]): Promise<void>;
  /** Resolves once this process has stopped working on the job (a stop under way included). */
  settled(state: JobState): Promise<void>;
  /** Stops every run (the app stops), without changing what is saved. */
  stopAll(states: JobState[]): Promise<void>;
}

export function createJobWatching(
  ctx: JobContext & {
    runner: JobRunner;
    passwords: UploadPasswords;
    clientFor(connection: ConnectionRef): Promise<{ client: ApiClient }>;
    isDisposed(): boolean;
  },
): JobWatching {
  const { runner } = ctx;

  function launch(state: JobState, work: (run: ActiveRun) => Promise<void>): void {
    const record = state.record;
    const run: ActiveRun = { controller: new AbortController(), detach: false, done: Promise.resolve() };
    run.done = work(run)
      .catch((error: unknown) => {
        ctx.events.emit('app.notice', {
          level: 'error',
          code: 'job-failed',
          params: { fileName: record.fileName, error: toRpcError(error) },
        });
      })
      .finally(() => {
        if (state.run === run) state.run = null;
      });
    state.run = run;
  }

  async function resumeWatching(state: JobState): Promise<void> {
    const record = state.record;
    // A job the server forgot is never asked about again.
    if (state.run || ctx.isDisposed() || record.goneFromServerAt) return;
    // A finished job may still owe its report, or the look at its leavers (the app stopped before).
    const reportOwed = needsReport(record) && !record.reportFetched;
    if (record.phase === 'finished' || record.phase === 'failed') {
      if (!reportOwed && !leaversUnchecked(record)) return;
    } else {
      // A part of several whose upload did not complete is sent again; a confirmed one watched.
      await ctx.update(record, { phase: record.serverJobUuid === null ? 'uploading' : 'running', error: null }, true);
    }
    launch(state, async (run) => {
      let client: ApiClient;
      try {
        client = (await ctx.clientFor(record.connection)).client;
      } catch (error) {
        const underWay = record.phase === 'running' || record.phase === 'uploading';
        await ctx.update(record, { phase: underWay ? 'error' : record.phase, error: reconnectError(error) }, true);
        return;
      }
      if (record.phase === 'running' || record.phase === 'uploading') await runner.runParts(record, client, run);
      else {
        if (reportOwed) await runner.fetchReportInRun(record, client, run.controller.signal);
        await runner.checkLeaversOwed(record, client, run.controller.signal);
      }
    });
  }

  async function stopWatching(state: JobState): Promise<JobRecord> {
    const record = state.record;
    const run = state.run;
    if (record.phase === 'starting' && run) {
      // The start request is on its way; cutting it would leave us not knowing. Detach when it answers.
      run.detach = true;
      return record;
    }
    if (run) {
      run.detach = true;
      run.controller.abort();
      await run.done;
    }
    if (record.phase === 'running') {
      await ctx.update(record, { phase: 'detached', rate: null }, true);
      ctx.events.emit('app.notice', {
        level: 'info',
        code: 'job-unwatched',
        params: { fileName: record.fileName },
      });
    }
    return record;
  }

  async function resumeUnfinished(states: JobState[]): Promise<void> {
    for (const state of states) {
      const record = state.record;
      if (state.run) continue;
      if (record.phase === 'uploading' && sendsAgainOnResume(record)) {
        // A part of several whose upload did not complete: no server job came of it, it is sent again.
        await resumeWatching(state);
      } else if (record.phase === 'uploading') {
        const error = { code: 'interrupted', details: { during: 'upload' } };
        await ctx.update(record, { phase: 'error', error }, true);
      } else if (record.phase === 'starting' || (record.phase === 'running' && record.serverJobUuid === null)) {
        // The start may have reached the server: not confirmed, not failed.
        const unconfirmed = { at: record.updatedAt, cause: startCause(null, true), check: null };
        await ctx.update(record, { phase: 'unconfirmed', error: null, unconfirmed }, true);
      } else if (record.phase === 'running' || record.phase === 'finished' || record.phase === 'failed') {
        await resumeWatching(state);
      }
      // An upload left with its passwords by a run that stopped without cleaning up (a crash).
      if (!state.uploadedHere) void ctx.passwords.release(record);
    }
  }

  async function settled(state: JobState): Promise<void> {
    for (let run = state.run; run; run = state.run) await run.done;
    // A stop under way (Ctrl+C) marks the job detached after its run ended: wait for that.
    await state.stopping?.catch(() => undefined);
  }

  async function stopAll(states: JobState[]): Promise<void> {
    const runs = states.flatMap((state) => (state.run ? [state.run] : []));
    for (const run of runs) run.controller.abort();
    await Promise.all(runs.map((run) => run.done));
  }

  return { launch, resumeWatching, stopWatching, resumeUnfinished, settled, stopAll };
}
