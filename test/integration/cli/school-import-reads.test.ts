import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type * as CsvOptions from '../../../electron/cli/commands/csv-options';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// How often import-users reads FILE: derived login names are looked up on the server between a
// first, light pass and the writing pass, so a file is read twice at most, however many names
// the server turns out to hold.
const reads = vi.hoisted(() => [] as string[]);
vi.mock('../../../electron/cli/commands/csv-options', async (original) => {
  const actual = await original<typeof CsvOptions>();
  return {
    ...actual,
    fileChunks: (file: string, cwd: string) => {
      reads.push(file);
      return actual.fileChunks(file, cwd);
    },
  };
});

const FILE = 'school-yearly-windows-1252.csv';
const DERIVE = ['--name-pattern', '{givenName}.{surName}', '--email-pattern', '{name}@schule.example'];

let server: DemoServer;
let work: string;
beforeEach(async () => {
  // Every plain name the file derives is someone else's on the server, and so is each first number.
  const held = ['juergen.mueller', 'zoe.weiss', 'deniz.oelcer', 'rene.mueller', 'max.mustermann'];
  const users = held.flatMap((name, i) => [
    { name, email: `${name}@other.example`, givenName: 'Some', surName: `One${i}` },
    { name: `${name}2`, email: `${name}2@other.example`, givenName: 'Some', surName: `Two${i}` },
  ]);
  server = await startDemoServer({ devices: 1, jobRate: 0, users });
  work = await mkdtemp(path.join(tmpdir(), 'mdm-reads-'));
  await copyFile(path.resolve(__dirname, '../../fixtures/csv', FILE), path.join(work, FILE));
  reads.length = 0;
});
afterEach(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
});

async function dryRun(...extra: string[]) {
  const io = memoryIo({ MDM_ADMIN_HOME: path.join(work, 'home'), MDM_TOKEN: server.orgToken }, work);
  const code = await runCli(
    [
      'import-users',
      FILE,
      '--base-url',
      server.url,
      '--dry-run',
      '--json',
      '--generate-passwords',
      '--phone-country',
      'DE',
      ...extra,
    ],
    io,
  );
  return { code, out: io.out(), err: io.err() };
}

describe('import-users reads FILE', () => {
  it('twice with derived login names, each numbered past every name the server holds for someone else', async () => {
    const run = await dryRun(...DERIVE);
    expect(run.code, run.err).toBe(0);
    expect(reads).toEqual([FILE, FILE]);
    const names = (JSON.parse(run.out) as { lines: { name: string }[] }).lines.map((l) => l.name);
    expect(names).toEqual([
      'juergen.mueller3',
      'zoe.weiss3',
      'deniz.oelcer3',
      'rene.mueller3',
      'max.mustermann3',
      'max.mustermann4',
    ]);
  });

  it('once when no login name is derived (nothing to look up)', async () => {
    // The file has no login column: refused for it, after one read.
    const run = await dryRun('--email-pattern', '{givenName}.{surName}@schule.example');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.out)).toMatchObject({ status: 'INVALID' });
    expect(reads).toEqual([FILE]);
  });
});
