/**
 * A set of line numbers as a bit per line: 10 million lines in 1.25 MB, where a Set would
 * cost tens of MB. The lines an upload cannot have (negative, or past 2^26: a server's odd
 * numbers in a report) go to a Set of their own, so that one of them never grows the bitmap.
 */
const BITMAP_LINES = 1 << 26;

export class LineSet {
  private bits = new Uint8Array(1024);
  private beyond = new Set<number>();

  /** Adds the line; false when it was there already. */
  add(line: number): boolean {
    if (line < 0 || line >= BITMAP_LINES) {
      if (this.beyond.has(line)) return false;
      this.beyond.add(line);
      return true;
    }
    const byte = line >>> 3;
    if (byte >= this.bits.length) {
      let size = this.bits.length * 2;
      while (size <= byte) size *= 2;
      const bits = new Uint8Array(size);
      bits.set(this.bits);
      this.bits = bits;
    }
    const mask = 1 << (line & 7);
    if (this.bits[byte]! & mask) return false;
    this.bits[byte] = this.bits[byte]! | mask;
    return true;
  }

  has(line: number): boolean {
    if (line < 0 || line >= BITMAP_LINES) return this.beyond.has(line);
    const byte = line >>> 3;
    return byte < this.bits.length && (this.bits[byte]! & (1 << (line & 7))) !== 0;
  }
}
