import { describe, expect, it } from 'vitest';
import { stageWorkerUpload } from '../../../../../renderer/features/import/stage-worker-upload';
import { CsvWorkerClient } from '../../../../../renderer/workers/csv-worker-client';
import type { UploadStagingPort } from '../../../../../shared/users-csv/stage-upload';
import { inProcessWorker } from '../../in-process-worker';

/** Core's staging as a record of calls; `refuseAppend` makes the first append fail. */
function stagingPort(refuseAppend = false) {
  const calls: string[] = [];
  const bytes: number[] = [];
  const port: UploadStagingPort = {
    begin: async () => (calls.push('begin'), { uploadId: 'up' }),
    append: async ({ offset, bytes: chunk }) => {
      calls.push(`append@${offset}`);
      if (refuseAppend) throw new Error('The disk is full.');
      bytes.push(...chunk);
    },
    finish: async ({ lineMap, leftOut }) => (
      calls.push(`finish:${lineMap.join(',')}${leftOut ? ` leftOut:${leftOut.lines.join(',')}` : ''}`),
      { uploadId: 'up', records: 1, bytes: 0 }
    ),
    discard: async () => void calls.push('discard'),
  };
  return { port, calls, bytes };
}

/** A client whose worker has read `text`. */
async function readClient(text: string): Promise<CsvWorkerClient> {
  let read = () => undefined as void;
  const done = new Promise<void>((resolve) => (read = resolve));
  const client = new CsvWorkerClient({
    onNews: (event) => event.type === 'done' && read(),
    stoppedMessage: (reason) => reason,
    createPort: inProcessWorker,
  });
  client.send({ type: 'open', file: new Blob([text]), fileName: 'a.csv', encoding: 'auto', separator: 'auto' }, true);
  await done;
  return client;
}

describe('stageWorkerUpload', () => {
  it('stages the file the worker writes, chunk by chunk, and finishes with its line map', async () => {
    const client = await readClient('name,email,givenName,surName,password\nanna,anna@x.de,A,B,Geheim-2026!\n');
    const { port, calls, bytes } = stagingPort();
    const staged = await stageWorkerUpload(client, { separator: 'COMMA', validOnly: false }, 'a.csv', port);
    expect(staged).toMatchObject({ uploadId: 'up', result: { type: 'uploadDone', excludedRows: 0 } });
    expect(calls).toEqual(['begin', 'append@0', 'finish:2']);
    expect(new TextDecoder().decode(new Uint8Array(bytes))).toBe(
      'name,email,givenName,surName,password\r\nanna,anna@x.de,A,B,Geheim-2026!\r\n',
    );
  });

  it('finishes with the lines the comparison left out, for the job report', async () => {
    const client = await readClient(
      'name,email,givenName,surName,password\nanna,anna@x.de,A,B,Geheim-2026!\nben,ben@x.de,Ben,C,Geheim-2026!\n',
    );
    client.send({ type: 'leaveOut', overwrite: false, lines: Uint32Array.from([3]), reasons: Uint8Array.from([0]) });
    const { port, calls } = stagingPort();
    await stageWorkerUpload(client, { separator: 'COMMA', validOnly: false }, 'a.csv', port);
    expect(calls).toEqual(['begin', 'append@0', 'finish:2 leftOut:3']);
  });

  it('discards the staged upload when a chunk is refused, and says why', async () => {
    const client = await readClient('name,email,givenName,surName,password\nanna,anna@x.de,A,B,Geheim-2026!\n');
    const { port, calls } = stagingPort(true);
    await expect(stageWorkerUpload(client, { separator: 'COMMA', validOnly: false }, 'a.csv', port)).rejects.toThrow(
      'The disk is full.',
    );
    expect(calls).toEqual(['begin', 'append@0', 'discard']);
  });
});
