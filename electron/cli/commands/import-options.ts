/**
 * `import-users`' arguments: its usage, the options it takes and what they mean once parsed
 * and checked. A new option is declared, described and read here; the command and its
 * output only see `ImportOptions`.
 */
import { parseArgs } from 'node:util';
import type { CsvSeparator } from '../../../shared/csv/separator';
import type { PasswordPolicy } from '../../../shared/users-csv/password-policy';
import { cliTranslator } from '../cli-language';
import { CONNECTION_OPTIONS, CONNECTION_USAGE } from '../connection-options';
import type { ConnectionValues } from '../connection-options';
import { UsageError } from '../io';
import type { CliIo } from '../io';
import type { DerivationOptions } from '../../../shared/users-csv/record-derivation';
import { oneFile, positiveInteger, uploadSeparator } from './csv-options';
import { DERIVE_OPTIONS, DERIVE_USAGE, derivationFromOptions } from './derive-options';
import type { LettersOptions } from './letters-file';
import { LETTERS_OPTIONS, LETTERS_USAGE, lettersOptionsOf, lettersUsageProblem } from './letters-options';
import { watchOptions } from './job-outcome';
import { PASSWORD_OPTIONS, PASSWORD_USAGE, policyFromOptions } from './password-options';
import {
  GENERATED_PASSWORD_OPTIONS,
  GENERATED_PASSWORD_USAGE,
  generatedPasswordOptionsOf,
} from './generated-password-options';
import type { GeneratedPasswordOptions } from './generated-password-options';
import type { LookAlikeDecision } from './import-plan';
import { UPDATE_COLUMNS, parseUpdateColumns } from '../../../shared/users-csv/update-columns';
import type { ChosenColumns } from '../../../shared/users-csv/update-columns';
import type { Translator } from '../../../shared/i18n/translator';

export const IMPORT_USAGE = `Usage: mdm-admin import-users FILE (--base-url URL | --profile NAME) [--overwrite]
           [--role NAME]... [--separator comma|semicolon] [--report OUT.csv] [--valid-only] [--json]
           [--timeout SECONDS] [--dry-run | --predict] [--receipt OUT.json]
           [--password-policy FILE.json] [--password-min-length N]
           [--generate-passwords [--credentials OUT.csv] [--letters OUT.pdf ...]
            [--password-style pupil|strong] [--password-change-required]]
           [--split-lines N] [--split-bytes N] [--not-in-file OUT.csv]
           [--name-pattern P] [--email-pattern P] [--phone-country CC]
           [--id-column C] [--lookalikes new|same] [--lookalike LINE=new|same]...
           [--update-only COL[,COL...]]
           [--deactivate-not-in-file [--max-deactivate N]]

Checks FILE offline as the server would, then uploads it, starts the import job and
watches it to the end: the counts, then every failed and skipped line with the server's
message and its line in FILE. The token (an organization administrator's) comes from the
environment variable MDM_TOKEN or the saved profile, never from an argument.

  --overwrite         overwrite existing users (default: skip them); each one sent gets the
                      password of its line (the service's import sets one on every row)
  --update-only COL[,COL...]  with --overwrite: send an existing user only when one of these
                      columns changed (givenName, surName, email, phone, position; any case);
                      a user whose changes are all in other columns is left out, its password
                      and account kept as they are (the report: "Not sent: only columns not
                      chosen for update changed"). A new school ID or a reactivation is always
                      sent. Default: every column counts. A real import's choice: --dry-run
                      still lists every line's changes
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
                      predicted to fail, 3 otherwise. It compares each line with the
                      organization's users: the fields overwriting would change, the existing
                      users a new line's person looks like. With --json: {"dryRun": true,
                      "predicted": {...}, "lines": [{"line", "predicted", "reason", "changes",
                      "similar"}], "compared": {...}} (each line's "name" with --name-pattern)
  --not-in-file OUT.csv  with --dry-run: list the organization's users the file does not
                      name (name, email, givenName, surName; mode 0600, never overwritten);
                      nothing is deactivated. The dry run names them in any case ("Not in
                      the file (N):"; --json: "notInFile", "notInFileCount")
  --lookalikes new|same  how lines that look like an existing user are imported: as a new
                      account, or as that account (sent with its login and e-mail, whatever
                      the file names there, and compared again). Every real import is
                      compared with the organization's users before anything is sent:
                      without this option undecided look-alikes refuse the import (exit 1,
                      each line named); unchanged users (with --overwrite) and the lines the
                      server would skip (with --generate-passwords) are left out (no password,
                      no letter), lines stopped by their school ID are named
  --lookalike LINE=new|same  the same for one line of FILE (repeat for several): it
                      goes before --lookalikes, so one file may hold a renamed pupil (same)
                      and a new one of the same name (new)
  --deactivate-not-in-file  after the import, deactivate the organization's users the file
                      does not name (never deleted): a last part of the same job sends them
                      with activated=false and overwrite on (each with a random password that
                      is never shown or kept), then reads them back; the output says per user
                      "deactivated" or "still active" (a server that did not take the column:
                      deactivate them in the portal). The receipt counts them, no names. Not
                      with --valid-only
  --max-deactivate N  needed when more users than the larger of 10 and 5 % of the
                      organization's would be deactivated: the import is refused (exit 1,
                      saying how many) unless N is at least that many
  --predict           predict as --dry-run does, then import; the job keeps the prediction and
                      its report shows where the outcome differs
  --receipt OUT.json  write the import's receipt (file name, size, SHA-256, how it was read,
                      mapping, options, predicted and real counts, server, times; no
                      personal data)
  --generate-passwords  blank password cells (or a file without a password column) get a
                      password that satisfies the policy; needs --credentials or --letters
  --credentials OUT.csv  the one-time credential sheet (name,givenName,surName,email,password),
                      created with mode 0600; never overwrites a file (then nothing is uploaded)
${GENERATED_PASSWORD_USAGE}
  --split-lines N     import a file of more than N lines as several jobs in sequence (one
                      report, one progress; "jobs --resume" goes on at the job it was in)
  --split-bytes N     likewise for an upload of more than N bytes
${LETTERS_USAGE}
${PASSWORD_USAGE}
                      (default: the server's policy where it answers a read of it, else the
                      profile's, else a minimum of 8)
${DERIVE_USAGE}
                      A derived login name held on the server by someone else (other
                      given name or surname) gets a number too; the same person keeps it.
${CONNECTION_USAGE}

Jobs are saved in MDM_ADMIN_HOME (default ~/.config/mdm-admin), like the app's: Ctrl+C
stops watching (the server's job goes on); "mdm-admin jobs --resume" watches it again
(a job started with --base-url reconnects with MDM_TOKEN, or through a profile for
that base URL; the app follows it through such a profile too).

Exit codes: 0 every line stored or skipped; 1 offline validation errors, nothing
uploaded (also undecided look-alikes, or more users to deactivate than the brake); 2 usage; 3 some lines failed; 4 the job FAILED; 5 connection or
authorisation error; 6 still running when --timeout ran out (the server's job goes on);
7 the start was not confirmed (no answer, a dropped connection, a gateway's 502/504):
the job may exist, so do not import again; "mdm-admin jobs --resume" checks the
server's users and starts it again, with the same upload, only if none is there;
130 stopped watching (Ctrl+C).`;

