/**
 * Cuts the upload's lines into chunks of UTF-8 bytes as they are written: whole lines up to
 * about a target size, so that whoever hands the upload on (the CSV worker to the page, the
 * CLI to core) never holds more than one chunk of it.
 */

export interface ChunkSizes {
  /** A chunk is cut once it holds about this many bytes (whole records). */
  targetBytes: number;
  /** No chunk is larger (a single huge record is cut, at any byte). */
  maxBytes: number;
}

export const DEFAULT_CHUNK_SIZES: ChunkSizes = { targetBytes: 2 * 1024 * 1024, maxBytes: 8 * 1024 * 1024 };

/** What `push` answers while no chunk is full: one shared empty list, no allocation per line. */
const NONE: readonly Uint8Array[] = Object.freeze([]);

export class UploadChunker {
  private readonly encoder = new TextEncoder();
  private parts: string[] = [];
  // UTF-16 code units: each becomes one to three bytes, so this bounds a chunk from below.
  private units = 0;

  constructor(private readonly sizes: ChunkSizes = DEFAULT_CHUNK_SIZES) {}

  /** Takes one line; answers the chunks it completed (none, mostly). */
  push(line: string): readonly Uint8Array[] {
    this.parts.push(line);
    this.units += line.length;
    return this.units >= this.sizes.targetBytes ? this.flush() : NONE;
  }

  /** The lines still waiting, as the last chunks. */
  end(): readonly Uint8Array[] {
    return this.units > 0 ? this.flush() : NONE;
  }

  private flush(): Uint8Array[] {
    const bytes = this.encoder.encode(this.parts.join(''));
    this.parts = [];
    this.units = 0;
    const { maxBytes } = this.sizes;
    if (bytes.length <= maxBytes) return [bytes];
    const out: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += maxBytes) out.push(bytes.slice(at, at + maxBytes));
    return out;
  }
}
