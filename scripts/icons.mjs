// The app's icons for every platform from its one source, build/icon.svg (`npm run icons`, run
// by the package scripts). resvg renders the vector at each size, so small icons are drawn for
// their size rather than scaled down from a large bitmap:
//   build/icons/NxN.png  the Linux hicolor sizes (linux.icon: the folder)
//   build/icon.ico       Windows (win.icon): 16 to 256 pixels, each a PNG inside the .ico
//   build/icon.icns      macOS (mac.icon): 16 to 1024 pixels (the @2x variants), PNG inside
//   build/icon.png       1024x1024, for anything else that wants one picture
// electron-builder 26 would convert a PNG to .ico/.icns itself, but with a tool it downloads
// from GitHub; written here, the icons need no download and the tests can read them back.
// All of them are generated (git ignores them); the SVG is the only one to edit.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512];
export const MASTER_SIZE = 1024;
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** The .icns element types that hold a PNG, and the pixel size of each (Apple's icns format). */
export const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];

/**
 * A Windows .ico holding the given PNGs (Windows Vista and later read PNG entries): the 6-byte
 * header (reserved 0, type 1, count), one 16-byte directory entry per image (width and height,
 * 0 meaning 256; no palette; 1 plane; 32 bits; byte size; offset), then the images.
 */
export function icoFile(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** A macOS .icns: "icns" and the file's length, then per image its 4-letter type, length (with this 8-byte head) and PNG. */
export function icnsFile(images) {
  const elements = images.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + elements.reduce((sum, element) => sum + element.length, 0), 4);
  return Buffer.concat([head, ...elements]);
}

/** The SVG rendered as a square PNG `size` pixels wide. */
export function renderPng(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng();
}

/** Writes every icon from build/icon.svg into `buildDir`; returns the files written. */
export function generateIcons(buildDir) {
  const svg = readFileSync(path.join(buildDir, 'icon.svg'));
  const rendered = new Map();
  const png = (size) => {
    if (!rendered.has(size)) rendered.set(size, renderPng(svg, size));
    return rendered.get(size);
  };
  const written = [];
  const write = (file, bytes) => {
    writeFileSync(file, bytes);
    written.push(file);
  };
  write(path.join(buildDir, 'icon.png'), png(MASTER_SIZE));
  write(path.join(buildDir, 'icon.ico'), icoFile(ICO_SIZES.map((size) => ({ size, png: png(size) }))));
  write(path.join(buildDir, 'icon.icns'), icnsFile(ICNS_TYPES.map(([type, size]) => ({ type, png: png(size) }))));
  const linuxDir = path.join(buildDir, 'icons');
  rmSync(linuxDir, { recursive: true, force: true });
  mkdirSync(linuxDir);
  for (const size of LINUX_SIZES) write(path.join(linuxDir, `${size}x${size}.png`), png(size));
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const written = generateIcons(buildDir);
  console.log(`Wrote ${written.length} icons from ${path.join(buildDir, 'icon.svg')}`);
}
