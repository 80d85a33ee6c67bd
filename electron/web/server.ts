/** `npm run start:web`: the web shell as a process. Prints the URL with the session secret. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { languageFromEnv } from '../../shared/i18n/language';
import { createTranslator } from '../../shared/i18n/translator';
import { LANGUAGE_PREF } from '../../shared/prefs';
import { createCore, defaultDataDir, loadPolicy, openLogFile } from '../core/index';
import type { Caller } from '../core/index';
import { consoleLanguage, startLines } from './console-lines';
import { startWebShell } from './web-shell';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = values.port === undefined ? 0 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  const { t } = createTranslator(languageFromEnv(process.env));
  console.error(t('webShell.badPort', { value: JSON.stringify(values.port) }));
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = defaultDataDir();
// The machine-wide policy (MDM_ADMIN_POLICY or the OS's path): never stops the shell; what is
// wrong with it is in the log, on this terminal, and the app shows it.
const policy = await loadPolicy();
const log = openLogFile(dataDir);
const core = createCore({
  shell: 'web',
  dataDir,
  policy,
  ...(log ? { log } : {}),
});
const shell = await startWebShell({ core, rendererDir: path.resolve(here, '..', 'renderer'), port });
/** The process itself, for the language chosen in the app (the sockets are web:1, web:2, …). */
const shellCaller: Caller = { id: 'web:shell', shell: 'web' };
const chosen = await core.call('prefs.get', { key: LANGUAGE_PREF }, shellCaller);
const lines = startLines(
  shell.url,
  policy,
  createTranslator(consoleLanguage(chosen.ok ? chosen.value : null, policy, process.env)),
);
for (const line of lines.out) console.log(line);
for (const line of lines.err) console.error(line);
const stop = () =>
  void shell
    .close()
    .then(() => core.dispose())
    .then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
