// The CLI bundle's esbuild options, shared by scripts/build-node.mjs and the tests that build
// the CLI themselves. It splits at every import(): a command's module (and what only it
// needs: core, the HTTP stack, pdfkit, zod) is a chunk loaded when that command runs, so
// start-up stays small (test/integration/cli/start-up.test.ts keeps it so).
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
  };
}
