/**
 * What `import-users` prints: the human lines in the terminal's language (through the
 * catalogue), or one JSON object for --json (its words English and fixed, like the exit
 * codes, for scripts).
 */
import { KEPT_STATUS, keptColumnsText } from '../../../shared/report/kept-columns';
import { leaverLines, leaversJson } from './leavers-output';
import type { JobRecord, ReportLine } from '../../../shared/models/job';
import type { DryRunResult, PredictedCounts, PredictedStatus } from '../../../shared/models/dry-run';
import type { Leaver } from '../../../shared/models/leavers';
import type { Translator } from '../../../shared/i18n/translator';
import type { CsvValidationResult } from '../../../shared/users-csv/validate';
import { findingText } from '../../../shared/users-csv/finding-text';
import { leftOutStatus } from '../../../shared/users-csv/left-out-lines';
import { UnsatisfiablePolicyError } from '../../../shared/users-csv/password-generator';
import { cliTranslator } from '../cli-language';
import { notSentSummary } from './not-sent-summary';
import { describeNotStartedParts, describeUnconfirmed, isLeaversStart } from '../../../shared/jobs/start-check-wording';
import type { CliIo } from '../io';
import type { CredentialsExist } from './credentials-file';
import { LettersExist } from './letters-file';
import { NotInFileExists } from './not-in-file';
import type { FileReadError } from './csv-options';
import { comparisonText, dryRunJson, eachPredictedLine, leaverText, predictedCounts } from './dry-run-output';
import { describeJob, IMPORT_EXIT } from './job-outcome';
import { reportMessageText, statusText } from './report-line-text';
import { derivedLine, findingLine } from './validate';
import { describeJobError } from '../../../shared/jobs/job-error-wording';
import { keptText } from './import-plan';
import type { UndecidedLine, UploadPlan } from './import-plan';
import type { LineConflict } from './dry-run-output';

const ENGLISH = cliTranslator();

/**
 * Why an output file cannot be created: the credential sheet or the letters (then nothing is
 * uploaded), the not-in-file list (then nothing is read).
 */
export function outputFileError(error: CredentialsExist | LettersExist | NotInFileExists, { t }: Translator): string {
  const { file, reason } = error;
  if (error instanceof LettersExist)
    return reason === null
      ? t('cli.import.lettersExist', { file })
      : t('cli.import.lettersUnwritable', { file, reason });
  if (error instanceof NotInFileExists)
    return reason === null
      ? t('cli.import.notInFileExists', { file })
      : t('cli.import.notInFileUnwritable', { file, reason });
  return reason === null
    ? t('cli.import.credentialsExist', { file })
    : t('cli.import.credentialsUnwritable', { file, reason });
}

/** Why FILE could not be staged (it cannot be read, or no password can satisfy the policy), in the terminal's language. */
export function preparationError(error: FileReadError | UnsatisfiablePolicyError, { t }: Translator): string {
  if (error instanceof UnsatisfiablePolicyError)
    return error.limits ? t('cli.import.policyUnsatisfiable', error.limits) : t('cli.import.policyNoPassword');
  const unreadable = error.unreadable;
  if (!unreadable) return error.message;
  const reason =
    unreadable.why === 'missing'
      ? t('cli.import.fileMissing')
      : unreadable.why === 'folder'
        ? t('cli.import.fileIsFolder')
        : unreadable.why === 'denied'
          ? t('cli.import.fileDenied')
          : unreadable.detail;
  return t('cli.import.fileUnreadable', { file: unreadable.file, reason });
}

/** Prints human lines, or nothing with --json (whose one object comes at the end). */
export interface ImportOutput {
  readonly json: boolean;
  readonly translator: Translator;
  say(text: string): void;
  /** What the comparison before the upload decided (a real import): --json's `plan`. */
  plan?: PlanJson;
}

/**
 * --json's `plan` on a real import: what the comparison with the organization's users left
 * out of the upload (unchanged, skipped where passwords are generated, stopped by their key,
 * kept where --update-only did not choose the columns that changed),
 * how many existing users get a new password, whom the upload reactivates, and how each
 * look-alike was decided; each with its lines in FILE.
 */
