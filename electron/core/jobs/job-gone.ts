import type { JobRecord } from '../../../shared/models/job';
import { AppError } from '../errors';
import type { JobContext } from './job-context';
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
  // The shells word it from the code and `fetchedLines` (shared/errors/wording.ts).
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
      error: { code: 'job-gone', details },
    },
    true,
  );
  await passwords.release(record, true);
}
