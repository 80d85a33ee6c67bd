/** Initial room of the typed arrays (doubled as needed). */
const CAPACITY = 1024;
/**
 * Values joined into one string: few, because until its group is sealed each value is a
 * slice that keeps its whole decoded chunk (64 KiB) alive through the young generation's
 * collections; 32 instead of 1,024 took a tenth off the engine's time on a file of a
 * million lines with 8,000 duplicates (docs/perf/csv-engine.md), with identical findings.
 */
const GROUP = 32;

/**
 * The entries a `DuplicateLog` filter named as possible duplicates, each with its value (for
 * a message, should it be a real duplicate) and tag, in ~35 bytes each instead of ~75 as
 * three JavaScript arrays and a string each: entries and tags in typed arrays, the values of
 * each 32 joined into one string (a copy: no value keeps a decoded chunk alive) with their
 * end offsets. A 1 GB file has ~800,000 of them (mostly the filter's false alarms).
 */
export class CandidateList {
  length = 0;
  private entries = new Int32Array(CAPACITY);
  private tags = new Int32Array(CAPACITY);
  /** Offsets of each value's end in its group's string. */
  private ends = new Int32Array(CAPACITY);
  private groups: string[] = [];
  private pending: string[] = [];
  private pendingLength = 0;

  push(entry: number, value: string, tag: number): void {
    const k = this.length;
    if (k === this.entries.length) {
      this.entries = grown(this.entries);
      this.tags = grown(this.tags);
      this.ends = grown(this.ends);
    }
    this.entries[k] = entry;
    this.tags[k] = tag;
    this.pendingLength += value.length;
    this.ends[k] = this.pendingLength;
    this.pending.push(value);
    if (this.pending.length === GROUP) this.seal();
    this.length = k + 1;
  }

  entry(k: number): number {
    return this.entries[k]!;
  }

  tag(k: number): number {
    return this.tags[k]!;
  }

  value(k: number): string {
    const g = Math.floor(k / GROUP);
    if (g === this.groups.length) this.seal();
    const start = k % GROUP === 0 ? 0 : this.ends[k - 1]!;
    return this.groups[g]!.slice(start, this.ends[k]!);
  }

  private seal(): void {
    // join builds one flat string: a copy that shares nothing with the values (or their chunks).
    this.groups.push(this.pending.join(''));
    this.pending = [];
    this.pendingLength = 0;
  }
}

function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
