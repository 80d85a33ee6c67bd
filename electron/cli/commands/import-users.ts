/**
 * `mdm-admin import-users`: parses the arguments (import-options.ts), stages the checked
 * upload (import-upload.ts; login names derived against the server's, derived-logins.ts),
 * compares every real import with the organization's users and sends what the plan says
 * (import-plan.ts; skipped where it could find nothing, few-users.ts), asks core to predict,
 * start and watch the import (import-watch.ts), and prints what came of it (import-output.ts).
 */
import path from 'node:path';
import type { DryRunResult } from '../../../shared/models/dry-run';
import type { JobRecord } from '../../../shared/models/job';
import { UnsatisfiablePolicyError } from '../../../shared/users-csv/password-generator';
import { receiptSource } from '../../../shared/users-csv/receipt-source';
import { isUploadPart } from '../../../shared/models/job';
import { AppError, organizationPolicy } from '../../core/index';
import type { Core, ResolvedConnection } from '../../core/index';
import { withCore } from '../cli-core';
import { cliTranslator } from '../cli-language';
import type { Command } from '../command';
import { cliMessage, openConnection } from '../connection-options';
import type { CliIo } from '../io';
import { derivedLine } from './validate';
import type { LeftOutReason } from '../../../shared/users-csv/left-out-reason';
import type { DerivationOptions } from '../../../shared/users-csv/record-derivation';
import {
  changesUpload,
  conflictText,
  idColumnOf,
  sameText,
  unchangedText,
  keptText,
  undecidedText,
  withKeyedAccounts,
} from './import-plan';
import { compareStaged } from './import-compare';
import { FileReadError } from './csv-options';
import { serverLoginLookup, withServerNames } from './derived-logins';
import { fewUsersAhead, LineKeys } from './few-users';
import { withNamingScheme } from './derive-options';
import { predictedCounts } from './dry-run-output';
import { IMPORT_USAGE, parseImportArgs } from './import-options';
import type { ImportOptions } from './import-options';
import * as output from './import-output';
import { ClassColumnMissing, prepareUpload } from './import-upload';
import type { PreparedUpload, PrepareOptions } from './import-upload';
import { watch } from './import-watch';
import { dryRun } from './import-dry-run';
import type { ImportRun } from './import-run';
import { IMPORT_EXIT } from './job-outcome';
import { createProgress } from './job-progress';
import { createNotInFileList, NotInFileExists } from './not-in-file';
import { createPasswordFiles } from './password-files';
import { deactivation, leaversOf } from './import-deactivation';
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
    // A dry run compares with every user of the organization: they are read while the file is checked and staged.
    if (options.dryRun)
      core.dryRuns.readUsersAhead({ connection: connection.ref, idColumn: idColumnOf(options.derive) });
    // Every real import is compared first: only what changes is sent (import-plan.ts).
    const prepared = options.dryRun ? await prepare(run) : await planned(run);
    if (typeof prepared === 'number') return prepared;
    const job = await startImport(run, prepared);
    if (typeof job === 'number') return job;
    started = true;
    // No line of the file is sent: no password was set, the sheet and the letters would be empty.
    if (run.leaversOnly) await files.remove();
    else for (const line of await files.finish(out.translator.t)) out.say(line);
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
 * Every real import: the file staged as it would be sent, compared with the organization's
 * users, and sent as the plan says (import-plan.ts): the upload to start, or the exit code
 * (undecided look-alikes: 1, each named). Lines decided "the same person" are staged again
 * with their account's login and compared again (import-compare.ts). A file's own passwords
 * are staged for real at once: where the plan changes nothing of the staging compared last,
 * it is sent. Generated passwords are drawn
 * for the sheet and the letters only in a second staging, with the plan, so that no line left
 * out has one. A file none of whose lines meets a user of a small organization needs no
 * comparison (few-users.ts), unless it has keys (one key on two lines stops both) or leavers
 * are asked for.
 */
