/**
 * The 64-bit hash of a duplicate key (the value trimmed and lower-cased): two 32-bit hashes,
 * FNV-1a and a murmur3-style one, each finalised. Shared by the hash-table index
 * (`DuplicateIndex`) and the append-only log (`DuplicateLog`), which must agree bit for bit.
 */
export class KeyHasher {
  /** The two halves of the last hash. */
  a = 0;
  b = 0;

  /**
   * Hashes the comparison form of `value` into `a`/`b`; false when it is empty.
   * Latin-1 text (ASCII, umlauts, accents) is trimmed and lower-cased here, character by
   * character, exactly as `keyOf()` would; anything else goes through `keyOf()` itself.
   */
  hash(value: string): boolean {
    let start = 0,
      end = value.length;
    while (start < end && isTrimmed(value.charCodeAt(start))) start++;
    while (end > start && isTrimmed(value.charCodeAt(end - 1))) end--;
    if (start === end) return false;
    let a = 0x811c9dc5 | 0,
      b = 0x3c6ef372 | 0;
    // Two characters per step: half the multiply chain of a character-wise hash.
    let i = start;
    for (; i + 1 < end; i += 2) {
      const c = value.charCodeAt(i),
        d = value.charCodeAt(i + 1);
      if ((c | d) > 255) return this.slow(value);
      const w = LOWER_LATIN1[c]! | (LOWER_LATIN1[d]! << 16);
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    if (i < end) {
      const c = value.charCodeAt(i);
      if (c > 255) return this.slow(value);
      const w = LOWER_LATIN1[c]!;
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    this.a = fmix(a ^ (end - start));
    this.b = fmix(b);
    return true;
  }

  /**
   * The e-mail rule and the hash in one pass over the characters (the value read once, not
   * twice). `FUSED_OK`: valid syntax (exactly `isEmailSyntax`), hash in `a`/`b` (exactly
   * `hash`'s: a valid address holds no character `trim` removes, except a no-break space
   * inside); `FUSED_BAD`: not a valid address (no hash); `FUSED_UNKNOWN` (no hash): beyond
   * Latin-1 or a no-break space at an end, use `isEmailSyntax` and `hash`.
   */
  hashEmail(value: string): number {
    const end = value.length;
    let a = 0x811c9dc5 | 0,
      b = 0x3c6ef372 | 0;
    // prev: the class of the previous character (start: as after a dot); at: index of the @; dots: dots after it.
    let prev = DOT,
      at = -1,
      dots = 0,
      i = 0;
    for (; i + 1 < end; i += 2) {
      const c = value.charCodeAt(i),
        d = value.charCodeAt(i + 1);
      if ((c | d) > 255) return FUSED_UNKNOWN;
      const kc = EMAIL_CLASS[c]!,
        kd = EMAIL_CLASS[d]!;
      if ((kc | kd | prev) !== ATOM) {
        if (kc !== ATOM) {
          if (kc === BAD || prev !== ATOM) return FUSED_BAD;
          if (kc === AT) {
            if (at >= 0 || i > 64) return FUSED_BAD;
            at = i;
            dots = 0;
          } else dots++;
        }
        if (kd !== ATOM) {
          if (kd === BAD || kc !== ATOM) return FUSED_BAD;
          if (kd === AT) {
            if (at >= 0 || i + 1 > 64) return FUSED_BAD;
            at = i + 1;
            dots = 0;
          } else dots++;
        }
        prev = kd;
      }
      const w = LOWER_LATIN1[c]! | (LOWER_LATIN1[d]! << 16);
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    if (i < end) {
      const c = value.charCodeAt(i);
      if (c > 255) return FUSED_UNKNOWN;
      const kc = EMAIL_CLASS[c]!;
      // The last character ends the domain: it must be an atom character.
      if (kc !== ATOM) return FUSED_BAD;
      prev = ATOM;
      const w = LOWER_LATIN1[c]!;
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    if (prev !== ATOM || at < 0 || dots === 0) return FUSED_BAD;
    // A no-break space is an atom character but `trim` removes it: at either end, leave it to `hash`.
    if (value.charCodeAt(0) === 160 || value.charCodeAt(end - 1) === 160) return FUSED_UNKNOWN;
    this.a = fmix(a ^ end);
    this.b = fmix(b);
    return FUSED_OK;
  }

  /**
   * The name rule and the hash in one pass. `FUSED_OK` (no \\ nor :), `FUSED_BACKSLASH`, `FUSED_COLON`
   * (what `forbiddenNameCharacter` names: a backslash first), each with the hash in `a`/`b`
   * (exactly `hash`'s); `FUSED_UNKNOWN` (no hash): beyond Latin-1, or a first or last
   * character `trim` removes: use `forbiddenNameCharacter` and `hash`.
   */
  hashName(value: string): number {
    const end = value.length;
    if (end === 0 || isTrimmed(value.charCodeAt(0)) || isTrimmed(value.charCodeAt(end - 1))) return FUSED_UNKNOWN;
    let a = 0x811c9dc5 | 0,
      b = 0x3c6ef372 | 0;
    let bad = 0,
      i = 0;
    for (; i + 1 < end; i += 2) {
      const c = value.charCodeAt(i),
        d = value.charCodeAt(i + 1);
      if ((c | d) > 255) return FUSED_UNKNOWN;
      bad |= NAME_CLASS[c]! | NAME_CLASS[d]!;
      const w = LOWER_LATIN1[c]! | (LOWER_LATIN1[d]! << 16);
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    if (i < end) {
      const c = value.charCodeAt(i);
      if (c > 255) return FUSED_UNKNOWN;
      bad |= NAME_CLASS[c]!;
      const w = LOWER_LATIN1[c]!;
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    this.a = fmix(a ^ end);
    this.b = fmix(b);
    return bad & 1 ? FUSED_BACKSLASH : bad & 2 ? FUSED_COLON : FUSED_OK;
  }

  /** Beyond Latin-1: the full Unicode trim and lower-casing, then the same hash. */
  private slow(value: string): boolean {
    const key = keyOf(value);
    if (key === '') return false;
    let a = 0x811c9dc5 | 0,
      b = 0x3c6ef372 | 0;
    let i = 0;
    for (; i + 1 < key.length; i += 2) {
      const w = key.charCodeAt(i) | (key.charCodeAt(i + 1) << 16);
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    if (i < key.length) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    this.a = fmix(a ^ key.length);
    this.b = fmix(b);
    return true;
  }
}

/** The comparison form of a value: trimmed, lower case. */
export function keyOf(value: string): string {
  return value.trim().toLowerCase();
}

/** The lower case of each Latin-1 character, as `toLowerCase` gives it: A-Z and À-Þ (without ×) are their lower case - 32. */
const LOWER_LATIN1 = new Uint16Array(256);
for (let c = 0; c < 256; c++)
  LOWER_LATIN1[c] = (c >= 65 && c <= 90) || (c >= 192 && c <= 222 && c !== 215) ? c + 32 : c;

/** murmur3's finaliser: spreads every input bit over the whole word. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** What `String.prototype.trim` removes, within Latin-1: tab, LF, VT, FF, CR, space, no-break space. */
function isTrimmed(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160;
}

/** Results of `KeyHasher.hashEmail` / `hashName`. */
export const FUSED_OK = 0,
  FUSED_BAD = 1,
  FUSED_UNKNOWN = 2,
  FUSED_BACKSLASH = 3,
  FUSED_COLON = 4;

/** E-mail character classes within Latin-1 (`isEmailSyntax`'s atom: anything but controls, space, ( ) , : ; < > [ \\ ] " DEL, @ and .). */
const ATOM = 0,
  DOT = 1,
  AT = 2,
  BAD = 3;
const EMAIL_CLASS = new Uint8Array(256);
for (let c = 0; c <= 32; c++) EMAIL_CLASS[c] = BAD;
for (const ch of '(),:;<>[\\]"\x7f') EMAIL_CLASS[ch.charCodeAt(0)] = BAD;
EMAIL_CLASS[46] = DOT;
EMAIL_CLASS[64] = AT;

/** The characters a name may not hold: backslash (bit 1) and colon (bit 2). */
const NAME_CLASS = new Uint8Array(256);
NAME_CLASS[92] = 1;
NAME_CLASS[58] = 2;
