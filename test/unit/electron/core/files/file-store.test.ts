import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, createFileStore } from '../../../../../electron/core/files/file-store';
import { tempDir } from '../../../../helpers/temp-dir';

describe('the file store', () => {
  it('offers a file only once it is finished, with its size, and removes it on discard', async () => {
    const store = createFileStore(await tempDir());
    const pending = await store.create('devices.csv', 'text/csv');
    expect(store.get(pending.fileId)).toBeNull();
    await writeFile(pending.path, 'name\r\nx\r\n', { mode: 0o600 });
    const file = await store.finish(pending.fileId, [{ code: 'all-reached', params: {} }]);
    expect(file).toEqual({
      fileId: pending.fileId,
      fileName: 'devices.csv',
      mimeType: 'text/csv',
      size: 9,
      notes: [{ code: 'all-reached', params: {} }],
    });
    expect(await readFile(store.get(file.fileId)!.path, 'utf8')).toBe('name\r\nx\r\n');
    await store.discard(file.fileId);
    expect(store.get(file.fileId)).toBeNull();
    await expect(stat(pending.path)).rejects.toThrow();
  });

  it('removes the folders of runs whose process is gone, never those of a live one, and its own on clear', async () => {
    const dataDir = await tempDir();
    const root = path.join(dataDir, 'files');
    await mkdir(path.join(root, '999999999-dead'), { recursive: true });
    await writeFile(path.join(root, '999999999-dead', 'left'), 'old');
    const live = createFileStore(dataDir);
    const kept = await live.create('kept.csv', 'text/csv');
    await writeFile(kept.path, 'kept');
    const second = createFileStore(dataDir);
    await second.create('new.csv', 'text/csv');
    const runs = await readdir(root);
    expect(runs).not.toContain('999999999-dead');
    expect(runs).toHaveLength(2);
    expect(await readFile(kept.path, 'utf8')).toBe('kept');
    await second.clear();
    expect(await readdir(root)).toEqual([path.basename(live.dir)]);
  });

  it('answers null for ids that are not its own, whatever they look like', async () => {
    const store = createFileStore(await tempDir());
    expect(store.get('../profiles.json')).toBeNull();
    expect(store.get('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('names the download safely in ASCII and exactly in UTF-8', () => {
    expect(attachmentHeader('Geräte "neu".csv')).toBe(
      `attachment; filename="Ger_te _neu_.csv"; filename*=UTF-8''Ger%C3%A4te%20%22neu%22.csv`,
    );
  });
});
