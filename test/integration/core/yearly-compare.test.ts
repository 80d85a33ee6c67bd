import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotInFileList } from '../../../electron/cli/commands/not-in-file';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { parseSeedUsersCsv, startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { PREDICTION_CODE } from '../../../shared/models/dry-run';
import type { DryRunAnswer, DryRunProgress } from '../../../shared/models/dry-run';
import type { ExportedFile } from '../../../shared/models/files';
import { COMPARISON_CODE, unpackComparison } from '../../../shared/models/dry-run-comparison';
import type { ProfileView } from '../../../shared/models/profile';
import { TEST_CALLER } from '../../helpers/caller';
import { ok, stageText } from '../../helpers/core-calls';
import { startCountingProxy } from '../../helpers/counting-proxy';
import type { CountingProxy } from '../../helpers/counting-proxy';
import { startIndependentServer } from '../../helpers/independent-server';
import { tempDir } from '../../helpers/temp-dir';
import { worded } from '../../helpers/worded';

// The yearly change known before it happens: the dry run compares a school's file with the
// demo server's users (seeded as `--users FILE.csv` seeds them), through core's contract,
// behind a proxy that shows every request the server saw.

const SEED_CSV =
  'name;email;givenName;surName;phone;position\r\n' +
  'rmueller;rene.m@example.com;René;Müller;+4930123456;7b\r\n' +
  'anna;anna@example.com;Anna;Berg;+4930999;8a\r\n' +
  'leaver1;leaver1@example.com;Lea;Ver;;\r\n' +
  'leaver2;leaver2@example.com;Leo;Ver;;\r\n';

// jdoe is a built-in user (John Doe, no phone, no position): its surname and position change.
const FILE =
  'name,email,givenName,surName,phone,position,password\r\n' +
  'jdoe,JDOE@example.com,John,Doe-Smith,,9c,Passw0rd-1!\r\n' +
  'rene.mueller,rene.mueller@example.com,Rene,Mueller,,,Passw0rd-2!\r\n' +
  'anna,anna@example.com,Anna,Berg,+4930999,8a,Passw0rd-3!\r\n';

describe('the dry run as a comparison with the organization (demo server seeded with --users)', () => {
  let server: DemoServer;
  let proxy: CountingProxy;
  let core: Core;
  let profile: ProfileView;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 1, jobRate: 0, users: parseSeedUsersCsv(SEED_CSV, 'seed.csv') });
    proxy = await startCountingProxy(server.url);
    core = createCore({ shell: 'cli', dataDir: tempDir(), resumeJobs: false });
    profile = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'School', baseUrl: proxy.url, kind: 'organization' },
      token: server.orgToken,
    });
  });
  afterAll(async () => {
    await core.dispose();
    await proxy.close();
    await server.close();
  });

  const stage = (text: string, lineMap: number[]) => stageText(core, text, { fileName: 'school.csv', lineMap });

  it('names the changed fields, finds the look-alike of Rene Mueller, lists every user the file does not name, and only reads', async () => {
    const uploadId = await stage(FILE, [2, 3, 4]);
    const versions = [...server.state.users.all()].map((u) => [u.name, u.version]);
    proxy.requests.length = 0;
    const progress: DryRunProgress[] = [];
    const unsubscribe = core.events.subscribe((event, payload, to) => {
      if (event === 'dryRun.progress' && to === TEST_CALLER.id) progress.push(payload as DryRunProgress);
    });
    const answer = await ok<DryRunAnswer>(core, 'dryRun.run', {
      profileId: profile.id,
      uploadId,
      separator: 'COMMA',
      compare: { notInFile: true },
    });
    unsubscribe();
    // The window sees the organization's users being read; comparing looks nothing up (0 of 0).
    expect(progress.find((p) => p.users)).toEqual({ uploadId, checked: 0, total: 0, users: { read: 7, total: 7 } });
    const comparison = unpackComparison(answer.comparison!);
    expect(Array.from(comparison.kinds)).toEqual([
      COMPARISON_CODE.changed,
      COMPARISON_CODE.looksLike,
      COMPARISON_CODE.unchanged,
    ]);
    // The e-mail differs in case only: the same address. The phone is empty on both sides.
    expect(comparison.changes).toEqual([
      { record: 0, changes: { surName: { server: 'Doe', file: 'Doe-Smith' }, position: { server: '', file: '9c' } } },
    ]);
    expect(comparison.similar).toEqual([{ record: 1, users: [{ name: 'rmueller', email: 'rene.m@example.com' }] }]);
    expect(comparison.fields).toEqual(['email', 'givenName', 'surName', 'phone', 'position']);
    expect(comparison.serverUsers).toBe(7);
    // Built-in asmith and mmustermann, and rmueller, leaver1, leaver2 of the seed file.
    expect(comparison.notInFile).toEqual({ count: 5 });

    const list = path.join(tempDir(), 'not-in-file.csv');
    await core.dryRuns.writeNotInFile(uploadId, list, TEST_CALLER.id);
    const rows = (await readFile(list, 'utf8')).trimEnd().split('\r\n');
    expect(rows[0]).toBe('name,email,givenName,surName');
    expect(rows.slice(1).sort()).toEqual([
      'asmith,asmith@example.com,Alice,Smith',
      'leaver1,leaver1@example.com,Lea,Ver',
      'leaver2,leaver2@example.com,Leo,Ver',
      'mmustermann,max.mustermann@example.com,Max,Mustermann',
      'rmueller,rene.m@example.com,René,Müller',
    ]);
    if (process.platform !== 'win32') expect((await stat(list)).mode & 0o777).toBe(0o600);
    await expect(core.dryRuns.writeNotInFile(uploadId, list, TEST_CALLER.id)).rejects.toSatisfy(
      worded(/exists already/),
    );

    // The CLI's --not-in-file: the list created before, then filled from core's pieces.
    const cliList = await createNotInFileList('cli-list.csv', path.dirname(list));
    await cliList.write(core.dryRuns.notInFile(uploadId, TEST_CALLER.id));
    expect(await readFile(cliList.path, 'utf8')).toBe(await readFile(list, 'utf8'));

    // The window's export: like every export, in the format asked (German Excel: semicolons, a BOM).
    const exported = await ok<ExportedFile>(core, 'dryRun.exportNotInFile', {
      uploadId,
      format: { separator: 'SEMICOLON', bom: true },
    });
    expect(exported).toMatchObject({ fileName: 'not-in-file.csv', mimeType: 'text/csv' });
    const text = await readFile(core.files.get(exported.fileId)!.path, 'utf8');
    expect(text.startsWith('\uFEFFname;email;givenName;surName\r\n')).toBe(true);
    expect(text).toContain('rmueller;rene.m@example.com;René;Müller\r\n');

    // Read-only: every request was the user lookup, and no user, upload or job changed.
    const lookup = ENDPOINTS.find((e) => e.id === 'queryUsers')!.forms[server.dialect];
    expect(proxy.requests.length).toBeGreaterThanOrEqual(1);
    expect(new Set(proxy.requests)).toEqual(new Set([`${lookup.method} ${lookup.path}`]));
    expect([...server.state.users.all()].map((u) => [u.name, u.version])).toEqual(versions);
    expect(server.state.files.size).toBe(0);
    expect(server.state.jobs.size).toBe(0);
  });

  it('takes over the users read ahead while the file was staged: no read of its own, the same answer', async () => {
    const run = async (uploadId: string) =>
      ok<DryRunAnswer>(core, 'dryRun.run', { profileId: profile.id, uploadId, separator: 'COMMA', compare: {} });
    const plain = await run(await stage(FILE, [2, 3, 4]));
    proxy.requests.length = 0;
    // As the CLI's dry run asks it, before its file is checked and staged.
    core.dryRuns.readUsersAhead({ connection: { kind: 'profile', id: profile.id }, owner: TEST_CALLER.id });
    const uploadId = await stage(FILE, [2, 3, 4]);
    const ahead = await run(uploadId);
    expect({ ...ahead, uploadId: '' }).toEqual({ ...plain, uploadId: '' });
    // One read of every user (a page: 7 users), the one started ahead.
    expect(proxy.requests.length).toBe(unpackComparison(plain.comparison!).reads);
  });

  it('predicts the same from the users read for the comparison as from lookups, with no lookup', async () => {
    // A name that is someone's address, an address held by another login, a user met twice,
    // a new login and a new address met twice (what the first line stores, the later one meets).
    const file =
      'name,email,givenName,surName,password\r\n' +
      'anna,ANNA@example.com,Anna,Berg,Passw0rd-1!\r\n' +
      'newbie,rene.m@example.com,New,Bie,Passw0rd-2!\r\n' +
      'jdoe,jdoe@example.com,John,Doe,Passw0rd-3!\r\n' +
      'fresh,fresh@example.com,Fresh,Man,Passw0rd-4!\r\n' +
      'anna,anna2@example.com,Anna,Berg,Passw0rd-5!\r\n' +
      'FRESH,fresh2@example.com,Fresh,Man,Passw0rd-6!\r\n' +
      'second,"Fresh@Example.com",Sec,Ond,Passw0rd-7!\r\n';
    const run = async (compare: boolean) =>
      ok<DryRunAnswer>(core, 'dryRun.run', {
        profileId: profile.id,
        uploadId: await stage(file, [2, 3, 4, 5, 6, 7, 8]),
        separator: 'COMMA',
        ...(compare ? { compare: {} } : {}),
      });
    const looked = await run(false);
    const compared = await run(true);
    expect(looked.lookups).toBeGreaterThan(0);
    expect(compared.lookups).toBe(0);
    expect(Array.from(compared.withoutOverwrite)).toEqual(Array.from(looked.withoutOverwrite));
    expect(Array.from(compared.withOverwrite)).toEqual(Array.from(looked.withOverwrite));
    expect(compared.lineMap).toEqual(looked.lineMap);
    // Not trivially equal: the file meets an existing user, a taken address and a new one.
    expect(new Set(looked.withoutOverwrite).size).toBeGreaterThan(1);
    // The new login's second line finds the first's user, the new address's its holder.
    expect(Array.from(compared.withoutOverwrite).slice(5)).toEqual([PREDICTION_CODE.SKIPPED, PREDICTION_CODE.FAILED]);
  });

  it('compares nothing and keeps no list when not asked', async () => {
    const uploadId = await stage(FILE, [2, 3, 4]);
    const answer = await ok<DryRunAnswer>(core, 'dryRun.run', { profileId: profile.id, uploadId, separator: 'COMMA' });
    expect(answer).not.toHaveProperty('comparison');
    await expect(
      core.dryRuns.writeNotInFile(uploadId, path.join(tempDir(), 'x.csv'), TEST_CALLER.id),
    ).rejects.toMatchObject({ code: 'not-found' });
    const outcome = await core.call('dryRun.exportNotInFile', { uploadId }, TEST_CALLER);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it("reads a liberal server's users to its count in pages of 25, and compares only the fields its lookup answers", async () => {
    const independent = await startIndependentServer({
      users: Array.from({ length: 60 }, (_, i) => ({ name: `user${i}`, email: `user${i}@example.com` })),
    });
    try {
      const other = await ok<ProfileView>(core, 'profiles.save', {
        profile: { name: 'Liberal', baseUrl: independent.url, kind: 'organization' },
        token: independent.token,
      });
      const uploadId = await stage(
        'name,email,givenName,surName,password\r\nuser1,USER1@example.com,Changed,Name,Passw0rd-1!\r\nuser2,new2@example.com,A,B,Passw0rd-2!\r\n',
        [2, 3],
      );
      const answer = await ok<DryRunAnswer>(core, 'dryRun.run', {
        profileId: other.id,
        uploadId,
        separator: 'COMMA',
        compare: { notInFile: true },
      });
      const comparison = unpackComparison(answer.comparison!);
      // No given name or surname in its answers: they cannot be known to change; the new e-mail can.
      expect(comparison.fields).toEqual(['email']);
      expect(comparison.changes).toEqual([
        { record: 1, changes: { email: { server: 'user2@example.com', file: 'new2@example.com' } } },
      ]);
      expect(comparison.serverUsers).toBe(60);
      expect(comparison.reads).toBe(3);
      expect(comparison.notInFile).toEqual({ count: 58 });
    } finally {
      await independent.close();
    }
  });
});
