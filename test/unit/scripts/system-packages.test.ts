import { describe, expect, it } from 'vitest';
import { installPlan, missingPackages, SYSTEM_PACKAGES } from '../../../scripts/system-packages.mjs';
import type { SystemPackage } from '../../../scripts/system-packages.mjs';

const chromium = SYSTEM_PACKAGES.find((entry) => entry.name === 'chromium')!;
const squashfs = SYSTEM_PACKAGES.find((entry) => entry.name === 'squashfs-tools')!;

describe('the Debian packages npm test needs', () => {
  it('lists each with the files that show it and what it is for', () => {
    expect(SYSTEM_PACKAGES.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['chromium', 'squashfs-tools', 'desktop-file-utils', '7zip']),
    );
    for (const entry of SYSTEM_PACKAGES) {
      expect(entry.files.length, entry.name).toBeGreaterThan(0);
      expect(entry.purpose.length, entry.name).toBeGreaterThan(20);
    }
  });

  it('names in the README every package it installs, with what it is for', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync('README.md', 'utf8');
    for (const entry of SYSTEM_PACKAGES) expect(readme, entry.name).toMatch(new RegExp(`\`${entry.name}\`: `));
  });

  it('counts a package as missing when any of its files is missing', () => {
    const present = new Set(['/usr/bin/chromium', '/usr/bin/mksquashfs']);
    const missing = missingPackages([chromium, squashfs], { env: {}, exists: (file) => present.has(file) });
    expect(missing.map((entry) => entry.name)).toEqual(['squashfs-tools']);
  });

  it('takes the program a variable names in place of the Debian file (CHROMIUM_PATH)', () => {
    const exists = (file: string) => file === '/opt/chrome/chrome';
    expect(missingPackages([chromium], { env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, exists })).toEqual([]);
    expect(missingPackages([chromium], { env: { CHROMIUM_PATH: '/nowhere' }, exists })).toEqual([chromium]);
  });
});

describe('what to do about missing packages', () => {
  const missing: SystemPackage[] = [chromium, squashfs];

  it('does nothing when nothing is missing', () => {
    expect(installPlan([], { isRoot: false, hasAptGet: false, hasSudo: false })).toEqual({ action: 'none' });
  });

  it('runs apt-get as root', () => {
    expect(installPlan(missing, { isRoot: true, hasAptGet: true, hasSudo: false })).toEqual({
      action: 'install',
      names: ['chromium', 'squashfs-tools'],
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'squashfs-tools'],
      ],
    });
  });

  it('runs apt-get through sudo without a password prompt otherwise', () => {
    const plan = installPlan(missing, { isRoot: false, hasAptGet: true, hasSudo: true });
    expect(plan.action === 'install' && plan.commands.map((command) => command.slice(0, 3))).toEqual([
      ['sudo', '-n', 'apt-get'],
      ['sudo', '-n', 'apt-get'],
    ]);
  });

  it('fails naming each package, what it is for and the command, when it cannot install', () => {
    const plan = installPlan(missing, { isRoot: false, hasAptGet: true, hasSudo: false });
    expect(plan.action).toBe('fail');
    const message = plan.action === 'fail' ? plan.message : '';
    expect(message).toContain('sudo cannot run without a password');
    expect(message).toContain(`chromium: ${chromium.purpose}`);
    expect(message).toContain(`squashfs-tools: ${squashfs.purpose} (/usr/bin/mksquashfs, /usr/bin/unsquashfs)`);
    expect(message).toContain('sudo apt-get install -y chromium squashfs-tools');
  });

  it('says so where there is no apt-get', () => {
    const plan = installPlan(missing, { isRoot: true, hasAptGet: false, hasSudo: false });
    expect(plan.action === 'fail' && plan.message).toContain('apt-get is not on this machine');
  });
});
