import type { Finding } from './findings';

/**
 * Applies the safe fixes (trim; phone clean-up) that findings offer, to a copy of one
 * record's values. Only on request: nothing is changed while validating.
 */
export function applyFixes(fields: readonly string[], findings: readonly Finding[]): string[] {
  const out = [...fields];
  for (const f of findings) {
    if (f.fix === undefined || f.columnIndex === null || f.columnIndex >= out.length) continue;
    // A phone finding's fix is computed from the trimmed value, so it also covers the trim.
    out[f.columnIndex] = f.fix;
  }
  return out;
}
