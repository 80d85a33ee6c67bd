import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const OUTPUTS = [
  'dist/main/main.js',
  'dist/main/core-worker.cjs',
  'dist/preload/preload.cjs',
  'dist/web/server.js',
  'dist/web/core-worker.cjs',
  'dist/cli/main.js',
  'dist/cli/core-worker.cjs',
  'dist/renderer/index.html',
];

/** These tests look at the built bundles; `npm test` builds first, a bare `vitest` run builds here. */
export function ensureBuilt(): void {
  if (OUTPUTS.every((file) => existsSync(file))) return;
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
}
