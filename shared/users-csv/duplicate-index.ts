/**
 * The lines on which each key occurs (keys are compared case-insensitively, after trimming).
 * Only the key strings and line numbers are kept, never the rows. The first line of a key
 * is the original; every later line is a duplicate of it.
 */
export class DuplicateIndex {
  private readonly lines = new Map<string, number | number[]>();

  static key(value: string): string {
    return value.trim().toLowerCase();
  }

  /** Records `line` under `key` and returns the first line that already had it, if any. Lines must arrive in increasing order. */
  append(key: string, line: number): number | undefined {
    const entry = this.lines.get(key);
    if (entry === undefined) {
      this.lines.set(key, line);
      return undefined;
    }
    if (typeof entry === 'number') {
      this.lines.set(key, [entry, line]);
      return entry;
    }
    entry.push(line);
    return entry[0];
  }

  /** Adds a line in any order (for edits). */
  insert(key: string, line: number): void {
    const entry = this.lines.get(key);
    if (entry === undefined) this.lines.set(key, line);
    else {
      const list = typeof entry === 'number' ? [entry] : entry;
      if (list.includes(line)) return;
      list.push(line);
      list.sort((a, b) => a - b);
      this.lines.set(key, list);
    }
  }

  remove(key: string, line: number): void {
    const entry = this.lines.get(key);
    if (entry === undefined) return;
    if (typeof entry === 'number') {
      if (entry === line) this.lines.delete(key);
      return;
    }
    const rest = entry.filter((l) => l !== line);
    if (rest.length === 1) this.lines.set(key, rest[0]!);
    else this.lines.set(key, rest);
  }

  /** Every line holding `key`, ascending. */
  linesOf(key: string): readonly number[] {
    const entry = this.lines.get(key);
    return entry === undefined ? [] : typeof entry === 'number' ? [entry] : entry;
  }

  get size(): number {
    return this.lines.size;
  }
}
