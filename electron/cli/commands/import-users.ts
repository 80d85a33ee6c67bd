/**
 * `mdm-admin import-users`: parses the arguments (import-options.ts), stages the checked
 * upload (import-upload.ts), asks core to predict, start and watch the import, and prints
 * what came of it (import-output.ts).
 */
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DryRunResult } from '../../../shared/models/dry-run';
import type { JobRecord, ReportLine } from '../../../shared/models/job';
import { UnsatisfiablePolicyError } from '../../../shared/users-csv/password-generator';
import { receiptSource } from '../../../shared/users-csv/receipt-source';
import { AppError, organizationPolicy } from '../../core/index';
import type { Core, ResolvedConnection } from '../../core/index';
import { withCore } from '../cli-core';
import { cliTranslator } from '../cli-language';
import type { Command } from '../command';
import { cliMessage, openConnection } from '../connection-options';
import type { CliIo } from '../io';
import { createCredentialsFile, CredentialsExist } from './credentials-file';
import type { CredentialsFile } from './credentials-file';
import { FileReadError } from './csv-options';
import { predictedLines } from './dry-run-output';
import { IMPORT_USAGE, parseImportArgs } from './import-options';
import type { ImportOptions } from './import-options';
import * as output from './import-output';
import type { ImportOutput } from './import-output';
import { prepareUpload } from './import-upload';
import type { PreparedUpload } from './import-upload';
import { exitCodeOf, IMPORT_EXIT } from './job-outcome';
import { createProgress } from './job-progress';

export const importUsersCommand: Command = {
  name: 'import-users',
  summary: 'check a user CSV file, import it as a background job and report every line',
  usage: IMPORT_USAGE,
  async run(args, io) {
    const parsed = await parseImportArgs(args, io);
    return withCore({ ...io, ...parsed.watch }, async (core) => {
      // No network yet: this only checks that a token and the profile exist.
      let connection: ResolvedConnection;
      try {
        connection = await openConnection(core, io, parsed.connection);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        io.stderr.write(`mdm-admin import-users: ${cliMessage(error, io.env)}\n`);
        return IMPORT_EXIT.connection;
      }
      return importWith(core, connection, parsed.options, io);
    });
  },
};

