/**
 * Reads many small byte ranges of one file (the records of a report page, their upload
 * lines): ranges close to each other are read as one span, the spans concurrently.
 */
import { open } from 'node:fs/promises';

export type ByteRange = readonly [start: number, end: number];

/** Ranges further apart than this are read separately. */
const MAX_GAP = 4 * 1024;

/** One Buffer per range, in the order given; shorter than asked where the file ends. */
export async function readRanges(path: string, ranges: readonly ByteRange[]): Promise<Buffer[]> {
  const results: Buffer[] = new Array<Buffer>(ranges.length);
  if (ranges.length === 0) return results;
  const order = ranges.map((_, i) => i).sort((a, b) => ranges[a]![0] - ranges[b]![0]);
  const spans: { start: number; end: number; members: number[] }[] = [];
  for (const i of order) {
    const [start, end] = ranges[i]!;
    const last = spans[spans.length - 1];
    if (last && start <= last.end + MAX_GAP) {
      last.end = Math.max(last.end, end);
      last.members.push(i);
    } else {
      spans.push({ start, end, members: [i] });
    }
  }
  const handle = await open(path, 'r');
  try {
    await Promise.all(
      spans.map(async (span) => {
        const buffer = Buffer.allocUnsafe(span.end - span.start);
        let filled = 0;
        while (filled < buffer.length) {
          const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, span.start + filled);
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        for (const i of span.members) {
          const [start, end] = ranges[i]!;
          results[i] = buffer.subarray(Math.min(filled, start - span.start), Math.min(filled, end - span.start));
        }
      }),
    );
  } finally {
    await handle.close();
  }
  return results;
}
