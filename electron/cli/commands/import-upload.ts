/**
 * `import-users`' upload: FILE streamed from disk, checked offline and written as its upload
 * by the engine's one builder (as the app's CSV worker writes it) straight into core's
 * staging, with the file's size and SHA-256 for the receipt. Nothing of the file is held
 * whole, however large.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { writeCheckedUpload } from '../../../shared/users-csv/checked-upload';
import { drawnPasswords } from '../../../shared/users-csv/generated-passwords';
import { createPasswordGenerator } from '../../../shared/users-csv/password-generator';
import type { PasswordStyle } from '../../../shared/users-csv/password-generator';
import type { PasswordPolicy } from '../../../shared/users-csv/password-policy';
import { stageUpload } from '../../../shared/users-csv/stage-upload';
import type { UploadStagingPort } from '../../../shared/users-csv/stage-upload';
import type { CsvValidationResult } from '../../../shared/users-csv/validate';
import type { LeftOutReason } from '../../../shared/users-csv/left-out-reason';
import type { DerivationOptions } from '../../../shared/users-csv/record-derivation';
import type { ColumnMapping } from '../../../shared/users-csv/columns';
import type { CredentialsFile } from './credentials-file';
import { fileChunks } from './csv-options';
import type { LettersFile } from './letters-file';

/** `--class-column` names no column of FILE's header: nothing is uploaded. */
export class ClassColumnMissing extends Error {
  constructor(readonly header: readonly string[]) {
    super('The class column of the letters is not in the file.');
  }
}

export interface PreparedUpload {
  /** A staged upload in core, finished; null when nothing may be uploaded. */
  uploadId: string | null;
  records: number;
  excluded: number;
  result: CsvValidationResult;
  /** The source file as read: its size and SHA-256 (for the receipt). */
  size: number;
  sha256: string;
  /** Source lines left out for offline errors (a wrong field count included), in order. */
  failedLines: number[];
}

export interface PrepareOptions {
  separator: CsvSeparator;
  /** Only the rows without errors are written (--valid-only, and a dry run's lookups). */
  validOnly: boolean;
  /** Keep the staged upload even when the file has errors (a dry run predicts the other lines). */
  keepWithErrors: boolean;
  policy: PasswordPolicy | undefined;
  generatePasswords: boolean;
  /** How generated passwords look, and whether their users must choose a new one at first sign-in. */
  passwords?: { style: PasswordStyle; changeRequired: boolean } | undefined;
  /** Where generated passwords are written as they are drawn (none in a dry run). */
  credentials: CredentialsFile | null;
  /** The credential letters: each generated password with its record (none in a dry run). */
  letters?: LettersFile | null | undefined;
  /** Login names, e-mails and phones derived from a school's export; undefined: none. */
  derive?: DerivationOptions | undefined;
  /** Lines decided to be an existing account (a look-alike decided `same`): sent with its login and e-mail. */
  sameAs?: DerivationOptions['sameAs'];
  /** Told each record's login name as it will be uploaded (a dry run's lines say it). */
  onName?(line: number, name: string): void;
  /** Lines left out after the comparison with the server (import-plan.ts): left out when it gives a reason. */
  leaveOut?(line: number): LeftOutReason | undefined;
  /** A kept line's changed columns (import-plan.ts `keptLines`), for the job's report. */
  changedOf?(line: number): readonly string[] | undefined;
  /** Told the header's mapping and each record as checked (few-users.ts: whether a line meets a server user). */
  inspect?: { header(mapping: ColumnMapping): void; record(fields: readonly string[]): void } | undefined;
  /** Lines whose deactivated user the upload activates (import-plan.ts); undefined: no `activated` column. */
  reactivate?(line: number): boolean;
  /** Lines of existing users the upload gives a new password (import-plan.ts): their letters say so. */
  existing?(line: number): boolean;
  /**
   * Told the staged upload's id as soon as it is begun, before its first byte: the caller has
   * core send it to the server as it is written (`jobs.sendEarly`), the check overlapping the upload.
   */
  sendEarly?(uploadId: string): void;
  /**
   * Keep the staged upload when the comparison left every line out: its left-out lines are
   * the report of a job of the leavers alone (core sends no file part for it).
   */
  keepEmpty?: boolean;
}

