import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asciiTrimEnd,
  asciiTrimStart,
  readUtf8,
  textView,
  writeUtf8,
} from '../../../../../electron/core/dry-run/utf8-bytes';

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

describe('ASCII trimming of bytes', () => {
  it('leaves of any ASCII span what trim() leaves of its text (property)', () => {
    const ascii = fc.array(fc.constantFrom('a', 'Z', '-', ' ', '\t', '\n', '\v', '\f', '\r', '\u001f', '\u007f'), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(ascii, ascii, ascii, (before, value, after) => {
        const bytes = Buffer.from([...before, ...value, ...after].join(''), 'latin1');
        const start = before.length;
        const end = start + value.length;
        const from = asciiTrimStart(bytes, start, end);
        const to = asciiTrimEnd(bytes, from, end);
        expect(bytes.toString('latin1', from, to)).toBe(value.join('').trim());
      }),
    );
  });
});
