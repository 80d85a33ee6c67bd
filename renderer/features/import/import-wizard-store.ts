import { create } from 'zustand';
import type { JobRecord } from '../../../shared/models/job';
import type {
  ColumnMapping,
  ColumnMatch,
  CsvSessionEvent,
  Detection,
  EncodingChoice,
  RowView,
  SeparatorChoice,
  Summary,
  TargetColumn,
} from '../../../shared/users-csv';
import { call } from '../../bridge/mdm';
import { useJobs } from '../../stores/jobs';
import { useProfiles } from '../../stores/profiles';
import { translate } from '../../ui/i18n';
import { createCsvWorker } from '../../workers/csv-client';
import type { CsvWorkerPort } from '../../workers/csv-client';
import { recallMapping, rememberMapping } from './mapping-memory';
import { rememberRecentFile } from './recent-files';

export type WizardStep = 'file' | 'check' | 'options';
export type ReadPhase = 'idle' | 'reading' | 'done' | 'cancelled' | 'failed';
/** What happens to rows with errors: left out, block the start, or sent for the server to judge. */
export type ErrorPolicy = 'valid-only' | 'stop' | 'all';
/** Which rows of an earlier job were loaded: its failed rows, or the lines an aborted job never reached. */
export type RetryKind = 'failed' | 'unreached';
/** The safe choice, set again for every file: nothing is sent while errors remain. */
export const SAFE_ERROR_POLICY: ErrorPolicy = 'stop';

export interface WizardOptions {
  overwrite: boolean;
  roles: string[];
  separator: 'COMMA' | 'SEMICOLON';
  errorPolicy: ErrorPolicy;
}

export interface ReadProgress {
  bytesRead: number;
  totalBytes: number;
  records: number;
  errors: number;
  warnings: number;
}

export interface ImportWizardState {
  step: WizardStep;
  file: File | null;
  phase: ReadPhase;
  error: string | null;
  progress: ReadProgress;
  detection: Detection | null;
  encoding: EncodingChoice;
  separator: SeparatorChoice;
  header: string[];
  matches: ColumnMatch[];
  mapping: ColumnMapping;
  /** True when the mapping came from an earlier import of the same header set. */
  mappingRemembered: boolean;
  summary: Summary | null;
  /** Rows the grid has seen, by index; `rowsVersion` changes whenever it does. */
  rows: Map<number, RowView>;
  rowsVersion: number;
  options: WizardOptions;
  /** Where the wizard came from when it was loaded with a job's rows: its failed rows, or the lines it never reached. */
  retryOf: string | null;
  retryKind: RetryKind | null;
  /** True once a value was fixed by hand (or by a bulk fix): replacing the file then asks first. */
  edited: boolean;
  /** A file waiting for the administrator's word before it replaces the edited one (null file: "Other file"). */
  pendingReplace: { file: File | null; retryOf: string | null; retryKind: RetryKind | null } | null;
  /** The job this file was sent as, until the server confirms it: the file and its fixes stay meanwhile. */
  sentJobId: string | null;
  /** Set when that job's upload failed before the server had a job: the file and fixes are kept for "Retry upload". */
  uploadFailed: { jobId: string; message: string } | null;

  /** Starts the worker ahead of the drop, so that its start-up is not in the way of the first rows. */
  prewarm(): void;
  openFile(file: File, retryOf?: string | null, retryKind?: RetryKind | null): void;
  /** Opens a file, or (file null) goes back to choosing one; asks first when the current file has fixes. */
  replaceFile(file: File | null, retryOf?: string | null, retryKind?: RetryKind | null): void;
  confirmReplace(): void;
  keepFixes(): void;
  /** The job started from this file: kept until the server confirms it (see uploadFailed). */
  markSent(jobId: string): void;
  /** After a failed upload: back to the options, file and fixes as they were, to start again. */
  retryUpload(): void;
  reread(encoding: EncodingChoice, separator: SeparatorChoice): void;
  cancel(): void;
  setTarget(column: number, target: TargetColumn | null): void;
  requestRows(indexes: number[]): void;
  editCell(index: number, column: number, value: string): void;
  fixAll(rule: 'whitespace' | 'phone'): void;
  setStep(step: WizardStep): void;
  setOptions(options: Partial<WizardOptions>): void;
  /** Hands the upload to core chunk by chunk (uploads.*), then starts the import job. */
  start(): Promise<JobRecord>;
  reset(): void;
}

