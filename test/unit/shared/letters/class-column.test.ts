import { describe, expect, it } from 'vitest';
import { classColumnOf, classOf, UnknownClassColumn } from '../../../../shared/letters/class-column';

const schild = ['Nachname', 'Vorname', 'Klasse', 'Geburtsdatum', 'Schüler-ID'];

describe('classColumnOf', () => {
  it('finds the class column of school exports by its header', () => {
    expect(classColumnOf(schild)).toBe(2);
    expect(classColumnOf(['Familienname', 'Vorname', 'Klassenbezeichnung'])).toBe(2);
    expect(classColumnOf(['SchuelerNachname', 'GruppeBezeichung'])).toBe(1);
    expect(classColumnOf(['name', 'email', 'CLASS'])).toBe(2);
  });

  it('is null when no header names a class', () => {
    expect(classColumnOf(['name', 'email', 'position'])).toBeNull();
  });

  it('takes the chosen column by header (case and spacing ignored) or 1-based number', () => {
    expect(classColumnOf(schild, 'schüler-id')).toBe(4);
    expect(classColumnOf(schild, ' 4 ')).toBe(3);
    expect(classColumnOf(['position', 'Klasse'], 'position')).toBe(0);
  });

  it('refuses a choice that names no column, listing the columns', () => {
    expect(() => classColumnOf(schild, 'Kurs')).toThrow(UnknownClassColumn);
    expect(() => classColumnOf(schild, '9')).toThrow(/"Kurs"|"Nachname", "Vorname"/);
  });
});

describe('classOf', () => {
  it("is the record's trimmed cell, or '' without a column or record", () => {
    expect(classOf(['Müller', 'Jürgen', ' 5b '], 2)).toBe('5b');
    expect(classOf(['Müller'], 2)).toBe('');
    expect(classOf(['Müller'], null)).toBe('');
    expect(classOf(undefined, 1)).toBe('');
  });
});
