/** `npm run start:web`: the web shell as a process. Prints the URL with the session secret. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCore, defaultDataDir, loadPolicy, openLogFile } from '../core/index';
import { startWebShell } from './web-shell';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = values.port === undefined ? 0 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, not ${JSON.stringify(values.port)}`);
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = defaultDataDir();
// The machine-wide policy (MDM_ADMIN_POLICY or the OS's path): never stops the shell; what is
// wrong with it is in the log, and the app shows it.
const policy = await loadPolicy();
const log = openLogFile(dataDir);
const core = createCore({
  shell: 'web',
  dataDir,
  policy,
  ...(log ? { log } : {}),
});
const shell = await startWebShell({ core, rendererDir: path.resolve(here, '..', 'renderer'), port });
console.log(`MDM Admin web shell: ${shell.url}`);
console.log('Open that URL in a browser on this machine. Press Ctrl+C to stop.');
if (policy.problems.length > 0) {
  console.error(
    `The policy ${policy.file} has problems; the defaults apply for them (mdm-admin policy check shows each).`,
  );
}
const stop = () =>
  void shell
    .close()
    .then(() => core.dispose())
    .then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
