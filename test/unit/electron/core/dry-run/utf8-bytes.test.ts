import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUtf8, textView, writeUtf8 } from '../../../../../electron/core/dry-run/utf8-bytes';

describe('the packed tables’ UTF-8', () => {
  it('writes exactly the bytes TextEncoder writes, ASCII or not (lone surrogates too), and reads back what TextDecoder reads', () => {
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string(), fc.string({ unit: 'grapheme' })),
        fc.nat(8),
        (value, at) => {
          const bytes = new Uint8Array(at + 3 * value.length);
          const written = writeUtf8(value, bytes, at);
          const expected = encoder.encode(value);
          expect(bytes.subarray(at, at + written)).toEqual(expected);
          expect(readUtf8(textView(bytes), at, at + written)).toBe(decoder.decode(expected));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
