// The CLI bundle's esbuild options, shared by scripts/build-node.mjs and the tests that build
// the CLI themselves. It splits at every import(): a command's module (and what only it
// needs: core, the HTTP stack, pdfkit, zod) is a chunk loaded when that command runs, so
// start-up stays small (test/integration/cli/start-up.test.ts keeps it so).
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
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
    // zod's namespace `locales` (its messages in some 50 languages, 370 KB: half of zod in the
    // bundle) is reachable from `z`, so it is never shaken out; nothing here asks for another
    // language than English, which zod's schemas import themselves. It is English alone.
    b.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: args.importer, namespace: 'zod-locales' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(path.join(path.dirname(args.path), '../locales/en.js'))};`,
      resolveDir: path.dirname(args.path),
    }));
  },
};

/** A CommonJS entry bundled into one file at `outfile`. */
function cjsBundleOptions(entry, outfile) {
  return {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    entryPoints: [entry],
    outfile,
  };
}

/** The CLI's undici as one CommonJS file at `outfile` (its test builds it the same way). */
export function undiciCliOptions(outfile) {
  return cjsBundleOptions(fileURLToPath(new URL('./undici-cli.cjs', import.meta.url)), outfile);
}

/**
 * A CommonJS package, for the CLI, bundled into one file beside the chunks (`file`) and
 * answered, where the chunks import `specifier`, by a module that requires that file: one
 * file loads faster than the package's many from node_modules (a resolution, a stat and a
 * compile each, and the ESM loader's scan of each). Required, not bundled into the ESM chunks,
 * so that its require() of Node's modules stays a real require (no shim).
 */
const requiredBundle = (outdir, { specifier, options, file, exports }) => ({
  name: `cli-${file}`,
  setup(b) {
    b.onStart(async () => {
      await build(options(path.join(outdir, file)));
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
    options: undiciCliOptions,
    file: 'undici.cjs',
    exports: 'export const { Agent, ProxyAgent } = required;',
  });

/**
 * proper-lockfile (core's stores load it at start) with graceful-fs, retry and signal-exit, as
 * proper-lockfile.cjs: 5-6 ms where its 13 files from node_modules took 13-14 ms.
 */
const cliLockfile = (outdir) =>
  requiredBundle(outdir, {
    specifier: 'proper-lockfile',
    options: (outfile) => cjsBundleOptions(fileURLToPath(import.meta.resolve('proper-lockfile')), outfile),
    file: 'proper-lockfile.cjs',
    exports: 'export default required;',
  });

/**
 * The catalogues one language at a time: each language's table (shared/i18n/message-tables.ts,
 * key → text) written as JSON beside the chunks, messages.<language>.json, and that module
 * answered by one that reads the table a translator asks for. A command reads the language it
 * speaks (about 1 ms), where every language's messages as code took some 20 ms to load.
 */
const cliMessageTables = (outdir) => ({
  name: 'cli-message-tables',
  setup(b) {
    b.onStart(async () => {
      const built = await build({
        stdin: {
          contents:
            "export { messageTable } from './shared/i18n/message-tables';\nexport { LANGUAGES } from './shared/i18n/language';",
          resolveDir: process.cwd(),
          loader: 'ts',
        },
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
        logLevel: 'warning',
      });
      const { messageTable, LANGUAGES } = await import(
        `data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`
      );
      await mkdir(outdir, { recursive: true });
      for (const language of LANGUAGES)
        await writeFile(path.join(outdir, `messages.${language}.json`), JSON.stringify(messageTable(language)));
    });
    b.onLoad({ filter: /[\\/]shared[\\/]i18n[\\/]message-tables\.ts$/ }, () => ({
      loader: 'js',
      contents: [
        "import { readFileSync } from 'node:fs';",
        'const tables = new Map();',
        'export function messageTable(language) {',
        '  let table = tables.get(language);',
        '  if (!table) {',
        "    table = JSON.parse(readFileSync(new URL(`./messages.${language}.json`, import.meta.url), 'utf8'));",
        '    tables.set(language, table);',
        '  }',
        '  return table;',
        '}',
      ].join('\n'),
    }));
  },
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
    plugins: [cliUndici(outdir), cliLockfile(outdir), bundledZod, cliMessageTables(outdir)],
  };
}
