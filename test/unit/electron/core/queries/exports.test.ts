import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../../../electron/core/events';
import { createFileStore } from '../../../../../electron/core/files/file-store';
import { createExports } from '../../../../../electron/core/queries/exports';
import { DEVICE_FIELDS } from '../../../../../shared/api/fields/index';
import type { ExportProgress } from '../../../../../shared/models/query';
import { readExported } from '../../../../helpers/exported-file';
import { tempDir } from '../../../../helpers/temp-dir';

function setup() {
  const events = createEventBus();
  const dataDir = tempDir();
  const seen: { payload: ExportProgress; to: string | undefined }[] = [];
  events.subscribe((event, payload, to) => {
    if (event === 'export.progress') seen.push({ payload: payload as ExportProgress, to });
  });
  return { dataDir, seen, exports: createExports(events, createFileStore(dataDir), 2) };
}

/** Five records served two per page, with a count, or held open until released. */
const records = Array.from({ length: 5 }, (_, i) => ({ name: `d${i}`, note: i === 0 ? '=1+1' : 'ok' }));
const page = async (offset: number, limit: number) => ({ total: 5, results: records.slice(offset, offset + limit) });

describe('exports', () => {
  it('streams every page into a file, tells its owner alone, and hands over the file, never its content', async () => {
    const { exports, seen, dataDir } = setup();
    const { done } = exports.start({ fileName: 'devices.csv', columns: ['name', 'note'], page }, 'web:1');
    const last = await done;
    expect(seen.every((e) => e.to === 'web:1')).toBe(true);
    expect(seen.map((e) => [e.payload.state, e.payload.done])).toEqual([
      ['running', 0],
      ['running', 2],
      ['running', 4],
      ['finished', 5],
    ]);
    expect(last.file).toMatchObject({ fileName: 'devices.csv', mimeType: 'text/csv' });
    expect(last.file).not.toHaveProperty('content');
    expect(await readExported(dataDir, last.file!)).toBe(
      "name,note\r\nd0,'=1+1\r\nd1,ok\r\nd2,ok\r\nd3,ok\r\nd4,ok\r\n",
    );
  });

  it('writes semicolons and a BOM when the format asks for them (German Excel)', async () => {
    const { exports, dataDir } = setup();
    const { done } = exports.start(
      { fileName: 'devices.csv', columns: ['name', 'note'], format: { separator: 'SEMICOLON', bom: true }, page },
      'web:1',
    );
    const last = await done;
    expect(await readExported(dataDir, last.file!)).toBe(
      "\uFEFFname;note\r\nd0;'=1+1\r\nd1;ok\r\nd2;ok\r\nd3;ok\r\nd4;ok\r\n",
    );
  });

  it('only its owner can cancel an export; a caller that goes away has its exports cancelled', async () => {
    const { exports } = setup();
    let release = () => {};
    const held = (_o: number, _l: number, signal: AbortSignal) =>
      new Promise<never>((_resolve, reject) => {
        release = () => reject(new Error('released'));
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const first = exports.start({ fileName: 'a.csv', columns: [], page: held }, 'web:1');
    expect(() => exports.cancel(first.exportId, 'web:2')).toThrow(
      expect.objectContaining({ code: 'not-found', details: { what: 'export', exportId: first.exportId } }),
    );
    exports.cancelCaller('web:2');
    exports.cancelCaller('web:1');
    expect((await first.done).state).toBe('cancelled');
    release();
  });
});

describe('exports by the field registry', () => {
  it('writes loanUntil and lastConnectionDate as ISO 8601 dates', async () => {
    const { exports, dataDir } = setup();
    const at = Date.UTC(2026, 1, 1, 8, 30);
    const devices = [{ name: 'ipad-1', lastConnectionDate: at, loanUntil: at }];
    const { done } = exports.start(
      {
        fileName: 'devices.csv',
        columns: ['name', 'lastConnectionDate', 'loanUntil'],
        fields: DEVICE_FIELDS,
        page: async () => ({ total: 1, results: devices }),
      },
      'web:1',
    );
    const last = await done;
    expect(await readExported(dataDir, last.file!)).toBe(
      'name,lastConnectionDate,loanUntil\r\nipad-1,2026-02-01T08:30:00.000Z,2026-02-01T08:30:00.000Z\r\n',
    );
  });
});