async function importWith(core: Core, connection: ResolvedConnection, options: ImportOptions, io: CliIo) {
  const out = output.importOutput(io, options.json);
  const progress = options.json ? { update() {}, end() {} } : createProgress(io);
  let currentId: string | null = null;
  const unsubscribe = core.events.subscribe((event, payload) => {
    if (event === 'jobs.updated' && (payload as JobRecord).id === currentId) progress.update(payload as JobRecord);
  });
  // Created first: a sheet that cannot be written means nothing is uploaded.
  let credentials: CredentialsFile | null = null;
  let started = false;
  try {
    if (options.credentials !== undefined) {
      try {
        credentials = await createCredentialsFile(options.credentials, io.cwd);
      } catch (error) {
        if (!(error instanceof CredentialsExist)) throw error;
        io.stderr.write(`mdm-admin import-users: ${output.credentialsError(error, out.translator)}\n`);
        return IMPORT_EXIT.usage;
      }
    }
    const prepared = await prepare(core, connection, options, credentials, io);
    if (typeof prepared === 'number') return prepared;
    const job = await startImport(core, connection, options, prepared, credentials, out, io);
    if (typeof job === 'number') return job;
    started = true;
    if (credentials) {
      await credentials.close();
      out.say(out.translator.t('cli.credentialsWritten', { count: credentials.count, file: options.credentials }));
    }
    if (job.parts.length > 1) out.say(out.translator.t('cli.splitJobs', { count: job.parts.length }));
    currentId = job.id;
    return await watch(core, job, options, out, io, () => progress.end());
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

/** The staged upload, or the exit code when the file cannot be read or its policy cannot be met. */
async function prepare(
  core: Core,
  connection: ResolvedConnection,
  options: ImportOptions,
  credentials: CredentialsFile | null,
  io: CliIo,
): Promise<PreparedUpload | number> {
  // The options' policy, else the organization's (the server's where it answers, else the profile's).
  const policy = options.policy ?? (await organizationPolicy(connection.client, connection.profile)).policy;
  try {
    return await prepareUpload(
      options.file,
      io.cwd,
      {
        separator: options.separator,
        validOnly: options.validOnly || options.dryRun,
        keepWithErrors: options.dryRun,
        policy,
        generatePasswords: options.generatePasswords,
        credentials,
      },
      core.jobs.uploads,
    );
  } catch (error) {
    if (!(error instanceof FileReadError || error instanceof UnsatisfiablePolicyError)) throw error;
    io.stderr.write(`mdm-admin import-users: ${output.preparationError(error, cliTranslator(io.env))}\n`);
    return IMPORT_EXIT.usage;
  }
}

/**
 * Refuses a file that may not be imported (exit 1), runs a dry run instead of an import when
 * asked, or predicts (--predict) and starts the import job.
 */
async function startImport(
  core: Core,
  connection: ResolvedConnection,
  options: ImportOptions,
  prepared: PreparedUpload,
  credentials: CredentialsFile | null,
  out: ImportOutput,
  io: CliIo,
): Promise<JobRecord | number> {
  const { result, records, excluded } = prepared;
  const { file, json, separator, overwrite } = options;
  const { translator } = out;
  const { t } = translator;
  const invalid = (messages: string[]) => output.printInvalid(io, json, result, messages);
  if (result.stopped && result.records === 0)
    return invalid([t('cli.import.unreadable', { file }), ...output.findingLines(result, translator)]);
  if (result.missing.length > 0)
    return invalid([t('cli.import.missing', { file, columns: result.missing.join(', ') })]);
  if (options.dryRun) return dryRun(core, connection, options, prepared, out, io);
  if (result.errors > 0 && !options.validOnly) {
    return invalid([
      t('cli.import.errors', { file, count: result.errors }),
      ...output.findingLines(result, translator),
      ...(result.findingsTruncated ? [t('cli.import.truncated')] : []),
    ]);
  }
  if (records === 0 || prepared.uploadId === null)
    return invalid([t(excluded > 0 ? 'cli.import.noRowsLeftOut' : 'cli.import.noRows', { file, count: excluded })]);
  const uploadId = prepared.uploadId;

  let prediction: DryRunResult | null = null;
  if (options.predict) {
    prediction = await core.dryRuns.run({ connection: connection.ref, uploadId, separator });
    const offline = output.firstErrors(result, prepared.failedLines);
    const { counts } = predictedLines(prediction, overwrite, offline);
    out.say(t('cli.beforeImport', { predicted: output.predictedText(counts, t) }));
  }
  const fileName = path.basename(file);
  out.say(output.uploadingLine(t, { records, excluded, file: fileName }, connection.profile));
  const receipt = receiptSource({
    file: { name: fileName, size: prepared.size, sha256: prepared.sha256 },
    detection: result.detection,
    header: result.header,
    mapping: result.mapping,
    errorPolicy: options.validOnly ? 'valid-only' : 'stop',
    generatedPasswords: credentials?.count ?? 0,
  });
  return core.jobs.start({
    connection: connection.ref,
    fileName,
    uploadId,
    options: { overwrite, roles: options.roles, separator },
    excludedRows: excluded,
    receipt,
    ...(prediction ? { dryRunId: prediction.uploadId } : {}),
    ...(options.split ? { split: options.split } : {}),
  });
}

/** --dry-run: every line's predicted outcome; the staged upload is discarded, nothing reaches the server but lookups. */
async function dryRun(
  core: Core,
  connection: ResolvedConnection,
  options: ImportOptions,
  prepared: PreparedUpload,
  out: ImportOutput,
  io: CliIo,
): Promise<number> {
  const { uploadId } = prepared;
  let result: DryRunResult | null = null;
  try {
    if (uploadId)
      result = await core.dryRuns.run({ connection: connection.ref, uploadId, separator: options.separator });
  } finally {
    if (uploadId) await core.jobs.uploads.discard({ uploadId });
  }
  return output.printDryRun(io, out, {
    result,
    overwrite: options.overwrite,
    offline: prepared.result,
    failedLines: prepared.failedLines,
    file: path.basename(options.file),
    server: connection.profile.baseUrl,
  });
}

/** Watches the started job to its end, writes the report and the receipt when asked, prints the outcome. */
async function watch(
  core: Core,
  started: JobRecord,
  options: ImportOptions,
  out: ImportOutput,
  io: CliIo,
  endProgress: () => void,
): Promise<number> {
  const { jobs } = core;
  const onStop = () => void jobs.stopWatching({ id: started.id });
  io.signal.addEventListener('abort', onStop, { once: true });
  let job = await jobs.settled(started.id);
  io.signal.removeEventListener('abort', onStop);
  endProgress();
  const writeReceipt = async () => {
    if (options.receipt === undefined) return;
    const text = `${JSON.stringify(await jobs.receipt(job.id), null, 2)}\n`;
    await writeFile(path.resolve(io.cwd, options.receipt), text);
    out.say(out.translator.t('cli.receiptWritten', { file: options.receipt }));
  };
  if (job.phase === 'detached' || job.phase === 'starting') {
    if (job.phase === 'starting') job = await jobs.settled(started.id);
    output.printDetached(io, out, job);
    await writeReceipt();
    return IMPORT_EXIT.interrupted;
  }
  if (job.phase === 'error') {
    output.printJobError(io, out, job);
    await writeReceipt();
    return io.signal.aborted ? IMPORT_EXIT.interrupted : exitCodeOf(job);
  }
  // FINISHED or FAILED: the lines that need attention, and the report file if asked.
  let lines: ReportLine[] = [];
  let differing: ReportLine[] = [];
  if (job.counts.failure > 0 || job.counts.skipped > 0 || options.report !== undefined || job.predicted) {
    const first = await jobs.report({ id: job.id, limit: REPORT_PAGE, offset: 0 });
    lines = await allLines(core, job.id, false, first);
    if (first.differing) differing = await allLines(core, job.id, true);
    job = await jobs.get({ id: job.id });
  }
  if (options.report !== undefined) {
    const exported = await jobs.exportReport({ id: job.id });
    await copyFile(core.files.get(exported.fileId)!.path, path.resolve(io.cwd, options.report));
  }
  await writeReceipt();
  output.printFinished(io, out, { job, lines, differing, report: options.report });
  return exitCodeOf(job);
}

const REPORT_PAGE = 1000;

/** Every line of a job's report (or of its lines that differed from the prediction), page by page. */
async function allLines(
  core: Core,
  id: string,
  differing: boolean,
  first?: { lines: ReportLine[]; total: number },
): Promise<ReportLine[]> {
  const which = differing ? { id, differing: true } : { id };
  const page = first ?? (await core.jobs.report({ ...which, limit: REPORT_PAGE, offset: 0 }));
  const lines = page.lines;
  for (let offset = REPORT_PAGE; offset < page.total; offset += REPORT_PAGE)
    lines.push(...(await core.jobs.report({ ...which, limit: REPORT_PAGE, offset })).lines);
  return lines;
}
