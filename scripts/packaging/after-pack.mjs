// electron-builder's afterPack hook (electron-builder.yml `afterPack`): runs once the app folder
// is assembled and before it is signed, so the flipped fuses are covered by the signature.
import { fuseConfig } from './fuses.mjs';

/** electron-builder's Arch enum value for arm64 and universal (app-builder-lib's `Arch`). */
const ARCH_ARM64 = 3;
const ARCH_UNIVERSAL = 4;

export default async function afterPack(context) {
  const platform = context.electronPlatformName;
  // Changing the binary invalidates Electron's ad-hoc signature, which Apple silicon refuses to
  // run unsigned; re-sign ad hoc there (a real identity, when configured, signs after this).
  // codesign exists only on macOS, where macOS apps are built.
  const appleSilicon =
    process.platform === 'darwin' &&
    platform === 'darwin' &&
    (context.arch === ARCH_ARM64 || context.arch === ARCH_UNIVERSAL);
  // packager.addElectronFuses finds the platform's Electron binary (the .exe, the framework
  // inside the .app, the Linux executable) and flips the wire with @electron/fuses.
  await context.packager.addElectronFuses(context, {
    ...fuseConfig(platform),
    resetAdHocDarwinSignature: appleSilicon,
  });
}
