import { PREDICTED_STATUSES } from '../../../shared/models/dry-run';
import type { PredictedCounts } from '../../../shared/models/dry-run';
import type { Translate } from '../../../shared/i18n/translator';
import { passwordRules } from '../../../shared/users-csv/password-policy';
import type { PasswordPolicy } from '../../../shared/users-csv/password-policy';

/** "Predicted: 50 new, 10 skipped, 0 overwritten, 5 failing", in the app's language. */
export function predictedCountsText(counts: PredictedCounts, t: Translate): string {
  const parts = PREDICTED_STATUSES.map((status) => t(`predict.count.${status}`, { count: counts[status] }));
  return t('predict.summary', { counts: parts.join(', ') });
}

/** The policy in a few words ("at least 10 characters, 1 digit, 1 symbol"), in the app's language. */
export function passwordPolicyText(policy: PasswordPolicy, t: Translate): string {
  const r = passwordRules(policy);
  const parts: string[] = [];
  if (r.min > 0) parts.push(t('passwordPolicy.rule.min', { count: r.min }));
  if (r.max !== Infinity) parts.push(t('passwordPolicy.rule.max', { count: r.max }));
  if (r.digits) parts.push(t('passwordPolicy.rule.digits', { count: r.digits }));
  if (r.lower) parts.push(t('passwordPolicy.rule.lower', { count: r.lower }));
  if (r.upper) parts.push(t('passwordPolicy.rule.upper', { count: r.upper }));
  if (r.symbols) parts.push(t('passwordPolicy.rule.symbols', { count: r.symbols }));
  if (!r.allowSimple) parts.push(t('passwordPolicy.rule.notName'));
  return parts.length > 0 ? parts.join(', ') : t('passwordPolicy.rule.none');
}
