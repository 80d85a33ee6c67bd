/**
 * Walks UTF-8 bytes as the WHATWG decoder does (the one behind TextDecoder): `character` is
 * called for each multi-byte character, `invalid` for each maximal invalid sequence (one
 * U+FFFD in the decoded text each, in the same order). Returns where an incomplete last
 * character starts (`bytes.length` when there is none; with `final`, that one is invalid too).
 */
export function walkUtf8(
  bytes: Uint8Array,
  final: boolean,
  visit: { character(start: number, end: number): void; invalid(start: number, end: number): void },
): number {
  const n = bytes.length;
  let needed = 0;
  let seen = 0;
  let lower = 0x80;
  let upper = 0xbf;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!;
    if (needed === 0) {
      if (b < 0x80) continue;
      start = i;
      if (b >= 0xc2 && b <= 0xdf) needed = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        else if (b === 0xed) upper = 0x9f;
        needed = 2;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        else if (b === 0xf4) upper = 0x8f;
        needed = 3;
      } else visit.invalid(i, i + 1);
      continue;
    }
    if (b < lower || b > upper) {
      // The sequence so far is invalid; this byte starts afresh.
      visit.invalid(start, i);
      needed = seen = 0;
      lower = 0x80;
      upper = 0xbf;
      i--;
      continue;
    }
    lower = 0x80;
    upper = 0xbf;
    if (++seen === needed) {
      visit.character(start, i + 1);
      needed = seen = 0;
    }
  }
  if (needed === 0) return n;
  if (final) {
    visit.invalid(start, n);
    return n;
  }
  return start;
}

/** Multi-byte characters and invalid sequences in UTF-8 bytes: the evidence for and against reading them as UTF-8. */
export function countUtf8(bytes: Uint8Array, final: boolean): { characters: number; invalid: number } {
  const count = { characters: 0, invalid: 0 };
  walkUtf8(bytes, final, {
    character: () => count.characters++,
    invalid: () => count.invalid++,
  });
  return count;
}

const REPLACEMENT = '\uFFFD';

/**
 * Streaming UTF-8 decoding that says where the text has invalid bytes. Valid chunks take
 * TextDecoder's fast path (fatal, streaming); a chunk it refuses is walked byte by byte and
 * decoded with U+FFFD for each invalid sequence. `replacements` lists every U+FFFD of the text
 * handed out, in order, until `claim` takes them: true for one that stands for invalid bytes,
 * false for one the file really holds (EF BF BD).
 */
export class Utf8Stream {
  /** Every character so far was ASCII. */
  ascii = true;
  /** The last text `decode` answered is its chunk's bytes, one a character: all ASCII, nothing held before or after. */
  lastAscii = false;
  /** Invalid sequences met so far. */
  invalidCount = 0;
  private fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  /** The bytes of an incomplete character at the end of what was decoded (the fatal decoder holds them too). */
  private tail: Uint8Array = new Uint8Array(0);
  private readonly replacements: boolean[] = [];
  private claimed = 0;

  /** U+FFFD handed out and not yet claimed. */
  get unclaimed(): number {
    return this.replacements.length - this.claimed;
  }

  /** Whether the next U+FFFD of the text stands for invalid bytes. */
  claim(): boolean {
    const invalid = this.replacements[this.claimed++] ?? false;
    if (this.claimed === this.replacements.length) {
      this.replacements.length = 0;
      this.claimed = 0;
    }
    return invalid;
  }

  decode(chunk: Uint8Array, final = false): string {
    let text: string;
    const held = this.tail.length;
    this.lastAscii = false;
    try {
      text = this.fatal.decode(chunk, { stream: !final });
    } catch {
      return this.decodeInvalid(chunk, final);
    }
    if (text.length !== chunk.length) this.ascii = false;
    // A held character or a non-ASCII one makes the text shorter than its bytes.
    else if (held === 0) this.lastAscii = true;
    this.tail = final ? new Uint8Array(0) : incompleteTail(this.tail, chunk);
    // A one-byte string cannot hold U+FFFD: the search costs nothing for Latin-1 text.
    for (let at = text.indexOf(REPLACEMENT); at !== -1; at = text.indexOf(REPLACEMENT, at + 1))
      this.replacements.push(false);
    return text;
  }

  /** The slow path: the chunk (after the held tail) walked byte by byte. */
  private decodeInvalid(chunk: Uint8Array, final: boolean): string {
    const bytes = new Uint8Array(this.tail.length + chunk.length);
    bytes.set(this.tail);
    bytes.set(chunk, this.tail.length);
    const complete = walkUtf8(bytes, final, {
      character: (start, end) => {
        this.ascii = false;
        if (end - start === 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbf && bytes[start + 2] === 0xbd)
          this.replacements.push(false);
      },
      invalid: () => {
        this.ascii = false;
        this.invalidCount++;
        this.replacements.push(true);
      },
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, complete));
    this.tail = bytes.slice(complete);
    this.fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    if (this.tail.length > 0) this.fatal.decode(this.tail, { stream: true });
    return text;
  }
}

/** The bytes of an incomplete last character of valid UTF-8 `before` + `chunk` (at most 3). */
function incompleteTail(before: Uint8Array, chunk: Uint8Array): Uint8Array {
  let bytes = chunk;
  if (chunk.length < 3 && before.length > 0) {
    bytes = new Uint8Array(before.length + chunk.length);
    bytes.set(before);
    bytes.set(chunk, before.length);
  }
  const n = bytes.length;
  for (let k = 1; k <= 3 && k <= n; k++) {
    const b = bytes[n - k]!;
    if (b < 0x80) break;
    if (b >= 0xc0) {
      const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return k < length ? bytes.slice(n - k) : new Uint8Array(0);
    }
  }
  return new Uint8Array(0);
}
