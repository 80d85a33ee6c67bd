import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../../../electron/core/create-core';
import type { Core } from '../../../../../electron/core/create-core';
import { openLogFile } from '../../../../../electron/core/diagnostics/log-file';
import { loadPolicy } from '../../../../../electron/core/machine-policy/load-policy';
import type { ExportedFile } from '../../../../../shared/models/files';
import { TEST_CALLER } from '../../../../helpers/caller';
import { tempDir } from '../../../../helpers/temp-dir';

// A token no pattern recognises (a UUID, like a v1 token): only knowing it takes it out.
const TOKEN = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const PASSWORD = 'Sommer-2024!xy';
const PROXY_USER = 'jane.doe';
const PROXY_PASSWORD = 'pr0xy-S3cret';
const PROXY = `http://${PROXY_USER}:${PROXY_PASSWORD}@proxy.school.example:3128`;
const SECRETS = [TOKEN, PASSWORD, PROXY_PASSWORD, `${PROXY_USER}:`];

let core: Core | null = null;
afterEach(async () => {
  await core?.dispose();
  core = null;
});

/** Every entry of the zip, as text. */
function unzip(file: string): Record<string, string> {
  const entries = unzipSync(new Uint8Array(readFileSync(file)));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('Save diagnostics', () => {
  it('holds the log, versions, policy and profiles, and no planted token, password or proxy credential', async () => {
    const dataDir = tempDir('mdm-diagnostics-');
    // The policy: a token and a password where a connection would take them, credentials in the proxy.
    const policyFile = path.join(dataDir, 'policy.json');
    writeFileSync(
      policyFile,
      JSON.stringify({
        connections: [
          { name: 'District', baseUrl: 'https://mdm.school.example', kind: 'organization', token: TOKEN },
          { name: 'Ops', baseUrl: 'https://ops.example', kind: 'system', password: PASSWORD },
        ],
        proxy: { url: PROXY },
      }),
    );
    const policy = await loadPolicy({ env: { MDM_ADMIN_POLICY: policyFile } });
    expect(policy.problems.length).toBeGreaterThan(0);
    // The environment: the token, a password and the proxy with its credentials.
    const env = { MDM_TOKEN: TOKEN, HTTPS_PROXY: PROXY, DB_PASSWORD: PASSWORD, LANG: 'de_DE.UTF-8' };
    core = createCore({
      shell: 'web',
      dataDir,
      resumeJobs: false,
      // The policy's proxy with credentials (a valid policy refuses them: the diagnostics strip them anyway).
      policy: { ...policy, policy: { ...policy.policy, proxy: { url: PROXY, bypass: ['localhost'] } } },
      log: openLogFile(dataDir)!,
      env,
    });
    const call = async <T>(method: Parameters<Core['call']>[0], input?: unknown) => {
      const outcome = await core!.call(method, input, TEST_CALLER);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
      return outcome.value as T;
    };
    // A profile holding the token.
    await call('profiles.save', {
      profile: { name: 'Mine', baseUrl: 'https://mine.example', kind: 'organization' },
      token: TOKEN,
    });
    // Log lines: the bare token (only known, no pattern), a password field, the proxy URL.
    core.log.info(`echo ${TOKEN} | mdm-admin profiles add Mine --token-stdin`);
    core.log.warn(`import line 3: password=${PASSWORD}; through ${PROXY}`);
    // A call that fails is logged too.
    expect((await core.call('profiles.setActive', { id: 'nope' }, TEST_CALLER)).ok).toBe(false);

    const saved = await call<ExportedFile>('diagnostics.save');
    expect(saved).toMatchObject({
      mimeType: 'application/zip',
      fileName: expect.stringMatching(/^mdm-admin-diagnostics-.*\.zip$/),
    });
    const entries = unzip(core.files.get(saved.fileId)!.path);

    expect(Object.keys(entries).sort()).toEqual([
      'README.txt',
      'environment.json',
      'logs/mdm-admin.log',
      'policy.json',
      'profiles.json',
      'versions.json',
    ]);
    for (const [name, text] of Object.entries(entries)) {
      for (const secret of SECRETS) expect(text, `${name} holds ${secret}`).not.toContain(secret);
    }
    // ...and what support needs is there.
    const log = entries['logs/mdm-admin.log']!;
    expect(log).toMatch(/INFO {2}start: MDM Admin/);
    expect(log).toContain('policy problem at $.connections[0].token');
    expect(log).toContain('echo [redacted] | mdm-admin');
    expect(log).toContain('password=[redacted]');
    expect(log).toMatch(/call profiles\.setActive failed \(test:1\): not-found/);
    expect(JSON.parse(entries['versions.json']!)).toMatchObject({
      name: 'MDM Admin',
      shell: 'web',
      os: expect.any(Object),
    });
    const profiles = JSON.parse(entries['profiles.json']!);
    expect(profiles.profiles).toEqual([expect.objectContaining({ name: 'Mine', tokenStored: true, shown: true })]);
    expect(profiles.profiles[0]).not.toHaveProperty('tokenHint');
    const inForce = JSON.parse(entries['policy.json']!);
    expect(inForce).toMatchObject({ file: policyFile, found: true });
    expect(inForce.problems.map((p: { path: string }) => p.path)).toEqual(
      expect.arrayContaining(['$.connections[0].token', '$.connections[1].password', '$.proxy.url']),
    );
    const environment = JSON.parse(entries['environment.json']!);
    expect(environment.secretsSet).toEqual(['MDM_TOKEN']);
    expect(environment.variables).toEqual({
      HTTPS_PROXY: 'http://proxy.school.example:3128/ (credentials removed)',
      LANG: 'de_DE.UTF-8',
    });
    expect(environment.proxy).toEqual({
      url: 'http://proxy.school.example:3128/ (credentials removed)',
      bypass: ['localhost'],
    });
  });
});
