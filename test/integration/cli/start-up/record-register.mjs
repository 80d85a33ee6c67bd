// `node --import` this file to record what the process loads (record-resolves.mjs): the
// specifiers the ES module loader resolves, and at exit the CommonJS files required (the
// CLI's undici.cjs is required, which the loader's hooks do not see on Node 20).
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./record-resolves.mjs', import.meta.url);

const required = createRequire(import.meta.url).cache;
process.on('exit', () => {
  for (const file of Object.keys(required))
    appendFileSync(process.env.MDM_TEST_RESOLVES, `${file}\t${pathToFileURL(file).href}\n`);
});
