/**
 * A job whose start was never confirmed (phase `unconfirmed`): `checkStart` looks at the
 * server's users (start-check.ts) and records what it found; `startAgain` sends the same
 * upload of the same job folder (the same passwords, never made anew) as the same job, and
 * only after a look found that nothing of it is on the server.
 */
import type { JobRecord, StartCheck } from '../../../shared/models/job';
import type { ConnectionRef } from '../../../shared/models/connection';
import type { ApiClient } from '../api/api-client';
import { AppError } from '../errors';
import type { JobContext } from './job-context';
import { currentPart } from './job-parts';
import type { UploadPasswords } from './passwords/upload-passwords';
import { checkStartOnServer } from './start-check';

export interface UnconfirmedStarts {
  /** Looks at the server's users for the logins of the unconfirmed part; records and answers the finding. */
  checkStart(record: JobRecord): Promise<StartCheck>;
  /** Sends the job's same upload again and starts it; refused unless the last check found nothing. */
  startAgain(record: JobRecord, launch: (client: ApiClient) => void): Promise<void>;
}

export function createUnconfirmedStarts(
  ctx: JobContext & {
    passwords: UploadPasswords;
    clientFor(connection: ConnectionRef): Promise<{ client: ApiClient }>;
    isActive(id: string): boolean;
  },
): UnconfirmedStarts {
  const refuse = (record: JobRecord, reason: 'not-unconfirmed' | 'not-checked') =>
    new AppError('cannot-resume', { id: record.id, reason });

  return {
    async checkStart(record) {
      const attempt = record.unconfirmed;
      if (record.phase !== 'unconfirmed' || !attempt) {
        throw refuse(record, 'not-unconfirmed');
      }
      if (ctx.isActive(record.id)) throw new AppError('job-active', { id: record.id, fileName: record.fileName });
      const { client } = await ctx.clientFor(record.connection);
      const k = currentPart(record);
      const check = await checkStartOnServer(client, ctx.store.folder(record.id).dir, record, k, ctx.clock.now());
      await ctx.update(record, { unconfirmed: { ...attempt, check } }, true);
      // It ran (or runs): the upload as sent will never be sent again.
      if (check.outcome === 'ran' || check.outcome === 'partial') await ctx.passwords.release(record);
      return check;
    },

    async startAgain(record, launch) {
      if (ctx.isActive(record.id)) throw new AppError('job-active', { id: record.id, fileName: record.fileName });
      if (record.phase !== 'unconfirmed' || record.unconfirmed?.check?.outcome !== 'not-ran') {
        throw refuse(record, 'not-checked');
      }
      const { client } = await ctx.clientFor(record.connection);
      // The part is sent as it was never sent: its upload again (the server's copy of the
      // first may be gone), then the start.
      await ctx.update(record, { phase: 'uploading', fileUuid: null, error: null, unconfirmed: null }, true);
      launch(client);
    },
  };
}
