import { describe, expect, it } from 'vitest';
import { transferablesOf } from '../../../../shared/users-csv/csv-session-protocol';

describe('transferablesOf', () => {
  it("moves the upload's chunks and line map to the page, and nothing else", () => {
    const bytes = new Uint8Array(8);
    const lineMap = new Uint32Array(2);
    expect(transferablesOf({ type: 'uploadChunk', requestId: 1, bytes })).toEqual([bytes.buffer]);
    expect(
      transferablesOf({
        type: 'uploadDone',
        requestId: 1,
        fileName: 'u.upload.csv',
        lineMap,
        excludedRows: 0,
        uploadRows: 2,
        flattenedValues: 0,
      }),
    ).toEqual([lineMap.buffer]);
    expect(transferablesOf({ type: 'cancelled' })).toEqual([]);
  });
});
