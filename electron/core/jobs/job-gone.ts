import type { JobRecord } from '../../../shared/models/job';
import { AppError } from '../errors';
import type { JobContext } from './job-context';
import { GONE_MESSAGE } from './job-errors';
import type { UploadPasswords } from './passwords/upload-passwords';

/**
 * The server forgot the job: everything the app knew stays (counts, the report lines
 * fetched, the file, its passwords removed), the job is marked, and nothing asks the server
 * about it again. A job that was being watched can no longer finish: it goes to `error`.
 */
export async function markGone(
  ctx: JobContext,
  passwords: UploadPasswords,
  record: JobRecord,
  error: unknown,
  phase: JobRecord['phase'],
  fetchedLines?: number,
): Promise<void> {
  const note =
    fetchedLines === undefined
      ? ''
      : ` The report holds the ${fetchedLines} lines fetched before the server forgot the job.`;
  // The shells word it from the code and `fetchedLines` (shared/errors/wording.ts); the message is the English fallback.
  const details = {
    ...(error instanceof AppError ? error.details : {}),
    ...(fetchedLines === undefined ? {} : { fetchedLines }),
  };
  await ctx.update(
    record,
    {
      phase,
      rate: null,
      goneFromServerAt: ctx.clock.now(),
      error: {
        code: 'job-gone',
        message: `${GONE_MESSAGE}${note}`,
        details,
      },
    },
    true,
  );
  await passwords.release(record, true);
}
