import { existsSync } from 'node:fs';
import { targets } from './targets';

/** Fails at once, naming what is missing, instead of in every test. */
export default function setup(): void {
  for (const target of targets()) {
    if (!existsSync(target.executable)) throw new Error(`The ${target.name} is missing: ${target.executable}`);
  }
  if (!existsSync('dist/main/main.js')) throw new Error('dist/main/main.js is missing: run "npm run build" first.');
}