async function planned(run: ImportRun): Promise<PreparedUpload | number> {
  const { core, connection, options, out, io } = run;
  const generated = options.generatePasswords;
  // Where names are derived, once for both stagings: the server's accounts by key and the names it holds.
  const keyed = await withKeyedAccounts(connection, options.derive, io.signal);
  const derive = await withServerNames(
    options.file,
    io.cwd,
    keyed,
    serverLoginLookup(connection, io.signal, idColumnOf(options.derive)),
  );
  const stage = derive ? { derive } : {};
  // Leavers need the whole comparison; a small organization may show that nothing needs it.
  const lineKeys = options.deactivate ? null : new LineKeys();
  const idColumn = idColumnOf(options.derive);
  // A file without the key column may skip the comparison: the first page of users is asked
  // as its header is read, and answers while its lines are checked.
  const ahead: { meetsFewUsers?: ReturnType<typeof fewUsersAhead> } = {};
  const inspect: PrepareOptions['inspect'] = lineKeys
    ? {
        header(mapping) {
          lineKeys.header(mapping);
          if (!mapping.includes(idColumn)) ahead.meetsFewUsers = fewUsersAhead(connection, io.signal, lineKeys);
        },
        record: (fields) => lineKeys.record(fields),
      }
    : undefined;
  // A file's own passwords: the first staging may be the job's, so it is sent as it is written,
  // its body's end held until a job takes it (discarded, it never reaches the server whole).
  const compareStage = generated ? { files: { credentials: null, letters: null } } : { early: 'held' as const };
  const first = await prepare(run, { ...compareStage, ...stage, ...(inspect ? { inspect } : {}) });
  if (typeof first === 'number' || first.uploadId === null) return first;
  // No line meets a user of the organization, and no key can meet another line's (the page's
  // answer is awaited only once the file passed its offline checks: a refused file has no upload).
  const fewUsers = ahead.meetsFewUsers;
  if (lineKeys && fewUsers && !first.result.mapping.includes(idColumn) && (await fewUsers(lineKeys)) === false) {
    out.plan = output.NOTHING_PLANNED;
    if (!generated) return first;
    await core.jobs.uploads.discard({ uploadId: first.uploadId });
    return prepare(run, { ...stage, early: true });
  }
  // Lines decided "the same person" are staged again with their account's login and compared again.
  const compared = await compareStaged(run, { ...first, uploadId: first.uploadId }, (sameAs) =>
    prepare(run, { ...compareStage, ...stage, sameAs }),
  );
  if (typeof compared === 'number' || !('plan' in compared)) return compared;
  const { staged, result, plan } = compared;
  const keepStaged = !generated && !('undecided' in plan) && !changesUpload(plan);
  if (!keepStaged) await core.jobs.uploads.discard({ uploadId: staged.uploadId });
  const { t } = out.translator;
  if ('undecided' in plan) {
    for (const line of undecidedText(plan.undecided, t)) io.stderr.write(`mdm-admin import-users: ${line}\n`);
    if (out.json) io.stdout.write(`${JSON.stringify(output.undecidedJson(plan.undecided))}\n`);
    return IMPORT_EXIT.invalid;
  }
  const comparison = result.comparison!;
  if (options.deactivate) run.leavers = leaversOf(staged.uploadId, result);
  for (const c of comparison.conflicts) {
    const line = result.lineMap[c.record]!;
    out.say(conflictText(line, c.why, (r) => result.lineMap[r]!, t));
  }
  run.matching = plan.matching;
  out.plan = output.planJson(plan);
  const { unchanged, skipped, stopped } = plan.matching;
  if (unchanged + skipped + stopped > 0) out.say(t('cli.sendOnly.leftOut', { unchanged, skipped, stopped }));
  if (unchanged > 0) out.say(unchangedText(plan.unchangedLines, t));
  if (plan.keptLines.length > 0) {
    out.say(t('cli.updateOnly.kept', { count: plan.keptLines.length }));
    for (const line of keptText(plan.keptLines, t)) out.say(line);
  }
  for (const line of sameText(plan, t)) out.say(line);
  if (plan.newPasswordsForExisting > 0)
    out.say(t('cli.sendOnly.newPasswords', { count: plan.newPasswordsForExisting }));
  // The kept lines' changed columns go with them into the job's report.
  const kept = new Map(plan.keptLines.map((k) => [k.line, k.columns]));
  const changedOf = (line: number) => kept.get(line);
  const decided = { ...stage, ...(plan.same.size > 0 ? { sameAs: (line: number) => plan.same.get(line) } : {}) };
  if (plan.leaveOut.size >= result.records) {
    // Nothing of the file is sent: the users it does not name are deactivated by a job of
    // their part alone (its staged upload keeps the lines left out, for the job's report).
    if ((run.leavers?.count ?? 0) > 0) {
      run.leaversOnly = true;
      return prepare(run, {
        files: { credentials: null, letters: null },
        leaveOut: (line) => plan.leaveOut.get(line),
        changedOf,
        keepEmpty: true,
        ...decided,
      });
    }
    out.say(t('cli.sendOnly.nothing'));
    if (out.json) io.stdout.write(`${JSON.stringify(output.nothingToSendJson(out.plan))}\n`);
    return stopped > 0 ? IMPORT_EXIT.invalid : IMPORT_EXIT.ok;
  }
  if (plan.reactivate.size > 0) out.say(t('cli.reactivate.planned', { count: plan.reactivate.size }));
  if (keepStaged) {
    run.compared = result;
    return staged;
  }
  const reactivate = plan.reactivate;
  return prepare(run, {
    early: true,
    leaveOut: (line) => plan.leaveOut.get(line),
    changedOf,
    ...(reactivate.size > 0 ? { reactivate: (line: number) => reactivate.has(line) } : {}),
    existing: (line) => plan.existingLines.has(line),
    ...decided,
  });
}

