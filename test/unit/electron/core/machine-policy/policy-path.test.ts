import { describe, expect, it } from 'vitest';
import { policyFilePath } from '../../../../../electron/core/machine-policy/policy-path';

describe('where the machine-wide policy lives', () => {
  it('Windows: %ProgramData%\\MDM Admin\\policy.json', () => {
    expect(policyFilePath('win32', { ProgramData: 'D:\\Data' })).toBe('D:\\Data\\MDM Admin\\policy.json');
    expect(policyFilePath('win32', {})).toBe('C:\\ProgramData\\MDM Admin\\policy.json');
  });

  it('macOS: /Library/Application Support/MDM Admin/policy.json', () => {
    expect(policyFilePath('darwin', {})).toBe('/Library/Application Support/MDM Admin/policy.json');
  });

  it('Linux and other Unix: /etc/mdm-admin/policy.json', () => {
    expect(policyFilePath('linux', {})).toBe('/etc/mdm-admin/policy.json');
    expect(policyFilePath('freebsd', {})).toBe('/etc/mdm-admin/policy.json');
  });

  it('MDM_ADMIN_POLICY overrides it on every OS; blank does not', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      expect(policyFilePath(platform, { MDM_ADMIN_POLICY: '/tmp/pilot.json' })).toBe('/tmp/pilot.json');
    }
    expect(policyFilePath('linux', { MDM_ADMIN_POLICY: '  ' })).toBe('/etc/mdm-admin/policy.json');
  });
});
