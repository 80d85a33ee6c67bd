import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPolicy, parsePolicyText } from '../../../../../electron/core/machine-policy/load-policy';
import { DEFAULT_POLICY } from '../../../../../shared/policy';
import { tempDir } from '../../../../helpers/temp-dir';

const errno = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

describe('loadPolicy (never throws)', () => {
  it('reads the file MDM_ADMIN_POLICY names and applies it', async () => {
    const file = path.join(tempDir('mdm-policy-'), 'policy.json');
    writeFileSync(file, JSON.stringify({ offerDemoServer: false }));
    const loaded = await loadPolicy({ env: { MDM_ADMIN_POLICY: file } });
    expect(loaded).toMatchObject({ file, found: true, problems: [] });
    expect(loaded.policy.offerDemoServer).toBe(false);
  });

  it('no file: the defaults, nothing wrong', async () => {
    const loaded = await loadPolicy({ platform: 'linux', env: {}, read: () => Promise.reject(errno('ENOENT')) });
    expect(loaded).toEqual({ file: '/etc/mdm-admin/policy.json', found: false, policy: DEFAULT_POLICY, problems: [] });
  });

  it('a file it may not read: the defaults and the reason', async () => {
    const loaded = await loadPolicy({ platform: 'darwin', env: {}, read: () => Promise.reject(errno('EACCES')) });
    expect(loaded).toEqual({
      file: '/Library/Application Support/MDM Admin/policy.json',
      found: true,
      policy: DEFAULT_POLICY,
      problems: [{ path: '$', code: 'unreadable', params: { reason: 'permission-denied' } }],
    });
  });

  it('a folder where the file should be: the defaults and what the OS said', async () => {
    const dir = tempDir('mdm-policy-');
    mkdirSync(path.join(dir, 'policy.json'));
    const loaded = await loadPolicy({ env: { MDM_ADMIN_POLICY: path.join(dir, 'policy.json') } });
    expect(loaded.policy).toEqual(DEFAULT_POLICY);
    expect(loaded.problems).toEqual([{ path: '$', code: 'unreadable', params: { reason: 'EISDIR' } }]);
  });
});

describe('parsePolicyText', () => {
  it('malformed JSON: the defaults, and where the syntax breaks (line and column)', () => {
    const { policy, problems } = parsePolicyText('{\n  "offerDemoServer": false,\n}\n');
    expect(policy).toEqual(DEFAULT_POLICY);
    expect(problems).toEqual([{ path: '$', code: 'json-syntax', params: { line: 3, column: 1 } }]);
  });

  it('a file cut short: where it ends', () => {
    expect(parsePolicyText('{ "offerDemoServer": false,\n  "updates": \n').problems).toEqual([
      { path: '$', code: 'json-cut-short', params: { line: 2, column: 13 } },
    ]);
  });

  it('accepts a UTF-8 byte order mark, as Windows editors write it', () => {
    expect(parsePolicyText('\uFEFF{"offerDemoServer": false}').policy.offerDemoServer).toBe(false);
  });
});
