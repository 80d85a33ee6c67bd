// Writes docs/policy.schema.json, the JSON Schema of the machine-wide policy, generated from its
// zod schema (shared/policy.ts) so that the two cannot drift: `npm run policy:schema` after a change
// to the schema; test/unit/scripts/policy-schema.test.ts fails while the committed file differs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { policyJsonSchema } from '../shared/policy';

export const POLICY_SCHEMA_FILE = 'docs/policy.schema.json';

/** The schema as committed: JSON formatted by the project's Prettier settings. */
export async function renderPolicySchema(): Promise<string> {
  const file = path.resolve(POLICY_SCHEMA_FILE);
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(policyJsonSchema()), { ...options, filepath: file });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await writeFile(POLICY_SCHEMA_FILE, await renderPolicySchema());
  console.log(
    `Wrote ${POLICY_SCHEMA_FILE} from ${path.relative(process.cwd(), fileURLToPath(new URL('../shared/policy.ts', import.meta.url)))}`,
  );
}
