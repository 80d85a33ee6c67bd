/**
 * The report lines seen so far while its pages arrive (a server may send a line twice): a
 * bitmap for the lines an upload can have, a Set for any beyond (a server's odd numbers),
 * so that a million lines cost 125 KB rather than a Set's tens of MB.
 */
const BITMAP_LINES = 1 << 26;

export class LineSet {
  private bits = new Uint8Array(1024);
  private beyond = new Set<number>();

  /** Adds the line; false when it was there already. */
  add(line: number): boolean {
    if (line >= BITMAP_LINES || line < 0) {
      if (this.beyond.has(line)) return false;
      this.beyond.add(line);
      return true;
    }
    const byte = line >>> 3;
    if (byte >= this.bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    const mask = 1 << (line & 7);
    if (this.bits[byte]! & mask) return false;
    this.bits[byte]! |= mask;
    return true;
  }
}
