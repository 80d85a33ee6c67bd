/**
 * The upload of a job's leavers part: the mandatory columns as the server has them, a
 * password (the column is mandatory, spec 2.2) and `activated` false. Each password is random,
 * made when the bytes are built, held in memory only for the upload, never shown, never
 * written anywhere: the users keep their own (a server that takes the row sets this one,
 * which no one knows; the users cannot sign in anyway, and an administrator who activates
 * one again sets a password in the portal).
 */
import type { CsvSeparator } from '../../../../shared/csv/separator';
import { CSV_SEPARATOR_CHAR } from '../../../../shared/csv/separator';
import { createPasswordGenerator } from '../../../../shared/users-csv/password-generator';
import type { PasswordPolicy } from '../../../../shared/users-csv/password-policy';
import { flattenLineBreaks, quoteValue } from '../../../../shared/users-csv/upload-writer';
import type { UploadBody } from '../../api/api-client';
import type { LeaverRow } from '../../dry-run/not-in-file-csv';

const HEADER = ['name', 'email', 'givenName', 'surName', 'password', 'activated'];
/** Long enough for any policy seen, within any maximum. */
const LEAVER_PASSWORD_LENGTH = 24;

/** The policy a leaver's password is made for: the organization's, at least 24 characters where it allows. */
function leaverPolicy(policy: PasswordPolicy | null): PasswordPolicy {
  const max = policy?.maximumPasswordLength ?? null;
  const wanted = Math.max(policy?.minimumPasswordLength ?? 0, LEAVER_PASSWORD_LENGTH);
  return {
    ...policy,
    minimumPasswordLength: max !== null && max > 0 ? Math.min(max, wanted) : wanted,
    minimumNumbersOfDigits: Math.max(policy?.minimumNumbersOfDigits ?? 0, 1),
    minimumNumbersOfLowerCaseLetters: Math.max(policy?.minimumNumbersOfLowerCaseLetters ?? 0, 1),
    minimumNumbersOfUpperCaseLetters: Math.max(policy?.minimumNumbersOfUpperCaseLetters ?? 0, 1),
    allowSimplePassword: false,
  };
}

/** The bytes of the leavers' upload, built in memory (the password of each row exists nowhere else). */
export function leaversUpload(
  rows: readonly LeaverRow[],
  separator: CsvSeparator,
  policy: PasswordPolicy | null,
): UploadBody {
  const sep = CSV_SEPARATOR_CHAR[separator];
  const cell = (value: string) => quoteValue(flattenLineBreaks(value), sep);
  const passwords = createPasswordGenerator(leaverPolicy(policy));
  let text = HEADER.join(sep) + '\r\n';
  for (const row of rows) {
    const cells = [row.name, row.email, row.givenName, row.surName, passwords.next(row.name), 'false'];
    text += cells.map(cell).join(sep) + '\r\n';
  }
  const bytes = Buffer.from(text, 'utf8');
  return {
    size: bytes.byteLength,
    async *open() {
      yield bytes;
    },
  };
}
