import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UploadChunker } from '../../../../shared/users-csv/upload-chunker';

/** Every chunk the chunker answers for these lines, in order. */
function chunksOf(lines: readonly string[], targetBytes: number, maxBytes: number): Uint8Array[] {
  const chunker = new UploadChunker({ targetBytes, maxBytes });
  const out: Uint8Array[] = [];
  for (const line of lines) out.push(...chunker.push(line));
  out.push(...chunker.end());
  return out;
}

const joined = (chunks: readonly Uint8Array[]) => Buffer.concat(chunks.map((c) => Buffer.from(c)));

describe('UploadChunker', () => {
  it('answers the bytes of the lines joined, in chunks of at most the maximum (property)', () => {
    // Long lines and many short ones: batches of encoded lines, chunks cut within and between them.
    const line = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ maxLength: 40_000 }),
      fc.constantFrom('a,b,c\r\n', 'Jürgen;Weiß\r\n', '😀\uD800x\r\n'),
    );
    fc.assert(
      // A few dozen lines a run: with their lengths up to the maximum, one may be 40,000 characters.
      fc.property(
        fc.array(line, { maxLength: 300, size: 'small' }),
        fc.integer({ min: 1, max: 70_000 }),
        (lines, target) => {
          const maxBytes = target * 2;
          const chunks = chunksOf(lines, target, maxBytes);
          expect(joined(chunks).equals(Buffer.from(new TextEncoder().encode(lines.join(''))))).toBe(true);
          for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(maxBytes);
          // Each chunk owns its bytes: handing one on (a transfer) leaves the others whole.
          expect(new Set(chunks.map((c) => c.buffer)).size).toBe(chunks.length);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('cuts whole lines once a chunk reaches the target', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `user-${i},user-${i}@example.com\r\n`);
    const chunks = chunksOf(lines, 64 * 1024, 256 * 1024);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      expect(chunk.length).toBeGreaterThanOrEqual(64 * 1024 - (chunk === chunks.at(-1) ? 64 * 1024 : 0));
      expect(chunk.at(-1)).toBe(0x0a);
    }
  });
});
