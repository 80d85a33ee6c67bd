import { compareText } from './query-table';

/**
 * Column stores for a table too large to keep as objects (a million devices as objects take
 * about a gigabyte; as columns about a fifth of that). Each column reads one value by row
 * index and may rank its rows without sorting them all (dictionary and number columns).
 */
export interface Column {
  get(i: number): unknown;
  /** Dense rank of every row, missing values last; undefined: rank by sorting the values. */
  rank(): Int32Array | undefined;
}

export interface ColumnBuilder {
  push(value: unknown): void;
  build(): Column;
}

/** Few distinct strings (platform, model, a person's name): a code per row and the dictionary. */
class DictColumnBuilder implements ColumnBuilder {
  private readonly codes: Uint16Array;
  private readonly index = new Map<string, number>();
  private readonly values: string[] = [];
  private n = 0;
  static readonly NULL = 0xffff;
  constructor(capacity: number) {
    this.codes = new Uint16Array(capacity);
  }
  push(value: unknown): void {
    if (value === null || value === undefined) {
      this.codes[this.n++] = DictColumnBuilder.NULL;
      return;
    }
    const text = String(value);
    let code = this.index.get(text);
    if (code === undefined) {
      code = this.values.length;
      if (code >= DictColumnBuilder.NULL) throw new Error('A dictionary column holds at most 65,535 distinct values');
      this.values.push(text);
      this.index.set(text, code);
    }
    this.codes[this.n++] = code;
  }
  build(): Column {
    const codes = this.codes.subarray(0, this.n);
    const values = this.values;
    const NULL = DictColumnBuilder.NULL;
    return {
      get: (i) => {
        const code = codes[i]!;
        return code === NULL ? null : values[code];
      },
      rank: () => {
        const sorted = values.map((_, code) => code).sort((a, b) => compareText(values[a]!, values[b]!));
        const rankOfCode = new Int32Array(values.length);
        sorted.forEach((code, r) => (rankOfCode[code] = r));
        const rank = new Int32Array(codes.length);
        for (let i = 0; i < codes.length; i++) {
          const code = codes[i]!;
          rank[i] = code === NULL ? values.length : rankOfCode[code]!;
        }
        return rank;
      },
    };
  }
}

/** Many distinct ASCII-ish strings (uuids, serial numbers): UTF-8 bytes end to end, with offsets. */
class TextColumnBuilder implements ColumnBuilder {
  private bytes: Buffer;
  private used = 0;
  private readonly ends: Uint32Array;
  private readonly nulls: Uint8Array;
  private n = 0;
  constructor(capacity: number, averageLength: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(64, capacity * averageLength));
    this.ends = new Uint32Array(capacity);
    this.nulls = new Uint8Array(capacity);
  }
  push(value: unknown): void {
    if (value === null || value === undefined) {
      this.nulls[this.n] = 1;
      this.ends[this.n++] = this.used;
      return;
    }
    const text = String(value);
    const need = this.used + Buffer.byteLength(text);
    if (need > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.bytes.length * 2));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(text, this.used, 'utf8');
    this.ends[this.n++] = this.used;
  }
  build(): Column {
    // Trimmed to size, so that the doubling's slack is not kept.
    const bytes = Buffer.from(this.bytes.subarray(0, this.used));
    this.bytes = Buffer.alloc(0);
    const ends = this.ends.subarray(0, this.n);
    const nulls = this.nulls.subarray(0, this.n);
    const get = (i: number) => (nulls[i] ? null : bytes.toString('utf8', i === 0 ? 0 : ends[i - 1]!, ends[i]!));
    return { get, rank: () => rankAsciiText(bytes, ends, nulls, get) };
  }
}

/**
 * The dense rank of a text column without sorting a million strings: each row's first five
 * bytes, ASCII case folded, and its index are packed into one 64-bit integer and sorted
 * natively; only rows whose five-byte keys tie are compared as strings (compareText). That
 * order is the collation's as long as those bytes are ASCII; a column with other bytes there
 * returns undefined and is ranked by sorting its values.
 */
