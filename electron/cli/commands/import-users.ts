/**
 * `mdm-admin import-users`: parses the arguments (import-options.ts), stages the checked
 * upload (import-upload.ts; login names derived against the server's, derived-logins.ts),
 * asks core to predict (and compare), start and watch the import (import-watch.ts), and
 * prints what came of it (import-output.ts).
 */
import path from 'node:path';
import type { DryRunResult } from '../../../shared/models/dry-run';
import type { JobRecord } from '../../../shared/models/job';
import { UnsatisfiablePolicyError } from '../../../shared/users-csv/password-generator';
import { receiptSource } from '../../../shared/users-csv/receipt-source';
import { deactivationAllowed, deactivationBrake } from '../../../shared/jobs/deactivation-brake';
import { isUploadPart } from '../../../shared/models/job';
import { AppError, organizationPolicy } from '../../core/index';
import type { Core, ResolvedConnection } from '../../core/index';
import { withCore } from '../cli-core';
import { cliTranslator } from '../cli-language';
import type { Command } from '../command';
import { cliMessage, openConnection } from '../connection-options';
import type { CliIo } from '../io';
import { derivedLine } from './validate';
import type { DerivationOptions } from '../../../shared/users-csv/record-derivation';
import {
  conflictText,
  idColumnOf,
  planUpload,
  unchangedText,
  undecidedText,
  withDecisions,
  withKeyedAccounts,
} from './import-plan';
import type { UploadPlan } from './import-plan';
import { FileReadError } from './csv-options';
import { serverLoginLookup, withServerNames } from './derived-logins';
import { withNamingScheme } from './derive-options';
import { predictedLines } from './dry-run-output';
import { IMPORT_USAGE, parseImportArgs } from './import-options';
import type { ImportOptions } from './import-options';
import * as output from './import-output';
import type { ImportOutput } from './import-output';
import { ClassColumnMissing, prepareUpload } from './import-upload';
import type { PreparedUpload } from './import-upload';
import { watch } from './import-watch';
import { IMPORT_EXIT } from './job-outcome';
import { createProgress } from './job-progress';
import { createNotInFileList, NotInFileExists } from './not-in-file';
import type { NotInFileList } from './not-in-file';
import { createPasswordFiles } from './password-files';
import type { PasswordFiles } from './password-files';

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

/** One run of the command: what each of its steps needs. */
interface ImportRun {
  core: Core;
  connection: ResolvedConnection;
  options: ImportOptions;
  out: ImportOutput;
  io: CliIo;
  files: PasswordFiles;
  /** --not-in-file's list, created first; `written` once a dry run has filled it. */
  notInFile: { list: NotInFileList; written: boolean } | null;
  /** Where names are derived, a dry run's lines say the login name each will use. */
  names: Map<number, string> | undefined;
  /** A school's file: how its lines met the organization's users before sending (import-plan.ts). */
  matching?: UploadPlan['matching'];
  /** --deactivate-not-in-file: the comparison of the whole file that found the users it does not name. */
  leavers?: Leavers;
}