const IMPORT_OPTIONS = {
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
  'not-in-file': { type: 'string' },
  lookalikes: { type: 'string' },
  lookalike: { type: 'string', multiple: true },
  'deactivate-not-in-file': { type: 'boolean' },
  'max-deactivate': { type: 'string' },
  'update-only': { type: 'string' },
  ...PASSWORD_OPTIONS,
  ...GENERATED_PASSWORD_OPTIONS,
  ...DERIVE_OPTIONS,
  ...LETTERS_OPTIONS,
} as const;

/** An import as the arguments ask for it. */
export interface ImportOptions {
  file: string;
  /** Separator of the upload file. */
  separator: CsvSeparator;
  overwrite: boolean;
  /** Role names, trimmed, blanks dropped (none: the organization's device-user role). */
  roles: string[];
  /** Upload only the rows without errors (else nothing when any row has one). */
  validOnly: boolean;
  json: boolean;
  /** Predict and upload nothing (`dryRun`), or predict and then import (`predict`). */
  dryRun: boolean;
  predict: boolean;
  /** Where the per-line report, the receipt and the credential sheet go (as given). */
  report: string | undefined;
  receipt: string | undefined;
  /** Blank passwords are generated into this sheet; undefined: none generated. */
  credentials: string | undefined;
  generatePasswords: boolean;
  /** How generated passwords look, and whether their users must choose a new one at first sign-in. */
  passwords: GeneratedPasswordOptions;
  /** Where the credential letters go (as given), and what goes on them; undefined: no letters. */
  letters: { file: string; options: LettersOptions } | undefined;
  /** --dry-run's list of the organization's users the file does not name (as given). */
  notInFile: string | undefined;
  /** How the look-alike lines are decided (a new account, or that account); undefined: undecided, refused. */
  lookAlikes: LookAlikeDecision | undefined;
  /** --lookalike LINE=new|same: one line's decision (source line), before `lookAlikes`. */
  lookAlikeLines: ReadonlyMap<number, LookAlikeDecision>;
  /** What is derived from a school's export (login names, e-mails, phones); undefined: nothing. */
  derive: DerivationOptions | undefined;
  /** The policy the options name; undefined: the organization's. */
  policy: PasswordPolicy | undefined;
  split: { maxLines?: number; maxBytes?: number } | undefined;
  /** --update-only: the columns whose changes send an existing user (null: every column's). */
  updateOnly: ChosenColumns;
  /** --deactivate-not-in-file: the users the file does not name are deactivated; `max`: --max-deactivate. */
  deactivate: { max: number | undefined } | undefined;
}

export interface ParsedImport {
  options: ImportOptions;
  connection: ConnectionValues;
  /** --timeout as core's watching takes it. */
  watch: Pick<CliIo, 'jobPoll'>;
}

