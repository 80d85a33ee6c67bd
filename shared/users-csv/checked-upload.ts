/**
 * A file checked and written as its upload in one pass over its bytes, for a caller that
 * never holds the file (the CLI streams it from disk, however large): each record is checked
 * as the server would, then written by the one UploadBuilder (as the CSV worker's upload is)
 * and handed on chunk by chunk.
 */
import { UploadBuilder } from './upload-builder';
import type { PasswordFor, UploadSummary } from './upload-builder';
import type { ChunkSizes } from './upload-chunker';
import type { PasswordPolicy } from './password-policy';
import { CsvValidation } from './validate';
import type { CsvValidationResult } from './validate';
import type { ColumnMapping } from './columns';
import type { DerivationOptions } from './record-derivation';
import type { CsvSeparator } from '../csv/separator';
import type { LeftOutReason } from './left-out-reason';

export interface CheckedUploadOptions {
  separator: CsvSeparator;
  /** Only the records without errors are written. */
  validOnly: boolean;
  policy?: PasswordPolicy | undefined;
  /** Blank password cells are filled with these (and are no error then); absent: none generated. */
  passwordFor?: PasswordFor | undefined;
  /** The lines whose password is generated must choose a new one at the first sign-in. */
  passwordChangeRequired?: boolean | undefined;
  sizes?: ChunkSizes | undefined;
  /** The file's size in bytes where known: the check's duplicate indexes are sized for it (`ValidationOptions.expectedBytes`). */
  expectedBytes?: number | undefined;
  /**
   * A record that is a plain line of the file and written unchanged is copied as the file
   * holds it, not written again from its values (the same bytes: a property test holds the
   * two ways side by side). Default true; false writes every record from its values.
   */
  copyLines?: boolean | undefined;
  /** Blank or missing names and e-mails derived, phones repaired: the records are checked and written as derived. */
  derive?: DerivationOptions | undefined;
  /** Lines decided to be an existing account: written and checked with its login and e-mail (`DerivationOptions.sameAs`). */
  sameAs?: DerivationOptions['sameAs'];
  /** The header (with any derived columns) and its mapping, before the first record; throwing stops the upload. */
  onHeader?(header: readonly string[], mapping: ColumnMapping): void;
  /** Each record as checked (derived values in place), before it is written or left out. */
  onRecord?(fields: readonly string[], line: number): void;
  /**
   * Why the comparison with the server leaves a line out (nothing of theirs changes, the server
   * skips them, their key stops them); undefined: it is sent. Never written, so they get no
   * generated password; the summary's `leftOut` keeps them with their reasons for the report.
   */
  leaveOut?(line: number): LeftOutReason | undefined;
  /** A kept line's changed columns (the comparison's), for the job's report. */
  changedOf?(line: number): readonly string[] | undefined;
  /**
   * Lines of users the server has deactivated whom the file names again (the comparison's
   * "reactivated"): the upload gets an `activated` column, `true` on these lines and blank
   * (the server keeps its own) on the others.
   */
  reactivate?(line: number): boolean;
}

export interface CheckedUpload {
  result: CsvValidationResult;
  /** What was written; null when the file had no header (nothing was). */
  upload: UploadSummary | null;
  /** Source lines with an error (a wrong field count included), in order. */
  failedLines: number[];
  /** Records copied as the file holds them (`copyLines`). */
  copiedRows: number;
}

/**
 * Reads `bytes`, checks every record and appends the upload's chunks as they fill. A record
 * whose field count differs from the header's is never written here: it would put values in
 * the wrong columns (and its error refuses the file unless only valid records are written).
 */
export async function writeCheckedUpload(
  bytes: AsyncIterable<Uint8Array>,
  sourceName: string,
  options: CheckedUploadOptions,
  append: (chunk: Uint8Array) => Promise<void>,
): Promise<CheckedUpload> {
  let builder: UploadBuilder | undefined;
  const copyLines = options.copyLines !== false;
  let headerLength = 0;
  const failedLines: number[] = [];
  let ready: Uint8Array[] = [];
  const validation = new CsvValidation({
    previewRows: 0,
    ...(options.expectedBytes !== undefined ? { expectedBytes: options.expectedBytes } : {}),
    ...(options.policy ? { passwordPolicy: options.policy } : {}),
    generatePasswords: options.passwordFor !== undefined,
    ...(options.derive ? { derive: options.derive } : {}),
    ...(options.sameAs ? { sameAs: options.sameAs } : {}),
    onPreview(preview) {
      headerLength = preview.header.length;
      if (headerLength > 0) options.onHeader?.(preview.header, preview.mapping);
      // The `activated` column goes after the record's last field, as its added value does.
      const reactivating = options.reactivate !== undefined;
      builder = new UploadBuilder({
        mapping: reactivating
          ? [...Array.from({ length: headerLength }, (_, i) => preview.mapping[i] ?? null), 'activated']
          : preview.mapping,
        headerLength: reactivating ? headerLength + 1 : headerLength,
        separator: options.separator,
        passwordFor: options.passwordFor,
        passwordChangeRequired: options.passwordChangeRequired,
        sizes: options.sizes,
        changedOf: options.changedOf?.bind(options),
      });
    },
    onRecord(fields, line, errors, plain) {
      if (!builder) return;
      options.onRecord?.(fields, line);
      const wrongLength = fields.length !== headerLength;
      if (wrongLength || errors > 0) failedLines.push(line);
      // A line with errors is a failed line, whatever the comparison says of it.
      const invalid = wrongLength || (options.validOnly && errors > 0);
      const reason = invalid ? undefined : options.leaveOut?.(line);
      if (invalid) builder.exclude();
      else if (reason) builder.exclude({ fields, line, reason });
      else if (options.reactivate) {
        const values = [...fields, options.reactivate(line) ? 'true' : ''];
        for (const chunk of builder.add(values, line)) ready.push(chunk);
      } else for (const chunk of builder.add(fields, line, copyLines ? plain : undefined)) ready.push(chunk);
    },
  });
  // Records are checked synchronously inside `push`; their chunks go on after it, in order.
  const handOn = async () => {
    const chunks = ready;
    ready = [];
    for (const chunk of chunks) await append(chunk);
  };
  for await (const chunk of bytes) {
    validation.push(chunk);
    await handOn();
  }
  const result = validation.end();
  if (builder) ready.push(...builder.end());
  await handOn();
  return {
    result,
    upload: builder ? builder.summary(sourceName) : null,
    failedLines,
    copiedRows: builder?.copiedRows ?? 0,
  };
}
