import { INTL_LOCALE } from './language';
import type { Language } from './language';

/**
 * Numbers, sizes, dates and relative times in a language, through Intl. Formatters are
 * cached per language and style: building an Intl formatter costs far more than using one
 * (a million-row read calls these on every progress tick).
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(language: Language, value: number, digits?: number): string {
  return cached(
    `n:${language}:${digits ?? ''}`,
    () =>
      new Intl.NumberFormat(
        INTL_LOCALE[language],
        digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
      ),
  ).format(value);
}

/** 512 B, 1.5 KB, 30.2 MB, 1.2 GB (1,5 KB in German). */
export function formatBytes(language: Language, bytes: number): string {
  if (bytes < 1024) return `${formatNumber(language, bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(language, bytes / 1024, 1)} KB`;
  if (bytes < 1024 ** 3) return `${formatNumber(language, bytes / 1024 / 1024, 1)} MB`;
  return `${formatNumber(language, bytes / 1024 ** 3, 1)} GB`;
}

/** A date and time, e.g. "Jan 12, 2026, 2:05 PM" / "12.01.2026, 14:05". */
export function formatDateTime(language: Language, epochMs: number): string {
  return cached(
    `dt:${language}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(epochMs));
}

/** A date, e.g. "Jan 12, 2026" / "12.01.2026". */
export function formatDate(language: Language, epochMs: number): string {
  return cached(`d:${language}`, () => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'medium' })).format(
    new Date(epochMs),
  );
}

const DAY_MS = 86_400_000;

/** "3 days ago", "yesterday", "in 2 hours" / "vor 3 Tagen", "gestern": the largest unit that fits. */
export function formatRelative(language: Language, epochMs: number, now: number): string {
  const rtf = cached(`r:${language}`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' }));
  const diff = epochMs - now;
  const abs = Math.abs(diff);
  if (abs < 60_000) return rtf.format(0, 'second');
  if (abs < 3_600_000) return rtf.format(Math.trunc(diff / 60_000), 'minute');
  if (abs < DAY_MS) return rtf.format(Math.trunc(diff / 3_600_000), 'hour');
  if (abs < 30 * DAY_MS) return rtf.format(Math.trunc(diff / DAY_MS), 'day');
  if (abs < 365 * DAY_MS) return rtf.format(Math.trunc(diff / (30 * DAY_MS)), 'month');
  return rtf.format(Math.trunc(diff / (365 * DAY_MS)), 'year');
}

/** "a, b or c" / "a, b oder c" (Intl.ListFormat). */
export function formatList(language: Language, items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  return new Intl.ListFormat(INTL_LOCALE[language], { style: 'long', type }).format(items);
}
