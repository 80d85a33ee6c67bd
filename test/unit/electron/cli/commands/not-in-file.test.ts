import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNotInFileList, NotInFileExists } from '../../../../../electron/cli/commands/not-in-file';
import { tempDir } from '../../../../helpers/temp-dir';

describe('createNotInFileList', () => {
  it('writes the pieces to a new file only its owner can read', async () => {
    const dir = tempDir();
    const list = await createNotInFileList('left.csv', dir);
    expect(list.path).toBe(path.join(dir, 'left.csv'));
    await list.write(['name,email,givenName,surName\r\n', 'a,a@x.de,A,B\r\n']);
    expect(await readFile(list.path, 'utf8')).toBe('name,email,givenName,surName\r\na,a@x.de,A,B\r\n');
    if (process.platform !== 'win32') expect((await stat(list.path)).mode & 0o777).toBe(0o600);
  });

  it('never writes over an existing file, and says so before anything is read', async () => {
    const dir = tempDir();
    await writeFile(path.join(dir, 'left.csv'), 'keep');
    await expect(createNotInFileList('left.csv', dir)).rejects.toThrow(NotInFileExists);
    await expect(createNotInFileList('left.csv', dir)).rejects.toThrow(/--not-in-file left.csv exists already/);
    expect(await readFile(path.join(dir, 'left.csv'), 'utf8')).toBe('keep');
  });

  it('leaves nothing behind when the dry run fails', async () => {
    const dir = tempDir();
    const list = await createNotInFileList('left.csv', dir);
    await list.remove();
    await expect(stat(list.path)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
