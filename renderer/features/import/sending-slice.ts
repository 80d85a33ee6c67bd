import { deactivateInput } from './deactivate-leavers';
import type { ReceiptSourceInput } from '../../../shared/models/receipt';
import { call } from '../../bridge/mdm';
import { useJobs } from '../../stores/jobs';
import { useProfiles } from '../../stores/profiles';
import { translate } from '../../ui/i18n';
import type { SendingSlice, UnconfirmedStartState, WizardContext, WizardOptions } from './import-wizard-types';
import { SAFE_ERROR_POLICY } from './import-wizard-types';
import { bridgeStagingPort, stageWorkerUpload } from './stage-worker-upload';
import { receiptMatching, sendLeaveOut } from './leave-out';
import { compareFirst } from './compare-first';
import { mayStart } from './start-waits';

export const DEFAULT_OPTIONS: WizardOptions = {
  overwrite: false,
  roles: [],
  separator: 'COMMA',
  errorPolicy: SAFE_ERROR_POLICY,
  generatePasswords: false,
  passwordStyle: 'strong',
  passwordChangeRequired: false,
  splitLines: null,
  deactivateNotInFile: false,
  deactivateConfirm: null,
  notForUpdate: [],
};

/**
 * The options, the start (the comparison where none is current, receipt facts, the staged
 * upload, `import.start`), and following
 * the job this file was sent as: once the server has it (a server job id, or an end) the
 * wizard starts afresh; if the upload or start failed before that, the file and its fixes
 * stay for "Retry upload". A start whose answer never came is no failure: the wizard looks
 * at the server's users and offers "Start again" (core's same upload) only when none is there.
 */
