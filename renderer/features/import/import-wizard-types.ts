import type { StoreApi } from 'zustand';
import type { JobRecord, StartCheck } from '../../../shared/models/job';
import type { OrganizationPolicy } from '../../../shared/models/organization-policy';
import type { PredictedStatus } from '../../../shared/models/dry-run';
import type { ComparedField, DryRunComparison } from '../../../shared/models/dry-run-comparison';
import type {
  ColumnMapping,
  ColumnMatch,
  Detection,
  EncodingChoice,
  RowView,
  SeparatorChoice,
  Summary,
  TargetColumn,
} from '../../../shared/users-csv';
import type { Credential } from '../../../shared/users-csv/generated-passwords';
import type { PasswordStyle } from '../../../shared/users-csv/password-generator';
import type { PhoneCountry } from '../../../shared/users-csv/phone-repair';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import type { CsvWorkerClient } from '../../workers/csv-worker-client';

export type WizardStep = 'file' | 'check' | 'options';
export type ReadPhase = 'idle' | 'reading' | 'done' | 'cancelled' | 'failed';
/** What happens to rows with errors: left out, block the start, or sent for the server to judge. */
export type ErrorPolicy = 'valid-only' | 'stop' | 'all';
/** Which rows of an earlier job were loaded: its failed rows, or the lines an aborted job never reached. */
export type RetryKind = 'failed' | 'unreached';
/** The safe choice, set again for every file: nothing is sent while errors remain. */
export const SAFE_ERROR_POLICY: ErrorPolicy = 'stop';

export interface WizardOptions {
  overwrite: boolean;
  roles: string[];
  separator: 'COMMA' | 'SEMICOLON';
  errorPolicy: ErrorPolicy;
  /** Blank password cells get a generated password (and the administrator a credential sheet). */
  generatePasswords: boolean;
  /** How generated passwords look: strong (adults) or pupil (read aloud, typed on a tablet). */
  passwordStyle: PasswordStyle;
  /** The users with a generated password must choose a new one at their first sign-in. */
  passwordChangeRequired: boolean;
  /** Import as several jobs of at most this many lines (null: one job). */
  splitLines: number | null;
  /** After the file, deactivate the users it does not name (a last part of the job; never deleted). */
  deactivateNotInFile: boolean;
  /** The number typed to confirm a deactivation above the brake (null: none typed). */
  deactivateConfirm: number | null;
  /**
   * With overwrite: the columns whose changes are not worth an update (unticked in the Changes
   * view; none: every column counts). A user whose changes are all in them is left out, its
   * password kept (shared/users-csv/update-columns.ts).
   */
  notForUpdate: ComparedField[];
}

/** The dry run of the file against the connected server. */
export interface PredictionState {
  phase: 'idle' | 'running' | 'done' | 'failed' | 'cancelled';
  checked: number;
  total: number;
  error: string | null;
  /** The staged upload the dry run ran on: the job keeps its prediction when the rows are unchanged since. */
  dryRunId: string | null;
  /** While the organization's users are read for the comparison: so far, of the server's count. */
  users: { read: number; total: number | null } | null;
  /** The finished dry run's comparison with the organization's users (the Changes view). */
  comparison: PredictionComparison | null;
  /**
   * The connection and id column the finished dry run compared with, and whether it compared
   * the rows with errors too ("upload every row"): another of any makes it no longer current.
   */
  against: { profileId: string | null; idColumn: IdColumn; withErrors?: boolean } | null;
}

/** A dry run's comparison as the Changes view reads it, with what finds each line's row. */
export interface PredictionComparison extends DryRunComparison {
  /** The dry run's upload: the not-in-file list is exported from it. */
  uploadId: string;
  /** lineMap[record]: the administrator's line of upload record `record`. */
  lineMap: Uint32Array;
  /** The rows the dry run's staging left out for errors: record r is the r-th row not among them. */
  errorRows: Int32Array;
  /**
   * The lines with errors the dry run compared all the same ("upload every row"), ascending:
   * the job's kept prediction says FAILED for them, as the grid does (the server judges them).
   */
  failedLines?: Uint32Array;
}

/**
 * The one-time credential sheet: the generated passwords with their users, until saved or
 * printed (then `credentials` is emptied: the page keeps no copy).
 */
export interface CredentialSheet {
  credentials: Credential[];
  count: number;
  saved: boolean;
}

export interface ReadProgress {
  bytesRead: number;
  totalBytes: number;
  records: number;
  errors: number;
  warnings: number;
}

/** A file waiting for the administrator's word before it replaces the edited one (null file: "Other file"). */
export interface PendingReplace {
  file: File | null;
  retryOf: string | null;
  retryKind: RetryKind | null;
}

/** The file and its reading: what the worker read, the mapping, the rows the grid has seen, hand fixes. */
export interface ReadingSlice {
  step: WizardStep;
  file: File | null;
  phase: ReadPhase;
  error: string | null;
  progress: ReadProgress;
  detection: Detection | null;
  encoding: EncodingChoice;
  separator: SeparatorChoice;
  /** The columns: the file's (`fileColumns` of them), then those derived from the naming patterns. */
  header: string[];
  matches: ColumnMatch[];
  mapping: ColumnMapping;
  fileColumns: number;
  /** True when the mapping came from an earlier import of the same header set. */
  mappingRemembered: boolean;
  summary: Summary | null;
  /** Rows the grid has seen, by index; `rowsVersion` changes whenever it does. */
  rows: Map<number, RowView>;
  rowsVersion: number;
  /** Where the wizard came from when it was loaded with a job's rows: its failed rows, or the lines it never reached. */
  retryOf: string | null;
  retryKind: RetryKind | null;
  /** True once a value was fixed by hand (or by a bulk fix): replacing the file then asks first. */
  edited: boolean;
  pendingReplace: PendingReplace | null;

