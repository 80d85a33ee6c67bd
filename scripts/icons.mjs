// The app's icons for every platform from its one source, build/icon.svg (`npm run icons`, run
// by `npm run package`). resvg renders the vector at each size, so small Linux icons are drawn
// for their size rather than scaled down from a large bitmap:
//   build/icon.png       1024x1024: electron-builder turns it into the Windows .ico and the
//                        macOS .icns itself (win.icon, mac.icon)
//   build/icons/NxN.png  the Linux hicolor sizes (linux.icon: the folder)
// Both are generated (git ignores them); the SVG is the only one to edit.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512];
export const MASTER_SIZE = 1024;

/** The SVG rendered as a square PNG `size` pixels wide. */
export function renderPng(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng();
}

/** Writes build/icon.png and build/icons/NxN.png from build/icon.svg; returns the files written. */
export function generateIcons(buildDir) {
  const svg = readFileSync(path.join(buildDir, 'icon.svg'));
  const written = [];
  const write = (file, size) => {
    writeFileSync(file, renderPng(svg, size));
    written.push(file);
  };
  write(path.join(buildDir, 'icon.png'), MASTER_SIZE);
  const linuxDir = path.join(buildDir, 'icons');
  rmSync(linuxDir, { recursive: true, force: true });
  mkdirSync(linuxDir);
  for (const size of LINUX_SIZES) write(path.join(linuxDir, `${size}x${size}.png`), size);
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const written = generateIcons(buildDir);
  console.log(`Wrote ${written.length} icons from ${path.join(buildDir, 'icon.svg')}`);
}