function rankAsciiText(
  bytes: Buffer,
  ends: Uint32Array,
  nulls: Uint8Array,
  get: (i: number) => string | null,
): Int32Array | undefined {
  const n = ends.length;
  const indexBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  const KEY_BYTES = 5;
  // The packed value is key * 2^indexBits + index; it is written as two 32-bit halves (no
  // BigInt per row): the low half holds the index and the key's low bits.
  if (indexBits > 24 || !LITTLE_ENDIAN) return undefined;
  const lowKeyBits = 32 - indexBits;
  const lowKeySpan = 2 ** lowKeyBits;
  const NULL_KEY = 2 ** (KEY_BYTES * 8) - 1;
  const packed = new BigUint64Array(n);
  const halves = new Uint32Array(packed.buffer);
  for (let i = 0; i < n; i++) {
    let key = 0;
    if (nulls[i]) key = NULL_KEY;
    else {
      const start = i === 0 ? 0 : ends[i - 1]!;
      const end = ends[i]!;
      for (let j = 0; j < KEY_BYTES; j++) {
        let b = start + j < end ? bytes[start + j]! : 0;
        if (b >= 0x80) return undefined;
        if (b >= 0x41 && b <= 0x5a) b += 0x20;
        key = key * 256 + b;
      }
    }
    halves[2 * i] = (key % lowKeySpan) * 2 ** indexBits + i;
    halves[2 * i + 1] = Math.floor(key / lowKeySpan);
  }
  packed.sort();
  const indexMask = 2 ** indexBits - 1;
  const keyOf = (k: number) => halves[2 * k + 1]! * lowKeySpan + Math.floor(halves[2 * k]! / 2 ** indexBits);
  const rank = new Int32Array(n);
  let current = -1;
  // Different keys mean different strings; within a run of equal keys the strings are
  // compared (ties in case, rows sharing a five-byte prefix, nulls).
  for (let start = 0; start < n;) {
    const key = keyOf(start);
    let end = start + 1;
    while (end < n && keyOf(end) === key) end++;
    if (end - start === 1) rank[halves[2 * start]! & indexMask] = ++current;
    else {
      const rows: { row: number; value: string | null }[] = [];
      for (let k = start; k < end; k++) {
        const row = halves[2 * k]! & indexMask;
        rows.push({ row, value: get(row) });
      }
      rows.sort((a, b) => {
        if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
        return compareText(a.value, b.value);
      });
      for (let k = 0; k < rows.length; k++) {
        if (k === 0 || rows[k]!.value !== rows[k - 1]!.value) current++;
        rank[rows[k]!.row] = current;
      }
    }
    start = end;
  }
  return rank;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Numbers (dates in epoch ms, counts, levels); NaN stands for null. */
class NumberColumnBuilder implements ColumnBuilder {
  private readonly values: Float64Array;
  private n = 0;
  constructor(capacity: number) {
    this.values = new Float64Array(capacity);
  }
  push(value: unknown): void {
    this.values[this.n++] = typeof value === 'number' ? value : NaN;
  }
  build(): Column {
    const values = this.values.subarray(0, this.n);
    return {
      get: (i) => {
        const v = values[i]!;
        return Number.isNaN(v) ? null : v;
      },
      rank: () => {
        // Native numeric sort (NaN last), the distinct values, then a binary search per row.
        const sorted = Float64Array.from(values).sort();
        let distinct = 0;
        for (let i = 0; i < sorted.length; i++) {
          if (Number.isNaN(sorted[i]!)) break;
          if (distinct === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i]!;
        }
        const keys = sorted.subarray(0, distinct);
        const rank = new Int32Array(values.length);
        for (let i = 0; i < values.length; i++) {
          const v = values[i]!;
          if (Number.isNaN(v)) {
            rank[i] = distinct;
            continue;
          }
          let lo = 0;
          let hi = distinct - 1;
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (keys[mid]! < v) lo = mid + 1;
            else hi = mid;
          }
          rank[i] = lo;
        }
        return rank;
      },
    };
  }
}

/** true, false or null (-1). */
class BooleanColumnBuilder implements ColumnBuilder {
  private readonly values: Int8Array;
  private n = 0;
  constructor(capacity: number) {
    this.values = new Int8Array(capacity);
  }
  push(value: unknown): void {
    this.values[this.n++] = value === true ? 1 : value === false ? 0 : -1;
  }
  build(): Column {
    const values = this.values.subarray(0, this.n);
    return {
      get: (i) => (values[i] === -1 ? null : values[i] === 1),
      rank: () => {
        const rank = new Int32Array(values.length);
        for (let i = 0; i < values.length; i++) rank[i] = values[i] === -1 ? 2 : values[i]!;
        return rank;
      },
    };
  }
}

export type ColumnKind =
  { kind: 'dict' } | { kind: 'text'; averageLength: number } | { kind: 'number' } | { kind: 'boolean' };

export function columnBuilder(kind: ColumnKind, capacity: number): ColumnBuilder {
  switch (kind.kind) {
    case 'dict':
      return new DictColumnBuilder(capacity);
    case 'text':
      return new TextColumnBuilder(capacity, kind.averageLength);
    case 'number':
      return new NumberColumnBuilder(capacity);
    case 'boolean':
      return new BooleanColumnBuilder(capacity);
  }
}
