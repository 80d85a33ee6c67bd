/** scripts/packaging/fuses.mjs: which Electron fuses each platform's package gets. */
import { describe, expect, it } from 'vitest';

type FuseConfig = Record<string, unknown>;
const { fuseConfig } = (await import(new URL('../../../../scripts/packaging/fuses.mjs', import.meta.url).href)) as {
  fuseConfig(platform: string): FuseConfig;
};
const { FuseV1Options } = (await import('@electron/fuses')).default;

const named = (config: FuseConfig) =>
  Object.fromEntries(
    Object.entries(config)
      .filter(([key]) => key !== 'version')
      .map(([index, value]) => [FuseV1Options[Number(index)], value]),
  );

describe('the fuses of the packaged app', () => {
  it.each(['linux', 'win32', 'darwin', 'mas'])(
    '%s: no run as node, NODE_OPTIONS or --inspect; cookies encrypted; asar only; no file:// privileges',
    (platform) => {
      expect(named(fuseConfig(platform))).toMatchObject({
        RunAsNode: false,
        EnableCookieEncryption: true,
        EnableNodeOptionsEnvironmentVariable: false,
        EnableNodeCliInspectArguments: false,
        OnlyLoadAppFromAsar: true,
        GrantFileProtocolExtraPrivileges: false,
      });
      expect(fuseConfig(platform).version).toBe('1');
    },
  );

  it('checks the asar against its embedded hash on macOS and Windows, where Electron implements it; not on Linux', () => {
    expect(named(fuseConfig('darwin')).EnableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(named(fuseConfig('mas')).EnableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(named(fuseConfig('win32')).EnableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(named(fuseConfig('linux')).EnableEmbeddedAsarIntegrityValidation).toBe(false);
  });

  it('leaves the V8 snapshot fuse as Electron ships it (the app has no snapshot of its own)', () => {
    expect(named(fuseConfig('linux'))).not.toHaveProperty('LoadBrowserProcessSpecificV8Snapshot');
  });
});