export function sendingSlice({ set, get, worker, sendSettings }: WizardContext): SendingSlice {
  let stopFollowing: (() => void) | null = null;
  const stop = () => {
    stopFollowing?.();
    stopFollowing = null;
  };
  const followSentJob = () => {
    stopFollowing?.();
    const check = () => {
      const id = get().sentJobId;
      if (!id) return stop();
      const job = useJobs.getState().jobs.find((j) => j.id === id);
      if (!job) return;
      if (job.serverJobUuid !== null || job.phase === 'finished' || job.phase === 'failed') {
        stop();
        get().reset();
      } else if (job.phase === 'unconfirmed') {
        // The server may have the job: no retry, a look at its users first (at once). The job
        // is still followed: started again (here or on the Jobs screen), it is a sent job again.
        if (get().unconfirmedStart?.jobId === job.id) return;
        const check = job.unconfirmed?.check ?? null;
        set({ unconfirmedStart: { jobId: job.id, busy: false, check, error: null } });
        if (!check) void get().checkStart();
      } else if (job.phase === 'error' || job.phase === 'detached') {
        stop();
        set({
          uploadFailed: { jobId: job.id },
          sentJobId: null,
          unconfirmedStart: null,
        });
      } else if (get().unconfirmedStart) {
        set({ unconfirmedStart: null });
      }
    };
    stopFollowing = useJobs.subscribe(check);
    check();
  };

  const patchUnconfirmed = (patch: Partial<UnconfirmedStartState>) => {
    const current = get().unconfirmedStart;
    if (current) set({ unconfirmedStart: { ...current, ...patch } });
  };
  const errorOf = (error: unknown): UnconfirmedStartState['error'] => {
    const e = error as { code?: unknown; message?: unknown; details?: Record<string, unknown> };
    const message = typeof e?.message === 'string' ? e.message : String(error);
    return {
      code: typeof e?.code === 'string' ? e.code : 'internal',
      message,
      ...(e?.details ? { details: e.details } : {}),
    };
  };

  return {
    options: DEFAULT_OPTIONS,
    sentJobId: null,
    uploadFailed: null,
    unconfirmedStart: null,

    async checkStart() {
      const jobId = get().unconfirmedStart?.jobId;
      if (!jobId) return;
      patchUnconfirmed({ busy: true, error: null });
      try {
        const check = await call('jobs.checkStart', { id: jobId });
        if (get().unconfirmedStart?.jobId === jobId) patchUnconfirmed({ busy: false, check });
      } catch (error) {
        if (get().unconfirmedStart?.jobId === jobId) patchUnconfirmed({ busy: false, error: errorOf(error) });
      }
    },
    async startAgain() {
      const state = get().unconfirmedStart;
      // Offered only after a look found none of the file's users on the server.
      if (!state || state.check?.outcome !== 'not-ran') return;
      patchUnconfirmed({ busy: true, error: null });
      try {
        const job = await call('jobs.startAgain', { id: state.jobId });
        useJobs.getState().upsert(job);
        set({ unconfirmedStart: null });
        get().markSent(job.id);
      } catch (error) {
        patchUnconfirmed({ busy: false, error: errorOf(error) });
      }
    },

    setOptions(options) {
      const before = get().options;
      set({ options: { ...before, ...options } });
      if (options.generatePasswords !== undefined && options.generatePasswords !== before.generatePasswords) {
        set({ sheet: null });
        sendSettings();
      }
      // Passwords of another style, or marked otherwise: the sheet is made again (no row changes).
      const after = get().options;
      if (
        after.passwordStyle !== before.passwordStyle ||
        after.passwordChangeRequired !== before.passwordChangeRequired
      ) {
        set({ sheet: null });
        worker.send({ type: 'passwords', style: after.passwordStyle, changeRequired: after.passwordChangeRequired });
      }
      // Another set of rows goes to the server: the sheet lists the rows it was made for.
      if (options.errorPolicy !== undefined && options.errorPolicy !== before.errorPolicy) set({ sheet: null });
      // Overwriting sends the existing users too (with passwords): the sheet's lines change.
      if (options.overwrite !== undefined && options.overwrite !== before.overwrite && get().summary?.predicted)
        set({ sheet: null });
      // Other columns worth an update: other existing users are sent, with passwords.
      if (options.notForUpdate !== undefined && options.notForUpdate !== before.notForUpdate) set({ sheet: null });
    },
    async start() {
      if (get().options.generatePasswords && !get().sheet?.saved) throw new Error(translate('import.sheet.saveFirst'));
      // Nothing is sent before the comparison is known: it runs here where none is current.
      const compared = await compareFirst({ get, worker });
      if (compared && get().options.generatePasswords) {
        // The sheet was drawn without this comparison: it may name lines now left out.
        set({ sheet: null });
        return null;
      }
      if (!mayStart(get())) return null;
      const { options, file, header, mapping, detection, summary, prediction, sheet } = get();
      const profileId = useProfiles.getState().activeId;
      // The receipt's facts: the file as read, never a line's values.
      const digest = await worker.ask({ type: 'digest' });
      const receipt: ReceiptSourceInput = {
        file: { name: file?.name ?? 'users.csv', size: digest.size, sha256: digest.sha256 },
        encoding: detection?.encoding ?? 'unknown',
        separator: detection?.separator ?? 'unknown',
        mapping: header.map((source, i) => ({ source, target: mapping[i] ?? null })),
        errorPolicy: options.errorPolicy,
        generatedPasswords: sheet?.count ?? 0,
      };
      const matching = receiptMatching(get());
      if (matching) receipt.matching = matching;
      // Only what changes is sent: the sheet was made for the same lines (leave-out.ts).
      sendLeaveOut(get, worker);
      // The upload goes to core once, as bytes, chunk by chunk.
      const { uploadId, result: done } = await stageWorkerUpload(
        worker,
        { separator: options.separator, validOnly: options.errorPolicy === 'valid-only' },
        file?.name ?? 'users.csv',
      );
      try {
        const job = await call('import.start', {
          ...(profileId ? { profileId } : {}),
          // The job carries the name the administrator knows (their file), not the upload's.
          fileName: file?.name ?? done.fileName,
          uploadId,
          options: { overwrite: options.overwrite, roles: options.roles, separator: options.separator },
          excludedRows: done.excludedRows,
          receipt,
          // Kept with the job only while it is the rows' current prediction.
          ...(prediction.dryRunId && summary?.predicted ? { dryRunId: prediction.dryRunId } : {}),
          // Rows with errors the dry run compared, sent all the same: the job predicts them FAILED.
          ...(prediction.dryRunId && summary?.predicted && prediction.comparison?.failedLines
            ? { failedLines: prediction.comparison.failedLines }
            : {}),
          ...(options.splitLines ? { split: { maxLines: options.splitLines } } : {}),
          ...deactivateInput(get()),
        });
        set({ sheet: null });
        return job;
      } catch (error) {
        void bridgeStagingPort.discard({ uploadId }).catch(() => undefined);
        throw error;
      }
    },
    markSent(jobId) {
      set({ sentJobId: jobId, uploadFailed: null, unconfirmedStart: null });
      followSentJob();
    },
    retryUpload() {
      // The failure stays in view until the next start; the options step's button starts again.
      set({ sentJobId: null, step: 'options' });
    },
  };
}
