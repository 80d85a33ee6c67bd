import { DuplicateIndex } from './duplicate-index';
import { DuplicateLog } from './duplicate-log';
import type { LoggedDuplicate } from './duplicate-log';
import { duplicateFinding } from './duplicate-tracker';
import type { DeferredDuplicate, DuplicateRule, DuplicateTracker, SettledDuplicates } from './duplicate-tracker';
import type { FindingSink, FusedKeys, MappedColumn } from './field-rules';
import { IndexedDuplicates } from './indexed-duplicates';

/**
 * The duplicate rules of a whole stream decided at the end: while streaming each record's
 * name and e-mail keys are only logged (no lookup per key; see `DuplicateLog`), and the
 * values of possible duplicates kept, tagged with the `position` where their findings
 * belong. `takeDeferred` then answers every duplicate at once. Used where nobody needs a
 * record's duplicate verdict while streaming; much faster on big files.
 *
 * Single records and edits afterwards go line by line: `settled()` builds the indexes from
 * the logs once, and every later record goes to them.
 */
export class LoggedDuplicates implements DuplicateTracker {
  private nameLog: DuplicateLog | undefined;
  private emailLog: DuplicateLog | undefined;
  private indexed: IndexedDuplicates | undefined;
  private taken = false;
  /** The current run's scratch: each record's tag, the record of each logged entry. */
  private tags = new Int32Array(0);
  private nameRecord = new Int32Array(0);
  private emailRecord = new Int32Array(0);
  private nameFrom = 0;
  private emailFrom = 0;

  /** `keys`: the hashes the field rules computed for the record just checked (`fuseKeyHashes`). */
  constructor(
    private readonly nameColumn: MappedColumn | undefined,
    private readonly emailColumn: MappedColumn | undefined,
    private readonly width: number,
    private readonly keys: FusedKeys,
  ) {
    if (nameColumn) this.nameLog = new DuplicateLog();
    if (emailColumn) this.emailLog = new DuplicateLog();
  }

  beginRun(records: readonly (readonly string[])[], count: number): void {
    if (this.indexed) return this.indexed.beginRun(records, count);
    if (this.tags.length < count) {
      this.tags = new Int32Array(count);
      this.nameRecord = new Int32Array(count);
      this.emailRecord = new Int32Array(count);
    }
    this.nameFrom = this.nameLog ? this.nameLog.count : 0;
    this.emailFrom = this.emailLog ? this.emailLog.count : 0;
  }

  add(k: number, fields: readonly string[], line: number, sink: FindingSink, position: number): number {
    if (this.indexed) return this.indexed.add(k, fields, line, sink);
    this.tags[k] = position;
    const names = this.nameLog,
      emails = this.emailLog,
      keys = this.keys;
    if (
      names &&
      (keys.nameHashed ? names.addHash(keys.nameA, keys.nameB, line) : names.add(fields[this.nameColumn!.index]!, line))
    )
      this.nameRecord[names.count - 1 - this.nameFrom] = k;
    if (
      emails &&
      (keys.emailHashed
        ? emails.addHash(keys.emailA, keys.emailB, line)
        : emails.add(fields[this.emailColumn!.index]!, line))
    )
      this.emailRecord[emails.count - 1 - this.emailFrom] = k;
    return 0;
  }

  /** Once settled, the indexes take the guess; a log grows as it is written (its indexes are sized from it when built). */
  expect(records: number): void {
    this.indexed?.expect(records);
  }

  /** Keeps the values and tags of the run's possible duplicates (the log's filter names them). */
  endRun(records: readonly (readonly string[])[]): void {
    if (this.indexed) return;
    const sift = (
      log: DuplicateLog | undefined,
      from: number,
      recordOf: Int32Array,
      column: MappedColumn | undefined,
    ) => {
      if (!log || !column) return;
      log.sift(from, (entry) => {
        const k = recordOf[entry - from]!;
        log.keep(entry, records[k]![column.index]!, this.tags[k]!);
      });
    };
    sift(this.nameLog, this.nameFrom, this.nameRecord, this.nameColumn);
    sift(this.emailLog, this.emailFrom, this.emailRecord, this.emailColumn);
  }

  /**
   * The duplicate findings of the logged records, in the order a line-by-line check would
   * have added them (line order, name before e-mail), each with its record's position. Once only.
   */
  takeDeferred(): DeferredDuplicate[] {
    if (this.taken) throw new Error('takeDeferredDuplicates() was already called');
    this.taken = true;
    const n = this.nameColumn,
      e = this.emailColumn;
    const names = n && this.nameLog ? this.nameLog.duplicates() : [];
    const emails = e && this.emailLog ? this.emailLog.duplicates() : [];
    this.releaseLogs();
    const out: DeferredDuplicate[] = [];
    const put = (column: MappedColumn, rule: DuplicateRule, d: LoggedDuplicate) =>
      out.push({ finding: duplicateFinding(column, rule, d.key, d.line, d.first), position: d.tag });
    let i = 0,
      j = 0;
    while (i < names.length || j < emails.length) {
      const x = names[i],
        y = emails[j];
      if (x && (!y || x.line <= y.line)) {
        put(n!, 'duplicate-name', x);
        i++;
      } else {
        put(e!, 'duplicate-email', y!);
        j++;
      }
    }
    return out;
  }

  settled(): SettledDuplicates {
    if (!this.indexed) {
      this.indexed = new IndexedDuplicates(
        this.nameColumn,
        this.emailColumn,
        this.width,
        indexFrom(this.nameLog),
        indexFrom(this.emailLog),
      );
      this.releaseLogs();
    }
    return this.indexed;
  }

  /** A log is dropped once both its uses are done: the duplicates taken and the indexes built. */
  private releaseLogs(): void {
    if (!this.taken || !this.indexed) return;
    this.nameLog = undefined;
    this.emailLog = undefined;
  }
}

/** The index of a log's keys, sized for them at once (the log knows how many it holds). */
function indexFrom(log: DuplicateLog | undefined): DuplicateIndex {
  const index = new DuplicateIndex(log?.count ?? 0);
  if (log) log.fill(index);
  return index;
}