/**
 * Stages the upload of FILE. A file with offline errors is discarded unless only its valid
 * rows are written (or a dry run keeps it); an unsatisfiable password policy throws before
 * anything is staged.
 */
export async function prepareUpload(
  file: string,
  cwd: string,
  options: PrepareOptions,
  uploads: UploadStagingPort,
): Promise<PreparedUpload> {
  const generator = options.generatePasswords
    ? createPasswordGenerator(options.policy ?? {}, undefined, options.passwords?.style)
    : null;
  const { credentials, letters, onName, inspect } = options;
  let nameAt = -1;
  const hash = createHash('sha256');
  let size = 0;
  const hashed = async function* () {
    for await (const chunk of fileChunks(file, cwd)) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  };
  const port: UploadStagingPort = options.sendEarly
    ? {
        ...uploads,
        begin: async (input) => {
          const begun = await uploads.begin(input);
          options.sendEarly!(begun.uploadId);
          return begun;
        },
      }
    : uploads;
  // The size sizes the check's duplicate indexes; a file that cannot be read says so as it is read.
  const expectedBytes = await stat(path.resolve(cwd, file)).then(
    (s) => (s.isFile() ? s.size : undefined),
    () => undefined,
  );
  const staged = await stageUpload(port, path.basename(file), async (append) => {
    const checked = await writeCheckedUpload(
      hashed(),
      path.basename(file),
      {
        separator: options.separator,
        expectedBytes,
        validOnly: options.validOnly,
        policy: options.policy,
        derive: options.derive,
        ...(options.sameAs ? { sameAs: options.sameAs } : {}),
        passwordChangeRequired: options.passwords?.changeRequired === true,
        ...(options.leaveOut ? { leaveOut: options.leaveOut } : {}),
        ...(options.changedOf ? { changedOf: options.changedOf } : {}),
        ...(options.reactivate ? { reactivate: options.reactivate } : {}),
        passwordFor: generator
          ? drawnPasswords(generator, (credential, fields) => {
              credentials?.add(credential);
              letters?.add(credential, fields, options.existing?.(credential.line) === true);
            })
          : undefined,
        onHeader(header, mapping) {
          nameAt = mapping.indexOf('name');
          inspect?.header(mapping);
          if (letters && letters.useHeader(header) !== null) throw new ClassColumnMissing(header);
        },
        onRecord:
          onName || inspect
            ? (fields, line) => {
                inspect?.record(fields);
                if (onName && nameAt >= 0 && fields[nameAt] !== undefined) onName(line, fields[nameAt]!.trim());
              }
            : undefined,
      },
      async (chunk) => {
        await append(chunk);
        // The sheet keeps pace with the upload: what is staged has its passwords written.
        await credentials?.flush();
      },
    );
    await credentials?.flush();
    const { result, upload } = checked;
    const lineMap = upload?.lineMap ?? new Uint32Array(0);
    const usable =
      upload !== null &&
      result.missing.length === 0 &&
      (options.validOnly || options.keepWithErrors || result.errors === 0) &&
      (lineMap.length > 0 || options.keepEmpty === true);
    return {
      lineMap: usable ? lineMap : null,
      // The lines the comparison left out go with the upload: the job's report lists them as not sent.
      leftOut: upload?.leftOut,
      result: { ...checked, records: lineMap.length },
    };
  });
  const { result, upload, failedLines, records } = staged.result;
  return {
    uploadId: staged.uploadId,
    records,
    excluded: upload?.excludedRows ?? 0,
    result,
    size,
    sha256: hash.digest('hex'),
    failedLines,
  };
}
