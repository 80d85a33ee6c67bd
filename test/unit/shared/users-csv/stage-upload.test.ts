import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_MAX_BYTES } from '../../../../shared/ipc';
import { stageUpload, type UploadStagingPort } from '../../../../shared/users-csv/stage-upload';

/** A port that records every call, and can refuse the n-th append. */
function recordingPort(failAppend = -1) {
  const calls: string[] = [];
  let appends = 0;
  const port: UploadStagingPort = {
    begin: async ({ fileName }) => {
      calls.push(`begin ${fileName}`);
      return { uploadId: 'u1' };
    },
    append: async ({ offset, bytes }) => {
      if (appends++ === failAppend) throw new Error('chunk refused');
      calls.push(`append ${offset}+${bytes.byteLength}`);
      return { receivedBytes: offset + bytes.byteLength };
    },
    finish: async ({ uploadId, lineMap }) => {
      calls.push(`finish ${lineMap.length}`);
      return { uploadId, records: lineMap.length, bytes: 0 };
    },
    discard: async () => {
      calls.push('discard');
    },
  };
  return { port, calls };
}

describe('stageUpload', () => {
  it('appends at running offsets and finishes with the line map', async () => {
    const { port, calls } = recordingPort();
    const staged = await stageUpload(port, 'a.csv', async (append) => {
      await append(new Uint8Array(3));
      await append(new Uint8Array(5));
      return { lineMap: Uint32Array.of(2, 3), result: 'ok' };
    });
    expect(calls).toEqual(['begin a.csv', 'append 0+3', 'append 3+5', 'finish 2']);
    expect(staged).toMatchObject({ uploadId: 'u1', records: 2, result: 'ok' });
  });

  it('cuts a piece larger than a chunk into chunks', async () => {
    const { port, calls } = recordingPort();
    await stageUpload(port, 'big.csv', async (append) => {
      await append(new Uint8Array(UPLOAD_CHUNK_MAX_BYTES + 1));
      return { lineMap: new Uint32Array(0), result: null };
    });
    expect(calls.slice(1, 3)).toEqual([`append 0+${UPLOAD_CHUNK_MAX_BYTES}`, `append ${UPLOAD_CHUNK_MAX_BYTES}+1`]);
  });

  it('discards when the writer returns no line map', async () => {
    const { port, calls } = recordingPort();
    const staged = await stageUpload(port, 'a.csv', async () => ({ lineMap: null, result: 7 }));
    expect(calls).toEqual(['begin a.csv', 'discard']);
    expect(staged.uploadId).toBeNull();
    expect(staged.result).toBe(7);
  });

  it('discards and rethrows when a chunk is refused', async () => {
    const { port, calls } = recordingPort(1);
    await expect(
      stageUpload(port, 'a.csv', async (append) => {
        await append(new Uint8Array(1));
        await append(new Uint8Array(1));
        return { lineMap: new Uint32Array(0), result: null };
      }),
    ).rejects.toThrow('chunk refused');
    expect(calls).toEqual(['begin a.csv', 'append 0+1', 'discard']);
  });
});
