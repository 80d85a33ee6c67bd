import type { ColumnMapping, EncodingChoice, RowView, SeparatorChoice } from '../../../shared/users-csv';
import { useProfiles } from '../../stores/profiles';
import { translate } from '../../ui/i18n';
import type { CsvWorkerNews } from '../../workers/csv-worker-client';
import type { ImportWizardState, ReadingSlice, ReadProgress, WizardContext } from './import-wizard-types';
import { SAFE_ERROR_POLICY } from './import-wizard-types';
import { recallMapping, rememberMapping } from './mapping-memory';
import { rememberRecentFile } from './recent-files';

const EMPTY_PROGRESS: ReadProgress = { bytesRead: 0, totalBytes: 0, records: 0, errors: 0, warnings: 0 };
/** The grid asks for rows as they scroll by; older ones are dropped beyond this. */
const ROW_CACHE_LIMIT = 4_000;

/** The slice's data (its actions left out). */
type ReadingData = {
  [K in keyof ReadingSlice as ReadingSlice[K] extends (...args: never[]) => unknown ? never : K]: ReadingSlice[K];
};

/** Everything the reading knows about one file (`rowsVersion`, encoding and separator choices aside). */
export function noFileRead(): Omit<ReadingData, 'rowsVersion' | 'encoding' | 'separator'> {
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
    fileColumns: 0,
    mappingRemembered: false,
    summary: null,
    rows: new Map(),
    retryOf: null,
    retryKind: null,
    edited: false,
    pendingReplace: null,
  };
}

/**
 * The file and its reading. The worker owns the rows; this slice holds what the screen shows:
 * the header and mapping, totals and problem rows, and a cache of the rows the grid has asked
 * for. `noFile` is the whole wizard's fresh state (every slice's part).
 */
