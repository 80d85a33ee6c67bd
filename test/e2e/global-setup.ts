import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromiumPath } from './chromium';

/** The e2e tests drive the built renderer; build it when `vitest` is run without `npm test`. */
export default function setup(): void {
  if (!existsSync('dist/renderer/index.html')) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  if (!existsSync(chromiumPath())) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath()}: run "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
}
