import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame, hasTypedArrays } from '../../../shared/binary-frame';

/** What JSON keeps of a value (numbers as JSON writes them), typed arrays left as they are. */
function normalised(value: unknown): unknown {
  if (ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(out, key, { value: normalised(item), enumerable: true, writable: true });
    }
    return out;
  }
  return JSON.parse(JSON.stringify(value)) as unknown;
}

const typedArray = fc.oneof(
  fc.uint8Array({ maxLength: 40 }),
  fc.uint32Array({ maxLength: 20 }),
  fc.int32Array({ maxLength: 20 }),
  fc.float64Array({ maxLength: 10 }),
);
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  typedArray,
);
// Keys include "__proto__", "0" and the names the header itself uses.
const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', '0', 'v', 'b', '$bin'));
const message = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(key, tie('node'), { maxKeys: 5 }),
})).node;

describe('binary frames', () => {
  it('round-trips any message with typed arrays anywhere, arrays by type and bytes', () => {
    fc.assert(
      fc.property(message, (value) => {
        const decoded = decodeFrame(encodeFrame(value));
        expect(decoded).toStrictEqual(normalised(value));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each array aligned in the payload, so a view needs no copy', () => {
    const lineMap = Uint32Array.from([2, 3, 5, 8]);
    const frame = encodeFrame({ id: 1, input: { bytes: new Uint8Array([1, 2, 3]), lineMap } });
    const decoded = decodeFrame(frame) as { input: { lineMap: Uint32Array; bytes: Uint8Array } };
    expect(decoded.input.lineMap).toBeInstanceOf(Uint32Array);
    expect(decoded.input.lineMap.buffer).toBe(frame.buffer);
    expect(Array.from(decoded.input.lineMap)).toEqual([2, 3, 5, 8]);
    expect(Array.from(decoded.input.bytes)).toEqual([1, 2, 3]);
  });

  it('decodes a frame that arrives at an unaligned place of a larger buffer (a copy then)', () => {
    const frame = encodeFrame({ map: Uint32Array.from([7, 9]) });
    const host = new Uint8Array(frame.byteLength + 3);
    host.set(frame, 3);
    const decoded = decodeFrame(host.subarray(3)) as { map: Uint32Array };
    expect(Array.from(decoded.map)).toEqual([7, 9]);
  });

  it('sends a Node Buffer as a Uint8Array', () => {
    const decoded = decodeFrame(encodeFrame({ bytes: Buffer.from('abc') })) as { bytes: Uint8Array };
    expect(decoded.bytes.constructor).toBe(Uint8Array);
    expect(new TextDecoder().decode(decoded.bytes)).toBe('abc');
  });

  it('tells whether a message needs a binary frame', () => {
    expect(hasTypedArrays({ id: 1, input: { a: [1, 'x', { b: null }] } })).toBe(false);
    expect(hasTypedArrays({ id: 1, input: { a: [1, { b: new Uint32Array(1) }] } })).toBe(true);
    expect(hasTypedArrays(new Uint8Array(0))).toBe(true);
  });

  it('refuses frames it did not make, saying what is wrong', () => {
    expect(() => decodeFrame(new Uint8Array([1]))).toThrow(/too short/);
    expect(() => decodeFrame(new Uint8Array([200, 0, 0, 0, 1]))).toThrow(/announces a 200-byte header/);
    const notJson = new Uint8Array([3, 0, 0, 0, 0x7b, 0x7b, 0x7b]);
    expect(() => decodeFrame(notJson)).toThrow(/not JSON/);
    const lying = (header: unknown) => {
      const text = new TextEncoder().encode(JSON.stringify(header));
      const frame = new Uint8Array(8 + text.length + 8);
      new DataView(frame.buffer).setUint32(0, text.length, true);
      frame.set(text, 4);
      return frame;
    };
    expect(() => decodeFrame(lying({ v: { a: null }, b: [[['a'], 'Uint32Array', 0, 4000]] }))).toThrow(
      /does not fit its payload/,
    );
    expect(() => decodeFrame(lying({ v: { a: null }, b: [[['z'], 'Uint8Array', 0, 1]] }))).toThrow(
      /which its message lacks/,
    );
    expect(() => decodeFrame(lying({ v: null, b: [[[], 'BigInt64Array', 0, 8]] }))).toThrow(/does not list its arrays/);
  });
});
