// `npm run dev`: Vite serves the renderer with hot reload on loopback, esbuild rebuilds the
// Node side on change, and Electron loads the renderer from Vite (never in a packaged app).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { context } from 'esbuild';
import { createServer } from 'vite';

const server = await createServer({ server: { host: '127.0.0.1', port: 5173, strictPort: false } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'info' };
const main = await context({ ...common, format: 'esm', packages: 'external', entryPoints: { main: 'electron/main/main.ts' }, outdir: 'dist/main' });
const preload = await context({ ...common, format: 'cjs', entryPoints: { preload: 'electron/preload/preload.ts' }, outdir: 'dist/preload', outExtension: { '.js': '.cjs' }, external: ['electron'] });
await Promise.all([main.rebuild(), preload.rebuild()]);
await Promise.all([main.watch(), preload.watch()]);

const electronPath = createRequire(import.meta.url)('electron');
const child = spawn(electronPath, ['.'], { stdio: 'inherit', env: { ...process.env, MDM_DEV_SERVER_URL: url } });
child.on('exit', async () => {
  await Promise.all([main.dispose(), preload.dispose(), server.close()]);
  process.exit(0);
});
