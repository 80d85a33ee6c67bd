// `npm run dev`: Vite serves the renderer with hot reload on loopback, esbuild rebuilds the
// Node side on change, and Electron loads the renderer from Vite (never in a packaged app).
// Electron is looked for first, so that a machine without it gets the reason, not a server.
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { createServer } from 'vite';
import { electronBinary } from './electron-binary.mjs';

const electron = electronBinary();
if (!electron.ok) {
  console.error(electron.message);
  process.exit(1);
}

const server = await createServer({ server: { host: '127.0.0.1', port: 5173, strictPort: false } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

// As scripts/build-node.mjs: main is ESM with its packages external; the preload is one
// CommonJS file with only electron external (a sandboxed preload cannot load node_modules).
const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'info' };
const main = await context({
  ...common,
  format: 'esm',
  packages: 'external',
  entryPoints: { main: 'electron/main/main.ts' },
  outdir: 'dist/main',
});
const preload = await context({
  ...common,
  format: 'cjs',
  entryPoints: { preload: 'electron/preload/preload.ts' },
  outdir: 'dist/preload',
  outExtension: { '.js': '.cjs' },
  external: ['electron'],
});
await Promise.all([main.rebuild(), preload.rebuild()]);
await Promise.all([main.watch(), preload.watch()]);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([main.dispose(), preload.dispose(), server.close()]);
  process.exit(code);
}

const child = spawn(electron.path, ['.'], { stdio: 'inherit', env: { ...process.env, MDM_DEV_SERVER_URL: url } });
child.on('error', (error) => {
  console.error(`Electron could not be started (${electron.path}): ${error.message}`);
  void stop(1);
});
child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
