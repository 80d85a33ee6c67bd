/**
 * Columns of a server list from the field registry (shared/api/fields): a field's name in
 * the app's language, its cell by its kind (a date localized, an enum value by its name in
 * the catalogue, yes/no, a percentage, a nested value as "street, city"), whether it sorts
 * and which way first. A list screen adds only its own design (widths, a badge, a cell
 * that joins fields); a field the registry does not know gets a name from its field name.
 */
import type { ReactNode } from 'react';
import { fieldSpec, kindOf, valueLabelKey } from '../../../shared/api/fields/index';
import type { FieldRegistry } from '../../../shared/api/fields/index';
import { formatNumber } from '../../../shared/i18n/format';
import { INTL_LOCALE } from '../../../shared/i18n/language';
import type { Language } from '../../../shared/i18n/language';
import type { ServerRecord } from '../../../shared/models/query';
import { translate } from '../i18n';
import type { Column } from './column';
import type { ColumnChoice } from './ColumnChooser';
import { DateCell } from './DateCell';
import { formatValue, humanizeField } from './format';

/** A screen's own look for one of its columns; the rest comes from the field's kind. */
export interface ColumnDesign {
  width?: number;
  grow?: boolean;
  render?: (row: ServerRecord) => ReactNode;
}

/** How a list screen builds its columns: the registry, the default columns and its designs. */
export interface ListColumns {
  fields: FieldRegistry;
  /** The columns shown until the user chooses; the chooser lists them first. */
  defaults: readonly string[];
  design?: Readonly<Record<string, ColumnDesign>>;
  /** What a missing date reads as ("Never" when absent). */
  never?: string;
}

/** Widths by kind, for columns without a design: a date needs room for "12.01.2026 · vor 3 Tagen". */
const WIDTH_BY_KIND = { date: 195, boolean: 110, number: 110, percent: 100, enum: 170 } as const;

/** A field's name in the app's language: the catalogue's, else made from the field name. */
export function fieldLabel(fields: FieldRegistry, field: string): string {
  const spec = fieldSpec(fields, field);
  return spec ? translate(spec.label) : humanizeField(field);
}

/** An enum value's name in the app's language; a value the app does not know as the server sent it. */
export function valueLabel(fields: FieldRegistry, field: string, value: string): string {
  const key = valueLabelKey(fields, field, value);
  return key ? translate(key) : value;
}

const percentFormats = new Map<Language, Intl.NumberFormat>();
function formatPercent(language: Language, fraction: number): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language], { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(language, format);
  }
  return format.format(fraction);
}

/** Nested values (orgaAddress) read better as "Hauptstraße 1, Berlin" than as JSON. */
export function flatten(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.values(value).map(flatten).filter(Boolean).join(', ');
  if (Array.isArray(value)) return value.map(flatten).join(', ');
  return formatValue(value);
}

/** The cell of a value by its field's kind. */
function cellOf(list: ListColumns, field: string, now: number, language: Language) {
  const kind = kindOf(list.fields, field);
  switch (kind) {
    case 'date':
      return (row: ServerRecord) => (
        <DateCell
          value={row[field]}
          now={now}
          language={language}
          {...(list.never !== undefined ? { never: list.never } : {})}
        />
      );
    case 'enum':
      return (row: ServerRecord) => {
        const value = formatValue(row[field]);
        return value ? <span title={value}>{valueLabel(list.fields, field, value)}</span> : null;
      };
    case 'boolean':
      return (row: ServerRecord) =>
        typeof row[field] === 'boolean' ? translate(row[field] ? 'table.yes' : 'table.no') : formatValue(row[field]);
    case 'number':
      return (row: ServerRecord) => {
        const value = row[field];
        return typeof value === 'number' && Number.isFinite(value) ? formatNumber(language, value) : formatValue(value);
      };
    case 'percent':
      return (row: ServerRecord) => {
        const value = row[field];
        return typeof value === 'number' && Number.isFinite(value)
          ? formatPercent(language, value)
          : formatValue(value);
      };
    default:
      return (row: ServerRecord) => flatten(row[field]);
  }
}

/**
 * The column of a field. `now` is when the answer arrived: relative dates ("3 days ago")
 * count from it. The language is a parameter so that a change of language rebuilds columns.
 */
export function fieldColumn(
  list: ListColumns,
  field: string,
  now = 0,
  language: Language = 'en',
): Column<ServerRecord> {
  const spec = fieldSpec(list.fields, field);
  const kind = kindOf(list.fields, field);
  const design = list.design?.[field];
  const width = design?.width ?? (kind in WIDTH_BY_KIND ? WIDTH_BY_KIND[kind as keyof typeof WIDTH_BY_KIND] : 150);
  return {
    field,
    label: fieldLabel(list.fields, field),
    width,
    ...(design?.grow ? { grow: true } : {}),
    ...(spec && !spec.sorts ? { sortable: false } : {}),
    ...(kind === 'date' ? { defaultAscending: false } : {}),
    render: design?.render ?? cellOf(list, field, now, language),
  };
}

/**
 * What the column chooser offers: the default columns, then every other field seen in the
 * server's rows (and any chosen before), alphabetically by name in the app's language.
 */
export function fieldColumnChoices(
  list: ListColumns,
  rows: readonly ServerRecord[],
  chosen: readonly string[],
  // The language sorts the names, and makes the choices be rebuilt when it changes.
  language: Language = 'en',
): ColumnChoice[] {
  const seen = new Set<string>(chosen);
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) seen.add(key);
  const defaults = list.defaults.map((field) => ({ field, label: fieldLabel(list.fields, field) }));
  const others = [...seen]
    .filter((f) => !list.defaults.includes(f))
    .map((field) => ({ field, label: fieldLabel(list.fields, field) }))
    .sort((a, b) => a.label.localeCompare(b.label, INTL_LOCALE[language]));
  return [...defaults, ...others];
}
