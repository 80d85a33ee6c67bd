// Bundles everything that runs in Node (Electron main, preload, web shell, CLI) with esbuild.
// Dependencies stay external (they are installed next to the bundle), except in the
// preload: a sandboxed preload cannot load node_modules, so it is one self-contained file.
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning' };
const esm = { ...common, format: 'esm', packages: 'external', outExtension: { '.js': '.js' } };

await Promise.all([
  build({ ...esm, entryPoints: { main: 'electron/main/main.ts' }, outdir: 'dist/main', external: ['electron'] }),
  build({ ...esm, entryPoints: { server: 'electron/web/server.ts' }, outdir: 'dist/web' }),
  build({ ...esm, entryPoints: { main: 'electron/cli/main.ts' }, outdir: 'dist/cli' }),
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