async function importWith(core: Core, connection: ResolvedConnection, asked: ImportOptions, io: CliIo) {
  // Patterns not given here come from the connection's naming scheme, as in the app.
  const options = { ...asked, derive: withNamingScheme(asked.derive, connection.profile.namingScheme) };
  const out = output.importOutput(io, options.json);
  const progress = options.json ? { update() {}, end() {} } : createProgress(io);
  let currentId: string | null = null;
  const unsubscribe = core.events.subscribe((event, payload) => {
    if (event === 'jobs.updated' && (payload as JobRecord).id === currentId) progress.update(payload as JobRecord);
  });
  const refuse = (problem: string) => {
    io.stderr.write(`mdm-admin import-users: ${problem}\n`);
    return IMPORT_EXIT.usage;
  };
  // Created first: a sheet, letters or list that cannot be written mean nothing is uploaded, or read.
  let files: PasswordFiles | null = null;
  let notInFile: ImportRun['notInFile'] = null;
  let started = false;
  try {
    const created = await createPasswordFiles(options, io.cwd, out.translator);
    if ('problem' in created) return refuse(created.problem);
    files = created;
    if (options.notInFile !== undefined) {
      try {
        notInFile = { list: await createNotInFileList(options.notInFile, io.cwd), written: false };
      } catch (error) {
        if (!(error instanceof NotInFileExists)) throw error;
        return refuse(output.outputFileError(error, out.translator));
      }
    }
    const names = options.dryRun && options.derive?.namePattern ? new Map<number, string>() : undefined;
    const run: ImportRun = { core, connection, options, out, io, files, notInFile, names };
    // A school's file (derived or generated values): only what changes is sent (import-plan.ts).
    const school = !options.dryRun && (options.derive !== undefined || options.generatePasswords);
    const prepared = school ? await planned(run) : await prepare(run, { early: true });
    if (typeof prepared === 'number') return prepared;
    const job = await startImport(run, prepared);
    if (typeof job === 'number') return job;
    started = true;
    for (const line of await files.finish(out.translator.t)) out.say(line);
    const uploadParts = job.parts.filter(isUploadPart).length;
    if (uploadParts > 1) out.say(out.translator.t('cli.splitJobs', { count: uploadParts }));
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
    // No import came of the sheet or the letters: they would name users that do not exist, with their passwords.
    if (files && !started) await files.remove();
    // No dry run filled the list: no half list is left behind.
    if (notInFile && !notInFile.written) await notInFile.list.remove();
  }
}

/**
 * A school's file staged as it would be sent, compared with the organization's users, then
 * staged again without the lines that need not (or must not) be sent: the upload to start,
 * or the exit code (undecided look-alikes: 1, each named).
 */
async function planned(run: ImportRun): Promise<PreparedUpload | number> {
  const { core, connection, options, out, io } = run;
  // Derived once for both stagings: the server's accounts by key and the names it holds.
  const keyed = await withKeyedAccounts(connection, options.derive, io.signal);
  const derive = await withServerNames(
    options.file,
    io.cwd,
    keyed,
    serverLoginLookup(connection, io.signal, idColumnOf(options.derive)),
  );
  const stage = derive ? { derive } : {};
  const first = await prepare(run, { files: { credentials: null, letters: null }, ...stage });
  if (typeof first === 'number' || first.uploadId === null) return first;
  let result: DryRunResult;
  try {
    const compare = { idColumn: idColumnOf(options.derive), ...(options.deactivate ? { notInFile: true } : {}) };
    result = await core.dryRuns.run({
      connection: connection.ref,
      uploadId: first.uploadId,
      separator: options.separator,
      compare,
    });
  } finally {
    await core.jobs.uploads.discard({ uploadId: first.uploadId });
  }
  const plan = planUpload(result, options.overwrite, options.lookAlikes, options.generatePasswords);
  const { t } = out.translator;
  if ('undecided' in plan) {
    for (const line of undecidedText(plan.undecided, t)) io.stderr.write(`mdm-admin import-users: ${line}\n`);
    return IMPORT_EXIT.invalid;
  }
  const comparison = result.comparison!;
  if (options.deactivate) run.leavers = leaversOf(first.uploadId, result);
  for (const c of comparison.conflicts) {
    const line = result.lineMap[c.record]!;
    out.say(conflictText(line, c.why, (r) => result.lineMap[r]!, t));
  }
  run.matching = plan.matching;
  const { unchanged, skipped, stopped } = plan.matching;
  if (unchanged + skipped + stopped > 0) out.say(t('cli.sendOnly.leftOut', { unchanged, skipped, stopped }));
  if (unchanged > 0) out.say(unchangedText(plan.unchangedLines, t));
  if (plan.newPasswordsForExisting > 0)
    out.say(t('cli.sendOnly.newPasswords', { count: plan.newPasswordsForExisting }));
  if (plan.leaveOut.size >= result.records) {
    out.say(t('cli.sendOnly.nothing'));
    return stopped > 0 ? IMPORT_EXIT.invalid : IMPORT_EXIT.ok;
  }
  const decided = withDecisions(derive, plan.same);
  const reactivate = plan.reactivate.size > 0 ? { reactivate: (line: number) => plan.reactivate.has(line) } : {};
  if (plan.reactivate.size > 0) out.say(t('cli.reactivate.planned', { count: plan.reactivate.size }));
  return prepare(run, {
    early: true,
    leaveOut: (line) => plan.leaveOut.has(line),
    ...reactivate,
    ...(decided ? { derive: decided } : {}),
  });
}

