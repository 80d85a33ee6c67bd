import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../../shared/i18n/translator';
import { formatRange } from '../../../../../renderer/ui/data-table/Pager';

const en = createTranslator('en').t;
const de = createTranslator('de').t;

describe('the pager range', () => {
  it('says the rows shown and the total, in the language', () => {
    expect(formatRange(0, 100, 12_345, en)).toBe('1–100 of 12,345');
    expect(formatRange(12_300, 45, 12_345, en)).toBe('12,301–12,345 of 12,345');
    expect(formatRange(12_300, 45, 12_345, de)).toBe('12.301–12.345 von 12.345');
  });
  it('handles an empty answer and a server without a total', () => {
    expect(formatRange(0, 0, 0, en)).toBe('0 of 0');
    expect(formatRange(0, 0, null, de)).toBe('Keine Zeilen');
    expect(formatRange(100, 50, null, en)).toBe('101–150');
  });
});
