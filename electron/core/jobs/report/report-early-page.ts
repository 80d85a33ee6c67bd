/**
 * The report's first pages while it is still being fetched. A finished job's report is
 * fetched whole before it is sealed (sorted and indexed), which for a million lines takes
 * seconds; the server sends it by line (spec 4.4: sorted by line ascending), so the records
 * kept so far in `report.incoming` are already the report's first lines. An unfiltered page
 * inside them is answered from there at once, marked `complete: false` with the counts so
 * far; a filtered page, or one after the fetch has ended, waits for the sealed report.
 */
import type { ReportPage } from '../../../../shared/models/job';
import { readRanges } from '../../support/ranged-read';
import type { JobFolder } from '../store/job-folder';
import type { ReportIncoming } from './report-incoming';
import { joinedLines } from './report-reader';
import { RECORD_BYTES, readEntry } from './report-records';

/** A report fetch in flight: its incoming records once opened, and who waits for more of them. */
export class ReportFetchProgress {
  private incoming: ReportIncoming | null = null;
  private ended = false;
  private readonly waiters = new Set<() => void>();

  /** The fetch has opened its incoming records. */
  attach(incoming: ReportIncoming): void {
    this.incoming = incoming;
    this.notify();
  }

  /** A page was kept. */
  notify(): void {
    for (const wake of this.waiters) wake();
  }

  /** The fetch ended (sealed, failed or abandoned): nothing is read from its incoming records any more. */
  end(): void {
    this.ended = true;
    this.incoming = null;
    this.notify();
  }

  /**
   * The incoming records once they hold `count` lines (or all the server counts), or null
   * when the fetch ends first: then the sealed report answers.
   */
  async holding(count: number): Promise<ReportIncoming | null> {
    for (;;) {
      if (this.ended) return null;
      const incoming = this.incoming;
      if (
        incoming &&
        (incoming.count >= count || (incoming.serverTotal !== null && incoming.count >= incoming.serverTotal))
      ) {
        return incoming;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          resolve();
        };
        this.waiters.add(wake);
      });
    }
  }
}

/** An unfiltered page of a report still arriving, or null when the sealed report must answer it. */
export async function readEarlyPage(
  folder: JobFolder,
  progress: ReportFetchProgress,
  page: { offset: number; limit: number },
): Promise<ReportPage | null> {
  const incoming = await progress.holding(page.offset + page.limit);
  if (!incoming) return null;
  const kept = incoming.count;
  const total = Math.max(kept, incoming.serverTotal ?? kept);
  const count = Math.max(0, Math.min(page.limit, kept - page.offset));
  const countsByStatus = incoming.countsByStatus();
  if (count === 0) return { total, lines: [], countsByStatus, complete: false };
  try {
    const start = page.offset * RECORD_BYTES;
    const [records] = await readRanges(folder.reportIncoming, [[start, start + count * RECORD_BYTES]]);
    const entries = Array.from({ length: count }, (_, i) => readEntry(records!, i * RECORD_BYTES));
    const lines = await joinedLines(folder, entries, (index) => incoming.statusWord(index));
    return { total, lines, countsByStatus, complete: false };
  } catch {
    // Sealed meanwhile (the incoming records are removed once sorted): the sealed report answers.
    return null;
  }
}
