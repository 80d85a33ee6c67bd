import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { benchLine, benchUsers, COLUMNS } from '../../bench/yearly-compare/bench-data';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// What `import-users --dry-run --not-in-file` prints and writes for the yearly comparison's data
// (the bare-tools bench's, here 2,400 lines against 2,400 users: five pages of users, so pages
// are read ahead), pinned byte for byte: the text, the --json (with and without --overwrite)
// and the list. The digests were taken from the CLI before the dry run's speed work (main at
// 54ac295) and must not move when its work is only made faster. The server's address, which
// changes every run, is written as SERVER before the text is digested.
const LINES = 2400;
const PINNED = {
  text: '4625bbffa2a25ee05589c9e071440e891d5b83829d65edade861a27ab8d52483',
  json: '0eb22acec45db5257bbd78a7cdee6d07c2426c0bedae5ce99094a931a4fba9c6',
  list: 'ff4ce0e0812aab49c78e18306b08a94ad67a2757890cdb3ff4cbc32daa28b91f',
  /** With --overwrite: the other prediction, every existing user overwritten. */
  overwrite: 'bf50e63216f8e4e9f8a2a8565bb9298c83f2d728f0e7019a2c888df42d1c06bc',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let server: DemoServer;
let work: string;
beforeAll(async () => {
  server = await startDemoServer({ devices: 1, jobRate: 0, users: benchUsers(LINES) });
  work = await mkdtemp(path.join(tmpdir(), 'mdm-dry-run-output-'));
  const lines = [COLUMNS.join(','), ...Array.from({ length: LINES }, (_, i) => benchLine(i).join(','))];
  await writeFile(path.join(work, 'yearly.csv'), `${lines.join('\n')}\n`);
});
afterAll(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
});

async function dryRun(list: string, ...extra: string[]) {
  const io = memoryIo({ MDM_ADMIN_HOME: path.join(work, 'home'), MDM_TOKEN: server.orgToken }, work);
  const code = await runCli(
    ['import-users', 'yearly.csv', '--base-url', server.url, '--dry-run', '--not-in-file', list, ...extra],
    io,
  );
  expect(io.err()).toBe('');
  return { code, out: io.out(), list: await readFile(path.join(work, list), 'utf8') };
}

describe('the dry run with the comparison, byte for byte', () => {
  it('prints the same text and writes the same list', async () => {
    const { code, out, list } = await dryRun('not-in-file.csv');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe(
      `Dry run of yearly.csv against ${server.url}: predicted: 1200 new, 1200 skipped, 0 overwritten, 0 failing. Nothing was uploaded.`,
    );
    expect({ text: sha256(out.replaceAll(server.url, 'SERVER')), list: sha256(list) }).toEqual({
      text: PINNED.text,
      list: PINNED.list,
    });
  }, 60_000);

  it('prints the same --json', async () => {
    const { code, out, list } = await dryRun('not-in-file-json.csv', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out).notInFileCount).toBe(1203);
    expect({ json: sha256(out), list: sha256(list) }).toEqual({ json: PINNED.json, list: PINNED.list });
  }, 60_000);

  it('prints the same --json with --overwrite (the other prediction)', async () => {
    const { code, out } = await dryRun('not-in-file-overwrite.csv', '--json', '--overwrite');
    expect(code).toBe(0);
    expect(JSON.parse(out).predicted).toEqual({ SUCCESS: 1200, SKIPPED: 0, OVERWRITTEN: 1200, FAILED: 0 });
    expect(sha256(out)).toBe(PINNED.overwrite);
  }, 60_000);
});
