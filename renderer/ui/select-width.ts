/**
 * A select as wide as its longest choice ("Erkannt: Windows-1252 (westeuropäisch)", "Nur:
 * Überschrieben"): the xs input's ~7.2 px a character, its padding and chevron; never below `min`.
 */
export function selectWidthFor(labels: readonly string[], min: number): number {
  return Math.max(min, Math.ceil(Math.max(...labels.map((l) => l.length)) * 7.2) + 48);
}
