import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Utf8Stream, countUtf8, walkUtf8 } from '../../../../shared/users-csv/utf8-stream';

/** Bytes that are often UTF-8, sometimes not: valid characters of every length, stray and truncated bytes, a real U+FFFD. */
const bytes = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((b) => [b]),
      fc.constantFrom(
        [0x61],
        [0xc3, 0xbc],
        [0xe2, 0x82, 0xac],
        [0xf0, 0x9f, 0x98, 0x80],
        [0xef, 0xbf, 0xbd],
        [0xef, 0xbf, 0xbe],
      ),
      fc.constantFrom([0xe2, 0x82], [0xf0, 0x9f], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80]),
    ),
    { maxLength: 40 },
  )
  .map((parts) => new Uint8Array(parts.flat()));

function cut(data: Uint8Array, points: number[]): Uint8Array[] {
  const sorted = [...new Set(points.map((p) => p % (data.length + 1)))].sort((a, b) => a - b);
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const p of sorted) {
    parts.push(data.subarray(at, p));
    at = p;
  }
  parts.push(data.subarray(at));
  return parts;
}

const replacements = (text: string) => [...text].filter((c) => c === '\uFFFD').length;

describe('walkUtf8', () => {
  it('finds one invalid sequence per U+FFFD that TextDecoder writes for invalid bytes', () => {
    fc.assert(
      fc.property(bytes, (data) => {
        let invalid = 0,
          real = 0;
        walkUtf8(data, true, {
          character: (start, end) => {
            if (end - start === 3 && data[start] === 0xef && data[start + 1] === 0xbf && data[start + 2] === 0xbd)
              real++;
          },
          invalid: () => invalid++,
        });
        expect(invalid + real).toBe(replacements(new TextDecoder().decode(data)));
      }),
      { numRuns: 3000 },
    );
  });

  it('counts multi-byte characters and invalid sequences', () => {
    expect(countUtf8(new Uint8Array([0x4a, 0xc3, 0xbc, 0xfc, 0xe2, 0x82]), true)).toEqual({
      characters: 1,
      invalid: 2,
    });
    // Not final: a last incomplete character may still be completed.
    expect(countUtf8(new Uint8Array([0x4a, 0xc3, 0xbc, 0xfc, 0xe2, 0x82]), false)).toEqual({
      characters: 1,
      invalid: 1,
    });
  });
});

describe('Utf8Stream', () => {
  it('decodes any chunking as TextDecoder decodes the whole, and lists each U+FFFD with what made it', () => {
    fc.assert(
      fc.property(bytes, fc.array(fc.nat(), { maxLength: 8 }), (data, points) => {
        const stream = new Utf8Stream();
        let text = '';
        const made: boolean[] = [];
        for (const chunk of [
          ...cut(data, points).map((c) => [c, false] as const),
          [new Uint8Array(0), true] as const,
        ]) {
          text += stream.decode(chunk[0], chunk[1]);
          while (stream.unclaimed > 0) made.push(stream.claim());
        }
        expect(text).toBe(new TextDecoder().decode(data));
        const expected: boolean[] = [];
        walkUtf8(data, true, {
          character: (start, end) => {
            if (end - start === 3 && data[start] === 0xef && data[start + 1] === 0xbf && data[start + 2] === 0xbd)
              expected.push(false);
          },
          invalid: () => expected.push(true),
        });
        expect(made).toEqual(expected);
        expect(stream.invalidCount).toBe(expected.filter(Boolean).length);
        expect(stream.ascii).toBe(data.every((b) => b < 0x80));
      }),
      { numRuns: 3000 },
    );
  });
});
