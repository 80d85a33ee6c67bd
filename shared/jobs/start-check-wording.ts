import { formatDateTime } from '../i18n/format';
import type { Translator } from '../i18n/translator';
import type { JobRecord, StartAttempt, StartCheck } from '../models/job';

// A start that was not confirmed, worded the same in the window and the terminal (from the
// codes and numbers core keeps: shared/models/job.ts).

const GATEWAY = new Set([502, 503, 504]);

/** Why the start's answer is missing, as a clause. */
export function describeStartCause(cause: StartAttempt['cause'], { t }: Translator): string {
  const params = cause.params ?? {};
  if (cause.code === 'interrupted') return t('startCheck.cause.stopped');
  if (cause.code === 'timeout' && typeof params.ms === 'number')
    return t('startCheck.cause.timeout', { seconds: Math.round(params.ms / 1000) });
  if (cause.code === 'http-status' && GATEWAY.has(Number(params.status)))
    return t('startCheck.cause.gateway', { status: Number(params.status) });
  if (cause.code === 'unreachable' && params.reason === 'connection-closed') return t('startCheck.cause.dropped');
  return t('startCheck.cause.other', { code: cause.code });
}

/** What is known of the start: the file (and part), when it was sent, why its answer is missing. */
export function describeUnconfirmed(job: JobRecord, translator: Translator): string {
  const attempt = job.unconfirmed;
  if (!attempt) return '';
  const { t, language } = translator;
  const common = {
    file: job.fileName,
    when: formatDateTime(language, attempt.at),
    cause: describeStartCause(attempt.cause, translator),
  };
  const k = job.parts.findIndex((part) => part.phase !== 'finished');
  if (job.parts[k]?.source === 'leavers') return t('startCheck.factsLeavers', common);
  return job.parts.length > 1 && k > 0
    ? t('startCheck.factsPart', { ...common, part: k + 1, parts: job.parts.length })
    : t('startCheck.facts', common);
}

/**
 * Whether the start not confirmed is the one of the part that deactivates the users not in
 * the file: its check reads their `activated` state, and starting again sends them again.
 */
export function isLeaversStart(job: Pick<JobRecord, 'parts' | 'phase'>): boolean {
  if (job.phase !== 'unconfirmed') return false;
  return job.parts.find((part) => part.phase !== 'finished')?.source === 'leavers';
}

/** What a look at the server's users found, as one or two sentences. */
export function describeStartCheck(check: StartCheck, { t }: Translator): string {
  const counts = { found: check.found, of: check.of };
  if (check.basis === 'leavers') {
    const outcome = { ran: 'ran', 'not-ran': 'notRan', partial: 'partial', unknown: 'unknown' } as const;
    return t(`startCheck.found.${outcome[check.outcome]}.leavers`, counts);
  }
  const predicted = check.basis === 'predicted-new';
  switch (check.outcome) {
    case 'ran':
      return predicted
        ? t('startCheck.found.ran.predicted', counts)
        : `${t('startCheck.found.ran', counts)} ${t('startCheck.basis.file')}`;
    case 'not-ran':
      return predicted ? t('startCheck.found.notRan.predicted', counts) : t('startCheck.found.notRan');
    case 'partial':
      return predicted
        ? t('startCheck.found.partial.predicted', counts)
        : `${t('startCheck.found.partial', counts)} ${t('startCheck.basis.file')}`;
    case 'unknown':
      return t('startCheck.found.unknown');
  }
}

/**
 * For a start the server refused (nothing of the part imported): the parts before it that
 * were, or null for the first part.
 */
export function describeNotStartedParts(job: JobRecord, { t }: Translator): string | null {
  const notStarted = job.error?.details?.notStarted as { part?: number; parts?: number; imported?: number } | undefined;
  if (!notStarted?.imported || !notStarted.part || !notStarted.parts) return null;
  return t('startCheck.notStartedParts', {
    count: notStarted.imported,
    parts: notStarted.parts,
    part: notStarted.part,
  });
}
