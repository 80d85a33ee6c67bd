import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../../../electron/cli/run-cli';
import { tempDir } from '../../../../helpers/temp-dir';
import { memoryIo } from '../memory-io';

let dir: string;
beforeAll(() => {
  dir = tempDir('mdm-policy-cli-');
  writeFileSync(
    path.join(dir, 'good.json'),
    JSON.stringify({
      connections: [{ name: 'School', baseUrl: 'https://mdm.school.example', kind: 'organization' }],
      offerDemoServer: false,
    }),
  );
  writeFileSync(
    path.join(dir, 'bad.json'),
    JSON.stringify({
      connections: [{ name: 'School', baseUrl: 'mdm.school.example', kind: 'organization', token: 'do-not-print-me' }],
      offerDemoServer: 'no',
    }),
  );
  writeFileSync(path.join(dir, 'broken.json'), '{ "offerDemoServer": false ');
});

async function cli(...args: string[]) {
  const io = memoryIo({ MDM_ADMIN_POLICY: '/srv/policy.json' }, dir);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

describe('mdm-admin policy check', () => {
  it('exits 0 for a valid file and shows what the app would apply', async () => {
    const result = await cli('policy', 'check', 'good.json');
    expect(result.code).toBe(0);
    expect(result.out).toContain('good.json: valid');
    expect(result.out).toContain('"offerDemoServer": false');
  });

  it('exits 1 and prints every problem with its JSON path, never the token itself', async () => {
    const result = await cli('policy', 'check', 'bad.json');
    expect(result.code).toBe(1);
    expect(result.out).toContain('bad.json: 3 problems');
    expect(result.out).toMatch(/\$\.connections\[0\]\.baseUrl: must be an http:\/\/ or https:\/\/ address/);
    expect(result.out).toMatch(/\$\.connections\[0\]\.token: a policy never holds a token or password/);
    expect(result.out).toMatch(/\$\.offerDemoServer: /);
    expect(result.out + result.err).not.toContain('do-not-print-me');
  });

  it('exits 1 for malformed JSON, naming the line and column', async () => {
    const result = await cli('policy', 'check', 'broken.json');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/\$: ends before its JSON is complete \(line 1, column \d+\)/);
  });

  it('--format json: valid, the problems and the policy that would apply', async () => {
    const result = await cli('policy', 'check', 'bad.json', '--format', 'json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as {
      valid: boolean;
      problems: { path: string; code: string; message: string }[];
      policy: { offerDemoServer: boolean };
    };
    expect(report.valid).toBe(false);
    expect(report.problems.map((problem) => problem.path)).toContain('$.connections[0].token');
    expect(report.problems.find((problem) => problem.path === '$.offerDemoServer')).toEqual({
      path: '$.offerDemoServer',
      code: 'wrong-type',
      params: { expected: 'boolean' },
      message: 'must be true or false',
    });
    expect(report.policy.offerDemoServer).toBe(true);
  });

  it('exits 2 for a file it cannot read, and for a wrong call', async () => {
    const missing = await cli('policy', 'check', 'missing.json');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('missing.json does not exist');
    expect((await cli('policy', 'check')).code).toBe(2);
    expect((await cli('policy', 'check', 'a.json', 'b.json')).code).toBe(2);
    expect((await cli('policy', 'lint', 'good.json')).code).toBe(2);
    expect((await cli('policy')).code).toBe(2);
  });
});

describe('mdm-admin policy check, in German', () => {
  it("words each problem in the environment's language, naming the file and the field", async () => {
    const io = memoryIo({ MDM_ADMIN_POLICY: '/srv/policy.json', LANG: 'de_DE.UTF-8' }, dir);
    expect(await runCli(['policy', 'check', 'bad.json'], io)).toBe(1);
    const out = io.out();
    expect(out).toContain('bad.json: 3 Probleme');
    expect(out).toContain(
      '$.connections[0].baseUrl: muss eine http://- oder https://-Adresse sein, z. B. https://mdm.example.com',
    );
    expect(out).toContain('$.connections[0].token: Eine Richtlinie enthält nie ein Token oder Passwort');
    expect(out).toContain('$.offerDemoServer: muss true oder false sein');
    expect(out).not.toMatch(/Invalid input|must be/);
  });
});

describe('mdm-admin policy path', () => {
  it('prints where the app looks for the policy (here MDM_ADMIN_POLICY)', async () => {
    const result = await cli('policy', 'path');
    expect(result).toMatchObject({ code: 0, out: '/srv/policy.json\n' });
  });
});