export interface PlanJson {
  unchanged: number;
  skipped: number;
  stopped: number;
  newPasswordsForExisting: number;
  reactivated: number;
  unchangedLines: number[];
  skippedLines: number[];
  stoppedLines: { line: number; conflict: LineConflict }[];
  reactivatedLines: number[];
  /** Existing users kept as they are (--update-only): only columns not chosen changed. */
  kept: number;
  keptLines: { line: number; columns: string[] }[];
  /** Each look-alike line's decision; `same` with the login of the account the line is sent as. */
  lookAlikes: { line: number; decision: 'new' | 'same'; login?: string }[];
}

/** Nothing left out, decided or reactivated: an organization without users was not compared. */
export const NOTHING_PLANNED: PlanJson = {
  unchanged: 0,
  skipped: 0,
  stopped: 0,
  newPasswordsForExisting: 0,
  reactivated: 0,
  unchangedLines: [],
  skippedLines: [],
  stoppedLines: [],
  reactivatedLines: [],
  kept: 0,
  keptLines: [],
  lookAlikes: [],
};

export function planJson(plan: UploadPlan): PlanJson {
  const { unchanged, skipped, stopped, newPasswordsForExisting, lookAlikes } = plan.matching;
  const reactivatedLines = [...plan.reactivate].sort((a, b) => a - b);
  return {
    unchanged,
    skipped,
    stopped,
    newPasswordsForExisting,
    reactivated: reactivatedLines.length,
    unchangedLines: plan.unchangedLines,
    skippedLines: plan.skippedLines,
    stoppedLines: plan.stoppedLines,
    reactivatedLines,
    kept: plan.keptLines.length,
    keptLines: plan.keptLines,
    lookAlikes: lookAlikes.map((l) => {
      const account = l.decision === 'same' ? plan.same.get(l.line) : undefined;
      return account ? { ...l, login: account.name } : l;
    }),
  };
}

/** --json when the comparison leaves every line out: no job, status NOTHING_TO_SEND. */
export function nothingToSendJson(plan: PlanJson) {
  return { ...jsonResult(null, 'NOTHING_TO_SEND', []), plan };
}

/** --json when undecided look-alikes refuse the import: status UNDECIDED, each line with whom it looks like. */
export function undecidedJson(undecided: readonly UndecidedLine[]) {
  const lines = undecided.map((u) => ({
    line: u.line,
    status: 'UNDECIDED',
    message: `looks like ${u.users.map((s) => s.name).join(', ')}`,
    similar: u.users,
  }));
  return jsonResult(null, 'UNDECIDED', lines);
}

const planOf = (out: ImportOutput) => (out.plan ? { plan: out.plan } : {});

export function importOutput(io: CliIo, json: boolean): ImportOutput {
  return {
    json,
    translator: cliTranslator(io.env),
    say(text) {
      if (!json) io.stdout.write(`${text}\n`);
    },
  };
}

/**
 * Each failed line's first error message: the engine's English for --json (the same in every
 * language), or the terminal's language for the human lines.
 */
export function firstErrors(
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
    // For programs: the code, and its sentence in English (the catalogue's, as the terminal's wording).
    ...(job?.error
      ? {
          error: describeJobError({ profileName: job.profileName, error: job.error }, 'cli'),
          errorCode: job.error.code,
        }
      : {}),
    ...(job?.serverError ? { serverError: job.serverError } : {}),
  };
}

/** Why nothing was uploaded: the reason's lines, or --json's INVALID object with every offline error. */
export function printInvalid(io: CliIo, json: boolean, result: CsvValidationResult, messages: string[]): number {
  if (json) {
    const lines = result.findings
      .filter((f) => f.severity === 'error')
      .map((f) => ({ line: f.line, status: 'INVALID', message: f.message }));
    io.stdout.write(`${JSON.stringify(jsonResult(null, 'INVALID', lines))}\n`);
  } else {
    io.stdout.write(`${messages.join('\n')}\n`);
  }
  return IMPORT_EXIT.invalid;
}

/** The offline errors, one line each, in the terminal's language. */
export function findingLines(result: CsvValidationResult, translator: Translator): string[] {
  return result.findings.filter((f) => f.severity === 'error').map((f) => findingLine(f, translator));
}

/** "predicted: 50 new, 10 skipped, 0 overwritten, 5 failing", in the terminal's language. */
export function predictedText(counts: PredictedCounts, t: Translator['t']): string {
  return t('cli.predicted', {
    success: counts.SUCCESS,
    skipped: counts.SKIPPED,
    overwritten: counts.OVERWRITTEN,
    failed: counts.FAILED,
  });
}

