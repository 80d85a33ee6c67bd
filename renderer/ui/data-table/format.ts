/** Number and date formatting for tables: the user's locale, epoch milliseconds in. */

const DAY_MS = 86_400_000;

export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** "1-100 of 12,345"; "0 of 0" for an empty answer; "1-100" when the server gave no total. */
export function formatRange(offset: number, shown: number, total: number | null, locale?: string): string {
  if (shown === 0) return total === null ? 'No rows' : `0 of ${formatCount(total, locale)}`;
  const range = `${formatCount(offset + 1, locale)}-${formatCount(offset + shown, locale)}`;
  return total === null ? range : `${range} of ${formatCount(total, locale)}`;
}

/** A local date and time, e.g. "Jan 12, 2026, 14:05". */
export function formatDateTime(epochMs: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
}

/** A local date, e.g. "Jan 12, 2026". */
export function formatDate(epochMs: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(epochMs));
}

/** "3 days ago", "yesterday", "in 2 hours": the largest unit that fits. */
export function formatRelative(epochMs: number, now: number, locale = 'en'): string {
  const diff = epochMs - now;
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (abs < 60_000) return rtf.format(0, 'second');
  if (abs < 3_600_000) return rtf.format(Math.trunc(diff / 60_000), 'minute');
  if (abs < DAY_MS) return rtf.format(Math.trunc(diff / 3_600_000), 'hour');
  if (abs < 30 * DAY_MS) return rtf.format(Math.trunc(diff / DAY_MS), 'day');
  if (abs < 365 * DAY_MS) return rtf.format(Math.trunc(diff / (30 * DAY_MS)), 'month');
  return rtf.format(Math.trunc(diff / (365 * DAY_MS)), 'year');
}

/** The text of any server value for a cell or a CSV preview: arrays and objects as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** "lastConnectionDate" -> "Last connection date", for columns the app has no label for. */
export function humanizeField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
