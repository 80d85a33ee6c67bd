import { describeError } from '../../shared/errors/wording';
import type { Audience, ErrorLike } from '../../shared/errors/wording';

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
