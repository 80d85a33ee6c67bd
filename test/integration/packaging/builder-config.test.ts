/**
 * The Windows and macOS installers cannot be built on this machine (NSIS needs electron-builder's
 * makensis bundle with its plugins and wine for its uninstaller, MSI needs WiX under wine, the dmg
 * needs macOS's hdiutil, a universal app @electron/universal, which runs on macOS only), so their
 * configuration is checked instead: against electron-builder's own JSON schema with its own
 * validator (what `electron-builder` runs before any build), and for what the installers must do.
 * What can be built here, the Windows folder and a one-architecture macOS zip, is built in
 * other-platforms.test.ts.
 */
import { load } from 'js-yaml';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The app-builder-lib that electron-builder itself loads, and the schema it ships.
const builderRequire = createRequire(createRequire(import.meta.url).resolve('electron-builder/package.json'));
const { validateSchema } = builderRequire('app-builder-lib/out/util/config/schemaValidator.js') as {
  validateSchema(schema: unknown, config: unknown, options?: { name?: string }): void;
};
const schema = builderRequire('app-builder-lib/scheme.json') as unknown;
const { UUID } = builderRequire('builder-util-runtime') as {
  UUID: { v5(name: string, namespace: unknown): string; parse(uuid: string): unknown };
};

type Config = Record<string, unknown> & {
  appId: string;
  afterPack: string;
  win: { target: { target: string; arch: string[] }[]; icon: string };
  nsis: Record<string, unknown>;
  msi: Record<string, unknown>;
  mac: { target: { target: string; arch: string[] }[]; icon: string; hardenedRuntime: boolean };
  linux: { icon: string };
};

const readConfig = () => load(readFileSync('electron-builder.yml', 'utf8')) as Config;
const validate = (config: unknown) => validateSchema(schema, structuredClone(config), { name: 'electron-builder' });

describe("electron-builder.yml against electron-builder's schema", () => {
  it('is valid as a whole, the Windows and macOS parts included', () => {
    expect(() => validate(readConfig())).not.toThrow();
  });

  it('the validation bites: a misplaced or mistyped Windows or macOS option is an error that names it', () => {
    const misplaced = { ...readConfig(), mac: { ...readConfig().mac, perMachine: true } };
    expect(() => validate(misplaced)).toThrow(/configuration\.mac should be/);
    const mistyped = { ...readConfig(), nsis: { ...readConfig().nsis, oneClick: { yes: 1 } } };
    expect(() => validate(mistyped)).toThrow(/configuration\.nsis\.oneClick should be a boolean/);
    const notABoolean = { ...readConfig(), msi: { ...readConfig().msi, perMachine: 'sometimes' } };
    expect(() => validate(notABoolean)).toThrow(/configuration\.msi\.perMachine should be a boolean/);
  });
});

describe('what the installers are configured to do', () => {
  const config = readConfig();

  it('Windows: an NSIS installer and an MSI, 64-bit', () => {
    expect(config.win.target).toEqual([
      { target: 'nsis', arch: ['x64'] },
      { target: 'msi', arch: ['x64'] },
    ]);
  });

  it('NSIS installs per user or per machine (the choice, or /S and /S /allusers when silent) and keeps user data on uninstall', () => {
    // oneClick: false with perMachine: false is electron-builder's assisted installer that offers
    // both modes and takes /allusers and /currentuser on its command line.
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      allowElevation: true,
      deleteAppDataOnUninstall: false,
    });
  });

  it('the MSI installs machine-wide without asking, under a fixed upgrade code', () => {
    expect(config.msi).toMatchObject({ perMachine: true, oneClick: false, runAfterFinish: false });
    const derived = UUID.v5(config.appId, UUID.parse('d752fe43-5d44-44d5-9fc9-6dd1bf19d5cc')).toUpperCase();
    expect(config.msi.upgradeCode, 'the code electron-builder derives from the appId, written down').toBe(derived);
  });

  it('macOS: a dmg and a zip, both universal (Intel and Apple silicon), with the hardened runtime notarization needs', () => {
    expect(config.mac.target).toEqual([
      { target: 'dmg', arch: ['universal'] },
      { target: 'zip', arch: ['universal'] },
    ]);
    expect(config.mac.hardenedRuntime).toBe(true);
  });

  it('signing and notarization come from the environment only: no certificate, password or Apple ID in the file', () => {
    const text = JSON.stringify(config);
    for (const key of ['cscLink', 'cscKeyPassword', 'certificateFile', 'certificatePassword', 'appleId', 'identity']) {
      expect(text, key).not.toContain(`"${key}"`);
    }
    expect((config.mac as Record<string, unknown>).notarize).toBeUndefined(); // electron-builder decides by APPLE_* variables
  });

  it('every platform takes its icon from what scripts/icons.mjs renders out of build/icon.svg, and the hook exists', () => {
    expect(config.win.icon).toBe('build/icon.ico');
    expect(config.mac.icon).toBe('build/icon.icns');
    expect(config.linux.icon).toBe('build/icons');
    expect(existsSync(config.afterPack)).toBe(true);
  });
});
