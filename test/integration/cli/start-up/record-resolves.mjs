// Module hooks (registered by record-register.mjs) that append every specifier the process
// resolves, one a line, to the file named by MDM_TEST_RESOLVES: what a command loaded.
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (!resolved.url.startsWith('node:'))
    appendFileSync(process.env.MDM_TEST_RESOLVES, `${specifier}\t${resolved.url}\n`);
  return resolved;
}