/** Parses and checks the arguments; every wrong call is a UsageError saying what is wrong. */
export async function parseImportArgs(args: string[], io: CliIo): Promise<ParsedImport> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, strict: true, options: IMPORT_OPTIONS });
  const translator = cliTranslator(io.env);
  const { t } = translator;
  const file = oneFile(positionals);
  const separator = uploadSeparator(values.separator);
  const maxLines = positiveInteger('split-lines', values['split-lines']);
  const maxBytes = positiveInteger('split-bytes', values['split-bytes']);
  const dryRun = values['dry-run'] === true;
  const generatePasswords = values['generate-passwords'] === true;
  if (dryRun && values.predict) throw new UsageError(t('cli.import.usage.dryRunOrPredict'));
  if (generatePasswords && !dryRun && values.credentials === undefined && values.letters === undefined)
    throw new UsageError(t('cli.import.usage.credentialsNeeded'));
  if (values['not-in-file'] !== undefined && !dryRun) throw new UsageError(t('cli.import.usage.notInFileDryRun'));
  const deactivate = values['deactivate-not-in-file'] === true;
  const maxDeactivate = positiveInteger('max-deactivate', values['max-deactivate']);
  if (maxDeactivate !== undefined && !deactivate) throw new UsageError(t('cli.import.usage.maxDeactivate'));
  if (deactivate && dryRun) throw new UsageError(t('cli.import.usage.deactivateDryRun'));
  if (deactivate && values['valid-only']) throw new UsageError(t('cli.import.usage.deactivateValidOnly'));
  const lettersProblem = lettersUsageProblem(values, translator);
  if (lettersProblem !== null) throw new UsageError(lettersProblem);
  const derive = derivationFromOptions(values, translator);
  const passwords = generatedPasswordOptionsOf(values, translator);
  const lookAlikes = values.lookalikes;
  if (lookAlikes !== undefined && lookAlikes !== 'new' && lookAlikes !== 'same')
    throw new UsageError(t('cli.lookAlikes.unknown', { value: lookAlikes }));
  const lookAlikeLines = new Map<number, LookAlikeDecision>();
  for (const value of values.lookalike ?? []) {
    const decided = /^\s*(\d+)\s*=\s*(new|same)\s*$/.exec(value);
    if (!decided || Number(decided[1]) < 2) throw new UsageError(t('cli.lookAlikes.lineUnknown', { value }));
    lookAlikeLines.set(Number(decided[1]), decided[2] as LookAlikeDecision);
  }
  const updateOnly = updateColumnsOf(values['update-only'], values.overwrite === true, t);
  if (values.credentials !== undefined && !generatePasswords)
    throw new UsageError(t('cli.import.usage.generateNeeded'));
  const policy = await policyFromOptions(values, io.cwd);
  if (values['base-url'] === undefined && values.profile === undefined)
    throw new UsageError(t('cli.import.usage.connection'));
  const watch = watchOptions(io, values.timeout);
  const split =
    maxLines !== undefined || maxBytes !== undefined
      ? { ...(maxLines !== undefined ? { maxLines } : {}), ...(maxBytes !== undefined ? { maxBytes } : {}) }
      : undefined;
  return {
    options: {
      file,
      separator,
      overwrite: values.overwrite === true,
      roles: (values.role ?? []).map((r) => r.trim()).filter((r) => r !== ''),
      validOnly: values['valid-only'] === true,
      json: values.json === true,
      dryRun,
      predict: values.predict === true,
      report: values.report,
      receipt: values.receipt,
      // A dry run uploads nothing: its sheet would never be written.
      credentials: generatePasswords && !dryRun ? values.credentials : undefined,
      generatePasswords,
      passwords,
      // Like the sheet: a dry run writes no letters.
      letters:
        values.letters !== undefined && !dryRun
          ? {
              file: values.letters,
              options: { ...lettersOptionsOf(values, io.env), changeRequired: passwords.changeRequired },
            }
          : undefined,
      notInFile: values['not-in-file'],
      lookAlikes,
      lookAlikeLines,
      derive,
      policy,
      split,
      deactivate: deactivate ? { max: maxDeactivate } : undefined,
      updateOnly,
    },
    connection: values,
    watch,
  };
}

/** --update-only's columns; refused without --overwrite, or naming a column that is not one. */
function updateColumnsOf(value: string | undefined, overwrite: boolean, t: Translator['t']): ChosenColumns {
  if (value === undefined) return null;
  if (!overwrite) throw new UsageError(t('cli.updateOnly.overwrite'));
  const parsed = parseUpdateColumns(value);
  const valid = UPDATE_COLUMNS.join(', ');
  if ('columns' in parsed) return new Set(parsed.columns);
  if (parsed.unknown.length === 0) throw new UsageError(t('cli.updateOnly.empty', { valid }));
  throw new UsageError(t('cli.updateOnly.unknown', { unknown: parsed.unknown.join(', '), valid }));
}