  /** Starts the worker ahead of the drop, so that its start-up is not in the way of the first rows. */
  prewarm(): void;
  openFile(file: File, retryOf?: string | null, retryKind?: RetryKind | null): void;
  /** Opens a file, or (file null) goes back to choosing one; asks first when the current file has fixes. */
  replaceFile(file: File | null, retryOf?: string | null, retryKind?: RetryKind | null): void;
  confirmReplace(): void;
  keepFixes(): void;
  reread(encoding: EncodingChoice, separator: SeparatorChoice): void;
  cancel(): void;
  setTarget(column: number, target: TargetColumn | null): void;
  requestRows(indexes: number[]): void;
  editCell(index: number, column: number, value: string): void;
  fixAll(rule: 'whitespace' | 'phone'): void;
  setStep(step: WizardStep): void;
  reset(): void;
}

/** The dry run: every row's predicted outcome from the server's user lookup. */
export interface PredictionSlice {
  prediction: PredictionState;
  /** The dry run: every row's predicted outcome from the server's user lookup (nothing is uploaded). */
  predict(): Promise<void>;
  cancelPrediction(): void;
  /** Rows predicted to end with this status (for the grid's filter). */
  predictedRows(status: PredictedStatus): Promise<Int32Array>;
}

/** The password policy the rows are checked against, and the sheet of generated passwords. */
export interface CredentialSheetSlice {
  /** The password policy the rows are checked against (the connection's), once known. */
  policy: OrganizationPolicy | null;
  sheet: CredentialSheet | null;
  /** Reads the connection's password policy and checks every row against it. */
  loadPolicy(): Promise<void>;
  /** Generates the passwords of the blank cells and keeps the sheet until it is saved or printed. */
  makeSheet(): Promise<void>;
  /** The sheet was saved or printed: the page drops its copy. */
  sheetSaved(): void;
}

/** The options, the upload and start, and following the job until the server has it. */
export interface SendingSlice {
  options: WizardOptions;
  /** The job this file was sent as, until the server confirms it: the file and its fixes stay meanwhile. */
  sentJobId: string | null;
  /** Set when that job's upload failed before the server had a job: the file and fixes are kept for "Retry upload". */
  uploadFailed: { jobId: string } | null;
  /**
   * Set when that job's start was sent but its answer never came (phase `unconfirmed`): the
   * server may have the job, so there is no plain retry. The wizard checks the server's users
   * at once; only a finding of none offers "Start again" (the same upload, in core).
   */
  unconfirmedStart: UnconfirmedStartState | null;
  setOptions(options: Partial<WizardOptions>): void;
  /** Looks at the server's users for the unconfirmed job's logins (jobs.checkStart). */
  checkStart(): Promise<void>;
  /** After a check found none of them: core sends the same upload again as the same job. */
  startAgain(): Promise<void>;
  /**
   * Compares the rows with the organization's users where no comparison is current
   * (compare-first.ts), then hands the upload to core chunk by chunk (uploads.*) without the
   * lines the comparison leaves out, and starts the import job. Null: nothing was sent, the
   * comparison asks the administrator first (look-alike lines to decide, a deactivation to
   * confirm, the credential sheet to make again).
   */
  start(): Promise<JobRecord | null>;
  /** The job started from this file: kept until the server confirms it (see uploadFailed). */
  markSent(jobId: string): void;
  /** After a failed upload: back to the options, file and fixes as they were, to start again. */
  retryUpload(): void;
}

/** The wizard's view of a job whose start was not confirmed. */
export interface UnconfirmedStartState {
  jobId: string;
  /** A check (or a start again) is under way. */
  busy: boolean;
  /** The last finding (also kept in the job record). */
  check: StartCheck | null;
  /** Why the last check or start again failed, as core answered it. */
  error: { code: string; message: string; details?: Record<string, unknown> } | null;
}

/** How names and e-mails the file lacks or leaves blank are built ('' : not built), and the phone fix's country. */
export interface NamingSettings {
  namePattern: string;
  emailPattern: string;
  phoneCountry: PhoneCountry | null;
}

/** The naming patterns and the phone fix's country; the login names the server holds for others. */
export interface NamingSlice {
  naming: NamingSettings;
  /** Login names taken on the server by someone else: derived names avoid them (null: not known). */
  takenNames: string[] | null;
  /** The server's accounts of the file's keys (the school's IDs): those people keep their login. */
  keptAccounts: { key: string; name: string; email: string }[] | null;
  setNaming(naming: Partial<NamingSettings>): void;
  /** Takes the active connection's naming scheme when no pattern is chosen yet. */
  takeConnectionScheme(): void;
  setTakenNames(takenNames: string[] | null): void;
  /**
   * Asks the server which derived login names someone else holds (once per file, connection,
   * pattern and mapping) and has the worker avoid them.
   */
  checkTakenNames(): Promise<void>;
}

export type ImportWizardState = ReadingSlice & PredictionSlice & CredentialSheetSlice & SendingSlice & NamingSlice;

/** What every slice shares: the store's set and get, and the one CSV worker. */
export interface WizardContext {
  set: StoreApi<ImportWizardState>['setState'];
  get: () => ImportWizardState;
  worker: CsvWorkerClient;
  /** Tells the worker the password policy and whether blank passwords are generated. */
  sendSettings(): void;
}
