/**
 * What a field of a server record is, decided once for every shell: the grid renders it
 * by its kind (a date localized, an enum value by its name in the catalogue), the CSV
 * export and the CLI's table write it by its kind (a date as ISO 8601), and the column
 * chooser names it from the catalogue in the app's language. A field the registry does
 * not know (a newer server's) is guessed from its name (`guessKind`).
 */
import type { MessageKey } from '../../i18n/catalogue';

/**
 * - date: epoch milliseconds (the reference's int64 dates)
 * - number: a count or measure; percent: a fraction 0..1 shown as a percentage
 * - boolean, text
 * - enum: one of known words, each named in the catalogue (an unknown word is shown as sent)
 * - list, object: nested values (arrays, an address)
 */
export type FieldKind = 'text' | 'date' | 'number' | 'percent' | 'boolean' | 'enum' | 'list' | 'object';

interface FieldBase {
  /** The field's name for people, in the catalogue (English and German). */
  label: MessageKey;
  /** The server sorts by it (a header click asks for it). */
  sorts: boolean;
  /** The app offers a filter on it (the screens' filter, the CLI's options). */
  filters: boolean;
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  /** The known values in the app's order, each with its name in the catalogue. */
  values: Readonly<Record<string, MessageKey>>;
}
export interface PlainField extends FieldBase {
  kind: Exclude<FieldKind, 'enum'>;
}
export type FieldSpec = EnumField | PlainField;

/** The fields of one kind of record (devices, creation-wizard requests). */
export type FieldRegistry = Readonly<Record<string, FieldSpec>>;

/**
 * A registry whose keys cover every field of a wire schema's shape (a field added to the
 * schema without an entry here does not compile), plus fields of the reference that the
 * schema leaves to `looseObject`.
 */
export function defineFields<Shape extends object>(
  fields: Readonly<Record<keyof Shape & string, FieldSpec>> & FieldRegistry,
): FieldRegistry {
  return fields;
}

/** A field that holds a date by the server's naming (creationDate, lastConnectionDate, modifiedAt...). */
export function looksLikeDate(name: string): boolean {
  return /(?:Date|date|At|Time)$/.test(name) && !/^(?:update|time)$/i.test(name);
}

/** The kind of a field the registry does not know: a date by its name, else text as it comes. */
export function guessKind(name: string): FieldKind {
  return looksLikeDate(name) ? 'date' : 'text';
}

/** The kind of a field of these records: the registry's, else guessed from its name. */
export function kindOf(registry: FieldRegistry | undefined, name: string): FieldKind {
  return (registry && Object.hasOwn(registry, name) ? registry[name]!.kind : undefined) ?? guessKind(name);
}

export function fieldSpec(registry: FieldRegistry, name: string): FieldSpec | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}

/** The catalogue key of an enum value, or undefined for a value (or field) the app does not know. */
export function valueLabelKey(registry: FieldRegistry, name: string, value: string): MessageKey | undefined {
  const spec = fieldSpec(registry, name);
  return spec?.kind === 'enum' && Object.hasOwn(spec.values, value) ? spec.values[value] : undefined;
}

/** Dates read best newest first: a date column's first click sorts descending. */
export const sortStartsAscending =
  (registry: FieldRegistry) =>
  (name: string): boolean =>
    kindOf(registry, name) !== 'date';
