/**
 * Exports of every matching record to CSV, page by page (500 asked per page, whatever the
 * server answers), streamed to a file in core's file store, with `export.progress` after
 * each page; `exports.cancel` aborts the page in flight. The finished event carries the
 * file's description; the renderer downloads it by id, so its content never travels as
 * one message.
 */
import { randomUUID } from 'node:crypto';
import { csvFormatOf, preambleOf } from '../../../shared/csv/export-format';
import type { ExportFormat } from '../../../shared/csv/export-format';
import type { FieldRegistry } from '../../../shared/api/fields/index';
import type { ExportProgress, QueryPage, ServerRecord } from '../../../shared/models/query';
import { AppError } from '../errors';
import type { EventBus } from '../events';
import type { FileStore } from '../files/file-store';
import { fileSink } from '../files/text-sink';
import { columnsOf, recordLine } from './csv';
import { walkPages } from './page-walk';

export const EXPORT_PAGE_SIZE = 500;

export interface ExportJob {
  fileName: string;
  columns: readonly string[];
  /** Separator and BOM; commas and no BOM when absent. */
  format?: ExportFormat;
  /** What each field is (a date is written as ISO 8601); fields are guessed by name without it. */
  fields?: FieldRegistry;
  /** Reads one page; must honour the signal. */
  page(offset: number, limit: number, signal: AbortSignal): Promise<QueryPage<ServerRecord>>;
}

export interface Exports {
  /** Starts an export for a caller: its progress and its file go to that caller alone. */
  start(job: ExportJob, ownerId: string): { exportId: string; done: Promise<ExportProgress> };
  /** Cancels an export of this caller (another caller's export is not found). */
  cancel(exportId: string, callerId: string): void;
  /** Cancels every export of a caller that went away. */
  cancelCaller(callerId: string): void;
  cancelAll(): void;
}

export function createExports(events: EventBus, files: FileStore, pageSize = EXPORT_PAGE_SIZE): Exports {
  const running = new Map<string, { controller: AbortController; ownerId: string }>();

  async function run(
    exportId: string,
    job: ExportJob,
    controller: AbortController,
    ownerId: string,
  ): Promise<ExportProgress> {
    let done = 0;
    let total: number | null = null;
    const emit = (progress: ExportProgress) => {
      events.emit('export.progress', progress, { to: ownerId });
      return progress;
    };
    const target = await files.create(job.fileName, 'text/csv');
    const sink = fileSink(target.path);
    let ended = false;
    const format = csvFormatOf(job.format);
    const header = (columns: readonly string[]) =>
      preambleOf(job.format) + recordLine(Object.fromEntries(columns.map((c) => [c, c])), columns, format);
    try {
      let columns = [...job.columns];
      const pages = walkPages(
        async (offset, limit) => {
          // Cancelled between pages (or before the first): no further request.
          if (controller.signal.aborted) throw new AppError('cancelled', { what: 'export' });
          return job.page(offset, limit, controller.signal);
        },
        { pageSize },
      );
      for await (const page of pages) {
        if (controller.signal.aborted) throw new AppError('cancelled', { what: 'export' });
        total = page.total ?? total;
        if (done === 0) {
          if (columns.length === 0) columns = columnsOf(page.results);
          await sink.write(header(columns));
        }
        for (const record of page.results) await sink.write(recordLine(record, columns, format, job.fields));
        done += page.results.length;
        // The last page is told by the finished event.
        if (total === null || done < total) emit({ exportId, done, total, state: 'running' });
      }
      if (controller.signal.aborted) throw new AppError('cancelled', { what: 'export' });
      if (done === 0) await sink.write(header(columns));
      ended = true;
      await sink.end();
      const file = await files.finish(target.fileId);
      return emit({ exportId, done, total: total ?? done, state: 'finished', file });
    } catch (error) {
      if (!ended) await sink.end().catch(() => undefined);
      await files.discard(target.fileId);
      if (controller.signal.aborted || (error instanceof AppError && error.code === 'cancelled')) {
        return emit({ exportId, done, total, state: 'cancelled' });
      }
      return emit({
        exportId,
        done,
        total,
        state: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      running.delete(exportId);
    }
  }

  return {
    start(job, ownerId) {
      const exportId = randomUUID();
      const controller = new AbortController();
      running.set(exportId, { controller, ownerId });
      events.emit('export.progress', { exportId, done: 0, total: null, state: 'running' }, { to: ownerId });
      return { exportId, done: run(exportId, job, controller, ownerId) };
    },
    cancel(exportId, callerId) {
      const entry = running.get(exportId);
      if (!entry || entry.ownerId !== callerId) throw new AppError('not-found', { what: 'export', exportId });
      entry.controller.abort();
    },
    cancelCaller(callerId) {
      for (const entry of running.values()) if (entry.ownerId === callerId) entry.controller.abort();
    },
    cancelAll() {
      for (const entry of running.values()) entry.controller.abort();
    },
  };
}

export function exportFileName(what: string, now = new Date()): string {
  return `${what}-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`;
}