export function readingSlice(
  { set, get, worker }: WizardContext,
  ctx: { sendSettings(): void; noFile(): Partial<ImportWizardState> },
): { slice: ReadingSlice; onNews(event: CsvWorkerNews): void } {
  /** Rows asked of the worker and not yet answered. */
  const requested = new Set<number>();
  /** A remembered or chosen mapping to apply once reading is done (the rows must all be in first). */
  let pendingMapping: ColumnMapping | null = null;

  const mergeRows = (rows: RowView[]) => {
    const cache = get().rows.size > ROW_CACHE_LIMIT ? new Map<number, RowView>() : new Map(get().rows);
    for (const row of rows) cache.set(row.index, row);
    set({ rows: cache, rowsVersion: get().rowsVersion + 1 });
  };
  const clearRows = () => {
    requested.clear();
    set({ rows: new Map(), rowsVersion: get().rowsVersion + 1 });
  };
  /** A new mapping goes to the worker now, or after reading when the rows are not all in. */
  const remap = (mapping: ColumnMapping) => {
    if (get().phase === 'reading') pendingMapping = mapping;
    else worker.send({ type: 'remap', mapping });
  };

  /** The header the reading gave (derived columns coming and going leave it the same file). */
  let readHeader: string[] | null = null;
  /** The file's own columns: the mapping is remembered for them (the derived ones follow). */
  const fileHeader = () => get().header.slice(0, get().fileColumns);
  const fileMapping = (mapping: ColumnMapping) => mapping.slice(0, get().fileColumns);

  const onHeader = (header: string[]) => {
    readHeader = header;
    const profileId = useProfiles.getState().activeId;
    void recallMapping(profileId, fileHeader()).then((mapping) => {
      if (!mapping || readHeader !== header) return;
      const current = get().mapping;
      if (mapping.every((t, i) => t === current[i])) return;
      set({ mapping: [...mapping, ...current.slice(mapping.length)], mappingRemembered: true });
      remap(mapping);
    });
  };
  const onDone = (stopped: boolean) => {
    // Rows cached while reading carry findings of a half-read file (duplicates come later).
    clearRows();
    if (pendingMapping) {
      worker.send({ type: 'remap', mapping: pendingMapping });
      pendingMapping = null;
    }
    // Listed under "Recent files" (a retry's rows exist only in memory, so not those).
    const { file, retryOf } = get();
    const mapping = fileMapping(get().mapping);
    if (file && !retryOf && !stopped)
      void rememberRecentFile({
        name: file.name,
        size: file.size,
        lastModified: file.lastModified,
        mapping: [...mapping],
        usedAt: Date.now(),
      });
  };

  const onNews = (event: CsvWorkerNews) => {
    switch (event.type) {
      case 'detected':
        set({ detection: event.detection });
        break;
      case 'header': {
        const { header, matches, mapping, fileColumns } = event;
        set({ header, matches, mapping, fileColumns, mappingRemembered: false });
        onHeader(header);
        break;
      }
      case 'columns': {
        // Derived columns came or went: the file's mapping stays as chosen.
        const { header, matches, mapping, fileColumns } = event;
        set({ header, matches, mapping, fileColumns });
        void get().checkTakenNames();
        break;
      }
      case 'progress': {
        const { bytesRead, totalBytes, records, errors, warnings } = event;
        set({ progress: { bytesRead, totalBytes, records, errors, warnings } });
        break;
      }
      case 'preview':
        mergeRows(event.rows);
        break;
      case 'done':
        set({ phase: 'done', summary: event.summary, step: get().step === 'file' ? 'check' : get().step });
        onDone(event.stopped);
        void get().checkTakenNames();
        break;
      case 'cancelled':
        set({ phase: 'cancelled' });
        break;
      case 'failed':
        set({ error: event.message, ...(get().phase === 'reading' ? { phase: 'failed' as const } : {}) });
        break;
      case 'changed':
        set({ summary: event.summary, error: null });
        if (event.rows.length === 0) clearRows();
        else mergeRows(event.rows);
        break;
    }
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
      fileColumns: 0,
      summary: null,
      rows: new Map(),
      rowsVersion: get().rowsVersion + 1,
    });
    try {
      worker.start();
      ctx.sendSettings();
      worker.send({ type: 'open', file, fileName: file.name, encoding, separator }, true);
    } catch (error) {
      set({ phase: 'failed', error: translate('import.read.cannotRead', { reason: (error as Error).message }) });
    }
  };

  const slice: ReadingSlice = {
    ...noFileRead(),
    encoding: 'auto',
    separator: 'auto',
    rowsVersion: 0,

    prewarm() {
      try {
        worker.start();
      } catch {
        // No Worker here (a test DOM): the wizard says so when a file is opened.
      }
    },
    openFile(file, retryOf = null, retryKind = null) {
      set({
        ...ctx.noFile(),
        file,
        encoding: 'auto',
        separator: 'auto',
        step: 'check',
        retryOf,
        retryKind: retryOf ? (retryKind ?? 'failed') : null,
        // "Upload every row" chosen for one file must not carry over to the next.
        options: { ...get().options, errorPolicy: SAFE_ERROR_POLICY },
      });
      get().takeConnectionScheme();
      read(file, 'auto', 'auto');
      void get().loadPolicy();
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
    reread(encoding, separator) {
      const file = get().file;
      if (!file) return;
      set({ encoding, separator });
      read(file, encoding, separator);
    },
    cancel() {
      worker.send({ type: 'cancel' });
    },
    setTarget(column, target) {
      const mapping = get().header.map((_, i) => (i === column ? target : (get().mapping[i] ?? null)));
      set({ mapping, mappingRemembered: false });
      // A target used twice among the file's columns is shown, not sent: the worker would refuse it.
      // (A derived column for a target the file now has goes away with the worker's answer.)
      const targets = fileMapping(mapping).filter((t) => t !== null);
      if (new Set(targets).size !== targets.length) return;
      remap(fileMapping(mapping));
      set({ sheet: null });
      void rememberMapping(useProfiles.getState().activeId, fileHeader(), fileMapping(mapping));
    },
    requestRows(indexes) {
      const missing = indexes.filter((i) => !get().rows.has(i) && !requested.has(i));
      if (missing.length === 0 || !worker.running) return;
      for (const i of missing) requested.add(i);
      worker.ask({ type: 'rows', indexes: missing }).then(
        (reply) => {
          for (const row of reply.rows) requested.delete(row.index);
          mergeRows(reply.rows);
        },
        // The worker failed: the failure is shown; the rows are asked for again as the grid scrolls.
        () => {
          for (const i of missing) requested.delete(i);
        },
      );
    },
    editCell(index, column, value) {
      set({ edited: true });
      worker.send({ type: 'edit', index, column, value });
      // The worker forgets the generated passwords with any change: the sheet must be made again.
      set({ sheet: null });
    },
    fixAll(rule) {
      set({ edited: true });
      worker.send({ type: 'fixAll', rule });
      set({ sheet: null });
    },
    setStep(step) {
      set({ step });
    },
    reset() {
      worker.send({ type: 'cancel' });
      pendingMapping = null;
      requested.clear();
      // The options stay (they are the administrator's), except the safe choice for rows with errors.
      set({
        ...ctx.noFile(),
        rowsVersion: get().rowsVersion + 1,
        options: { ...get().options, errorPolicy: SAFE_ERROR_POLICY },
      });
    },
  };
  return { slice, onNews };
}
