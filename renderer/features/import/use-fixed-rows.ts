import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface FixedRow {
  index: number;
  start: number;
}

/**
 * The rows of a fixed-height list that are in view (plus `overscan` each side): O(rows in
 * view), whatever the count. A general virtualizer measures every item when the count
 * changes, which is O(count) on each progress tick while a million-row file is read.
 */
export function visibleRows(
  scrollTop: number,
  viewport: number,
  count: number,
  rowHeight: number,
  overscan: number,
): FixedRow[] {
  if (count <= 0) return [];
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const rows: FixedRow[] = [];
  for (let i = first; i <= last; i++) rows.push({ index: i, start: i * rowHeight });
  return rows;
}

/** Where to scroll so that row `index` is in view (`center`, or just enough: `auto`). */
export function scrollTopFor(
  index: number,
  current: number,
  viewport: number,
  rowHeight: number,
  align: 'auto' | 'center',
): number {
  const top = index * rowHeight;
  if (align === 'center') return Math.max(0, top - (viewport - rowHeight) / 2);
  if (top < current) return top;
  if (top + rowHeight > current + viewport) return top + rowHeight - viewport;
  return current;
}

/** Follows the scroller's position and height; answers the rows to draw and a scrollToIndex. */
export function useFixedRows(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
  headerHeight = 0,
) {
  const [view, setView] = useState({ top: 0, height: 600, width: 800 });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () =>
      setView((v) =>
        v.top === element.scrollTop && v.height === element.clientHeight && v.width === element.clientWidth
          ? v
          : { top: element.scrollTop, height: element.clientHeight, width: element.clientWidth },
      );
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scroller]);
  const viewport = Math.max(0, view.height - headerHeight);
  const scrollToIndex = (index: number, align: 'auto' | 'center' = 'auto') => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTo({
      top: scrollTopFor(index, element.scrollTop, Math.max(0, element.clientHeight - headerHeight), rowHeight, align),
    });
  };
  return {
    rows: visibleRows(view.top, viewport, count, rowHeight, overscan),
    totalSize: count * rowHeight,
    scrollToIndex,
    viewportWidth: view.width,
  };
}

/** Column width: the columns share the width there is (so that five or six fit without scrolling), within [min, max]. */
export function fittedColumnWidth(available: number, columns: number, min: number, max: number): number {
  if (columns <= 0) return min;
  return Math.max(min, Math.min(max, Math.floor(available / columns)));
}
