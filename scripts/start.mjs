// `npm start`: launches the Electron app on the built files. Electron fetches its binary on
// first launch; where that is impossible (no internet), say so and point to the web shell.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let electronPath;
try {
  electronPath = require('electron');
} catch (error) {
  console.error(`Electron could not be prepared: ${error.message}`);
  console.error('The same app runs in a browser: npm run start:web');
  process.exit(1);
}
const child = spawn(electronPath, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
