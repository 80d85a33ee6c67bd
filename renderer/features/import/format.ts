export const formatBytes = (n: number): string =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
// One formatter: toLocaleString with a locale builds a new Intl.NumberFormat on every call,
// which showed in the profile of a million-row read (several calls per progress tick).
const COUNT = new Intl.NumberFormat('en-US');
export const formatCount = (n: number): string => COUNT.format(n);

/** "1 row", "2 rows": a count with its noun. */
export const countOf = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;
