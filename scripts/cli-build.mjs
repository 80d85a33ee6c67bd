// The CLI bundle's esbuild options, shared by scripts/build-node.mjs and the tests that build
// the CLI themselves. It splits at every import(): a command's module (and what only it
// needs: core, the HTTP stack, pdfkit, zod) is a chunk loaded when that command runs, so
// start-up stays small (test/integration/cli/start-up.test.ts keeps it so).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * zod inside the chunks that use it (it is ES modules, so nothing needs a shim): from
 * node_modules its files took 50-60 ms to load (resolution, a stat and a compile each), bundled
 * 25-30 ms. Every other package stays external (`packages`).
 */
const bundledZod = {
  name: 'bundled-zod',
  setup(b) {
    b.onResolve({ filter: /^zod(\/.*)?$/ }, (args) => ({ path: fileURLToPath(import.meta.resolve(args.path)) }));
  },
};

/**
 * A CommonJS package, for the CLI, bundled into one file beside the chunks (`file`) and
 * answered, where the chunks import `specifier`, by a module that requires that file: one
 * file loads faster than the package's many from node_modules (a resolution, a stat and a
 * compile each, and the ESM loader's scan of each). Required, not bundled into the ESM chunks,
 * so that its require() of Node's modules stays a real require (no shim).
 */
const requiredBundle = (outdir, { specifier, entry, file, exports }) => ({
  name: `cli-${file}`,
  setup(b) {
    b.onStart(async () => {
      await build({
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        logLevel: 'warning',
        entryPoints: [entry],
        outfile: path.join(outdir, file),
      });
    });
    const filter = new RegExp(`^${specifier}$`);
    b.onResolve({ filter }, () => ({ path: specifier, namespace: `cli-${file}` }));
    b.onLoad({ filter: /.*/, namespace: `cli-${file}` }, () => ({
      resolveDir: process.cwd(),
      contents: [
        "import { createRequire } from 'node:module';",
        `const required = createRequire(import.meta.url)('./${file}');`,
        exports,
      ].join('\n'),
    }));
  },
});

/**
 * undici: what core uses of it (scripts/undici-cli.cjs) as undici.cjs. One file of 0.5 MB
 * loads in about 22 ms; the package from node_modules took 75-85 ms (111 files); importing the
 * one file instead of requiring it still scans its 0.5 MB: 50-60 ms.
 */
const cliUndici = (outdir) =>
  requiredBundle(outdir, {
    specifier: 'undici',
    entry: fileURLToPath(new URL('./undici-cli.cjs', import.meta.url)),
    file: 'undici.cjs',
    exports: 'export const { Agent, ProxyAgent, request } = required;',
  });

/**
 * proper-lockfile (core's stores load it at start) with graceful-fs, retry and signal-exit, as
 * proper-lockfile.cjs: 5-6 ms where its 13 files from node_modules took 13-14 ms.
 */
const cliLockfile = (outdir) =>
  requiredBundle(outdir, {
    specifier: 'proper-lockfile',
    entry: fileURLToPath(import.meta.resolve('proper-lockfile')),
    file: 'proper-lockfile.cjs',
    exports: 'export default required;',
  });

export function cliBuildOptions(outdir) {
  return {
    bundle: true,
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    format: 'esm',
    packages: 'external',
    outExtension: { '.js': '.js' },
    entryPoints: { main: 'electron/cli/main.ts' },
    outdir,
    splitting: true,
    // Beside main.js: core finds its worker (core-worker.cjs) next to the module that starts it.
    chunkNames: '[name]-[hash]',
    plugins: [cliUndici(outdir), cliLockfile(outdir), bundledZod],
  };
}
