/** scripts/icons.mjs: every platform's icon from build/icon.svg, read back from the files it writes. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';

let dir: string;
beforeAll(() => {
  dir = tempDir('mdm-icons-');
  copyFileSync('build/icon.svg', path.join(dir, 'icon.svg'));
  execFileSync(process.execPath, ['scripts/icons.mjs', dir]);
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's width and height (the IHDR chunk, big-endian at bytes 16 and 20). */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** The images of a .ico: the directory's size (0 = 256) and the PNG each entry points at. */
function readIco(ico: Buffer) {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = ico.readUInt8(entry) || 256;
    expect(ico.readUInt8(entry + 1) || 256).toBe(size);
    const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
    return { size, png: pngSize(png) };
  });
}

/** The elements of a .icns: type and the size of the PNG inside. */
function readIcns(icns: Buffer) {
  expect(icns.toString('latin1', 0, 4)).toBe('icns');
  expect(icns.readUInt32BE(4)).toBe(icns.length);
  const elements: { type: string; png: [number, number] }[] = [];
  for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
    elements.push({
      type: icns.toString('latin1', at, at + 4),
      png: pngSize(icns.subarray(at + 8, at + icns.readUInt32BE(at + 4))),
    });
  }
  return elements;
}

describe('npm run icons (scripts/icons.mjs)', () => {
  it('writes the Linux hicolor sizes, each drawn at its size', () => {
    const files = readdirSync(path.join(dir, 'icons')).sort((a, b) => parseInt(a) - parseInt(b));
    expect(files).toEqual([
      '16x16.png',
      '24x24.png',
      '32x32.png',
      '48x48.png',
      '64x64.png',
      '128x128.png',
      '256x256.png',
      '512x512.png',
    ]);
    for (const file of files) {
      const size = parseInt(file);
      expect(pngSize(readFileSync(path.join(dir, 'icons', file)))).toEqual([size, size]);
    }
  });

  it('writes a Windows .ico with PNG images from 16 to 256 pixels', () => {
    const images = readIco(readFileSync(path.join(dir, 'icon.ico')));
    expect(images.map((image) => image.size)).toEqual([16, 24, 32, 48, 64, 128, 256]);
    for (const image of images) expect(image.png).toEqual([image.size, image.size]);
  });

  it('writes a macOS .icns whose every element is a PNG of the size its type stands for, up to 1024', () => {
    const expected: Record<string, number> = {
      icp4: 16,
      icp5: 32,
      icp6: 64,
      ic07: 128,
      ic08: 256,
      ic09: 512,
      ic10: 1024,
      ic11: 32,
      ic12: 64,
      ic13: 256,
      ic14: 512,
    };
    const elements = readIcns(readFileSync(path.join(dir, 'icon.icns')));
    expect(elements.map((element) => element.type)).toEqual(Object.keys(expected));
    for (const element of elements) expect(element.png).toEqual([expected[element.type], expected[element.type]]);
  });

  it('writes the 1024x1024 PNG', () => {
    const png = readFileSync(path.join(dir, 'icon.png'));
    expect(pngSize(png)).toEqual([1024, 1024]);
  });
});
