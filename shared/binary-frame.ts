/**
 * One WebSocket message that carries typed arrays (an upload chunk, a line map) without
 * base64 or arrays of numbers: a JSON header, then the arrays' bytes as they are.
 *
 *   uint32 LE  length of the header in bytes
 *   header     UTF-8 JSON {v, b}: v is the message with every typed array replaced by null,
 *              b lists each array as [path, kind, offset, byteLength] (offset into the payload)
 *   padding    to a multiple of 8, so that each array can be viewed in place
 *   payload    the arrays' bytes, each starting at a multiple of 8
 *
 * Paths rather than markers inside the JSON: a message can hold any key or string and is
 * never mistaken for an array. The arrays travel in the platform's byte order, which is
 * little-endian on every machine the app runs on (checked at load).
 */

const KINDS = {
  Uint8Array,
  Uint32Array,
  Int32Array,
  Float64Array,
} as const;
type Kind = keyof typeof KINDS;
type CarriedArray = InstanceType<(typeof KINDS)[Kind]>;
type PathKey = string | number;
type Entry = [path: PathKey[], kind: Kind, offset: number, byteLength: number];

const HEADER_LENGTH_BYTES = 4;
const ALIGN = 8;

if (new Uint8Array(new Uint32Array([1]).buffer)[0] !== 1) {
  throw new Error('binary frames assume a little-endian platform');
}

function kindOf(value: unknown): Kind | null {
  if (!ArrayBuffer.isView(value)) return null;
  // A Node Buffer is a Uint8Array; DataView and other views are not carried.
  if (value instanceof Uint8Array) return 'Uint8Array';
  if (value instanceof Uint32Array) return 'Uint32Array';
  if (value instanceof Int32Array) return 'Int32Array';
  if (value instanceof Float64Array) return 'Float64Array';
  return null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);

/** Whether a message holds a typed array anywhere (then it goes as a binary frame). */
export function hasTypedArrays(value: unknown): boolean {
  if (kindOf(value)) return true;
  if (Array.isArray(value)) return value.some(hasTypedArrays);
  if (isPlainObject(value)) return Object.values(value).some(hasTypedArrays);
  return false;
}

const align = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

export function encodeFrame(message: unknown): Uint8Array<ArrayBuffer> {
  const arrays: { array: CarriedArray; entry: Entry }[] = [];
  let payloadBytes = 0;
  const strip = (value: unknown, path: PathKey[]): unknown => {
    const kind = kindOf(value);
    if (kind) {
      const array = value as CarriedArray;
      arrays.push({ array, entry: [path, kind, payloadBytes, array.byteLength] });
      payloadBytes = align(payloadBytes + array.byteLength);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, i) => strip(item, [...path, i]));
    if (isPlainObject(value)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        // defineProperty: a key named "__proto__" stays a key.
        Object.defineProperty(out, key, { value: strip(item, [...path, key]), enumerable: true, writable: true });
      }
      return out;
    }
    return value;
  };
  const v = strip(message, []);
  const header = new TextEncoder().encode(JSON.stringify({ v, b: arrays.map((a) => a.entry) }));
  const payloadStart = align(HEADER_LENGTH_BYTES + header.byteLength);
  const frame = new Uint8Array(payloadStart + payloadBytes);
  new DataView(frame.buffer).setUint32(0, header.byteLength, true);
  frame.set(header, HEADER_LENGTH_BYTES);
  for (const { array, entry } of arrays) {
    frame.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), payloadStart + entry[2]);
  }
  return frame;
}

function isEntry(value: unknown): value is Entry {
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [path, kind, offset, byteLength] = value as unknown[];
  return (
    Array.isArray(path) &&
    path.every((k) => typeof k === 'string' || (typeof k === 'number' && Number.isSafeInteger(k) && k >= 0)) &&
    typeof kind === 'string' &&
    Object.prototype.hasOwnProperty.call(KINDS, kind) &&
    Number.isSafeInteger(offset) &&
    Number.isSafeInteger(byteLength) &&
    (offset as number) >= 0 &&
    (byteLength as number) >= 0
  );
}

/** Throws an Error saying what is wrong when the frame is not one `encodeFrame` makes. */
export function decodeFrame(frame: Uint8Array): unknown {
  if (frame.byteLength < HEADER_LENGTH_BYTES) throw new Error('The binary message is too short to hold a header.');
  const headerLength = new DataView(frame.buffer, frame.byteOffset, frame.byteLength).getUint32(0, true);
  const payloadStart = align(HEADER_LENGTH_BYTES + headerLength);
  if (HEADER_LENGTH_BYTES + headerLength > frame.byteLength) {
    throw new Error(`The binary message announces a ${headerLength}-byte header but has ${frame.byteLength} bytes.`);
  }
  let header: unknown;
  try {
    header = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(
        frame.subarray(HEADER_LENGTH_BYTES, HEADER_LENGTH_BYTES + headerLength),
      ),
    );
  } catch (error) {
    throw new Error(`The binary message's header is not JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!isPlainObject(header) || !Array.isArray(header.b) || !header.b.every(isEntry)) {
    throw new Error("The binary message's header does not list its arrays as [path, kind, offset, byteLength].");
  }
  let message = header.v;
  for (const [path, kind, offset, byteLength] of header.b) {
    const Type = KINDS[kind];
    const start = payloadStart + offset;
    if (start + byteLength > frame.byteLength || byteLength % Type.BYTES_PER_ELEMENT !== 0) {
      throw new Error(`The binary message's ${kind} at ${JSON.stringify(path)} does not fit its payload.`);
    }
    const absolute = frame.byteOffset + start;
    // A view when the bytes are aligned for the type, else a copy: either way no number array.
    const array =
      absolute % Type.BYTES_PER_ELEMENT === 0
        ? new Type(frame.buffer as ArrayBuffer, absolute, byteLength / Type.BYTES_PER_ELEMENT)
        : new Type(frame.slice(start, start + byteLength).buffer);
    message = placeAt(message, path, array);
  }
  return message;
}

function placeAt(root: unknown, path: PathKey[], value: CarriedArray): unknown {
  if (path.length === 0) return value;
  let parent = root;
  for (let i = 0; i < path.length - 1; i++) {
    parent = (parent as Record<PathKey, unknown> | null)?.[path[i]!];
  }
  const key = path[path.length - 1]!;
  const fits = Array.isArray(parent)
    ? typeof key === 'number' && key < parent.length
    : isPlainObject(parent) && typeof key === 'string' && Object.prototype.hasOwnProperty.call(parent, key);
  if (!fits) throw new Error(`The binary message's header names ${JSON.stringify(path)}, which its message lacks.`);
  Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  return root;
}