/** The staged upload, or the exit code when the file cannot be read or its policy cannot be met. */
async function prepare(
  { core, connection, options, io, files: runFiles, names }: ImportRun,
  stage: {
    files?: Pick<PasswordFiles, 'credentials' | 'letters'>;
    leaveOut?: (line: number) => boolean;
    reactivate?: (line: number) => boolean;
    derive?: DerivationOptions;
    /** The staging may be the job's: sent to the server as it is written (import-upload.ts). */
    early?: boolean;
  } = {},
): Promise<PreparedUpload | number> {
  const files = stage.files ?? runFiles;
  // Not a dry run's, nor a file sent in parts (each part is its own upload).
  const sendEarly =
    stage.early && !options.dryRun && !options.split
      ? (uploadId: string) => core.jobs.sendEarly({ uploadId, connection: connection.ref })
      : undefined;
  // The options' policy, else the organization's (the server's where it answers, else the profile's).
  const policy = options.policy ?? (await organizationPolicy(connection.client, connection.profile)).policy;
  const translator = cliTranslator(io.env);
  try {
    // Derived login names avoid those the server holds for someone else: looked up before the upload is written.
    // A person the server has by key keeps the login it has there (import-plan.ts); a stage
    // brings its derivation with the server's names already looked up.
    const derive =
      stage.derive ??
      (await withServerNames(
        options.file,
        io.cwd,
        await withKeyedAccounts(connection, options.derive, io.signal),
        serverLoginLookup(connection, io.signal, idColumnOf(options.derive)),
      ));
    return await prepareUpload(
      options.file,
      io.cwd,
      {
        separator: options.separator,
        validOnly: options.validOnly || options.dryRun,
        keepWithErrors: options.dryRun,
        policy,
        generatePasswords: options.generatePasswords,
        passwords: options.passwords,
        credentials: files.credentials,
        letters: files.letters,
        derive,
        ...(stage.leaveOut ? { leaveOut: stage.leaveOut } : {}),
        ...(stage.reactivate ? { reactivate: stage.reactivate } : {}),
        ...(names ? { onName: (line: number, name: string) => void names.set(line, name) } : {}),
        ...(sendEarly ? { sendEarly } : {}),
      },
      core.jobs.uploads,
    );
  } catch (error) {
    let problem: string;
    if (error instanceof ClassColumnMissing) {
      const column = options.letters?.options.classColumn ?? '';
      const columns = error.header.map((name) => `"${name}"`).join(', ');
      problem = translator.t('cli.import.classColumn', { column, file: options.file, columns });
    } else if (error instanceof FileReadError || error instanceof UnsatisfiablePolicyError)
      problem = output.preparationError(error, translator);
    else throw error;
    io.stderr.write(`mdm-admin import-users: ${problem}\n`);
    return IMPORT_EXIT.usage;
  }
}

/**
 * Refuses a file that may not be imported (exit 1), runs a dry run instead of an import when
 * asked, or predicts (--predict) and starts the import job.
 */
