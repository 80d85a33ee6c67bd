/**
 * An upload sent to the server while it is still being staged (`jobs.sendEarly`): the bytes
 * go out as the staging writes them (uploads/upload-tee.ts), so that checking and staging a
 * big file overlap the upload instead of coming before it. Nothing happens on the server
 * until a job is started with the file uuid (spec 4.1, 4.2), and only `jobs.start` does that,
 * with a staged upload that was finished:
 *
 * - a staging that is discarded (a line refused the file, a dry run's copy) cuts the body off
 *   before its end, so the server never holds a complete file of it, let alone a job;
 * - a staging finished and never started leaves an upload on the server that nothing uses,
 *   unless its body's end was held (`holdEnd`: a staging the CLI compares before it decides
 *   to send it): that body ends only when a job takes the upload, and is cut off otherwise;
 * - a job of one upload part starts with the early upload's file uuid (the runner waits for
 *   it); a job split into parts, or an early upload that failed (a server or proxy that
 *   refuses a body without Content-Length, say), sends its staged file as it always did.
 *
 * The staged file stays the job's own either way: a part sent again or a start again reads it.
 */
import type { ConnectionRef } from '../../../../shared/models/connection';
import type { ApiClient } from '../../api/api-client';
import type { UploadStaging } from '../../uploads/upload-staging';

export interface EarlyUpload {
  connection: ConnectionRef | undefined;
  owner: string | undefined;
  /** The file uuid the server gave, or null when the early upload did not complete. */
  fileUuid: Promise<string | null>;
  /** Bytes of the body the connection has taken so far. */
  sent: number;
  /** Told `sent` as it grows (the job that claimed it shows its upload's progress). */
  onProgress: ((sent: number) => void) | null;
  /** Stops the upload (a job that will not use it). */
  abort(): void;
}

export interface EarlyUploads {
  /**
   * Starts sending the staged upload `uploadId` (just begun, no byte yet) to the connection's
   * server; `holdEnd`: its body ends only when a job takes the upload (a staging compared first).
   */
  send(input: {
    uploadId: string;
    connection?: ConnectionRef | undefined;
    owner?: string | undefined;
    holdEnd?: boolean | undefined;
  }): void;
  /** The early upload of `uploadId` when it went to this connection for this caller; it is no longer held. */
  claim(uploadId: string, connection: ConnectionRef | undefined, owner: string | undefined): EarlyUpload | null;
  /** Stops every early upload no job claimed (core stops). */
  dispose(): void;
}

export function createEarlyUploads(deps: {
  uploads: UploadStaging;
  clientFor(connection?: ConnectionRef): Promise<{ client: ApiClient }>;
}): EarlyUploads {
  const held = new Map<string, EarlyUpload>();
  const same = (a: ConnectionRef | undefined, b: ConnectionRef | undefined) => JSON.stringify(a) === JSON.stringify(b);

  return {
    send({ uploadId, connection, owner, holdEnd }) {
      // Followed before anything else can happen: its first byte must not be missed.
      const follower = deps.uploads.follow(uploadId, owner, { holdEnd: holdEnd === true });
      const controller = new AbortController();
      const early: EarlyUpload = {
        connection,
        owner,
        fileUuid: Promise.resolve(null),
        sent: 0,
        onProgress: null,
        abort: () => controller.abort(),
      };
      early.fileUuid = (async (): Promise<string | null> => {
        try {
          const { client } = await deps.clientFor(connection);
          const sent = await client.uploadUsersCsv(
            { name: follower.fileName, content: { size: null, open: () => follower.bytes } },
            {
              signal: controller.signal,
              onProgress: (bytes) => {
                early.sent = bytes;
                early.onProgress?.(bytes);
              },
            },
          );
          return sent.fileUuid;
        } catch {
          // Discarded, refused or cut: the job (if one comes) sends its staged file itself.
          return null;
        } finally {
          follower.close();
        }
      })();
      held.set(uploadId, early);
      // One that came to nothing (its staging discarded) is not kept.
      void early.fileUuid.then((uuid) => {
        if (uuid === null && held.get(uploadId) === early) held.delete(uploadId);
      });
    },

    claim(uploadId, connection, owner) {
      const early = held.get(uploadId);
      if (!early) return null;
      held.delete(uploadId);
      if (same(early.connection, connection) && early.owner === owner) return early;
      early.abort();
      return null;
    },

    dispose() {
      for (const early of held.values()) early.abort();
      held.clear();
    },
  };
}