/** The staged upload, or the exit code when the file cannot be read or its policy cannot be met. */
async function prepare(
  { core, connection, options, io, files: runFiles, names }: ImportRun,
  stage: {
    files?: Pick<PasswordFiles, 'credentials' | 'letters'>;
    leaveOut?: (line: number) => LeftOutReason | undefined;
    changedOf?: (line: number) => readonly string[] | undefined;
    inspect?: PrepareOptions['inspect'];
    reactivate?: (line: number) => boolean;
    existing?: PrepareOptions['existing'];
    derive?: DerivationOptions;
    /** Lines decided to be an existing account: staged with its login and e-mail (import-compare.ts). */
    sameAs?: DerivationOptions['sameAs'];
    /**
     * The staging may be the job's: sent to the server as it is written (import-upload.ts);
     * `held`: compared before it is decided, so its body ends only when a job takes it.
     */
    early?: boolean | 'held';
    keepEmpty?: boolean;
  } = {},
): Promise<PreparedUpload | number> {
  const files = stage.files ?? runFiles;
  // Not a dry run's, nor a file sent in parts (each part is its own upload).
  const sendEarly =
    stage.early && !options.dryRun && !options.split
      ? (uploadId: string) =>
          core.jobs.sendEarly({ uploadId, connection: connection.ref, holdEnd: stage.early === 'held' })
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
        ...(stage.sameAs ? { sameAs: stage.sameAs } : {}),
        ...(stage.leaveOut ? { leaveOut: stage.leaveOut } : {}),
        ...(stage.changedOf ? { changedOf: stage.changedOf } : {}),
        ...(stage.reactivate ? { reactivate: stage.reactivate } : {}),
        ...(stage.existing ? { existing: stage.existing } : {}),
        ...(stage.inspect ? { inspect: stage.inspect } : {}),
        ...(stage.keepEmpty ? { keepEmpty: true } : {}),
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
  // A job of the leavers alone starts from an upload of no record (its lines left out).
  const leaversOnly = run.leaversOnly === true;
  if ((!leaversOnly && records === 0) || prepared.uploadId === null)
    return invalid([t(excluded > 0 ? 'cli.import.noRowsLeftOut' : 'cli.import.noRows', { file, count: excluded })]);
  const uploadId = prepared.uploadId;

  // The plan's comparison of this very upload (its first staging, kept) is its prediction.
  let prediction: DryRunResult | null = options.predict && run.compared?.uploadId === uploadId ? run.compared : null;
  // Deactivating needs the whole file compared: the plan was (planned()), before the upload was staged.
  const compareLeavers = options.deactivate !== undefined && run.leavers === undefined;
  if (!prediction && ((options.predict && run.leavers === undefined) || compareLeavers)) {
    const compare = compareLeavers ? { compare: { notInFile: true, idColumn: idColumnOf(options.derive) } } : {};
    prediction = await core.dryRuns.run({ connection: connection.ref, uploadId, separator, ...compare });
    if (compareLeavers) run.leavers = leaversOf(uploadId, prediction);
  }
  if (prediction) {
    const offline = output.firstErrors(result, prepared.failedLines);
    const counts = predictedCounts(prediction, overwrite, offline);
    out.say(t('cli.beforeImport', { predicted: output.predictedText(counts, t) }));
  }
  const deactivate = run.leavers ? deactivation(run.out, run.io, run.options.deactivate, run.leavers) : undefined;
  if (typeof deactivate === 'number') return deactivate;
  const fileName = path.basename(file);
  if (result.derived) out.say(derivedLine(result, translator));
  // "with errors left out" counts those rows; the lines the comparison left out were said with the plan.
  const withErrors = prepared.failedLines.length;
  out.say(
    leaversOnly
      ? t('cli.sendOnly.leaversOnly', { count: run.leavers!.count, server: connection.profile.baseUrl })
      : output.uploadingLine(t, { records, excluded: withErrors, file: fileName }, connection.profile),
  );
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
