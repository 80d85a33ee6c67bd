/**
 * Generated passwords in the upload: where a record's password goes when
 * its cell is blank (or the file has no password column at all), and the one-time credential
 * sheet the administrator hands out (`name,givenName,surName,email,password`).
 */
import { csvLine } from '../csv/csv-writer';
import { csvFormatOf, preambleOf } from '../csv/export-format';
import type { ExportFormat } from '../csv/export-format';
import type { UploadMapping } from './columns';
import type { PasswordGenerator } from './password-generator';

export const CREDENTIAL_COLUMNS = ['name', 'givenName', 'surName', 'email', 'password'] as const;

/** One line of the credential sheet; `line` is the record's line in the administrator's file. */
export interface Credential {
  line: number;
  name: string;
  givenName: string;
  surName: string;
  email: string;
  password: string;
  /**
   * The record's cells as read, where the app keeps them for the credential letters (which
   * take the class from a column the administrator picks); never written to the sheet.
   */
  record?: readonly string[];
}

/** How generated passwords are marked in the upload. */
export interface PasswordFillOptions {
  /**
   * The users must choose a new password at their first sign-in: the upload gets a
   * `passwordChangeRequired` column, `true` on the lines whose password was generated and
   * empty on the others (their own password, their account as the server keeps it).
   */
  changeRequired?: boolean | undefined;
}

/**
 * The mapping with a password column (a file without one gets it after its last column) and
 * the records' password cells. Only records with the header's field count get a password: a
 * record of another length fails on the server whatever it holds.
 */
export class PasswordFill {
  readonly mapping: UploadMapping;
  /** The field count of a record once filled (the header's, plus one when the column was added). */
  readonly headerLength: number;
  private readonly passwordIndex: number;
  private readonly indexOf: Partial<Record<(typeof CREDENTIAL_COLUMNS)[number], number>> = {};

  private readonly changeRequired: boolean;

  constructor(
    mapping: UploadMapping,
    private readonly sourceLength: number,
    options: PasswordFillOptions = {},
  ) {
    const mapped = mapping.indexOf('password');
    this.changeRequired = options.changeRequired === true;
    this.passwordIndex = mapped >= 0 ? mapped : sourceLength;
    const filled: UploadMapping = mapped >= 0 ? [...mapping] : [...mapping.slice(0, sourceLength), 'password'];
    const length = mapped >= 0 ? sourceLength : sourceLength + 1;
    // The mark goes after the record's last field (and the added password), where `filled` puts it.
    this.mapping = this.changeRequired
      ? [...Array.from({ length }, (_, i) => filled[i] ?? null), 'passwordChangeRequired']
      : filled;
    this.headerLength = this.changeRequired ? length + 1 : length;
    for (const column of CREDENTIAL_COLUMNS) {
      const index = this.mapping.indexOf(column);
      if (index >= 0) this.indexOf[column] = index;
    }
  }

  /** Whether the record gets a generated password: the header's field count and a blank (or no) password cell. */
  needsPassword(fields: readonly string[]): boolean {
    if (fields.length !== this.sourceLength) return false;
    return (fields[this.passwordIndex] ?? '').trim() === '';
  }

  /** The record as uploaded: with the password in its cell (a copy), or as it is when it needs none. */
  filled(fields: readonly string[], password: string | undefined): string[] {
    if (fields.length !== this.sourceLength) return [...fields];
    const out = [...fields];
    if (this.passwordIndex === this.sourceLength) out.push(password ?? '');
    else if (password !== undefined) out[this.passwordIndex] = password;
    if (this.changeRequired) out.push(password === undefined ? '' : 'true');
    return out;
  }

  /** The record's user name (for the policy's "simple password" rule). */
  userName(fields: readonly string[]): string {
    const index = this.indexOf.name;
    return index === undefined ? '' : (fields[index] ?? '').trim();
  }

  credential(fields: readonly string[], line: number, password: string): Credential {
    const value = (column: (typeof CREDENTIAL_COLUMNS)[number]) => {
      const index = this.indexOf[column];
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    return {
      line,
      name: value('name'),
      givenName: value('givenName'),
      surName: value('surName'),
      email: value('email'),
      password,
    };
  }
}

/**
 * The password for a record whose password cell is blank (or absent), given its fields as
 * read and its source line; throwing stops the upload.
 */
export type PasswordFor = (fields: readonly string[], line: number, fill: PasswordFill) => string;

/**
 * Passwords drawn from `generator` as they are asked for, each handed to `onCredential` for
 * the credential sheet as it is drawn: the CLI writes its sheet while it uploads, the CSV
 * worker makes the sheet before the upload (and the upload then uses exactly its passwords).
 */
export function drawnPasswords(
  generator: PasswordGenerator,
  onCredential: (credential: Credential, fields: readonly string[]) => void,
): PasswordFor {
  return (fields, line, fill) => {
    const password = generator.next(fill.userName(fields));
    onCredential(fill.credential(fields, line, password), fields);
    return password;
  };
}

/** The credential sheet's header line (commas unless the format says otherwise). */
export function credentialSheetHeader(format?: ExportFormat): string {
  return csvLine(CREDENTIAL_COLUMNS, csvFormatOf(format));
}

/** One line of the credential sheet (the formula guard applies to names; generated passwords never need it). */
export function credentialLine(credential: Credential, format?: ExportFormat): string {
  return csvLine(
    CREDENTIAL_COLUMNS.map((column) => credential[column]),
    csvFormatOf(format),
  );
}

/**
 * The whole sheet as CSV text in the export format the administrator chose (semicolons and a
 * BOM for German Excel, as every export of the app offers); commas, no BOM when absent.
 */
export function credentialSheetCsv(credentials: Iterable<Credential>, format?: ExportFormat): string {
  let out = preambleOf(format) + credentialSheetHeader(format);
  for (const credential of credentials) out += credentialLine(credential, format);
  return out;
}
