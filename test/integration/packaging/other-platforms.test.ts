/**
 * What electron-builder can build for Windows and macOS on Linux without downloads, with stand-in
 * Electron distributions: the Windows folder that the NSIS installer and the MSI wrap, and the
 * macOS zip for one architecture. (NSIS needs electron-builder's makensis bundle with its plugins
 * and wine to write the uninstaller, MSI needs WiX under wine, the dmg needs macOS's hdiutil, and
 * a universal app needs @electron/universal, which runs on macOS only; their configuration is
 * checked in builder-config.test.ts.) Checked: the app.asar, the asar integrity hash each
 * platform embeds for Electron to verify, the fuses, the icon and names, and that signing is
 * skipped cleanly without certificates.
 */
import { getRawHeader } from '@electron/asar';
import electronFuses from '@electron/fuses';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ResEdit from 'resedit';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';
import { projectToPackage, runElectronBuilder } from './electron-builder-run';
import { createMacElectronStandIn, createWindowsElectronStandIn } from './electron-stand-in';
import { requireSystemTools, SEVEN_ZIP } from './offline-tools';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** The fuse wire of a binary, by fuse name: "on" or "off". */
async function fusesOf(binary: string): Promise<Record<string, string>> {
  const wire = (await electronFuses.getCurrentFuseWire(binary)) as unknown as Record<string, number | string>;
  return Object.fromEntries(
    Object.entries(wire)
      .filter(([index]) => index !== 'version')
      .map(([index, state]) => [electronFuses.FuseV1Options[Number(index)], state === 49 ? 'on' : 'off']),
  );
}

/** Windows and macOS: what scripts/packaging/fuses.mjs sets there, asar integrity included. */
const FUSES_WITH_ASAR_INTEGRITY = {
  RunAsNode: 'off',
  EnableCookieEncryption: 'on',
  EnableNodeOptionsEnvironmentVariable: 'off',
  EnableNodeCliInspectArguments: 'off',
  EnableEmbeddedAsarIntegrityValidation: 'on',
  OnlyLoadAppFromAsar: 'on',
  LoadBrowserProcessSpecificV8Snapshot: 'off',
  GrantFileProtocolExtraPrivileges: 'off',
};

/** The hash Electron checks: SHA-256 of the asar's header. */
const asarHeaderHash = (asar: string) => createHash('sha256').update(getRawHeader(asar).headerString).digest('hex');

let work: string;
let dir: string;
let caches: string;
beforeAll(() => {
  requireSystemTools();
  work = tempDir('mdm-package-other-');
  dir = projectToPackage(work);
  caches = path.join(work, 'caches');
  mkdirSync(caches);
});

describe('Windows: the folder the installers wrap (electron-builder --win dir, stand-in electron.exe)', () => {
  let log: string;
  let appDir: string;
  let exe: ResEdit.NtExecutable;
  let resources: ResEdit.NtExecutableResource;
  beforeAll(async () => {
    const output = path.join(work, 'release-win');
    log = await runElectronBuilder(['--win', 'dir', '--x64'], {
      dir,
      electronDist: createWindowsElectronStandIn(path.join(work, 'electron-win')),
      output,
      caches,
    });
    appDir = path.join(output, 'win-unpacked');
    exe = ResEdit.NtExecutable.from(readFileSync(path.join(appDir, 'MDM Admin.exe')));
    resources = ResEdit.NtExecutableResource.from(exe);
  }, 270_000);

  it('builds MDM Admin.exe and resources/app.asar without downloading, and skips signing without a certificate', () => {
    expect(existsSync(path.join(appDir, 'resources', 'app.asar'))).toBe(true);
    expect(log).toContain('no code signing certificate configured, signing is skipped');
    expect(log).not.toMatch(/download/i);
    expect(readdirSync(caches)).toEqual([]);
  });

  it("embeds the asar's header hash for Electron to check (the ELECTRONASAR integrity resource)", () => {
    const entry = resources.entries.find((item) => item.type === 'INTEGRITY' && item.id === 'ELECTRONASAR');
    expect(entry).toBeDefined();
    const integrity = JSON.parse(Buffer.from(entry!.bin).toString('utf8')) as {
      file: string;
      alg: string;
      value: string;
    }[];
    expect(integrity).toEqual([
      { file: 'resources\\app.asar', alg: 'SHA256', value: asarHeaderHash(path.join(appDir, 'resources', 'app.asar')) },
    ]);
  });

  it('carries the app icon (every size of build/icon.ico) and the product name and version', () => {
    const icons = ResEdit.Resource.IconGroupEntry.fromEntries(resources.entries);
    expect(icons).toHaveLength(1);
    expect(icons[0]!.icons.map((icon) => icon.width || 256)).toEqual([16, 24, 32, 48, 64, 128, 256]);
    const [version] = ResEdit.Resource.VersionInfo.fromEntries(resources.entries);
    const [language] = version!.getAllLanguagesForStringValues();
    expect(version!.getStringValues(language!)).toMatchObject({
      ProductName: 'MDM Admin',
      FileDescription: 'MDM Admin',
    });
    expect(version!.getStringValues(language!).ProductVersion).toContain(pkg.version);
  });

  it('has the fuses flipped, asar integrity validation on', async () => {
    expect(await fusesOf(path.join(appDir, 'MDM Admin.exe'))).toEqual(FUSES_WITH_ASAR_INTEGRITY);
  });
});

