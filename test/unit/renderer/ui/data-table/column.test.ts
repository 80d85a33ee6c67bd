import { describe, expect, it } from 'vitest';
import { columnWidth, headerWidth } from '../../../../../renderer/ui/data-table/column';

describe('columnWidth', () => {
  it('keeps a column its own width when the label fits, and widens it for a longer label', () => {
    expect(columnWidth({ width: 140, label: 'Name' })).toBe(140);
    expect(columnWidth({ width: 110, label: 'Model' })).toBe(110);
    // The German label is longer than the English one the width was chosen for.
    expect(columnWidth({ width: 105, label: 'Admin-Anmeldename' })).toBe(headerWidth('Admin-Anmeldename'));
    expect(headerWidth('Admin-Anmeldename')).toBeGreaterThan(105);
  });

  it('grows with the label', () => {
    expect(headerWidth('Seriennummer')).toBeGreaterThan(headerWidth('Serial'));
  });
});
