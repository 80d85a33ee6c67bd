/**
 * Exports of every matching record to CSV, page by page (500 per page), reporting
 * `export.progress` after each page; `exports.cancel` aborts the page in flight. The
 * finished file travels in the last event (the shells save it where the user says).
 */
import { randomUUID } from 'node:crypto';
import type { QueryPage, ServerRecord } from '../../../shared/models/query';
import type { ExportProgress } from '../../../shared/models/query';
import { AppError } from '../errors';
import type { EventBus } from '../events';
import { columnsOf, csvRow } from './csv';

export const EXPORT_PAGE_SIZE = 500;

export interface ExportJob {
  fileName: string;
  columns: readonly string[];
  /** Reads one page; must honour the signal. */
  page(offset: number, limit: number, signal: AbortSignal): Promise<QueryPage<ServerRecord>>;
}

export interface Exports {
  start(job: ExportJob): { exportId: string; done: Promise<ExportProgress> };
  cancel(exportId: string): void;
  cancelAll(): void;
}

export function createExports(events: EventBus, pageSize = EXPORT_PAGE_SIZE): Exports {
  const running = new Map<string, AbortController>();

  async function run(exportId: string, job: ExportJob, controller: AbortController): Promise<ExportProgress> {
    let done = 0;
    let total: number | null = null;
    const emit = (progress: ExportProgress) => {
      events.emit('export.progress', progress);
      return progress;
    };
    try {
      const chunks: string[] = [];
      let columns = [...job.columns];
      for (let offset = 0; ; offset += pageSize) {
        const page = await job.page(offset, pageSize, controller.signal);
        if (controller.signal.aborted) throw new AppError('cancelled', 'The export was cancelled.');
        total = page.total ?? total;
        if (offset === 0) {
          if (columns.length === 0) columns = columnsOf(page.results);
          chunks.push(csvRow(columns));
        }
        for (const record of page.results)
          chunks.push(
            csvRow(
              columns.map((c) => record[c]),
              columns,
            ),
          );
        done += page.results.length;
        const finished = page.results.length < pageSize || (total !== null && done >= total);
        if (finished) {
          return emit({
            exportId,
            done,
            total: total ?? done,
            state: 'finished',
            file: { fileName: job.fileName, content: chunks.join(''), mimeType: 'text/csv' },
          });
        }
        emit({ exportId, done, total, state: 'running' });
      }
    } catch (error) {
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
    start(job) {
      const exportId = randomUUID();
      const controller = new AbortController();
      running.set(exportId, controller);
      events.emit('export.progress', { exportId, done: 0, total: null, state: 'running' });
      return { exportId, done: run(exportId, job, controller) };
    },
    cancel(exportId) {
      const controller = running.get(exportId);
      if (!controller)
        throw new AppError('not-found', `There is no running export ${exportId}; it may have finished already.`, {
          exportId,
        });
      controller.abort();
    },
    cancelAll() {
      for (const controller of running.values()) controller.abort();
    },
  };
}

export function exportFileName(what: string, now = new Date()): string {
  return `${what}-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`;
}
