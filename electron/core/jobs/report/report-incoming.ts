/**
 * The per-line report as its pages arrive from the server (main thread): each page's new
 * entries are appended to `report.incoming` as fixed-size records and their messages to
 * `report.messages`, so that memory stays flat however long the report. A line the server
 * repeats is kept once (the first time); lines it does not know (-1) are all kept. The
 * worker then sorts and indexes the file (report-seal.ts). While it arrives, the records
 * kept so far can be read as they came (report-early-page.ts): the server sends them by line.
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { ServerReportEntry } from '../../api/api-client';
import { AppError } from '../../errors';
import type { JobFolder } from '../store/job-folder';
import { LineSet } from '../../../../shared/users-csv/line-set';
import { RECORD_BYTES, writeEntry } from './report-records';

/** Distinct messages remembered to write each only once ("User stored with version 1" a million times). */
const INTERNED_MESSAGES = 10_000;
/** A server with more status words than this is not answering a report. */
const MAX_STATUSES = 1_000;

export class ReportIncoming {
  private readonly statuses = new Map<string, number>();
  /** Status words in index order, and the lines of each so far. */
  private readonly words: string[] = [];
  private readonly statusCounts: number[] = [];
  private readonly interned = new Map<string, { offset: number; length: number }>();
  private readonly seen = new LineSet();
  private messageBytes = 0;
  /** Entries kept so far (each whole on disk, its message too, once counted). */
  count = 0;
  /** The server's count of the report's lines, once a page gave one. */
  serverTotal: number | null = null;

  private constructor(
    private readonly records: FileHandle,
    private readonly messages: FileHandle,
    private readonly onAppended: () => void,
  ) {}

  /** Starts from nothing (an earlier, interrupted fetch is overwritten); `onAppended` follows each page kept. */
  static async open(folder: JobFolder, onAppended: () => void = () => {}): Promise<ReportIncoming> {
    const records = await open(folder.reportIncoming, 'w', 0o600);
    try {
      return new ReportIncoming(records, await open(folder.reportMessages, 'w', 0o600), onAppended);
    } catch (error) {
      await records.close();
      throw error;
    }
  }

  /** Appends a page; answers how many of its entries were new. */
  async append(entries: readonly ServerReportEntry[], total: number | null = null): Promise<number> {
    const records = Buffer.allocUnsafe(entries.length * RECORD_BYTES);
    const texts: Buffer[] = [];
    let fresh = 0;
    for (const entry of entries) {
      if (entry.line >= 0 && !this.seen.add(entry.line)) continue;
      const status = this.statusIndex(entry.status);
      writeEntry(records, fresh * RECORD_BYTES, {
        line: Math.max(-1, Math.min(entry.line, 0x7fffffff)),
        status,
        ...this.message(entry.message, texts),
      });
      this.statusCounts[status] = (this.statusCounts[status] ?? 0) + 1;
      fresh++;
    }
    if (fresh > 0) await this.records.write(records, 0, fresh * RECORD_BYTES);
    if (texts.length > 0) await this.messages.write(Buffer.concat(texts));
    this.count += fresh;
    this.serverTotal = total ?? this.serverTotal;
    this.onAppended();
    return fresh;
  }

  /** The status word of an index, as far as the report has come. */
  statusWord(index: number): string {
    return this.words[index] ?? '';
  }

  /** The lines so far by status word. */
  countsByStatus(): Record<string, number> {
    return Object.fromEntries(this.words.map((word, index) => [word, this.statusCounts[index]!]));
  }

  /** The status words in index order; the files are flushed and closed. */
  async close(): Promise<string[]> {
    await Promise.all([this.records.sync(), this.messages.sync()]);
    await Promise.all([this.records.close(), this.messages.close()]);
    return [...this.words];
  }

  /** Closes without keeping anything (the fetch failed). */
  async abandon(): Promise<void> {
    await Promise.allSettled([this.records.close(), this.messages.close()]);
  }

  private statusIndex(status: string): number {
    let index = this.statuses.get(status);
    if (index === undefined) {
      if (this.statuses.size >= MAX_STATUSES) {
        throw new AppError('invalid-response', { reason: 'too-many-statuses', max: MAX_STATUSES });
      }
      index = this.statuses.size;
      this.statuses.set(status, index);
      this.words.push(status);
    }
    return index;
  }

  private message(text: string, pending: Buffer[]): { messageOffset: number; messageLength: number } {
    const known = this.interned.get(text);
    if (known) return { messageOffset: known.offset, messageLength: known.length };
    const bytes = Buffer.from(text, 'utf8');
    const place = { offset: this.messageBytes, length: bytes.length };
    pending.push(bytes);
    this.messageBytes += bytes.length;
    if (this.interned.size < INTERNED_MESSAGES) this.interned.set(text, place);
    return { messageOffset: place.offset, messageLength: place.length };
  }
}
