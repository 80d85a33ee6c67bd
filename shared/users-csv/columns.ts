/** The columns of the user CSV since service version 5.34 (spec 2.2). */
export const CUSTOM_COLUMNS = [
  'custom1',
  'custom2',
  'custom3',
  'custom4',
  'custom5',
  'custom6',
  'custom7',
  'custom8',
  'custom9',
  'custom10',
  'custom11',
  'custom12',
  'custom13',
  'custom14',
  'custom15',
] as const;

/** Mandatory columns first, then the optional ones in the order of the spec's table. */
export const TARGET_COLUMNS = [
  'name',
  'email',
  'givenName',
  'surName',
  'password',
  'phone',
  'position',
  'country',
  'managedAppleId',
  ...CUSTOM_COLUMNS,
  // Not in the specification's table: a 26.x server's user record has it for a third
  // system's key of the person (id-column.ts), where a connection may keep the school's ID.
  'foreignKey',
] as const;

export type TargetColumn = (typeof TARGET_COLUMNS)[number];
export type CustomColumn = (typeof CUSTOM_COLUMNS)[number];

export const MANDATORY_COLUMNS: readonly TargetColumn[] = ['name', 'email', 'givenName', 'surName', 'password'];

/**
 * The columns a file must map: all of MANDATORY_COLUMNS, less the password when blank
 * passwords are generated (`generatePasswords`: the upload then gets a password column of its own).
 */
export function mandatoryColumns(options: { generatePasswords?: boolean | undefined } = {}): readonly TargetColumn[] {
  return options.generatePasswords ? MANDATORY_COLUMNS.filter((c) => c !== 'password') : MANDATORY_COLUMNS;
}

/** The highest custom column number the service accepts. */
export const MAX_CUSTOM_COLUMNS = CUSTOM_COLUMNS.length;

/** Position of a target in the canonical 5.34 order (used to order the upload file's columns). */
export function targetOrder(target: TargetColumn): number {
  return TARGET_COLUMNS.indexOf(target);
}

/**
 * The mapping the UI edits: for each source column index, the 5.34 column it is uploaded
 * as, or null when it is not uploaded. One-to-one: a target appears at most once.
 */
export type ColumnMapping = ReadonlyArray<TargetColumn | null>;

/** A mapping's problems (a target used twice), or null when it is usable. */
export function mappingError(mapping: ColumnMapping): string | null {
  const seen = new Map<TargetColumn, number>();
  for (let i = 0; i < mapping.length; i++) {
    const target = mapping[i];
    if (target == null) continue;
    const other = seen.get(target);
    if (other !== undefined)
      return `${target} is assigned to source columns ${other + 1} and ${i + 1}; each 5.34 column can take only one`;
    seen.set(target, i);
  }
  return null;
}
