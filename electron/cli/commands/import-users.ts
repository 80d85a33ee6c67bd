import { createHash } from 'node:crypto';
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { JobRecord, ReportLine } from '../../../shared/models/job';
import { UPLOAD_CHUNK_MAX_BYTES } from '../../../shared/ipc';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { UploadWriter } from '../../../shared/users-csv/upload-writer';
import { CsvValidation } from '../../../shared/users-csv/validate';
import { PasswordFill } from '../../../shared/users-csv/generated-passwords';
import { createPasswordGenerator, UnsatisfiablePolicyError } from '../../../shared/users-csv/password-generator';
import type { PasswordPolicy } from '../../../shared/users-csv/password-policy';
import type { PredictedCounts } from '../../../shared/models/dry-run';
import type { Translator } from '../../../shared/i18n/translator';
import type { DryRunResult } from '../../../shared/models/dry-run';
import type { ReceiptSourceInput } from '../../../shared/models/receipt';
import type { CsvValidationResult } from '../../../shared/users-csv/validate';
import { AppError, organizationPolicy } from '../../core/index';
import type { Core, ResolvedConnection } from '../../core/index';
import { withCore } from '../cli-core';
import type { UploadStaging } from '../../core/index';
import type { Command } from '../command';
import type { CliIo } from '../io';
import { UsageError } from '../io';
import { FileReadError, fileChunks, oneFile, positiveInteger, uploadSeparator } from './csv-options';
import { createCredentialsFile, CredentialsExist } from './credentials-file';
import type { CredentialsFile } from './credentials-file';
import { predictedLines } from './dry-run-output';
import { PASSWORD_OPTIONS, PASSWORD_USAGE, policyFromOptions } from './password-options';
import { createProgress } from './job-progress';
import { cliMessage, CONNECTION_OPTIONS, CONNECTION_USAGE, openConnection } from '../connection-options';
import { describeJob, exitCodeOf, IMPORT_EXIT, watchOptions } from './job-outcome';
import { cliTranslator } from '../cli-language';
import { findingText } from '../../../shared/users-csv/finding-text';
import { findingLine } from './validate';

const usage = `Usage: mdm-admin import-users FILE (--base-url URL | --profile NAME) [--overwrite]
           [--role NAME]... [--separator comma|semicolon] [--report OUT.csv] [--valid-only] [--json]
           [--timeout SECONDS] [--dry-run | --predict] [--receipt OUT.json]
           [--password-policy FILE.json] [--password-min-length N]
           [--generate-passwords --credentials OUT.csv] [--split-lines N] [--split-bytes N]

Checks FILE offline as the server would, then uploads it, starts the import job and
watches it to the end: the counts, then every failed and skipped line with the server's
message and its line in FILE. The token (an organization administrator's) comes from the
environment variable MDM_TOKEN or the saved profile, never from an argument.

  --overwrite         overwrite existing users (default: skip them)
  --role NAME         role for the imported users; repeat for several (default: the
                      organization's device-user role)
  --separator S       separator of the upload file: comma (default) or semicolon
  --report OUT.csv    write the per-line report (line, source line, status, message,
                      values; never the password)
  --valid-only        upload only the rows without errors (default: upload nothing
                      when any row has an error)
  --json              print one JSON object at the end instead of text
  --timeout SECONDS   stop watching a job still running after this long (default: an
                      hour); the server's job goes on, "mdm-admin jobs --resume" watches it
  --dry-run           predict every line's outcome from read-only lookups (SUCCESS, SKIPPED,
                      OVERWRITTEN, FAILED) and upload nothing; exit 0 when no line is
                      predicted to fail, 3 otherwise. With --json:
                      {"dryRun": true, "predicted": {...}, "lines": [{"line", "predicted", "reason"}]}
  --predict           predict as --dry-run does, then import; the job keeps the prediction and
                      its report shows where the outcome differs
  --receipt OUT.json  write the import's receipt (file name, size, SHA-256, how it was read,
                      mapping, options, predicted and real counts, server, times; no
                      personal data)
  --generate-passwords  blank password cells (or a file without a password column) get a
                      password that satisfies the policy; needs --credentials
  --credentials OUT.csv  the one-time credential sheet (name,givenName,surName,email,password),
                      created with mode 0600; never overwrites a file (then nothing is uploaded)
  --split-lines N     import a file of more than N lines as several jobs in sequence (one
                      report, one progress; "jobs --resume" goes on at the job it was in)
  --split-bytes N     likewise for an upload of more than N bytes
${PASSWORD_USAGE}
                      (default: the server's policy where it answers a read of it, else the
                      profile's, else a minimum of 8)
${CONNECTION_USAGE}

Jobs are saved in MDM_ADMIN_HOME (default ~/.config/mdm-admin), like the app's: Ctrl+C
stops watching (the server's job goes on); "mdm-admin jobs --resume" watches it again
(a job started with --base-url reconnects with MDM_TOKEN, or through a profile for
that base URL; the app follows it through such a profile too).

Exit codes: 0 every line stored or skipped; 1 offline validation errors, nothing
uploaded; 2 usage; 3 some lines failed; 4 the job FAILED; 5 connection or
authorisation error; 6 still running when --timeout ran out (the server's job goes on);
130 stopped watching (Ctrl+C).`;

