import { describe, expect, it } from 'vitest';
import { gridOrder } from '../../../../../renderer/features/import/grid-order';

describe('the preview grid column order', () => {
  it('shows the names, then the derived login and e-mail, then the file columns as they come', () => {
    // A SchILD export: Nachname, Vorname, Klasse, Geburtsdatum, Schüler-ID, Telefon; login and e-mail derived.
    const mapping = ['surName', 'givenName', 'position', null, 'custom1', 'phone', 'name', 'email'] as const;
    expect(gridOrder(mapping, mapping.length)).toEqual([1, 0, 6, 7, 2, 3, 4, 5]);
  });

  it('keeps every column once, whatever the mapping', () => {
    expect(gridOrder([null, 'email', null], 3)).toEqual([1, 0, 2]);
    expect(gridOrder([], 0)).toEqual([]);
  });
});
