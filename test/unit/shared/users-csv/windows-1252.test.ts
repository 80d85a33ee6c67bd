import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordReader } from '../../../../shared/users-csv/record-reader';
import {
  WINDOWS_1252_HIGH,
  chunkDecoder,
  decodeWindows1252,
  encodeWindows1252,
  windows1252FromLatin1,
} from '../../../../shared/users-csv/windows-1252';

/** Each byte 0x80-0x9F as the WHATWG Encoding Standard's windows-1252 index has it (written out, not computed). */
const EXPECTED: Array<[number, string]> = [
  [0x80, '€'],
  [0x81, '\u0081'],
  [0x82, '‚'],
  [0x83, 'ƒ'],
  [0x84, '„'],
  [0x85, '…'],
  [0x86, '†'],
  [0x87, '‡'],
  [0x88, 'ˆ'],
  [0x89, '‰'],
  [0x8a, 'Š'],
  [0x8b, '‹'],
  [0x8c, 'Œ'],
  [0x8d, '\u008d'],
  [0x8e, 'Ž'],
  [0x8f, '\u008f'],
  [0x90, '\u0090'],
  [0x91, '‘'],
  [0x92, '’'],
  [0x93, '“'],
  [0x94, '”'],
  [0x95, '•'],
  [0x96, '–'],
  [0x97, '—'],
  [0x98, '˜'],
  [0x99, '™'],
  [0x9a, 'š'],
  [0x9b, '›'],
  [0x9c, 'œ'],
  [0x9d, '\u009d'],
  [0x9e, 'ž'],
  [0x9f, 'Ÿ'],
];

/** Reads `bytes` as a one-column CSV in Windows-1252, in chunks of `size`, and returns the values. */
function readValues(bytes: Uint8Array, size: number): string[] {
  const values: string[] = [];
  const reader = new RecordReader(
    {
      detected: () => undefined,
      problem: () => undefined,
      header: () => undefined,
      record: (fields) => values.push(fields[0]!),
    },
    { encoding: 'windows-1252', separator: 'semicolon' },
  );
  for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size));
  reader.end();
  return values;
}

describe('Windows-1252 decoding', () => {
  it('decodes each byte 0x80-0x9F as WHATWG says, the five undefined ones as C1 controls', () => {
    expect(WINDOWS_1252_HIGH).toHaveLength(32);
    for (const [byte, char] of EXPECTED) {
      expect(decodeWindows1252(Uint8Array.of(byte))).toBe(char);
      // Streaming in a decoder of the reader's shape, and as the last (non-streaming) call.
      const decoder = chunkDecoder('windows-1252');
      expect(decoder.decode(Uint8Array.of(0x41, byte), { stream: true }) + decoder.decode(Uint8Array.of(byte))).toBe(
        `A${char}${char}`,
      );
    }
  });

  it('reads every byte 0x80-0x9F right through the record reader, in one chunk and byte by byte', () => {
    const text = 'x\r\n' + EXPECTED.map(([b]) => String.fromCharCode(b)).join('\r\n') + '\r\n';
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const expected = EXPECTED.map(([, c]) => c);
    expect(readValues(bytes, bytes.length)).toEqual(expected);
    expect(readValues(bytes, 1)).toEqual(expected);
    expect(readValues(bytes, 7)).toEqual(expected);
  });

  it('reads Latin-1 letters and the names that suffer most', () => {
    const bytes = encodeWindows1252('Šárka Žák, 5 € „zitiert“ – Ölçer…')!;
    expect(decodeWindows1252(bytes)).toBe('Šárka Žák, 5 € „zitiert“ – Ölçer…');
    expect(encodeWindows1252('日本')).toBeNull();
  });

  it('round-trips every text Windows-1252 can hold, whatever the chunking', () => {
    const char = fc.integer({ min: 0, max: 255 }).map((b) => decodeWindows1252(Uint8Array.of(b)));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 200 }), fc.integer({ min: 1, max: 50 }), (chars, size) => {
        const text = chars.join('');
        const bytes = encodeWindows1252(text)!;
        expect(bytes).not.toBeNull();
        const decoder = chunkDecoder('windows-1252');
        let out = '';
        for (let at = 0; at < bytes.length; at += size)
          out += decoder.decode(bytes.subarray(at, at + size), { stream: true });
        out += decoder.decode(new Uint8Array(0));
        expect(out).toBe(text);
        expect(decodeWindows1252(bytes)).toBe(text);
      }),
    );
  });

  it('puts right a reading as Latin-1 (Node 20 non-streaming), byte by byte', () => {
    const latin1 = EXPECTED.map(([b]) => String.fromCharCode(b)).join('');
    expect(windows1252FromLatin1(latin1)).toBe(EXPECTED.map(([, c]) => c).join(''));
    expect(windows1252FromLatin1('Müller €')).toBe('Müller €');
  });

  it('decodes long chunks', () => {
    const bytes = new Uint8Array(100_000).fill(0x80);
    expect(decodeWindows1252(bytes)).toBe('€'.repeat(100_000));
  });
});
