import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatList,
  formatNumber,
  formatRelative,
} from '../../../../shared/i18n/format';

const JAN_12 = Date.UTC(2026, 0, 12, 13, 5);

describe('formatting through Intl in the language', () => {
  it('numbers and sizes', () => {
    expect(formatNumber('en', 12345)).toBe('12,345');
    expect(formatNumber('de', 12345)).toBe('12.345');
    expect(formatBytes('en', 1536)).toBe('1.5 KB');
    expect(formatBytes('de', 1536)).toBe('1,5 KB');
    expect(formatBytes('de', 300)).toBe('300 B');
    expect(formatBytes('en', 1.5 * 1024 ** 3)).toBe('1.5 GB');
  });

  it('dates in the German order', () => {
    expect(formatDate('de', JAN_12)).toBe('12.01.2026');
    expect(formatDate('en', JAN_12)).toBe('Jan 12, 2026');
    expect(formatDateTime('de', JAN_12)).toMatch(/^12\.01\.2026, \d\d:\d\d$/);
  });

  it('relative times', () => {
    const now = JAN_12 + 3 * 86_400_000;
    expect(formatRelative('en', JAN_12, now)).toBe('3 days ago');
    expect(formatRelative('de', JAN_12, now)).toBe('vor 3 Tagen');
    expect(formatRelative('de', now - 86_400_000, now)).toBe('gestern');
  });

  it('lists', () => {
    expect(formatList('en', ['iOS', 'Android', 'macOS'], 'disjunction')).toBe('iOS, Android, or macOS');
    expect(formatList('de', ['iOS', 'Android', 'macOS'], 'disjunction')).toBe('iOS, Android oder macOS');
  });
});