interface Prepared {
  /** A staged upload in core, finished; null when nothing may be uploaded. */
  uploadId: string | null;
  records: number;
  excluded: number;
  result: CsvValidationResult;
  /** The source file as read: its size and SHA-256 (for the receipt). */
  size: number;
  sha256: string;
  /** Lines left out for offline errors (field count included), with the first error's message. */
  offlineFailed: Map<number, string>;
}

interface PrepareOptions {
  separator: CsvSeparator;
  /** Only the rows without errors are written (--valid-only, and a dry run's lookups). */
  validOnly: boolean;
  /** Keep the staged upload even when the file has errors (a dry run predicts the other lines). */
  keepWithErrors: boolean;
  policy: PasswordPolicy | undefined;
  /** Blank passwords get one (and the credential sheet a line); null: not generated. */
  credentials: CredentialsFile | null;
  generatePasswords: boolean;
}

/** Upload text gathered before it is handed to core as one chunk. */
const CHUNK_CHARS = 1024 * 1024;

/**
 * Validates offline and streams the upload file to core's staging as it is written (only
 * valid rows with --valid-only). A file with offline errors is discarded unless --valid-only.
 */
async function prepare(file: string, io: CliIo, options: PrepareOptions, uploads: UploadStaging): Promise<Prepared> {
  const { separator, validOnly } = options;
  let writer: UploadWriter | undefined;
  let fill: PasswordFill | null = null;
  let headerLength = 0;
  let excluded = 0;
  let pending: string[] = [];
  let pendingChars = 0;
  const failedLines: number[] = [];
  const generator = options.generatePasswords ? createPasswordGenerator(options.policy ?? {}) : null;
  const validation = new CsvValidation({
    previewRows: 0,
    ...(options.policy ? { passwordPolicy: options.policy } : {}),
    generatePasswords: options.generatePasswords,
    onPreview(preview) {
      headerLength = preview.header.length;
      if (generator) fill = new PasswordFill(preview.mapping, headerLength);
      writer = new UploadWriter(fill ? fill.mapping : preview.mapping, separator);
      pending.push(writer.header());
    },
    onRecord(fields, line, errors) {
      if (!writer) return;
      // A line whose field count differs from the header would put values in the wrong columns.
      if (fields.length !== headerLength || errors > 0) failedLines.push(line);
      if (fields.length !== headerLength || (validOnly && errors > 0)) {
        excluded++;
        return;
      }
      let values = fields;
      if (fill && generator) {
        const password = fill.needsPassword(fields) ? generator.next(fill.userName(fields)) : undefined;
        values = fill.filled(fields, password);
        if (password !== undefined) options.credentials?.add(fill.credential(fields, line, password));
      }
      const text = writer.record(values, line);
      pending.push(text);
      pendingChars += text.length;
    },
  });
  const hash = createHash('sha256');
  let size = 0;
  const { uploadId } = await uploads.begin({ fileName: path.basename(file) });
  let sent = 0;
  const send = async () => {
    const bytes = new TextEncoder().encode(pending.join(''));
    pending = [];
    pendingChars = 0;
    for (let at = 0; at < bytes.length; at += UPLOAD_CHUNK_MAX_BYTES) {
      const chunk = bytes.subarray(at, at + UPLOAD_CHUNK_MAX_BYTES);
      await uploads.append({ uploadId, offset: sent, bytes: chunk });
      sent += chunk.length;
    }
  };
  try {
    for await (const chunk of fileChunks(file, io.cwd)) {
      hash.update(chunk);
      size += chunk.length;
      validation.push(chunk);
      if (pendingChars >= CHUNK_CHARS) {
        await send();
        await options.credentials?.flush();
      }
    }
    const result = validation.end();
    const offlineFailed = firstErrors(result, failedLines);
    const facts = { size, sha256: hash.digest('hex'), offlineFailed };
    // writer.lineMap(): index = upload line (1 = header); core wants it per record.
    const lineMap = writer ? writer.lineMap().slice(2) : new Uint32Array(0);
    const usable =
      writer &&
      result.missing.length === 0 &&
      (validOnly || options.keepWithErrors || result.errors === 0) &&
      lineMap.length > 0;
    if (!usable) {
      await uploads.discard({ uploadId });
      return { uploadId: null, records: lineMap.length, excluded, result, ...facts };
    }
    await send();
    await options.credentials?.flush();
    await uploads.finish({ uploadId, lineMap });
    return { uploadId, records: lineMap.length, excluded, result, ...facts };
  } catch (error) {
    await uploads.discard({ uploadId });
    throw error;
  }
}