async function startImport(run: ImportRun, prepared: PreparedUpload): Promise<JobRecord | number> {
  const { core, connection, options, out, io, files } = run;
  const { result, records, excluded } = prepared;
  const { file, json, separator, overwrite } = options;
  const { translator } = out;
  const { t } = translator;
  const invalid = (messages: string[]) => output.printInvalid(io, json, result, messages);
  if (result.stopped && result.records === 0)
    return invalid([t('cli.import.unreadable', { file }), ...output.findingLines(result, translator)]);
  if (result.missing.length > 0)
    return invalid([t('cli.import.missing', { file, columns: result.missing.join(', ') })]);
  if (options.dryRun) return dryRun(run, prepared);
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
  // Deactivating needs the whole file compared; a school's file was, before it was staged again.
  const compareLeavers = options.deactivate !== undefined && run.leavers === undefined;
  if ((options.predict && run.leavers === undefined) || compareLeavers) {
    const compare = compareLeavers ? { compare: { notInFile: true, idColumn: idColumnOf(options.derive) } } : {};
    prediction = await core.dryRuns.run({ connection: connection.ref, uploadId, separator, ...compare });
    if (compareLeavers) run.leavers = leaversOf(uploadId, prediction);
    const offline = output.firstErrors(result, prepared.failedLines);
    const { counts } = predictedLines(prediction, overwrite, offline);
    out.say(t('cli.beforeImport', { predicted: output.predictedText(counts, t) }));
  }
  const deactivate = run.leavers ? deactivation(run, run.leavers) : undefined;
  if (typeof deactivate === 'number') return deactivate;
  const fileName = path.basename(file);
  if (result.derived) out.say(derivedLine(result, translator));
  out.say(output.uploadingLine(t, { records, excluded, file: fileName }, connection.profile));
  const receipt = receiptSource({
    file: { name: fileName, size: prepared.size, sha256: prepared.sha256 },
    detection: result.detection,
    header: result.header,
    mapping: result.mapping,
    errorPolicy: options.validOnly ? 'valid-only' : 'stop',
    generatedPasswords: files.credentials?.count ?? files.letters?.count ?? 0,
    ...(run.matching ? { matching: run.matching } : {}),
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
    ...(deactivate ? { deactivate } : {}),
  });
}

/** What a comparison found of the users the file does not name. */
interface Leavers {
  dryRunId: string;
  count: number;
  serverUsers: number;
}

function leaversOf(dryRunId: string, result: DryRunResult): Leavers {
  const comparison = result.comparison;
  return { dryRunId, count: comparison?.notInFile?.count ?? 0, serverUsers: comparison?.serverUsers ?? 0 };
}

/**
 * The job's `deactivate`, said before the import; undefined when the file names everyone;
 * exit 1 above the brake without --max-deactivate of at least the count (nothing uploaded).
 */
function deactivation(run: ImportRun, leavers: Leavers): { dryRunId: string; confirm?: number } | undefined | number {
  const { t } = run.out.translator;
  const { count, serverUsers } = leavers;
  if (count === 0) {
    run.out.say(t('cli.deactivate.none'));
    return undefined;
  }
  const max = run.options.deactivate?.max;
  const confirmed = max !== undefined && count <= max ? count : undefined;
  if (!deactivationAllowed(count, serverUsers, confirmed)) {
    const brake = deactivationBrake(serverUsers);
    run.io.stderr.write(`mdm-admin import-users: ${t('cli.deactivate.brake', { count, brake, users: serverUsers })}\n`);
    return IMPORT_EXIT.invalid;
  }
  run.out.say(t('cli.deactivate.planned', { count }));
  return { dryRunId: leavers.dryRunId, ...(confirmed !== undefined ? { confirm: confirmed } : {}) };
}

/**
 * --dry-run: every line's predicted outcome, compared with the organization's users (and
 * their list the file does not name, when asked); the staged upload is discarded, nothing
 * reaches the server but reads.
 */
async function dryRun(run: ImportRun, prepared: PreparedUpload): Promise<number> {
  const { core, connection, options, out, io, notInFile } = run;
  const { uploadId } = prepared;
  let result: DryRunResult | null = null;
  try {
    if (uploadId) {
      // The users the file does not name are always kept: the output names them.
      const compare = { notInFile: true, idColumn: idColumnOf(options.derive) };
      result = await core.dryRuns.run({ connection: connection.ref, uploadId, separator: options.separator, compare });
      if (notInFile) {
        await notInFile.list.write(core.dryRuns.notInFile(uploadId));
        notInFile.written = true;
      }
    }
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
    names: run.names,
    notInFile: options.notInFile,
    ...(result?.comparison?.notInFile && uploadId ? { leavers: core.dryRuns.leavers(uploadId) } : {}),
  });
}
