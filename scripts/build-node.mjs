// Bundles everything that runs in Node (Electron main, preload, web shell, CLI) with esbuild.
// Dependencies stay external (they are installed next to the bundle), except in the
// preload: a sandboxed preload cannot load node_modules, so it is one self-contained file.
// Core's worker thread (electron/core/work/core-worker.ts) goes beside each bundle that runs
// core, as core-worker.cjs: core finds it next to itself. It is CommonJS and self-contained
// (it loads nothing but Node built-ins), so that it also starts from app.asar.unpacked in the
// packaged app, where node_modules is not beside it (see electron-builder.yml).
import { build } from 'esbuild';
import { cliBuildOptions } from './cli-build.mjs';

const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning' };
const esm = { ...common, format: 'esm', packages: 'external', outExtension: { '.js': '.js' } };

const coreWorker = (outdir) =>
  build({
    ...common,
    format: 'cjs',
    entryPoints: { 'core-worker': 'electron/core/work/core-worker.ts' },
    outdir,
    outExtension: { '.js': '.cjs' },
  });

await Promise.all([
  build({ ...esm, entryPoints: { main: 'electron/main/main.ts' }, outdir: 'dist/main', external: ['electron'] }),
  ...['dist/main', 'dist/web', 'dist/cli'].map(coreWorker),
  build({ ...esm, entryPoints: { server: 'electron/web/server.ts' }, outdir: 'dist/web' }),
  // The CLI splits at every import(), so a command loads only what it needs (cli-build.mjs).
  build(cliBuildOptions('dist/cli')),
  build({
    ...common,
    format: 'cjs',
    entryPoints: { preload: 'electron/preload/preload.ts' },
    outdir: 'dist/preload',
    outExtension: { '.js': '.cjs' },
    external: ['electron'],
    minify: true,
  }),
]);