const EMPTY_PROGRESS: ReadProgress = { bytesRead: 0, totalBytes: 0, records: 0, errors: 0, warnings: 0 };

/** Everything the wizard knows about one file; opening another file or resetting starts from this. */
function noFile(): Pick<
  ImportWizardState,
  | 'step'
  | 'file'
  | 'phase'
  | 'error'
  | 'progress'
  | 'detection'
  | 'header'
  | 'matches'
  | 'mapping'
  | 'mappingRemembered'
  | 'summary'
  | 'rows'
  | 'retryOf'
  | 'retryKind'
  | 'edited'
  | 'pendingReplace'
  | 'sentJobId'
  | 'uploadFailed'
> {
  return {
    step: 'file',
    file: null,
    phase: 'idle',
    error: null,
    progress: EMPTY_PROGRESS,
    detection: null,
    header: [],
    matches: [],
    mapping: [],
    mappingRemembered: false,
    summary: null,
    rows: new Map(),
    retryOf: null,
    retryKind: null,
    edited: false,
    pendingReplace: null,
    sentJobId: null,
    uploadFailed: null,
  };
}
const DEFAULT_OPTIONS: WizardOptions = {
  overwrite: false,
  roles: [],
  separator: 'COMMA',
  errorPolicy: SAFE_ERROR_POLICY,
};
/** The grid asks for rows as they scroll by; older ones are dropped beyond this. */
const ROW_CACHE_LIMIT = 4_000;

let worker: CsvWorkerPort | null = null;
let nextRequestId = 1;
type UploadPiece = Extract<CsvSessionEvent, { type: 'uploadChunk' | 'uploadDone' }>;
/** The upload chunk the page waits for from the worker (one at a time: the page pulls). */
const pulls = new Map<number, { resolve: (piece: UploadPiece) => void; reject: (error: Error) => void }>();
const requested = new Set<number>();
/** A remembered mapping to apply once reading is done (the rows must all be in first). */
let pendingMapping: ColumnMapping | null = null;

/**
 * The import wizard's state, outside any component so that it survives leaving the screen.
 * The worker owns the rows; this store holds what the screen shows: the header and mapping,
 * totals and problem rows, and a cache of the rows the grid has asked for.
 */
