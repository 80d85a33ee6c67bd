/**
 * The CSV session's derived columns: the login names and e-mail addresses a school's export
 * lacks, built from the wizard's patterns (`record-derivation.ts`), and how each value was
 * made, kept per row so that the grid can show it. The rows keep the derived values in place
 * (checked and uploaded like the file's own); the file's own values are what `undo` gives
 * back: a derived cell was blank in the file, an appended column was not in it at all.
 */
import type { ColumnMatch } from './column-match';
import type { ColumnMapping } from './columns';
import type { DerivedCell, DerivedPerson, DeriveSettings } from './csv-session-protocol';
import { parsePattern } from './name-pattern';
import type { NamePattern, PatternTarget } from './name-pattern';
import { takenNamesOf } from './name-registry';
import { RecordDerivation } from './record-derivation';
import type { DerivedValue } from './record-derivation';
import type { RowStore } from './row-store';
import type { IdColumn } from './id-column';

/** The session's columns with the derived ones: the file's header and mapping, plus a column per derived target it lacks. */
export interface DerivedColumns {
  header: string[];
  mapping: ColumnMapping;
  /** The file's matches, plus one with reason `derived` for each appended column. */
  matches: ColumnMatch[];
  /** How many of the columns are the file's own (the appended ones follow). */
  fileColumns: number;
}

export class SessionDerivation {
  private settings: DeriveSettings | null = null;
  private current: RecordDerivation | null = null;
  private fileColumns = 0;
  /** Row index -> how its derived values were made (only rows that have some). */
  private byRow = new Map<number, DerivedValue[]>();
  /** Column index of each derived target, in the session's columns. */
  private columnOf: Partial<Record<'name' | 'email', number>> = {};

  /** Replaces the patterns; true when they differ from before (every row must be derived again). */
  configure(settings: DeriveSettings | null): boolean {
    const next = settings && (settings.namePattern || settings.emailPattern) ? settings : null;
    const changed = JSON.stringify(next) !== JSON.stringify(this.settings);
    this.settings = next;
    return changed;
  }

  /**
   * Starts a pass over the rows (a new read, a remap, other patterns): a new RecordDerivation,
   * so that the same rows give the same values. Answers the session's columns.
   */
  begin(fileHeader: readonly string[], fileMapping: ColumnMapping, fileMatches: ColumnMatch[]): DerivedColumns {
    this.byRow = new Map();
    this.fileColumns = fileHeader.length;
    this.columnOf = {};
    const settings = this.settings;
    const namePattern = settings ? validPattern(settings.namePattern, 'name') : undefined;
    const emailPattern = settings ? validPattern(settings.emailPattern, 'email') : undefined;
    if (!namePattern && !emailPattern) {
      this.current = null;
      return {
        header: [...fileHeader],
        mapping: [...fileMapping],
        matches: fileMatches,
        fileColumns: fileHeader.length,
      };
    }
    const accounts = new Map((settings?.accounts ?? []).map((a) => [a.key, { name: a.name, email: a.email }]));
    this.current = new RecordDerivation({
      namePattern,
      emailPattern,
      takenNames: settings?.takenNames ? takenNamesOf(settings.takenNames) : undefined,
      idColumn: settings?.idColumn,
      // A person the server has by key keeps that account's login and e-mail.
      ...(accounts.size > 0 ? { matched: { accountOf: (key: string) => accounts.get(key) } } : {}),
    });
    const derived = this.current.begin(fileHeader, fileMapping);
    const matches = [...fileMatches];
    for (let i = fileHeader.length; i < derived.header.length; i++) {
      const target = derived.mapping[i]!;
      matches.push({ sourceIndex: i, source: target, target, confidence: 1, reason: 'derived' });
    }
    derived.mapping.forEach((target, i) => {
      if (target === 'name' || target === 'email') this.columnOf[target] = i;
    });
    return { header: derived.header, mapping: derived.mapping, matches, fileColumns: fileHeader.length };
  }

  /**
   * Every row derived again (other patterns, another mapping): each row's earlier derived
   * values are undone, then a new pass derives them all. Answers the session's new columns.
   */
  rederive(
    rows: RowStore,
    fileHeader: readonly string[],
    fileMapping: ColumnMapping,
    fileMatches: ColumnMatch[],
  ): DerivedColumns {
    for (let i = 0; i < rows.length; i++) rows.set(i, this.undo(i, rows.get(i)));
    const columns = this.begin(fileHeader, fileMapping, fileMatches);
    if (this.current) for (let i = 0; i < rows.length; i++) rows.set(i, this.record(i, rows.get(i), rows.line(i)));
    return columns;
  }

  /** One row as the file has it, with the derived values in place; how they were made is kept for the grid. */
  record(index: number, fields: string[], line: number): string[] {
    if (!this.current) return fields;
    const out = this.current.record(fields, line);
    if (out.derived.length > 0) this.byRow.set(index, out.derived);
    return out.fields;
  }

  /** A row's values as the file had them: its derived cells blank again, the appended columns gone. */
  undo(index: number, fields: readonly string[]): string[] {
    const out = fields.slice(0, this.fileColumns);
    for (const d of this.byRow.get(index) ?? []) {
      const at = this.columnOf[d.column];
      if (at !== undefined && at < this.fileColumns) out[at] = '';
    }
    return out;
  }

  /** The user typed a value into a cell: if it was derived, it is theirs now. */
  edited(index: number, column: number): void {
    const list = this.byRow.get(index);
    if (!list) return;
    const kept = list.filter((d) => this.columnOf[d.column] !== column);
    if (kept.length > 0) this.byRow.set(index, kept);
    else this.byRow.delete(index);
  }

  /** The row's derived values with their column indexes, as the grid shows them (none: nothing). */
  view(index: number): { derived?: DerivedCell[] } {
    const list = this.byRow.get(index);
    if (!list) return {};
    return { derived: list.map((d) => ({ ...d, columnIndex: this.columnOf[d.column]! })) };
  }

  /**
   * The people whose login names were derived, each with the name before any number was
   * added (what the server is asked about), without repeats.
   */
  people(rows: RowStore, mapping: ColumnMapping): DerivedPerson[] {
    const given = mapping.indexOf('givenName');
    const sur = mapping.indexOf('surName');
    const keyAt = mapping.indexOf(this.settings?.idColumn ?? 'custom1');
    const out = new Map<string, DerivedPerson>();
    for (const [index, list] of this.byRow) {
      const derived = list.find((d) => d.column === 'name');
      if (!derived) continue;
      const name = derived.suffix === null ? derived.value : derived.value.slice(0, -String(derived.suffix).length);
      const fields = rows.get(index);
      const key = keyAt >= 0 ? (fields[keyAt] ?? '').trim() : '';
      const person = { name, givenName: fields[given] ?? '', surName: fields[sur] ?? '', ...(key ? { key } : {}) };
      out.set(`${name}\u0000${person.givenName}\u0000${person.surName}\u0000${key}`, person);
    }
    return [...out.values()];
  }

  /** Where the connection keeps the person's key: the school's ID column is proposed for it. */
  get idColumn(): IdColumn | undefined {
    return this.settings?.idColumn;
  }

  /** Derives anything? */
  get active(): boolean {
    return this.current !== null;
  }
}

/** The parsed pattern, or undefined for none or one the wizard should not have sent (it shows the error). */
function validPattern(source: string | null, target: PatternTarget): NamePattern | undefined {
  if (!source) return undefined;
  const parsed = parsePattern(source, target);
  return parsed.ok ? parsed.pattern : undefined;
}