/** "Uploading 3 rows of u.csv to https://… (profile "x") (1 row with errors left out)." */
export function uploadingLine(
  t: Translator['t'],
  upload: { records: number; excluded: number; file: string },
  profile: { name: string; baseUrl: string },
): string {
  return t('cli.import.uploading', {
    count: upload.records,
    file: upload.file,
    server: profile.baseUrl,
    profile: profile.baseUrl === profile.name ? '' : t('cli.import.viaProfile', { profile: profile.name }),
    leftOut: upload.excluded > 0 ? t('cli.import.leftOut', { count: upload.excluded }) : '',
  });
}

/** Stopped watching: the server's job goes on. */
export function printDetached(io: CliIo, out: ImportOutput, job: JobRecord): void {
  if (out.json) io.stdout.write(`${JSON.stringify({ ...jsonResult(job, 'DETACHED', []), ...planOf(out) })}\n`);
  else io.stderr.write(`${out.translator.t('cli.import.detached', { job: job.serverJobUuid ?? '' })}\n`);
}

/** The start was sent but its answer never came: what is known, and what to do (never "try again"). */
export function printUnconfirmed(io: CliIo, out: ImportOutput, job: JobRecord): void {
  const { t } = out.translator;
  io.stderr.write(
    `mdm-admin import-users: ${describeUnconfirmed(job, out.translator)}\n${t(isLeaversStart(job) ? 'cli.startCheck.unconfirmed.leavers' : 'cli.startCheck.unconfirmed')}\n`,
  );
  if (out.json) {
    const attempt = job.unconfirmed;
    const unconfirmed = attempt ? { startSentAt: new Date(attempt.at).toISOString(), cause: attempt.cause } : {};
    const json = { ...jsonResult(job, 'UNCONFIRMED', []), ...unconfirmed, id: job.id, ...planOf(out) };
    io.stdout.write(`${JSON.stringify(json)}\n`);
  }
}

/** The job ended in an error of the app's side (a refused upload, the server unreachable, the deadline). */
export function printJobError(io: CliIo, out: ImportOutput, job: JobRecord): void {
  const sentence = job.error
    ? describeJobError({ profileName: job.profileName, error: job.error }, 'cli', out.translator)
    : out.translator.t('cli.importStopped');
  const parts = describeNotStartedParts(job, out.translator);
  io.stderr.write(`mdm-admin import-users: ${sentence}${parts ? ` ${parts}` : ''}\n`);
  if (out.json)
    io.stdout.write(`${JSON.stringify({ ...jsonResult(job, job.serverStatus ?? 'ERROR', []), ...planOf(out) })}\n`);
}

export interface FinishedJob {
  job: JobRecord;
  /** Every line of the job's report, and those whose outcome differed from the prediction. */
  lines: ReportLine[];
  differing: ReportLine[];
  /** Where the per-line report was written, if asked. */
  report: string | undefined;
}

/** The statuses of left-out lines that the end of a job counts (notSentSummary) rather than lists. */
const COUNTED: ReadonlySet<string> = new Set([
  leftOutStatus('unchanged'),
  leftOutStatus('skipped'),
  leftOutStatus('kept'),
]);