/**
 * Each failed line's first error message: the engine's English for --json (the same in every
 * language), or the terminal's language for the human lines.
 */
function firstErrors(
  result: CsvValidationResult,
  lines: Iterable<number>,
  translator: Translator = ENGLISH,
): Map<number, string> {
  const first = new Map<number, string>();
  for (const f of result.findings)
    if (f.severity === 'error' && !first.has(f.line))
      first.set(f.line, findingText(f, translator.language, translator.t));
  const out = new Map<number, string>();
  for (const line of lines) out.set(line, first.get(line) ?? translator.t('cli.import.lineHasErrors'));
  return out;
}

const ENGLISH = cliTranslator();

/** A job's saved error as the AppError it was, for wording. */
const jobError = (error: NonNullable<JobRecord['error']>) =>
  new AppError(error.code as AppError['code'], error.message, error.details);

function findingLines(result: CsvValidationResult, translator: Translator): string[] {
  return result.findings.filter((f) => f.severity === 'error').map((f) => findingLine(f, translator));
}

function jsonResult(
  job: JobRecord | null,
  status: string,
  lines: { line: number; uploadLine?: number; status: string; message: string }[],
) {
  return {
    job: job?.serverJobUuid ?? null,
    status,
    successCount: job?.counts.success ?? 0,
    skippedCount: job?.counts.skipped ?? 0,
    failureCount: job?.counts.failure ?? 0,
    lines,
    ...(job?.error ? { error: job.error.message } : {}),
    ...(job?.serverError ? { serverError: job.serverError } : {}),
  };
}

