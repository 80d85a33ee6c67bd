import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundlePackages, isNodeBuiltin, isRelative, moduleSpecifiers } from './bundle-imports';
import { ensureBuilt } from './built';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const runtimeDependencies = Object.keys(pkg.dependencies);
const read = (file: string) => readFileSync(file, 'utf8');

/**
 * A bundle with the chunks it loads (the CLI splits at each import(), scripts/cli-build.mjs):
 * every relative specifier must name a chunk of the same folder that exists.
 */
function readWithChunks(entry: string): { code: string; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  const codes: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!existsSync(file)) return void missing.push(file);
    const code = read(file);
    codes.push(code);
    for (const specifier of moduleSpecifiers(code).filter(isRelative)) {
      const next = path.join(path.dirname(file), specifier);
      if (path.dirname(next) !== path.dirname(entry)) missing.push(`${specifier} (outside ${path.dirname(entry)})`);
      else visit(next);
    }
  };
  visit(entry);
  return { code: codes.join('\n'), missing };
}

beforeAll(() => ensureBuilt());

describe('the Node bundles load only what an installed app has', () => {
  it('the Electron main bundle imports only electron, Node built-ins and runtime dependencies', () => {
    const code = read('dist/main/main.js');
    const packages = bundlePackages(code);
    expect(packages).toContain('electron');
    expect(packages.filter((name) => name !== 'electron' && !runtimeDependencies.includes(name))).toEqual([]);
    // Everything of our own is inside the bundle: no relative file is loaded at run time.
    expect(moduleSpecifiers(code).filter(isRelative)).toEqual([]);
  });

  it('the preload is one CommonJS file that requires nothing but electron (a sandboxed preload cannot load node_modules)', () => {
    const code = read('dist/preload/preload.cjs');
    expect(moduleSpecifiers(code)).toEqual(['electron']);
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    // No dynamic require by a computed name either.
    expect(code.match(/\brequire\(/g)).toHaveLength(1);
  });

  it.each(['dist/web/server.js', 'dist/cli/main.js'])(
    '%s (run by Node after npm install) needs only runtime dependencies and no electron',
    (file) => {
      const { code, missing } = readWithChunks(file);
      expect(bundlePackages(code).filter((name) => !runtimeDependencies.includes(name))).toEqual([]);
      expect(missing).toEqual([]);
    },
  );

  it.each(['dist/main', 'dist/web', 'dist/cli'])(
    "%s has core's worker beside its bundle, CommonJS and self-contained (only Node built-ins)",
    (dir) => {
      const code = read(`${dir}/core-worker.cjs`);
      expect(moduleSpecifiers(code).filter((specifier) => !isNodeBuiltin(specifier))).toEqual([]);
      expect(code).not.toMatch(/^\s*(import|export)\s/m);
    },
  );

  it('every runtime dependency is used by some Node bundle (no dead weight in the package)', () => {
    const used = new Set(
      ['dist/main/main.js', 'dist/web/server.js', 'dist/cli/main.js'].flatMap((file) =>
        bundlePackages(readWithChunks(file).code),
      ),
    );
    expect(runtimeDependencies.filter((name) => !used.has(name))).toEqual([]);
  });

  it('the scanner sees every form of import a bundle may use', () => {
    const code = [
      'import { a as b } from "zod";',
      'import x, * as y from "@scope/pkg/sub";',
      "import 'side-effect';",
      'export * from "re-export";',
      'const m = await import("lazy");',
      'const r = require("node:fs");',
      'const font = require2.resolve("fonts-pkg/ttf/Face.ttf");',
      'import "./local.js";',
    ].join('\n');
    expect(moduleSpecifiers(code)).toEqual([
      './local.js',
      '@scope/pkg/sub',
      'fonts-pkg/ttf/Face.ttf',
      'lazy',
      'node:fs',
      're-export',
      'side-effect',
      'zod',
    ]);
    expect(bundlePackages(code)).toEqual(['@scope/pkg', 'fonts-pkg', 'lazy', 're-export', 'side-effect', 'zod']);
    expect(['fs', 'node:fs', 'fs/promises'].every(isNodeBuiltin)).toBe(true);
    expect(isNodeBuiltin('zod')).toBe(false);
  });
});