/** A FINISHED or FAILED job: its counts, the lines that need attention, how they compare with the prediction. */
export function printFinished(io: CliIo, out: ImportOutput, { job, lines, differing, report }: FinishedJob): void {
  const attention = lines.filter((l) => l.status !== 'SUCCESS');
  if (out.json) {
    const found = attention.map((l) => ({
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
    const status = job.serverStatus ?? job.phase.toUpperCase();
    const json = { ...jsonResult(job, status, found), ...extra, ...leaversJson(job), ...planOf(out) };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return;
  }
  const { t } = out.translator;
  const write = (text: string) => io.stdout.write(`${text}\n`);
  write(t('cli.import.job', { job: String(job.serverJobUuid), outcome: describeJob(job, out.translator) }));
  const notSent = notSentSummary(out.plan, t);
  if (notSent) write(notSent);
  // Counted just above, the lines left out unchanged, skipped or kept are not listed one by one
  // (a school's second year has hundreds): the kept ones by their changed columns, a line per
  // set, as before the upload; those that need a look (conflicts, failures) line by line.
  if (out.plan) for (const text of keptText(out.plan.keptLines, t)) write(text);
  const listed = out.plan ? attention.filter((l) => !(l.line === 0 && COUNTED.has(l.status))) : attention;
  if (job.serverError) write(t('cli.import.serverSays', { message: job.serverError }));
  for (const line of leaverLines(job, out.translator)) write(line);
  for (const l of listed) {
    const where =
      l.sourceLine !== null
        ? t('cli.import.atLine', { line: l.sourceLine })
        : l.line >= 0
          ? t('cli.import.atUploadLine', { line: l.line })
          : t('cli.import.noLine');
    const status = statusText('line', l.status, out.translator);
    // A line the comparison left out before the upload has no server message: its status says it.
    write(
      l.message === '' && l.line === 0
        ? t('cli.import.reportLineBare', { where, status })
        : t('cli.import.reportLine', {
            where,
            status,
            // A kept line's message is the columns that changed (core's), not the server's words.
            message:
              l.line === 0 && l.status === KEPT_STATUS
                ? keptColumnsText(l.message, t)
                : reportMessageText(l.message, out.translator),
          }),
    );
  }
  if (job.predicted) {
    write(differing.length === 0 ? t('cli.allAsPredicted') : t('cli.differing', { count: differing.length }));
    for (const l of differing) {
      const line = l.sourceLine ?? l.line;
      write(
        t('cli.differingLine', {
          line,
          predicted: l.predicted ? statusText('predicted', l.predicted, out.translator) : '',
          status: statusText('line', l.status, out.translator),
          message: reportMessageText(l.message, out.translator),
        }),
      );
    }
  }
  if (report !== undefined) write(t('cli.import.reportWritten', { file: report }));
}

export interface DryRunOutcome {
  result: DryRunResult | null;
  overwrite: boolean;
  offline: CsvValidationResult;
  failedLines: number[];
  file: string;
  server: string;
  /** Where login names are derived: each line's name. */
  names?: ReadonlyMap<number, string> | undefined;
  /** Where the list of the users the file does not name was written (as given). */
  notInFile?: string | undefined;
  /** The users the file does not name, by name (when the dry run compared). */
  leavers?: Iterable<Leaver> | undefined;
}

/**
 * --dry-run: every line's predicted outcome (the offline failures included), what overwriting
 * would change and whom a new line looks like; exit 3 when any line is predicted to fail.
 */
export function printDryRun(io: CliIo, out: ImportOutput, run: DryRunOutcome): number {
  if (out.json) {
    const leavers = run.leavers ? [...run.leavers] : undefined;
    const json = dryRunJson(run.result, run.overwrite, firstErrors(run.offline, run.failedLines), run.names, leavers);
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return json.predicted.FAILED > 0 ? IMPORT_EXIT.linesFailed : IMPORT_EXIT.ok;
  }
  const { translator } = out;
  const { t } = translator;
  // A line per record: written in pieces of 64 KiB, not a write (a system call) each.
  let pending = '';
  const write = (text: string) => {
    pending += `${text}\n`;
    if (pending.length >= 64 * 1024) {
      io.stdout.write(pending);
      pending = '';
    }
  };
  // The offline findings and the predictions' reasons in the terminal's language.
  const offline = firstErrors(run.offline, run.failedLines, translator);
  const counts = predictedCounts(run.result, run.overwrite, offline);
  write(t('cli.dryRun', { file: run.file, server: run.server, predicted: predictedText(counts, t) }));
  if (run.offline.derived) write(derivedLine(run.offline, translator));
  const idColumn = run.result?.comparison?.idColumn;
  // Four status words for 100,000 lines: each worded once.
  const statuses = new Map<PredictedStatus, string>();
  for (const l of eachPredictedLine(run.result, run.overwrite, offline, translator)) {
    if (l.predicted !== 'SUCCESS') {
      let status = statuses.get(l.predicted);
      if (status === undefined) statuses.set(l.predicted, (status = statusText('predicted', l.predicted, translator)));
      write(t('cli.predictedLine', { line: l.line, status, reason: l.reason }));
    }
    for (const text of comparisonText(l, t, idColumn)) write(text);
  }
  const notInFile = run.result?.comparison?.notInFile;
  // Who is leaving, by name: one line each, in the server's order.
  if (notInFile && run.leavers && notInFile.count > 0) {
    write(t('cli.dryRun.leavers', { count: notInFile.count }));
    for (const leaver of run.leavers) write(leaverText(leaver, t));
  }
  if (notInFile && run.notInFile !== undefined)
    write(t('cli.dryRun.notInFile', { count: notInFile.count, file: run.notInFile }));
  if (pending !== '') io.stdout.write(pending);
  return counts.FAILED > 0 ? IMPORT_EXIT.linesFailed : IMPORT_EXIT.ok;
}