export const importUsersCommand: Command = {
  name: 'import-users',
  summary: 'check a user CSV file, import it as a background job and report every line',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        ...CONNECTION_OPTIONS,
        overwrite: { type: 'boolean' },
        role: { type: 'string', multiple: true },
        separator: { type: 'string' },
        report: { type: 'string' },
        'valid-only': { type: 'boolean' },
        json: { type: 'boolean' },
        timeout: { type: 'string' },
        'dry-run': { type: 'boolean' },
        predict: { type: 'boolean' },
        receipt: { type: 'string' },
        'generate-passwords': { type: 'boolean' },
        credentials: { type: 'string' },
        'split-lines': { type: 'string' },
        'split-bytes': { type: 'string' },
        ...PASSWORD_OPTIONS,
      },
    });
    const file = oneFile(positionals);
    uploadSeparator(values.separator);
    positiveInteger('split-lines', values['split-lines']);
    positiveInteger('split-bytes', values['split-bytes']);
    if (values['dry-run'] && values.predict) throw new UsageError('give either --dry-run or --predict, not both');
    if (values['generate-passwords'] && !values['dry-run'] && values.credentials === undefined)
      throw new UsageError('--generate-passwords needs --credentials OUT.csv: the generated passwords go nowhere else');
    if (values.credentials !== undefined && !values['generate-passwords'])
      throw new UsageError('--credentials needs --generate-passwords');
    const explicitPolicy = await policyFromOptions(values, io.cwd);
    if (values['base-url'] === undefined && values.profile === undefined)
      throw new UsageError('--base-url URL (with MDM_TOKEN) or --profile NAME is required');
    const watch = watchOptions(io, values.timeout);
    return withCore({ ...io, ...watch }, async (core) => {
      // No network yet: this only checks that a token and the profile exist.
      let connection: ResolvedConnection;
      try {
        connection = await openConnection(core, io, values);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        io.stderr.write(`mdm-admin import-users: ${cliMessage(error, io.env)}\n`);
        return IMPORT_EXIT.connection;
      }
      return importWith(core, connection, file, { ...values, explicitPolicy }, io);
    });
  },
};

interface ImportValues {
  overwrite?: boolean | undefined;
  role?: string[] | undefined;
  separator?: string | undefined;
  report?: string | undefined;
  'valid-only'?: boolean | undefined;
  json?: boolean | undefined;
  'dry-run'?: boolean | undefined;
  predict?: boolean | undefined;
  receipt?: string | undefined;
  'generate-passwords'?: boolean | undefined;
  credentials?: string | undefined;
  'split-lines'?: string | undefined;
  'split-bytes'?: string | undefined;
  explicitPolicy: PasswordPolicy | undefined;
}

