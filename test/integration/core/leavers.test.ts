import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { parseSeedUsersCsv, startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { DryRunAnswer } from '../../../shared/models/dry-run';
import { LEAVER_FIELDS, unpackLeaver, USER_SEPARATOR } from '../../../shared/models/leavers';
import type { Leaver, PackedLeavers } from '../../../shared/models/leavers';
import type { ProfileView } from '../../../shared/models/profile';
import { TEST_CALLER } from '../../helpers/caller';
import { ok, stageText, saveSchoolProfile } from '../../helpers/core-calls';
import { tempDir } from '../../helpers/temp-dir';

// The users a school's file does not name, by name, through core's contract: against the
// demo server seeded with last year's accounts and their Schüler-IDs (custom1 and, on a
// 26.x-style server, foreignKey). The window gets them packed (one text), the CLI one by one.

async function call<T>(core: Core, method: string, input?: unknown) {
  return core.call(method, input, TEST_CALLER) as Promise<
    { ok: true; value: T } | { ok: false; error: { code: string } }
  >;
}
const SEED =
  'name;email;givenName;surName;position;custom1;foreignKey\r\n' +
  'lukas.schmidt;lukas.schmidt@schule.example;Lukas;Schmidt;5a;1011;F-1011\r\n' +
  'lukas.schmidt2;lukas.schmidt2@schule.example;Lukas;Schmidt;9c;1012;F-1012\r\n' +
  'lena-marie.schroeder;lms@schule.example;Lena-Marie;Schröder;7b;1020;F-1020\r\n' +
  'zoe.weiss;zoe.weiss@schule.example;Zoë;Weiß;10a;;\r\n';
// Lukas 1012 by his key, Lena-Marie by her key under her new name; the built-in users, Lukas 1011 and Zoë leave.
const FILE =
  'name,email,givenName,surName,position,custom1,foreignKey\r\n' +
  'lukas.schmidt2,lukas.schmidt2@schule.example,Lukas,Schmidt,10c,1012,F-1012\r\n' +
  'lena-marie.schroeder,lms@schule.example,Lena-Marie,Schröder-Kaya,8b,1020,F-1020\r\n';

describe('the users the file does not name, by name (demo server)', () => {
  let server: DemoServer;
  let core: Core;
  let profile: ProfileView;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 1, jobRate: 0, users: parseSeedUsersCsv(SEED, 'seed.csv') });
    core = createCore({ shell: 'cli', dataDir: tempDir(), resumeJobs: false });
    profile = await saveSchoolProfile(core, server);
  });
  afterAll(async () => {
    await core.dispose();
    await server.close();
  });

  async function dryRun(idColumn: 'custom1' | 'foreignKey', notInFile = true) {
    const uploadId = await stageText(core, FILE, { fileName: 'school.csv', lineMap: [2, 3] });
    const answer = await ok<DryRunAnswer>(core, 'dryRun.run', {
      profileId: profile.id,
      uploadId,
      separator: 'COMMA',
      compare: { notInFile, idColumn },
    });
    return { uploadId, answer };
  }

  const byLogin = (users: Leaver[]) => new Map(users.map((u) => [u.name, u]));

  it('answers each with login, name, position, e-mail and key, packed, as many as counted', async () => {
    const { uploadId, answer } = await dryRun('custom1');
    const packed = await ok<PackedLeavers>(core, 'dryRun.leavers', { uploadId });
    expect(packed.count).toBe(answer.comparison!.notInFile!.count);
    expect(packed.count).toBe(5);
    expect(packed.idColumn).toBe('custom1');
    // One text, a record per user: no object per user crosses to the window.
    expect(typeof packed.text).toBe('string');
    const users = packed.text.split(USER_SEPARATOR).map(unpackLeaver);
    expect(users).toHaveLength(5);
    expect(users.map((u) => u.name).sort()).toEqual(['asmith', 'jdoe', 'lukas.schmidt', 'mmustermann', 'zoe.weiss']);
    const leavers = byLogin(users);
    expect(leavers.get('lukas.schmidt')).toEqual({
      name: 'lukas.schmidt',
      givenName: 'Lukas',
      surName: 'Schmidt',
      position: '5a',
      email: 'lukas.schmidt@schule.example',
      key: '1011',
    });
    expect(leavers.get('zoe.weiss')).toMatchObject({ givenName: 'Zoë', surName: 'Weiß', position: '10a', key: '' });
    expect(Object.keys(leavers.get('jdoe')!)).toEqual([...LEAVER_FIELDS]);

    // The CLI's (and a job part's) reading: the same users, one at a time, in the same order.
    expect([...core.dryRuns.leavers(uploadId, TEST_CALLER.id)]).toEqual(users);
  });

  it('gives the key of the connection’s id column: foreignKey', async () => {
    const { uploadId } = await dryRun('foreignKey');
    const packed = await ok<PackedLeavers>(core, 'dryRun.leavers', { uploadId });
    expect(packed.idColumn).toBe('foreignKey');
    const leavers = byLogin(packed.text.split(USER_SEPARATOR).map(unpackLeaver));
    expect(leavers.get('lukas.schmidt')!.key).toBe('F-1011');
    expect(leavers.has('lukas.schmidt2')).toBe(false);
  });

  it('has none to give for a dry run that did not keep them, or of another upload', async () => {
    const { uploadId } = await dryRun('custom1', false);
    const outcome = await call(core, 'dryRun.leavers', { uploadId });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.code).toBe('not-found');
    const other = await call(core, 'dryRun.leavers', { uploadId: 'no-such-upload' });
    expect(!other.ok && other.error.code).toBe('not-found');
  });
});
