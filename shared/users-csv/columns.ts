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

/**
 * Columns of the server's user import record (`UserCsvImportEntry`) that the app adds to the
 * upload itself, never mapped from a file: `passwordChangeRequired` on the lines whose
 * password it generated, when the administrator asks for a new password at first sign-in.
 * The specification's table does not name it; the server's record has it (the reference).
 */
export const ADDED_COLUMNS = ['passwordChangeRequired', 'activated'] as const;
export type AddedColumn = (typeof ADDED_COLUMNS)[number];
/** A column of the upload file: a 5.34 column or one the app adds. */
export type UploadColumn = TargetColumn | AddedColumn;

/** Position of a column in the upload's order (the canonical 5.34 order, then the added ones). */
export function targetOrder(target: UploadColumn): number {
  const index = (TARGET_COLUMNS as readonly string[]).indexOf(target);
  return index >= 0 ? index : TARGET_COLUMNS.length + ADDED_COLUMNS.indexOf(target as AddedColumn);
}

/**
 * The mapping the UI edits: for each source column index, the 5.34 column it is uploaded
 * as, or null when it is not uploaded. One-to-one: a target appears at most once.
 */
export type ColumnMapping = ReadonlyArray<TargetColumn | null>;

/** The upload's mapping: a file's, with the columns the app adds (generated-passwords.ts). */
export type UploadMapping = ReadonlyArray<UploadColumn | null>;

/** A mapping's problems (a target used twice), or null when it is usable. */
export function mappingError(mapping: UploadMapping): string | null {
  const seen = new Map<UploadColumn, number>();
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
