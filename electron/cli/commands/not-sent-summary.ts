import type { Translator } from '../../../shared/i18n/translator';
import type { PlanJson } from './import-output';

/**
 * "3 lines of the file were not sent: 1 unchanged, 2 kept as they are (--update-only)." after
 * a job's counts, which are of the lines sent: the plan's left-out lines, counted by reason
 * (each reason's lines were listed before the upload). Undefined when every line was sent.
 */
export function notSentSummary(plan: PlanJson | undefined, t: Translator['t']): string | undefined {
  if (!plan) return undefined;
  const parts = [
    plan.unchanged > 0 ? t('cli.notSent.unchanged', { count: plan.unchanged }) : '',
    plan.skipped > 0 ? t('cli.notSent.skipped', { count: plan.skipped }) : '',
    plan.stopped > 0 ? t('cli.notSent.stopped', { count: plan.stopped }) : '',
    plan.kept > 0 ? t('cli.notSent.kept', { count: plan.kept }) : '',
  ].filter((part) => part !== '');
  const count = plan.unchanged + plan.skipped + plan.stopped + plan.kept;
  return count > 0 ? t('cli.notSent.summary', { count, parts: parts.join(', ') }) : undefined;
}
