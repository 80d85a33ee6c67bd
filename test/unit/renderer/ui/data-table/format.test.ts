import { describe, expect, it } from 'vitest';
import { formatRange, formatRelative, formatValue, humanizeField } from '../../../../../renderer/ui/data-table/format';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 15, 9);

describe('formatRange', () => {
  it('shows the rows on the page and the total', () => {
    expect(formatRange(0, 100, 12_345, 'en-US')).toBe('1-100 of 12,345');
    expect(formatRange(12_300, 45, 12_345, 'en-US')).toBe('12,301-12,345 of 12,345');
  });
  it('says when nothing matched, and leaves the total out when the server gave none', () => {
    expect(formatRange(0, 0, 0, 'en-US')).toBe('0 of 0');
    expect(formatRange(100, 50, null, 'en-US')).toBe('101-150');
  });
});

describe('formatRelative', () => {
  it('picks the largest unit that fits', () => {
    expect(formatRelative(NOW - 3 * DAY - 1000, NOW)).toBe('3 days ago');
    expect(formatRelative(NOW - DAY - 5, NOW)).toBe('yesterday');
    expect(formatRelative(NOW - 5 * 3_600_000, NOW)).toBe('5 hours ago');
    expect(formatRelative(NOW - 10_000, NOW)).toBe('now');
    expect(formatRelative(NOW - 65 * DAY, NOW)).toBe('2 months ago');
    expect(formatRelative(NOW - 800 * DAY, NOW)).toBe('2 years ago');
  });
});

describe('formatValue and humanizeField', () => {
  it('shows any server value as text', () => {
    expect(formatValue(null)).toBe('');
    expect(formatValue(true)).toBe('true');
    expect(formatValue([{ name: 'g' }])).toBe('[{"name":"g"}]');
  });
  it('turns field names into labels', () => {
    expect(humanizeField('lastIpAddress')).toBe('Last ip address');
    expect(humanizeField('orgaAdminEmail')).toBe('Orga admin email');
    expect(humanizeField('isDEPDevice')).toBe('Is dep device');
  });
});