async function importWith(
  core: Core,
  connection: ResolvedConnection,
  file: string,
  values: ImportValues,
  io: CliIo,
): Promise<number> {
  const separator = uploadSeparator(values.separator);
  const roles = (values.role ?? []).map((r) => r.trim()).filter((r) => r !== '');
  const json = values.json === true;
  const validOnly = values['valid-only'] === true;
  const dryRun = values['dry-run'] === true;
  const overwrite = values.overwrite === true;
  const generatePasswords = values['generate-passwords'] === true;
  const say = (text: string) => {
    if (!json) io.stdout.write(text);
  };
  const translator = cliTranslator(io.env);
  const { t } = translator;
  const { profile } = connection;
  const baseUrl = profile.baseUrl;

  const progress = json ? { update() {}, end() {} } : createProgress(io);
  let currentId: string | null = null;
  const unsubscribe = core.events.subscribe((event, payload) => {
    if (event === 'jobs.updated' && (payload as JobRecord).id === currentId) progress.update(payload as JobRecord);
  });
  const jobs = core.jobs;
  // Created first: a sheet that cannot be written means nothing is uploaded.
  let credentials: CredentialsFile | null = null;
  let started = false;
  try {
    if (generatePasswords && !dryRun && values.credentials !== undefined) {
      try {
        credentials = await createCredentialsFile(values.credentials, io.cwd);
      } catch (error) {
        if (!(error instanceof CredentialsExist)) throw error;
        io.stderr.write(`mdm-admin import-users: ${error.message}\n`);
        return IMPORT_EXIT.usage;
      }
    }
    // The options' policy, else the organization's (the server's where it answers, else the profile's).
    const policy = values.explicitPolicy ?? (await organizationPolicy(connection.client, profile)).policy;
    let prepared: Prepared;
    try {
      prepared = await prepare(
        file,
        io,
        {
          separator,
          validOnly: validOnly || dryRun,
          keepWithErrors: dryRun,
          policy,
          credentials,
          generatePasswords,
        },
        jobs.uploads,
      );
    } catch (error) {
      if (error instanceof FileReadError) {
        io.stderr.write(`mdm-admin import-users: ${error.message}\n`);
        return IMPORT_EXIT.usage;
      }
      if (error instanceof UnsatisfiablePolicyError) {
        io.stderr.write(`mdm-admin import-users: ${error.message}\n`);
        return IMPORT_EXIT.usage;
      }
      throw error;
    }
    const { result } = prepared;
    const { records } = prepared;
    const invalid = (messages: string[]) => {
      if (json) {
        const lines = result.findings
          .filter((f) => f.severity === 'error')
          .map((f) => ({ line: f.line, status: 'INVALID', message: f.message }));
        io.stdout.write(`${JSON.stringify(jsonResult(null, 'INVALID', lines))}\n`);
      } else {
        io.stdout.write(`${messages.join('\n')}\n`);
      }
      return IMPORT_EXIT.invalid;
    };
    if (result.stopped && result.records === 0) {
      return invalid([t('cli.import.unreadable', { file }), ...findingLines(result, translator)]);
    }
    if (result.missing.length > 0) {
      return invalid([t('cli.import.missing', { file, columns: result.missing.join(', ') })]);
    }
    if (dryRun) return await dryRunOf(core, connection, file, prepared, { separator, overwrite, json }, io);
    if (result.errors > 0 && !validOnly) {
      return invalid([
        t('cli.import.errors', { file, count: result.errors }),
        ...findingLines(result, translator),
        ...(result.findingsTruncated ? [t('cli.import.truncated')] : []),
      ]);
    }
    if (records === 0) {
      return invalid([
        `${file}: no row to upload${prepared.excluded > 0 ? ` (${prepared.excluded} left out for errors)` : ''}; nothing was uploaded.`,
      ]);
    }

    let prediction: DryRunResult | null = null;
    if (values.predict) {
      prediction = await core.dryRuns.run({ connection: connection.ref, uploadId: prepared.uploadId!, separator });
      const { counts } = predictedLines(prediction, overwrite, prepared.offlineFailed);
      say(`${t('cli.beforeImport', { predicted: predictedText(counts, t) })}\n`);
    }

    say(
      `Uploading ${records} row${records === 1 ? '' : 's'} of ${path.basename(file)} to ${baseUrl}${profile.baseUrl === profile.name ? '' : ` (profile "${profile.name}")`}` +
        `${prepared.excluded > 0 ? ` (${prepared.excluded} row${prepared.excluded === 1 ? '' : 's'} with errors left out)` : ''}.\n`,
    );
    const splitLines = positiveInteger('split-lines', values['split-lines']);
    const splitBytes = positiveInteger('split-bytes', values['split-bytes']);
    const receipt: ReceiptSourceInput = {
      file: { name: path.basename(file), size: prepared.size, sha256: prepared.sha256 },
      encoding: result.detection?.encoding ?? 'unknown',
      separator: result.detection?.separator ?? 'unknown',
      mapping: result.header.map((source, i) => ({ source, target: result.mapping[i] ?? null })),
      errorPolicy: validOnly ? 'valid-only' : 'stop',
      generatedPasswords: credentials?.count ?? 0,
    };
    const startedJob = await jobs.start({
      connection: connection.ref,
      fileName: path.basename(file),
      uploadId: prepared.uploadId!,
      options: { overwrite, roles, separator },
      excludedRows: prepared.excluded,
      receipt: receipt as Parameters<typeof jobs.start>[0]['receipt'],
      ...(prediction ? { dryRunId: prediction.uploadId } : {}),
      ...(splitLines !== undefined || splitBytes !== undefined
        ? {
            split: {
              ...(splitLines !== undefined ? { maxLines: splitLines } : {}),
              ...(splitBytes !== undefined ? { maxBytes: splitBytes } : {}),
            },
          }
        : {}),
    });
    started = true;
    if (credentials) {
      await credentials.close();
      say(`${t('cli.credentialsWritten', { count: credentials.count, file: values.credentials })}\n`);
    }
    if (startedJob.split) say(`${t('cli.splitJobs', { count: startedJob.split.parts })}\n`);
    currentId = startedJob.id;
    const onStop = () => void jobs.stopWatching({ id: startedJob.id });
    io.signal.addEventListener('abort', onStop, { once: true });
    let job = await jobs.settled(startedJob.id);
    io.signal.removeEventListener('abort', onStop);
    progress.end();
    const writeReceipt = async () => {
      if (values.receipt === undefined) return;
      const text = `${JSON.stringify(await jobs.receipt(job.id), null, 2)}\n`;
      await writeFile(path.resolve(io.cwd, values.receipt), text);
      say(`${t('cli.receiptWritten', { file: values.receipt })}\n`);
    };

    if (job.phase === 'detached' || job.phase === 'starting') {
      if (job.phase === 'starting') job = await jobs.settled(startedJob.id);
      const message = `Stopped watching. The server's job ${job.serverJobUuid ?? ''} goes on; run "mdm-admin jobs --resume" to watch it again.`;
      if (json) io.stdout.write(`${JSON.stringify(jsonResult(job, 'DETACHED', []))}\n`);
      else io.stderr.write(`${message}\n`);
      await writeReceipt();
      return IMPORT_EXIT.interrupted;
    }
    if (job.phase === 'error') {
      io.stderr.write(
        `mdm-admin import-users: ${job.error ? cliMessage(jobError(job.error), io.env) : cliTranslator(io.env).t('cli.importStopped')}\n`,
      );
      if (json) io.stdout.write(`${JSON.stringify(jsonResult(job, job.serverStatus ?? 'ERROR', []))}\n`);
      await writeReceipt();
      return io.signal.aborted ? IMPORT_EXIT.interrupted : exitCodeOf(job);
    }

    // FINISHED or FAILED: the lines that need attention, and the report file if asked.
    let lines: ReportLine[] = [];
    let differing: ReportLine[] = [];
    if (job.counts.failure > 0 || job.counts.skipped > 0 || values.report !== undefined || job.predicted) {
      const page = await jobs.report({ id: job.id, limit: 1000, offset: 0 });
      lines = page.lines;
      for (let offset = 1000; offset < page.total; offset += 1000) {
        lines.push(...(await jobs.report({ id: job.id, limit: 1000, offset })).lines);
      }
      if (page.differing) {
        const first = await jobs.report({ id: job.id, differing: true, limit: 1000, offset: 0 });
        differing = first.lines;
        for (let offset = 1000; offset < first.total; offset += 1000)
          differing.push(...(await jobs.report({ id: job.id, differing: true, limit: 1000, offset })).lines);
      }
      job = await jobs.get({ id: job.id });
    }
    if (values.report !== undefined) {
      const exported = await jobs.exportReport({ id: job.id });
      await copyFile(core.files.get(exported.fileId)!.path, path.resolve(io.cwd, values.report));
    }
    await writeReceipt();
    const attention = lines.filter((l) => l.status !== 'SUCCESS');
    if (json) {
      const out = attention.map((l) => ({
        line: l.sourceLine ?? l.line,
        uploadLine: l.line,
        status: l.status,
        message: l.message,
        ...(l.predicted ? { predicted: l.predicted } : {}),
      }));
      const extra = job.predicted
        ? {
            predicted: job.predicted,
            differing: differing.map((l) => ({
              line: l.sourceLine ?? l.line,
              predicted: l.predicted,
              status: l.status,
              message: l.message,
            })),
          }
        : {};
      io.stdout.write(
        `${JSON.stringify({ ...jsonResult(job, job.serverStatus ?? job.phase.toUpperCase(), out), ...extra })}\n`,
      );
    } else {
      io.stdout.write(`Job ${job.serverJobUuid}: ${describeJob(job, cliTranslator(io.env))}\n`);
      if (job.serverError) io.stdout.write(`The server says: ${job.serverError}\n`);
      for (const l of attention) {
        const where =
          l.sourceLine !== null ? `line ${l.sourceLine}` : l.line >= 0 ? `upload line ${l.line}` : 'no line';
        io.stdout.write(`${where}: ${l.status} ${l.message}\n`);
      }
      if (job.predicted) {
        io.stdout.write(
          `${differing.length === 0 ? t('cli.allAsPredicted') : t('cli.differing', { count: differing.length })}\n`,
        );
        for (const l of differing) {
          const line = l.sourceLine ?? l.line;
          io.stdout.write(
            `${t('cli.differingLine', { line, predicted: l.predicted, status: l.status, message: l.message })}\n`,
          );
        }
      }
      if (values.report !== undefined) io.stdout.write(`Report written to ${values.report}\n`);
    }
    return exitCodeOf(job);
  } catch (error) {
    progress.end();
    if (error instanceof AppError) {
      io.stderr.write(`mdm-admin import-users: ${cliMessage(error, io.env)}\n`);
      return IMPORT_EXIT.connection;
    }
    throw error;
  } finally {
    unsubscribe();
    // No import came of the sheet: it would name users that do not exist, with their passwords.
    if (credentials && !started) await credentials.remove();
  }
}

