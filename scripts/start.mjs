// `npm start` (after `npm run build`): launches the Electron app on the built files. Where the
// Electron binary cannot be had (scripts/electron-binary.mjs), says why and exits 1.
import { spawn } from 'node:child_process';
import { electronBinary } from './electron-binary.mjs';

const electron = electronBinary();
if (!electron.ok) {
  console.error(electron.message);
  process.exit(1);
}
const child = spawn(electron.path, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`Electron could not be started (${electron.path}): ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
