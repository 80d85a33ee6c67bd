/**
 * The CSV session's upload: the credential sheet (passwords drawn for the rows that will be
 * uploaded with a blank one) and the upload file, built by the one UploadBuilder and pulled
 * chunk by chunk. The sheet's passwords are kept only until the upload holds them.
 */
import type { ColumnMapping, UploadMapping } from './columns';
import { drawnPasswords, PasswordFill } from './generated-passwords';
import type { Credential, PasswordFor } from './generated-passwords';
import { createPasswordGenerator } from './password-generator';
import type { PasswordStyle } from './password-generator';
import type { PasswordPolicy } from './password-policy';
import type { RowStore } from './row-store';
import { UploadBuild } from './upload-chunks';
import type { RowExclusion } from './upload-chunks';
import type { LeftOutReason } from './left-out-reason';
import { DEFAULT_CHUNK_SIZES } from './upload-chunker';
import type { CsvSeparator } from '../csv/separator';

/** The rows as the session holds them, and how they are mapped. */
export interface UploadSource {
  rows: Pick<RowStore, 'length' | 'get' | 'line'>;
  headerLength: number;
  mapping: ColumnMapping;
  fileName: string;
  /** Whether a row is left out of the upload (and of the sheet): for errors, or the comparison's reason. */
  exclude: (index: number) => RowExclusion;
  /** Source lines of deactivated users the upload activates: it gets an `activated` column; absent: none. */
  reactivate?: ((line: number) => boolean) | undefined;
  /** A kept line's changed columns, for the job's report. */
  changedOf?: ((line: number) => readonly string[] | undefined) | undefined;
}

/**
 * The rows with an `activated` cell after their last field (`true` where the line's user is
 * activated again, blank elsewhere: the server keeps its own), and the mapping with it.
 */
function withActivated(source: UploadSource): Pick<UploadSource, 'rows' | 'headerLength'> & { mapping: UploadMapping } {
  const { rows, headerLength, reactivate } = source;
  if (!reactivate) return source;
  return {
    rows: {
      length: rows.length,
      line: (i) => rows.line(i),
      get: (i) => [...rows.get(i), reactivate(rows.line(i)) ? 'true' : ''],
    },
    headerLength: headerLength + 1,
    mapping: [...Array.from({ length: headerLength }, (_, i) => source.mapping[i] ?? null), 'activated'],
  };
}

/**
 * Which rows an upload leaves out. A real one: those with errors where only the valid rows
 * go, and the lines the comparison leaves out, with its reason (with every row sent a row
 * with errors is compared too, and may be one of them). A dry run: the rows it cannot
 * compare, those with errors; with every row sent ("upload every row", `validOnly` false)
 * only those of another field count than the header's (their values may sit in other
 * columns: they go uncompared, for the server to judge), so that a row with, say, a wrong
 * phone number still meets its account, is left out unchanged or stopped by its key, or is
 * asked about as a look-alike.
 */
export function rowExclusion(
  session: {
    rows: Pick<RowStore, 'get' | 'line'>;
    findings: { hasError(index: number): boolean };
    leftOut: { reason(index: number, line: number): LeftOutReason | undefined };
    /** The header's field count. */
    width: number;
  },
  validOnly: boolean,
  dryRun: boolean,
): (index: number) => RowExclusion {
  const { rows, findings, leftOut, width } = session;
  const hasError = (i: number) => findings.hasError(i);
  if (dryRun) return validOnly ? hasError : (i) => hasError(i) && rows.get(i).length !== width;
  return (i) => (validOnly && hasError(i)) || (leftOut.reason(i, rows.line(i)) ?? false);
}

export class SessionUpload {
  /**
   * Source line -> the password drawn for it, from the credential sheet until the upload is
   * written; then forgotten (the upload holds them, the app keeps no copy).
   */
  private generated: Map<number, string> | null = null;
  private current: { requestId: number; build: UploadBuild } | null = null;

  /** The rows changed: the sheet must be made again. */
  forgetPasswords(): void {
    this.generated = null;
  }

  reset(): void {
    this.generated = null;
    this.current = null;
  }

  /**
   * Draws a password for every row that will be uploaded with a blank one and answers the
   * credential sheet; the upload then uses exactly these passwords. Throws when no password
   * can satisfy the policy.
   */
  credentials(source: UploadSource, policy: PasswordPolicy, style: PasswordStyle = 'strong'): Credential[] {
    const fill = new PasswordFill(source.mapping, source.headerLength);
    const credentials: Credential[] = [];
    const generated = new Map<number, string>();
    // The row goes with its credential so the app's letters can read its class.
    const draw = drawnPasswords(createPasswordGenerator(policy, undefined, style), (credential, fields) =>
      credentials.push({ ...credential, record: fields }),
    );
    const { rows } = source;
    for (let i = 0; i < rows.length; i++) {
      if (source.exclude(i) !== false) continue;
      const fields = rows.get(i);
      if (fill.needsPassword(fields)) generated.set(rows.line(i), draw(fields, rows.line(i), fill));
    }
    this.generated = generated;
    return credentials;
  }

  /**
   * Starts the upload file: the mapping's 5.34 columns (for a `dryRun`, every one but the
   * password: the names and e-mails it looks up, the fields it compares; no password leaves
   * the worker), blank passwords filled from the sheet when they are generated.
   */
  start(
    requestId: number,
    source: UploadSource,
    separator: CsvSeparator,
    options: { dryRun: boolean; generatePasswords: boolean; passwordChangeRequired?: boolean | undefined },
  ): void {
    const { exclude, fileName } = source;
    const { rows, headerLength, mapping: sent } = withActivated(source);
    let mapping = sent;
    let passwordFor: PasswordFor | undefined;
    if (options.dryRun) mapping = mapping.map((t) => (t === 'password' ? null : t));
    else if (options.generatePasswords) {
      const generated = this.generated;
      passwordFor = (_fields, line) => {
        const password = generated?.get(line);
        if (password === undefined)
          throw new Error('The credential sheet is out of date (the rows changed since); make it again.');
        return password;
      };
    }
    const build = new UploadBuild(
      rows,
      headerLength,
      mapping,
      separator,
      exclude,
      fileName,
      DEFAULT_CHUNK_SIZES,
      passwordFor,
      passwordFor !== undefined && options.passwordChangeRequired === true,
      source.changedOf,
    );
    this.current = { requestId, build };
  }

  /**
   * The next chunk of the upload `start` began, or its summary once it is all written (then
   * the sheet's passwords are forgotten). Throws when that upload is no longer being written,
   * or a row cannot be (the sheet is out of date).
   */
  next(requestId: number): { chunk: Uint8Array } | { done: ReturnType<UploadBuild['summary']> } {
    const current = this.current;
    if (current?.requestId !== requestId)
      throw new Error('The upload file is no longer being written; start the import again.');
    let chunk: Uint8Array | null;
    try {
      chunk = current.build.next();
    } catch (error) {
      this.current = null;
      throw error;
    }
    if (chunk) return { chunk };
    this.current = null;
    // The upload holds the generated passwords now; the session keeps no copy.
    this.generated = null;
    return { done: current.build.summary() };
  }
}
