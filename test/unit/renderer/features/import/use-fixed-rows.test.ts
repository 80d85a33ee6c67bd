import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fittedColumnWidth, scrollTopFor, visibleRows } from '../../../../../renderer/features/import/use-fixed-rows';

describe('fixed-height row window', () => {
  it('draws only the rows in view plus the overscan, whatever the count', () => {
    expect(visibleRows(0, 90, 1_000_000, 30, 2).map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(visibleRows(300, 90, 1_000_000, 30, 1)).toEqual(
      [9, 10, 11, 12, 13, 14].map((index) => ({ index, start: index * 30 })),
    );
    expect(visibleRows(0, 600, 0, 30, 12)).toEqual([]);
    expect(visibleRows(1e9, 600, 10, 30, 2)).toEqual([]);
  });

  it('always covers the viewport and stays within the rows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.nat(70_000_000),
        fc.integer({ min: 1, max: 2000 }),
        fc.nat(20),
        (count, scrollTop, viewport, overscan) => {
          const rows = visibleRows(scrollTop, viewport, count, 30, overscan);
          expect(rows.length).toBeLessThanOrEqual(Math.ceil(viewport / 30) + 2 * overscan + 2);
          for (const r of rows) {
            expect(r.index).toBeGreaterThanOrEqual(0);
            expect(r.index).toBeLessThan(count);
          }
          const firstVisible = Math.floor(scrollTop / 30);
          if (firstVisible < count) expect(rows.some((r) => r.index === firstVisible)).toBe(true);
        },
      ),
    );
  });

  it('scrolls just enough, or centres the row', () => {
    expect(scrollTopFor(5, 0, 300, 30, 'auto')).toBe(0);
    expect(scrollTopFor(20, 0, 300, 30, 'auto')).toBe(330);
    expect(scrollTopFor(2, 300, 300, 30, 'auto')).toBe(60);
    expect(scrollTopFor(100, 0, 300, 30, 'center')).toBe(2865);
    expect(scrollTopFor(0, 500, 300, 30, 'center')).toBe(0);
  });

  it('shares the width among the columns within bounds', () => {
    expect(fittedColumnWidth(900, 5, 130, 260)).toBe(180);
    expect(fittedColumnWidth(900, 2, 130, 260)).toBe(260);
    expect(fittedColumnWidth(900, 20, 130, 260)).toBe(130);
    expect(fittedColumnWidth(900, 0, 130, 260)).toBe(130);
  });
});
