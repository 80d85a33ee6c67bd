/**
 * A job's error as people read it: the stage of the run it stopped (the upload, watching, the
 * report...) said around the cause's own wording (shared/errors/wording.ts). Core keeps only
 * the code, its details and the stage (electron/core/jobs/job-errors.ts).
 */
import { profileLabel } from '../connections/profile-label';
import { describeError } from '../errors/wording';
import type { Audience } from '../errors/wording';
import { formatDateTime } from '../i18n/format';
import type { Translator } from '../i18n/translator';
import { englishTranslator } from '../errors/server-explanation';
import type { JobError, JobRecord } from '../models/job';

/** Codes whose own wording already says what to add before resuming. */
const SAYS_WHAT_TO_ADD = new Set(['no-profile', 'no-token', 'no-connection']);

export function describeJobError(
  job: Pick<JobRecord, 'profileName'> & { error: JobError },
  audience: Audience,
  translator: Translator = englishTranslator(),
): string {
  const { error } = job;
  const { t } = translator;
  const cause = describeError(error, audience, translator);
  switch (error.stage) {
    case 'upload':
      return t('jobError.upload', { cause });
    case 'start-refused':
      // A part after the first: the parts before it were imported (the shells add which).
      return notStartedPart(error)
        ? t('jobError.startRefused', { cause, ...notStartedPart(error) })
        : t('jobError.startRefused.nothing', { cause });
    case 'outage':
      return t('jobError.outage', {
        cause,
        since: error.since === undefined ? '?' : formatDateTime(translator.language, error.since),
      });
    case 'watch':
      return t('jobError.watch', { cause });
    case 'report':
      return t('jobError.report', { cause });
    case 'reconnect':
      return SAYS_WHAT_TO_ADD.has(error.code)
        ? t('jobError.reconnect.add', { cause })
        : t('jobError.reconnect', {
            cause,
            // In a terminal the stored name, which --profile takes; in the app the worded one.
            profile: audience === 'app' ? profileLabel(job.profileName, t) : job.profileName,
          });
    default:
      return cause;
  }
}

/** The part a refused start was of, when parts before it were imported. */
function notStartedPart(error: JobError): { part: number; parts: number } | null {
  const notStarted = error.details?.notStarted as { part?: unknown; parts?: unknown; imported?: unknown } | undefined;
  const { part, parts, imported } = notStarted ?? {};
  return typeof part === 'number' && typeof parts === 'number' && typeof imported === 'number' && imported > 0
    ? { part, parts }
    : null;
}
