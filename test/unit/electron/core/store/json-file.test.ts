import { fork } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonFile } from '../../../../../electron/core/store/json-file';
import type { DamagedFile } from '../../../../../electron/core/store/json-file';
import { tempDir } from '../../../../helpers/temp-dir';

describe('jsonFile', () => {
  it('answers the fallback when missing, changes in order, leaves no temp or lock files, mode 0600', async () => {
    const dir = tempDir();
    const file = jsonFile<{ n: number[] }>(path.join(dir, 'a.json'), () => ({ n: [] }));
    expect(await file.read()).toEqual({ n: [] });
    await Promise.all([1, 2, 3, 4, 5].map((n) => file.update((v) => void v.n.push(n))));
    expect(await file.read()).toEqual({ n: [1, 2, 3, 4, 5] });
    expect(await readdir(dir)).toEqual(['a.json']);
    expect((await stat(path.join(dir, 'a.json'))).mode & 0o777).toBe(0o600);
  });

  it('moves a file that is not JSON aside, reports it without quoting it, and starts from the fallback', async () => {
    const dir = tempDir();
    const token = 'tok_ab12cd34ef56gh78ij90klmn';
    await writeFile(path.join(dir, 'tokens.json'), `{"p1": "${token}", "p2": `);
    const reports: DamagedFile[] = [];
    const file = jsonFile<Record<string, string>>(path.join(dir, 'tokens.json'), () => ({}), {
      onDamaged: (d) => reports.push(d),
    });
    expect(await file.read()).toEqual({});
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ problem: 'json-cut-off' });
    expect(JSON.stringify(reports)).not.toContain(token.slice(4, 12));
    expect(await readFile(reports[0]!.movedTo, 'utf8')).toContain(token);
    await file.update((v) => void (v.p3 = 'new'));
    expect(await file.read()).toEqual({ p3: 'new' });
  });

  it('says where a file stops being JSON by position only', async () => {
    const dir = tempDir();
    await writeFile(path.join(dir, 'b.json'), '{tok_secret_value}');
    const reports: DamagedFile[] = [];
    await jsonFile(path.join(dir, 'b.json'), () => ({}), { onDamaged: (d) => reports.push(d) }).read();
    expect(reports[0]).toMatchObject({ problem: 'not-json', at: 1 });
  });

  it('treats a file of the wrong shape as damaged, naming where', async () => {
    const dir = tempDir();
    await writeFile(path.join(dir, 'p.json'), JSON.stringify({ profiles: 'not a list' }));
    const reports: DamagedFile[] = [];
    const file = jsonFile(path.join(dir, 'p.json'), () => ({ profiles: [] as string[] }), {
      schema: z.object({ profiles: z.array(z.string()) }),
      onDamaged: (d) => reports.push(d),
    });
    expect(await file.read()).toEqual({ profiles: [] });
    expect(reports[0]).toMatchObject({ problem: 'shape', where: 'profiles' });
  });

  it('keeps every change when several processes change the file at once', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'shared.json');
    const child = path.join(import.meta.dirname, 'json-file-writer.ts');
    const run = (name: string) =>
      new Promise<number>((resolve, reject) => {
        const proc = fork(child, [target, name, '5'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
        proc.on('exit', (code) => resolve(code ?? 1));
        proc.on('error', reject);
      });
    const codes = await Promise.all(Array.from({ length: 6 }, (_, i) => run(`w${i}`)));
    expect(codes).toEqual([0, 0, 0, 0, 0, 0]);
    const saved = JSON.parse(await readFile(target, 'utf8')) as Record<string, number>;
    expect(Object.keys(saved).sort()).toHaveLength(30);
  }, 60_000);
});
