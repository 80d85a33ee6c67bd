/** One run of `mdm-admin import-users`: what each of its steps needs (import-users.ts). */
import type { DryRunResult } from '../../../shared/models/dry-run';
import type { Core, ResolvedConnection } from '../../core/index';
import type { CliIo } from '../io';
import type { Leavers } from './import-deactivation';
import type { ImportOptions } from './import-options';
import type { ImportOutput } from './import-output';
import type { UploadPlan } from './import-plan';
import type { NotInFileList } from './not-in-file';
import type { PasswordFiles } from './password-files';

export interface ImportRun {
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
  /** How the file's lines met the organization's users before sending (import-plan.ts). */
  matching?: UploadPlan['matching'];
  /** The comparison of the upload to start (its first staging, sent as it is): --predict's prediction. */
  compared?: DryRunResult;
  /** --deactivate-not-in-file: the comparison of the whole file that found the users it does not name. */
  leavers?: Leavers;
  /** Every line of the file left out: the job is the leavers' part alone. */
  leaversOnly?: boolean;
}
