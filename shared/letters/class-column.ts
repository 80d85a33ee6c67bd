/**
 * Which column of the file holds the class the letters are sorted by. The administrator
 * names it (a header or a 1-based column number); without a choice, a column whose header
 * a school's export uses for the class (SchILD, ASV, WebUntis, DaNiS, linuxmuster, SDS).
 */
const CLASS_HEADERS = new Set(
  ['klasse', 'klassenbezeichnung', 'gruppebezeichnung', 'gruppebezeichung', 'lerngruppe', 'class', 'homeroom'].map(
    fold,
  ),
);

function fold(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export class UnknownClassColumn extends Error {}

/**
 * The index of the class column: `choice` as a header (case and spacing ignored) or a 1-based
 * number; without a choice the first header that names a class (whatever it is mapped to:
 * `position`, a `custom` column or nothing), else null: the letters are sorted by name.
 * A choice that names no column throws, listing the headers.
 */
export function classColumnOf(header: readonly string[], choice?: string | null): number | null {
  if (choice != null && choice.trim() !== '') {
    const wanted = choice.trim();
    if (/^\d+$/.test(wanted)) {
      const index = Number(wanted) - 1;
      if (index >= 0 && index < header.length) return index;
    }
    const byName = header.findIndex((name) => fold(name) === fold(wanted));
    if (byName >= 0) return byName;
    throw new UnknownClassColumn(
      `The class column "${wanted}" is not in the file; its columns are: ${header.map((name) => `"${name}"`).join(', ')} (or a number from 1 to ${header.length}).`,
    );
  }
  const guessed = header.findIndex((name) => CLASS_HEADERS.has(fold(name)));
  return guessed >= 0 ? guessed : null;
}

/** The record's class: its value in the class column, '' when there is none. */
export function classOf(record: readonly string[] | undefined, column: number | null): string {
  if (column === null || !record) return '';
  return (record[column] ?? '').trim();
}
