/** Entries per block: 2^16, so a block of hashes is 512 KiB. */
export const BLOCK_SHIFT = 16;
const BLOCK = 1 << BLOCK_SHIFT;
export const BLOCK_MASK = BLOCK - 1;
const MASK = BLOCK_MASK;
const LINE_BLOCK = 1 << 18;

/**
 * An append-only log of (64-bit key hash, line) entries, lines never decreasing, in ~9 bytes
 * an entry: the two 32-bit hashes side by side in fixed blocks of 2^16 entries (no array that
 * doubles: no copy, no block more than the last half-filled), and each line as the varint
 * of its distance from the previous entry's (one byte for consecutive records), read back in
 * order only (`LineCursor`). Before: three Int32Arrays that doubled, 12 bytes an entry, up to
 * twice that in spare capacity and during the copy; for a 1 GB file (~10 M records, two logs)
 * that was ~400 MB of the 549 MB `validate` peaked at.
 */
export class HashLog {
  /** Hash blocks: entry e's hashes at `blocks[e >>> BLOCK_SHIFT][2 * (e & MASK)]` (a) and `+ 1` (b). */
  readonly blocks: Int32Array[] = [];
  count = 0;
  /** Line deltas, varint, in blocks of 256 KiB. */
  readonly lineBlocks: Uint8Array[] = [];
  private lineBlock = new Uint8Array(0);
  private lineAt = 0;
  private lastLine = 0;
  private current = new Int32Array(0);

  push(a: number, b: number, line: number): void {
    const n = this.count;
    const k = n & MASK;
    if (k === 0) {
      this.current = new Int32Array(2 * BLOCK);
      this.blocks.push(this.current);
    }
    const c = this.current;
    c[2 * k] = a;
    c[2 * k + 1] = b;
    let delta = line - this.lastLine;
    this.lastLine = line;
    // Varint: 7 bits a byte, the high bit set on every byte but the last.
    while (delta >= 0x80) {
      this.putByte((delta & 0x7f) | 0x80);
      delta >>>= 7;
    }
    this.putByte(delta);
    this.count = n + 1;
  }

  a(e: number): number {
    return this.blocks[e >>> BLOCK_SHIFT]![2 * (e & MASK)]!;
  }

  b(e: number): number {
    return this.blocks[e >>> BLOCK_SHIFT]![2 * (e & MASK) + 1]!;
  }

  /** Bytes held (for the memory notes and tests). */
  get bytes(): number {
    return this.blocks.length * BLOCK * 8 + this.lineBlocks.length * LINE_BLOCK;
  }

  private putByte(byte: number): void {
    if (this.lineAt === this.lineBlock.length) {
      this.lineBlock = new Uint8Array(LINE_BLOCK);
      this.lineBlocks.push(this.lineBlock);
      this.lineAt = 0;
    }
    this.lineBlock[this.lineAt++] = byte;
  }
}

/** Reads a log's lines in entry order: `next()` gives entry 0's line, then entry 1's, ... */
export class LineCursor {
  private block = 0;
  private at = 0;
  private line = 0;

  constructor(private readonly log: HashLog) {}

  next(): number {
    let delta = 0;
    let shift = 0;
    for (;;) {
      let bytes = this.log.lineBlocks[this.block]!;
      if (this.at === bytes.length) {
        bytes = this.log.lineBlocks[++this.block]!;
        this.at = 0;
      }
      const byte = bytes[this.at++]!;
      delta += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
      shift += 7;
    }
    this.line += delta;
    return this.line;
  }
}
