/**
 * `import-users --deactivate-not-in-file`: the users the comparison found that the file does
 * not name, and the job's `deactivate` within the brake (shared/jobs/deactivation-brake.ts).
 */
import type { DryRunResult } from '../../../shared/models/dry-run';
import { deactivationAllowed, deactivationBrake } from '../../../shared/jobs/deactivation-brake';
import type { CliIo } from '../io';
import type { ImportOptions } from './import-options';
import type { ImportOutput } from './import-output';
import { IMPORT_EXIT } from './job-outcome';

/** What a comparison found of the users the file does not name. */
export interface Leavers {
  dryRunId: string;
  count: number;
  serverUsers: number;
}

export function leaversOf(dryRunId: string, result: DryRunResult): Leavers {
  const comparison = result.comparison;
  return { dryRunId, count: comparison?.notInFile?.count ?? 0, serverUsers: comparison?.serverUsers ?? 0 };
}

/**
 * The job's `deactivate`, said before the import; undefined when the file names everyone;
 * exit 1 above the brake without --max-deactivate of at least the count (nothing uploaded).
 */
export function deactivation(
  out: ImportOutput,
  io: CliIo,
  asked: ImportOptions['deactivate'],
  leavers: Leavers,
): { dryRunId: string; confirm?: number } | undefined | number {
  const { t } = out.translator;
  const { count, serverUsers } = leavers;
  if (count === 0) {
    out.say(t('cli.deactivate.none'));
    return undefined;
  }
  const max = asked?.max;
  const confirmed = max !== undefined && count <= max ? count : undefined;
  if (!deactivationAllowed(count, serverUsers, confirmed)) {
    const brake = deactivationBrake(serverUsers);
    io.stderr.write(`mdm-admin import-users: ${t('cli.deactivate.brake', { count, brake, users: serverUsers })}\n`);
    return IMPORT_EXIT.invalid;
  }
  out.say(t('cli.deactivate.planned', { count }));
  return { dryRunId: leavers.dryRunId, ...(confirmed !== undefined ? { confirm: confirmed } : {}) };
}
