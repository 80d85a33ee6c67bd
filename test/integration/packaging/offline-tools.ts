import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's tools the packaging tests use in place of electron-builder's downloads, and the package of each. */
const SYSTEM_TOOLS = {
  '7zz': { file: '/usr/bin/7zz', debian: '7zip' },
  mksquashfs: { file: '/usr/bin/mksquashfs', debian: 'squashfs-tools' },
  unsquashfs: { file: '/usr/bin/unsquashfs', debian: 'squashfs-tools' },
  'desktop-file-validate': { file: '/usr/bin/desktop-file-validate', debian: 'desktop-file-utils' },
  'dpkg-deb': { file: '/usr/bin/dpkg-deb', debian: 'dpkg' },
} as const;

/** Fails with the apt-get line to run when a tool is missing (npm test installs them first: scripts/system-packages.mjs). */
export function requireSystemTools(): void {
  const missing = Object.entries(SYSTEM_TOOLS).filter(([, tool]) => !existsSync(tool.file));
  if (missing.length > 0) {
    const packages = [...new Set(missing.map(([, tool]) => tool.debian))].join(' ');
    throw new Error(
      `missing ${missing.map(([name]) => name).join(', ')}: apt-get install ${packages} (npm test installs them: scripts/system-packages.mjs)`,
    );
  }
}

export const APPIMAGE_RUNTIME_STAND_IN =
  '#!/bin/sh\necho "stand-in for the AppImage runtime (packaging test): nothing to mount" >&2\nexit 1\n';

/**
 * electron-builder's AppImage toolset (its legacy "appimage-12.0.1" layout, which it downloads from
 * GitHub), laid out from what this machine has: Debian's mksquashfs and desktop-file-validate,
 * an empty runtime library folder, and a stand-in for the AppImage runtime, the small ELF program
 * at the front of every AppImage that mounts the squashfs after it. That runtime is in neither
 * Debian nor npm, so the AppImage built here is everything electron-builder makes (AppRun, the
 * desktop entry, the icons, the app, squashed by mksquashfs at the runtime's offset) behind a
 * runtime that only says what it is, just as the Electron binary inside is a stand-in.
 */
export function createAppImageToolset(dir: string): string {
  const host = path.join(dir, 'linux-x64');
  mkdirSync(host, { recursive: true });
  symlinkSync(SYSTEM_TOOLS.mksquashfs.file, path.join(host, 'mksquashfs'));
  symlinkSync(SYSTEM_TOOLS['desktop-file-validate'].file, path.join(host, 'desktop-file-validate'));
  mkdirSync(path.join(dir, 'lib', 'x64'), { recursive: true });
  const runtime = path.join(dir, 'runtime-x64');
  writeFileSync(runtime, APPIMAGE_RUNTIME_STAND_IN);
  chmodSync(runtime, 0o755);
  return dir;
}

/**
 * The environment that points electron-builder's Linux targets at tools found offline:
 * APPIMAGE_TOOLS_PATH (the toolset above) and CUSTOM_FPM_PATH (scripts/packaging/fpm-deb.mjs,
 * which builds the deb with dpkg-deb in place of fpm).
 */
/** Debian's 7-Zip, which electron-builder uses for zip targets instead of downloading its own. */
export const SEVEN_ZIP = SYSTEM_TOOLS['7zz'].file;

export function offlineLinuxToolsEnv(projectDir: string, toolsetDir: string): Record<string, string> {
  return {
    APPIMAGE_TOOLS_PATH: createAppImageToolset(toolsetDir),
    CUSTOM_FPM_PATH: path.join(projectDir, 'scripts/packaging/fpm-deb.mjs'),
  };
}
