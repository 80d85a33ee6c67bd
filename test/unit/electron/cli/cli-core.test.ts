import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    expect(add.err()).toContain('adding connections of your own is turned off.');
    expect(add.err()).toContain(`(Policy file: ${file})`);
  });

  it('refuses --base-url with MDM_TOKEN when connections of one’s own are off, before any request', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[],"total":0}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const home = tempDir('mdm-cli-home-');
      const args = ['devices', '--base-url', baseUrl, '--limit', '1'];
      // Without a policy the same command reaches the server.
      const open = memoryIo({ MDM_ADMIN_HOME: home, MDM_TOKEN: 'tok-12345' });
      expect(await runCli(args, open)).toBe(0);
      expect(requests).toBe(1);

      const file = policyFile({ allowUserConnections: false });
      const env = { MDM_ADMIN_HOME: home, MDM_ADMIN_POLICY: file, MDM_TOKEN: 'tok-12345' };
      const refused = memoryIo(env);
      expect(await runCli(args, refused)).toBe(5);
      expect(refused.err()).toContain(
        `Connections of your own are turned off by your IT department's policy (${file}): --base-url ${baseUrl} with MDM_TOKEN is refused. Use one of the policy's connections: mdm-admin profiles list, then --profile NAME.`,
      );
      expect(refused.err()).not.toContain('tok-12345');
      const german = memoryIo({ ...env, LANG: 'de_DE.UTF-8' });
      expect(await runCli(args, german)).toBe(5);
      expect(german.err()).toContain('Eigene Verbindungen sind durch die Richtlinie Ihrer IT-Abteilung abgeschaltet');
      expect(requests).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('says on stderr what is wrong with a malformed policy, and goes on with the defaults', async () => {
    const file = policyFile({ allowUserConnections: 'no' });
    const io = memoryIo({ MDM_ADMIN_HOME: tempDir('mdm-cli-home-'), MDM_ADMIN_POLICY: file });
    expect(await runCli(['profiles', 'list'], io)).toBe(0);
    expect(io.err()).toContain(`warning: The machine-wide policy ${file} has 1 problem`);
    expect(io.err()).toContain('$.allowUserConnections');
  });
});
