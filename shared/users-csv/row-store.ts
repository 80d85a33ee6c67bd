/** Joins a record's values into one string; chosen because CSV values practically never contain it. */
const UNIT = '\u001f';

/**
 * Opt-in storage of every record for the UI grid, compact: one flat string per record
 * (values joined by U+001F) plus its line number in a Uint32Array. A record of n characters
 * costs about n bytes (2n when it holds characters beyond Latin-1) plus ~20 bytes of
 * overhead, instead of one string object per value (~8 x 32 bytes) and an array per record.
 * A record whose values contain U+001F is kept as an array instead.
 */
export class RowStore {
  private readonly rows: Array<string | string[]> = [];
  private lines = new Uint32Array(1024);

  get length(): number {
    return this.rows.length;
  }

  push(fields: readonly string[], line: number): void {
    const i = this.rows.length;
    this.rows.push(pack(fields));
    if (i >= this.lines.length) {
      const grown = new Uint32Array(this.lines.length * 2);
      grown.set(this.lines);
      this.lines = grown;
    }
    this.lines[i] = line;
  }

  /** The values of record `index` (0-based, in file order). */
  get(index: number): string[] {
    const row = this.rows[index];
    if (row === undefined) throw new RangeError(`no record ${index}`);
    return typeof row === 'string' ? row.split(UNIT) : [...row];
  }

  /** Replaces the values of record `index` (after an edit or a fix). */
  set(index: number, fields: readonly string[]): void {
    if (index < 0 || index >= this.rows.length) throw new RangeError(`no record ${index}`);
    this.rows[index] = pack(fields);
  }

  /** The source line record `index` starts on. */
  line(index: number): number {
    if (index < 0 || index >= this.rows.length) throw new RangeError(`no record ${index}`);
    return this.lines[index]!;
  }

  /** The index of the record starting on `line`, or -1 (lines are ascending: binary search). */
  indexOfLine(line: number): number {
    let lo = 0,
      hi = this.rows.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const l = this.lines[mid]!;
      if (l === line) return mid;
      if (l < line) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  *entries(): IterableIterator<{ fields: string[]; line: number }> {
    for (let i = 0; i < this.rows.length; i++) yield { fields: this.get(i), line: this.lines[i]! };
  }
}

function pack(fields: readonly string[]): string | string[] {
  for (const f of fields) if (f.indexOf(UNIT) !== -1) return [...fields];
  return fields.length === 0 ? [] : fields.join(UNIT);
}
