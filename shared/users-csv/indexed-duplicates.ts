import { DuplicateIndex } from './duplicate-index';
import { duplicateFinding } from './duplicate-tracker';
import type { DeferredDuplicate, SettledDuplicates } from './duplicate-tracker';
import type { FindingSink, FusedKeys, MappedColumn } from './field-rules';

/**
 * The duplicate rules line by line: each record's keys are looked up in the name and e-mail
 * indexes as it comes, so its duplicate findings follow its other findings at once (what a
 * caller needs that reports each record's verdict while streaming). A run's keys are hashed
 * and their index slots loaded together first (their cache misses overlap).
 */
export class IndexedDuplicates implements SettledDuplicates {
  readonly names: DuplicateIndex;
  readonly emails: DuplicateIndex;

  constructor(
    private readonly nameColumn: MappedColumn | undefined,
    private readonly emailColumn: MappedColumn | undefined,
    private readonly width: number,
    names: DuplicateIndex = new DuplicateIndex(),
    emails: DuplicateIndex = new DuplicateIndex(),
  ) {
    this.names = names;
    this.emails = emails;
  }

  beginRun(records: readonly (readonly string[])[], count: number): void {
    for (const [index, column] of [
      [this.names, this.nameColumn],
      [this.emails, this.emailColumn],
    ] as const) {
      if (!column) continue;
      for (let k = 0; k < count; k++) {
        const f = records[k]!;
        index.stage(k, f.length === this.width ? f[column.index] : undefined);
      }
      index.preload(count);
    }
  }

  /**
   * `beginRun`'s first step for record `k` alone, right after its field rules ran: its keys
   * as they hashed them (`keys`), the others hashed here; `keys` null: a record with the
   * wrong field count, which registers none. Then `preloadRun`, then `add` in line order.
   */
  stageRecord(k: number, fields: readonly string[], keys: FusedKeys | null): void {
    const n = this.nameColumn;
    if (n) {
      if (keys === null) this.names.stage(k, undefined);
      else if (keys.nameHashed) this.names.stageHash(k, keys.nameA, keys.nameB);
      else this.names.stage(k, fields[n.index]);
    }
    const e = this.emailColumn;
    if (e) {
      if (keys === null) this.emails.stage(k, undefined);
      else if (keys.emailHashed) this.emails.stageHash(k, keys.emailA, keys.emailB);
      else this.emails.stage(k, fields[e.index]);
    }
  }

  /** `beginRun`'s second step, after `stageRecord` of the run's first `count` records. */
  preloadRun(count: number): void {
    if (this.nameColumn) this.names.preload(count);
    if (this.emailColumn) this.emails.preload(count);
  }

  add(k: number, fields: readonly string[], line: number, sink: FindingSink): number {
    let errors = 0;
    const n = this.nameColumn;
    if (n) {
      const first = this.names.appendStaged(k, line);
      if (first !== undefined) {
        sink.add(duplicateFinding(n, 'duplicate-name', DuplicateIndex.key(fields[n.index]!), line, first));
        errors++;
      }
    }
    const e = this.emailColumn;
    if (e) {
      const first = this.emails.appendStaged(k, line);
      if (first !== undefined) {
        sink.add(duplicateFinding(e, 'duplicate-email', DuplicateIndex.key(fields[e.index]!), line, first));
        errors++;
      }
    }
    return errors;
  }

  endRun(): void {}

  expect(records: number): void {
    if (this.nameColumn) this.names.expect(records);
    if (this.emailColumn) this.emails.expect(records);
  }

  settled(): SettledDuplicates {
    return this;
  }

  /** Nothing is deferred line by line. */
  takeDeferred(): DeferredDuplicate[] {
    return [];
  }
}
