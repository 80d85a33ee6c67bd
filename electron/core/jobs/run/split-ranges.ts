import { readFile } from 'node:fs/promises';
import { float64sOf } from '../../support/aligned-bytes';
import type { UploadFolder } from '../../uploads/upload-folder';

/** Record index ranges of at most `maxLines` records and `maxBytes` bytes (the header included), at least one record each. */
export function splitRanges(
  offsets: Float64Array,
  maxLines: number | null,
  maxBytes: number | null,
): [number, number][] {
  const records = Math.max(0, offsets.length - 2);
  const header = offsets[1]! - offsets[0]!;
  const ranges: [number, number][] = [];
  let from = 0;
  while (from < records) {
    let to = from + 1;
    while (
      to < records &&
      (maxLines === null || to + 1 - from <= maxLines) &&
      (maxBytes === null || header + offsets[to + 2]! - offsets[from + 1]! <= maxBytes)
    )
      to++;
    ranges.push([from, to]);
    from = to;
  }
  return ranges;
}

/**
 * The parts of a job's upload past the caller's limits (none given: one part), from its
 * offsets, and the bytes each part's own header line adds to what the job sends.
 */
export async function partRangesOf(
  folder: UploadFolder,
  split: { maxLines?: number | undefined; maxBytes?: number | undefined } | undefined,
): Promise<{ ranges: [number, number][]; header: number }> {
  if (!split || (split.maxLines === undefined && split.maxBytes === undefined)) return { ranges: [], header: 0 };
  const offsets = float64sOf(await readFile(folder.sentOffsets));
  return {
    ranges: splitRanges(offsets, split.maxLines ?? null, split.maxBytes ?? null),
    header: offsets[1]! - offsets[0]!,
  };
}
