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
