export const formatBytes = (n: number): string =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
export const formatCount = (n: number): string => n.toLocaleString('en-US');

/** "1 row", "2 rows": a count with its noun. */
export const countOf = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;
