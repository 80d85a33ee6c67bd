import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonFile } from '../../../../../electron/core/store/json-file';
import { tempDir } from '../../../../helpers/temp-dir';

describe('jsonFile', () => {
  it('answers the fallback when missing, writes atomically in order, leaves no temp files', async () => {
    const dir = tempDir();
    const file = jsonFile<{ n: number }>(path.join(dir, 'a.json'), () => ({ n: 0 }));
    expect(await file.read()).toEqual({ n: 0 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => file.write({ n })));
    expect(await file.read()).toEqual({ n: 5 });
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  it('names the file when it is not JSON', async () => {
    const dir = tempDir();
    await writeFile(path.join(dir, 'b.json'), '{broken');
    await expect(jsonFile(path.join(dir, 'b.json'), () => ({})).read()).rejects.toThrow(/b\.json is not valid JSON/);
    expect(await readFile(path.join(dir, 'b.json'), 'utf8')).toBe('{broken');
  });
});
