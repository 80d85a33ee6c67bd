import { describeError } from '../../shared/errors/wording';
import type { Audience, ErrorLike } from '../../shared/errors/wording';
import { describeJobError } from '../../shared/jobs/job-error-wording';
import type { JobError } from '../../shared/models/job';

/**
 * Core says an error as a code and parameters; a shell words it. For `toSatisfy`: whether the
 * error, worded as the shell does it (English, the app by default), is the sentence expected
 * (a string: all of it; a pattern: somewhere in it).
 */
export const worded =
  (expected: string | RegExp, audience: Audience = 'app') =>
  (error: unknown): boolean => {
    const text = describeError(error as ErrorLike, audience);
    return typeof expected === 'string' ? text === expected : expected.test(text);
  };

/** The English the app shows for an error. */
export const wordingOf = (error: unknown, audience: Audience = 'app'): string =>
  describeError(error as ErrorLike, audience);

/** The English the CLI prints for a job's error (its stage around the cause), or '' without one. */
export const jobErrorText = (job: { profileName: string; error: JobError | null } | undefined): string =>
  job?.error ? describeJobError({ profileName: job.profileName, error: job.error }, 'cli') : '';