/** --dry-run: every line's predicted outcome; the staged upload is discarded, nothing reaches the server but lookups. */
async function dryRunOf(
  core: Core,
  connection: ResolvedConnection,
  file: string,
  prepared: Prepared,
  options: { separator: CsvSeparator; overwrite: boolean; json: boolean },
  io: CliIo,
): Promise<number> {
  let result: DryRunResult | null = null;
  try {
    if (prepared.uploadId)
      result = await core.dryRuns.run({
        connection: connection.ref,
        uploadId: prepared.uploadId,
        separator: options.separator,
      });
  } finally {
    if (prepared.uploadId) await core.jobs.uploads.discard({ uploadId: prepared.uploadId });
  }
  if (options.json) {
    const { lines, counts } = predictedLines(result, options.overwrite, prepared.offlineFailed);
    io.stdout.write(`${JSON.stringify({ dryRun: true, predicted: counts, lines })}\n`);
    return counts.FAILED > 0 ? IMPORT_EXIT.linesFailed : IMPORT_EXIT.ok;
  }
  const translator = cliTranslator(io.env);
  const { t } = translator;
  const server = connection.profile.baseUrl;
  // The offline findings and the predictions' reasons in the terminal's language.
  const offline = firstErrors(prepared.result, prepared.offlineFailed.keys(), translator);
  const { lines, counts } = predictedLines(result, options.overwrite, offline, translator);
  io.stdout.write(`${t('cli.dryRun', { file: path.basename(file), server, predicted: predictedText(counts, t) })}\n`);
  for (const l of lines)
    if (l.predicted !== 'SUCCESS')
      io.stdout.write(`${t('cli.predictedLine', { line: l.line, status: l.predicted, reason: l.reason })}\n`);
  return counts.FAILED > 0 ? IMPORT_EXIT.linesFailed : IMPORT_EXIT.ok;
}

/** "predicted: 50 new, 10 skipped, 0 overwritten, 5 failing", in the terminal's language. */
function predictedText(counts: PredictedCounts, t: Translator['t']): string {
  return t('cli.predicted', {
    success: counts.SUCCESS,
    skipped: counts.SKIPPED,
    overwritten: counts.OVERWRITTEN,
    failed: counts.FAILED,
  });
}
