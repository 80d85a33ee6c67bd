import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { tempDir } from '../../../helpers/temp-dir';
import { memoryIo } from './memory-io';

function policyFile(policy: unknown): string {
  const file = path.join(tempDir('mdm-cli-policy-'), 'policy.json');
  writeFileSync(file, typeof policy === 'string' ? policy : JSON.stringify(policy));
  return file;
}

describe('the CLI under the machine-wide policy', () => {
  it('lists the preset connections and refuses connections of one’s own when the policy says so', async () => {
    const file = policyFile({
      connections: [{ name: 'District', baseUrl: 'https://mdm.school.example', kind: 'organization' }],
      allowUserConnections: false,
    });
    const env = { MDM_ADMIN_HOME: tempDir('mdm-cli-home-'), MDM_ADMIN_POLICY: file, MDM_TOKEN: 'tok-12345' };
    const list = memoryIo(env);
    expect(await runCli(['profiles', 'list', '--json'], list)).toBe(0);
    expect(JSON.parse(list.out()).profiles).toEqual([expect.objectContaining({ name: 'District', preset: true })]);
    const add = memoryIo(env);
    const args = ['profiles', 'add', 'mine', '--base-url', 'https://mine.example', '--kind', 'system'];
    expect(await runCli(args, add)).not.toBe(0);
    expect(add.err()).toContain(`adding connections of your own is turned off (${file})`);
  });

  it('says on stderr what is wrong with a malformed policy, and goes on with the defaults', async () => {
    const file = policyFile({ allowUserConnections: 'no' });
    const io = memoryIo({ MDM_ADMIN_HOME: tempDir('mdm-cli-home-'), MDM_ADMIN_POLICY: file });
    expect(await runCli(['profiles', 'list'], io)).toBe(0);
    expect(io.err()).toContain(`warning: The machine-wide policy ${file} has 1 problem`);
    expect(io.err()).toContain('$.allowUserConnections');
  });
});