describe('macOS: the zip (electron-builder --mac zip --arm64, stand-in Electron.app)', () => {
  let log: string;
  let contents: string;
  let infoPlist: string;
  beforeAll(async () => {
    const output = path.join(work, 'release-mac');
    // electron-builder downloads its own 7-Zip unless told where one is (Debian's 7zip package).
    log = await runElectronBuilder(['--mac', 'zip', '--arm64'], {
      dir,
      electronDist: createMacElectronStandIn(path.join(work, 'electron-mac')),
      output,
      caches,
      env: { ELECTRON_BUILDER_7ZIP_PATH: SEVEN_ZIP },
    });
    const unzipped = path.join(work, 'mac-zip');
    execFileSync(
      SEVEN_ZIP,
      ['x', '-bd', '-y', `-o${unzipped}`, path.join(output, `MDM Admin-${pkg.version}-arm64-mac.zip`)],
      {
        stdio: 'ignore',
      },
    );
    contents = path.join(unzipped, 'MDM Admin.app', 'Contents');
    infoPlist = readFileSync(path.join(contents, 'Info.plist'), 'utf8');
  }, 270_000);

  it('zips MDM Admin.app without downloading, and skips signing and notarization on Linux', () => {
    expect(existsSync(path.join(contents, 'Resources', 'app.asar'))).toBe(true);
    expect(existsSync(path.join(contents, 'MacOS', 'MDM Admin'))).toBe(true);
    expect(log).toContain('skipped macOS application code signing');
    expect(log).not.toMatch(/download/i);
    expect(readdirSync(caches)).toEqual([]);
  });

  it('names the bundle by the appId and product, with the icon from build/icon.icns', () => {
    expect(infoPlist).toMatch(/<key>CFBundleIdentifier<\/key>\s*<string>app\.mdm-admin\.desktop<\/string>/);
    expect(infoPlist).toMatch(/<key>CFBundleName<\/key>\s*<string>MDM Admin<\/string>/);
    expect(infoPlist).toMatch(/<key>CFBundleIconFile<\/key>\s*<string>icon\.icns<\/string>/);
    expect(readFileSync(path.join(contents, 'Resources', 'icon.icns')).equals(readFileSync('build/icon.icns'))).toBe(
      true,
    );
  });

  it("embeds the asar's header hash in Info.plist for Electron to check (ElectronAsarIntegrity)", () => {
    const hash = asarHeaderHash(path.join(contents, 'Resources', 'app.asar'));
    expect(infoPlist).toMatch(
      new RegExp(
        `<key>Resources/app\\.asar</key>\\s*<dict>\\s*<key>algorithm</key>\\s*<string>SHA256</string>\\s*<key>hash</key>\\s*<string>${hash}</string>`,
      ),
    );
  });

  it('has the fuses flipped in the Electron Framework, asar integrity validation on', async () => {
    // Given the .app, @electron/fuses reads Contents/Frameworks/Electron Framework.framework/Electron Framework.
    expect(await fusesOf(path.dirname(contents))).toEqual(FUSES_WITH_ASAR_INTEGRITY);
  });
});
