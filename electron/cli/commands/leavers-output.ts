/**
 * What deactivating the users not in the file came to (a job's leavers part), for
 * `import-users --deactivate-not-in-file`: the counts of what reading them back found, then
 * every user that is not deactivated, each with why (`--json`: the same as data).
 */
import { leaverCounts, leaversPart } from '../../../shared/models/job';
import type { JobRecord, LeaverOutcome } from '../../../shared/models/job';
import type { Translator } from '../../../shared/i18n/translator';

/** The summary line's counts, worded. */
export function leaverSummary(job: JobRecord, { t }: Translator): string | null {
  const part = leaversPart(job);
  if (!part) return null;
  const counts = leaverCounts(part);
  return t('deactivate.summary', {
    deactivated: counts.deactivated,
    stillActive: counts['still-active'],
    notFound: counts['not-found'],
    unchecked: counts.unchecked,
  });
}

/** The lines to print: the counts, then each user not deactivated with why. */
export function leaverLines(job: JobRecord, translator: Translator): string[] {
  const summary = leaverSummary(job, translator);
  if (summary === null) return [];
  const { t } = translator;
  const lines = [t('cli.deactivate.outcome', { summary })];
  for (const leaver of leaversPart(job)!.leavers ?? []) {
    if (leaver.outcome === 'deactivated') continue;
    lines.push(t('cli.deactivate.user', { name: leaver.name, outcome: outcomeText(leaver.outcome, translator) }));
  }
  return lines;
}

export function outcomeText(outcome: LeaverOutcome | null, { t }: Translator): string {
  return t(`deactivate.outcome.${outcome ?? 'unchecked'}`);
}

/** `--json`'s `deactivation`: the counts, and each user with its outcome (`unchecked` for none). */
export function leaversJson(job: JobRecord): Record<string, unknown> {
  const part = leaversPart(job);
  if (!part) return {};
  const counts = leaverCounts(part);
  return {
    deactivation: {
      deactivated: counts.deactivated,
      stillActive: counts['still-active'],
      notFound: counts['not-found'],
      unchecked: counts.unchecked,
      users: (part.leavers ?? []).map((l) => ({ name: l.name, outcome: l.outcome ?? 'unchecked' })),
    },
  };
}
