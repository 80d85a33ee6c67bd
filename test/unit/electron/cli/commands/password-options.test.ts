import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../../../electron/cli/run-cli';
import { memoryIo } from '../memory-io';

let tmp: string;
const FILE =
  'name,email,givenName,surName,password\n' +
  'a,a@x.de,A,A,abcdefgh1!\n' + // complies with "minimum 10, one digit, one symbol"
  'b,b@x.de,B,B,abcdefgh1\n' + // no symbol
  'c,c@x.de,C,C,abcdefghi!\n' + // no digit
  'd,d@x.de,D,D,abcd1!\n' + // too short
  'e,e@x.de,E,E,Passw0rt!!\n'; // complies

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mdm-policy-cli-'));
  writeFileSync(path.join(tmp, 'users.csv'), FILE);
  writeFileSync(
    path.join(tmp, 'policy.json'),
    JSON.stringify({ minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 }),
  );
  writeFileSync(path.join(tmp, 'digits.json'), JSON.stringify({ minimumNumbersOfDigits: 1 }));
  writeFileSync(path.join(tmp, 'bad.json'), JSON.stringify({ minLength: 10 }));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const io = memoryIo({ MDM_ADMIN_HOME: tmp }, tmp);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}
const policyLines = (out: string) =>
  (JSON.parse(out) as { findings: { line: number; rule: string }[] }).findings
    .filter((f) => f.rule === 'password-policy')
    .map((f) => f.line);

describe('--password-policy FILE.json (validate, convert)', () => {
  it('flags exactly the passwords that break "minimum 10, one digit, one symbol"', async () => {
    const r = await cli('validate', 'users.csv', '--password-policy', 'policy.json', '--format', 'json');
    expect(r.code).toBe(1);
    expect(policyLines(r.out)).toEqual([3, 4, 5]);
  });

  it('takes --password-min-length beside it, as the minimum the file does not name, or alone', async () => {
    const both = await cli(
      'validate',
      'users.csv',
      '--password-policy',
      'digits.json',
      '--password-min-length',
      '10',
      '--format',
      'json',
    );
    expect(policyLines(both.out)).toEqual([3, 4, 5]);
    const alone = await cli('validate', 'users.csv', '--password-min-length', '10', '--format', 'json');
    expect(policyLines(alone.out)).toEqual([3, 5]);
    const none = await cli('validate', 'users.csv', '--format', 'json');
    expect(policyLines(none.out)).toEqual([5]);
  });

  it('refuses a file that is not the reference form, naming the field', async () => {
    const r = await cli('validate', 'users.csv', '--password-policy', 'bad.json');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--password-policy bad\.json: .*unknown field 'minLength'/);
  });

  it('uses the policy saved with a profile (validate --profile NAME), without network', async () => {
    const io = memoryIo({ MDM_ADMIN_HOME: tmp, MDM_TOKEN: 'x'.repeat(20) }, tmp);
    expect(
      await runCli(
        ['profiles', 'add', 'school', '--base-url', 'https://mdm.example.com', '--kind', 'organization'],
        io,
      ),
    ).toBe(0);
    const { createCore } = await import('../../../../../electron/core/index');
    const core = createCore({ shell: 'cli', dataDir: tmp, resumeJobs: false });
    const profile = (await core.profiles.list()).profiles.find((p) => p.name === 'school')!;
    await core.profiles.save({
      id: profile.id,
      profile: {
        name: 'school',
        baseUrl: profile.baseUrl,
        kind: 'organization',
        passwordPolicy: { requiredNumbersOfSymbols: 1 },
      },
    });
    await core.dispose();
    const r = await cli('validate', 'users.csv', '--profile', 'school', '--format', 'json');
    expect(policyLines(r.out)).toEqual([3]);
  });

  it('leaves the lines breaking the policy out of convert --valid-only', async () => {
    const r = await cli('convert', 'users.csv', '--out', 'up.csv', '--valid-only', '--password-policy', 'policy.json');
    expect(r.code).toBe(1);
    const { readFileSync } = await import('node:fs');
    expect(
      readFileSync(path.join(tmp, 'up.csv'), 'utf8')
        .trimEnd()
        .split('\r\n')
        .map((l) => l.split(',')[0]),
    ).toEqual(['name', 'a', 'e']);
  });
});