export const useImportWizard = create<ImportWizardState>((set, get) => {
  const handle = (event: CsvSessionEvent) => {
    switch (event.type) {
      case 'detected':
        set({ detection: event.detection });
        break;
      case 'header': {
        set({ header: event.header, matches: event.matches, mapping: event.mapping, mappingRemembered: false });
        const profileId = useProfiles.getState().activeId;
        void recallMapping(profileId, event.header).then((mapping) => {
          if (!mapping || get().header !== event.header) return;
          if (mapping.every((t, i) => t === get().mapping[i])) return;
          set({ mapping, mappingRemembered: true });
          if (get().phase === 'reading') pendingMapping = mapping;
          else worker?.postMessage({ type: 'remap', mapping });
        });
        break;
      }
      case 'progress':
        set({
          progress: {
            bytesRead: event.bytesRead,
            totalBytes: event.totalBytes,
            records: event.records,
            errors: event.errors,
            warnings: event.warnings,
          },
        });
        break;
      case 'preview':
        mergeRows(event.rows);
        break;
      case 'done':
        set({ phase: 'done', summary: event.summary, step: get().step === 'file' ? 'check' : get().step });
        // Rows cached while reading carry findings of a half-read file (duplicates come later).
        clearRows();
        if (pendingMapping) {
          worker?.postMessage({ type: 'remap', mapping: pendingMapping });
          pendingMapping = null;
        }
        {
          // Listed under "Recent files" (a retry's rows exist only in memory, so not those).
          const { file, retryOf, mapping } = get();
          if (file && !retryOf && !event.stopped)
            void rememberRecentFile({
              name: file.name,
              size: file.size,
              lastModified: file.lastModified,
              mapping: [...mapping],
              usedAt: Date.now(),
            });
        }
        break;
      case 'cancelled':
        set({ phase: 'cancelled' });
        break;
      case 'failed':
        set({ error: event.message, ...(get().phase === 'reading' ? { phase: 'failed' as const } : {}) });
        for (const pull of pulls.values()) pull.reject(new Error(event.message));
        pulls.clear();
        break;
      case 'rows':
        for (const row of event.rows) requested.delete(row.index);
        mergeRows(event.rows);
        break;
      case 'changed':
        set({ summary: event.summary, error: null });
        if (event.rows.length === 0) clearRows();
        else mergeRows(event.rows);
        break;
      case 'uploadChunk':
      case 'uploadDone':
        pulls.get(event.requestId)?.resolve(event);
        pulls.delete(event.requestId);
        break;
    }
  };
  const mergeRows = (rows: RowView[]) => {
    const cache = get().rows.size > ROW_CACHE_LIMIT ? new Map<number, RowView>() : new Map(get().rows);
    for (const row of rows) cache.set(row.index, row);
    set({ rows: cache, rowsVersion: get().rowsVersion + 1 });
  };
  const clearRows = () => {
    requested.clear();
    set({ rows: new Map(), rowsVersion: get().rowsVersion + 1 });
  };
  const ensureWorker = (): CsvWorkerPort => {
    if (!worker) {
      worker = createCsvWorker();
      worker.onmessage = (message) => handle(message.data);
      // A dead worker answers nothing: whoever waits for it (Start, waiting for the upload's
      // next chunk) must hear it, and the next file gets a new worker.
      worker.onerror = (event) => {
        worker = null;
        handle({ type: 'failed', message: translate('import.worker.stopped', { reason: event.message || '?' }) });
      };
    }
    return worker;
  };
  const read = (file: File, encoding: EncodingChoice, separator: SeparatorChoice) => {
    pendingMapping = null;
    requested.clear();
    set({
      phase: 'reading',
      error: null,
      progress: { ...EMPTY_PROGRESS, totalBytes: file.size },
      detection: null,
      header: [],
      matches: [],
      mapping: [],
      summary: null,
      rows: new Map(),
      rowsVersion: get().rowsVersion + 1,
    });
    try {
      ensureWorker().postMessage({ type: 'open', file, fileName: file.name, encoding, separator });
    } catch (error) {
      set({ phase: 'failed', error: translate('import.read.cannotRead', { reason: (error as Error).message }) });
    }
  };

  /**
   * Follows the job this file was sent as. Once the server has it (a server job id, or an
   * end), the file is done and the wizard starts afresh; if the upload or start failed
   * before that, the file and its fixes stay for "Retry upload".
   */
  let stopFollowing: (() => void) | null = null;
  const followSentJob = () => {
    stopFollowing?.();
    const check = () => {
      const id = get().sentJobId;
      const job = id ? useJobs.getState().jobs.find((j) => j.id === id) : undefined;
      if (!id) {
        stopFollowing?.();
        stopFollowing = null;
        return;
      }
      if (!job) return;
      if (job.serverJobUuid !== null || job.phase === 'finished' || job.phase === 'failed') {
        stopFollowing?.();
        stopFollowing = null;
        get().reset();
      } else if (job.phase === 'error' || job.phase === 'detached') {
        stopFollowing?.();
        stopFollowing = null;
        set({ uploadFailed: { jobId: job.id, message: job.error?.message ?? '' }, sentJobId: null });
      }
    };
    stopFollowing = useJobs.subscribe(check);
    check();
  };

  return {
    ...noFile(),
    encoding: 'auto',
    separator: 'auto',
    rowsVersion: 0,
    options: DEFAULT_OPTIONS,

    prewarm() {
      try {
        ensureWorker();
      } catch {
        // No Worker here (a test DOM): the wizard says so when a file is opened.
      }
    },
    openFile(file, retryOf = null, retryKind = null) {
      set({
        ...noFile(),
        file,
        encoding: 'auto',
        separator: 'auto',
        step: 'check',
        retryOf,
        retryKind: retryOf ? (retryKind ?? 'failed') : null,
        // "Upload every row" chosen for one file must not carry over to the next.
        options: { ...get().options, errorPolicy: SAFE_ERROR_POLICY },
      });
      read(file, 'auto', 'auto');
    },
    replaceFile(file, retryOf = null, retryKind = null) {
      if (get().edited && get().file) {
        set({ pendingReplace: { file, retryOf, retryKind } });
        return;
      }
      if (file) get().openFile(file, retryOf, retryKind);
      else get().reset();
    },
    confirmReplace() {
      const pending = get().pendingReplace;
      if (!pending) return;
      set({ pendingReplace: null, edited: false });
      get().replaceFile(pending.file, pending.retryOf, pending.retryKind);
    },
    keepFixes() {
      set({ pendingReplace: null });
    },
    markSent(jobId) {
      set({ sentJobId: jobId, uploadFailed: null });
      followSentJob();
    },
    retryUpload() {
      // The failure stays in view until the next start; the options step's button starts again.
      set({ sentJobId: null, step: 'options' });
    },
    reread(encoding, separator) {
      const file = get().file;
      if (!file) return;
      set({ encoding, separator });
      read(file, encoding, separator);
    },
    cancel() {
      worker?.postMessage({ type: 'cancel' });
    },
    setTarget(column, target) {
      const mapping = get().header.map((_, i) => (i === column ? target : (get().mapping[i] ?? null)));
      set({ mapping, mappingRemembered: false });
      // A target used twice is shown, not sent: the worker would refuse it.
      const targets = mapping.filter((t) => t !== null);
      if (new Set(targets).size !== targets.length) return;
      if (get().phase === 'reading') pendingMapping = mapping;
      else worker?.postMessage({ type: 'remap', mapping });
      void rememberMapping(useProfiles.getState().activeId, get().header, mapping);
    },
    requestRows(indexes) {
      const missing = indexes.filter((i) => !get().rows.has(i) && !requested.has(i));
      if (missing.length === 0 || !worker) return;
      for (const i of missing) requested.add(i);
      worker.postMessage({ type: 'rows', requestId: nextRequestId++, indexes: missing });
    },
    editCell(index, column, value) {
      set({ edited: true });
      worker?.postMessage({ type: 'edit', index, column, value });
    },
    fixAll(rule) {
      set({ edited: true });
      worker?.postMessage({ type: 'fixAll', rule });
    },
    setStep(step) {
      set({ step });
    },
    setOptions(options) {
      set({ options: { ...get().options, ...options } });
    },
    async start() {
      const { options, file } = get();
      const profileId = useProfiles.getState().activeId;
      const requestId = nextRequestId++;
      const port = ensureWorker();
      port.postMessage({
        type: 'build',
        requestId,
        separator: options.separator,
        validOnly: options.errorPolicy === 'valid-only',
      });
      const pull = () =>
        new Promise<UploadPiece>((resolve, reject) => {
          pulls.set(requestId, { resolve, reject });
          port.postMessage({ type: 'buildNext', requestId });
        });
      // The upload goes to core once, as bytes, chunk by chunk: the worker writes the next
      // chunk while this one travels, so neither side holds the whole file.
      const { uploadId } = await call('uploads.begin', { fileName: file?.name ?? 'users.csv' });
      try {
        let offset = 0;
        let next = pull();
        for (;;) {
          const piece = await next;
          if (piece.type === 'uploadDone') {
            await call('uploads.finish', { uploadId, lineMap: piece.lineMap });
            return await call('import.start', {
              ...(profileId ? { profileId } : {}),
              // The job carries the name the administrator knows (their file), not the upload's.
              fileName: file?.name ?? piece.fileName,
              uploadId,
              options: { overwrite: options.overwrite, roles: options.roles, separator: options.separator },
              excludedRows: piece.excludedRows,
            });
          }
          next = pull();
          await call('uploads.append', { uploadId, offset, bytes: piece.bytes });
          offset += piece.bytes.byteLength;
        }
      } catch (error) {
        pulls.delete(requestId);
        void call('uploads.discard', { uploadId }).catch(() => undefined);
        throw error;
      }
    },
    reset() {
      worker?.postMessage({ type: 'cancel' });
      pendingMapping = null;
      requested.clear();
      // The options stay (they are the administrator's), except the safe choice for rows with errors.
      set({
        ...noFile(),
        rowsVersion: get().rowsVersion + 1,
        options: { ...get().options, errorPolicy: SAFE_ERROR_POLICY },
      });
    },
  };
});
