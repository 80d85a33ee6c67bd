import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Command } from '../command';
import { EXIT, UsageError } from '../io';
import { parsePolicyText, POLICY_PATH_VARIABLE, policyFilePath } from '../../core/index';

const usage = `Usage: mdm-admin policy check FILE [--format text|json]
       mdm-admin policy path

check  validates a machine-wide policy file (docs/policy.md) before it is deployed and prints
       every problem with its JSON path ($.connections[0].baseUrl). Without problems it says
       what the app would apply.
path   prints where the app looks for the policy on this machine (${POLICY_PATH_VARIABLE}
       overrides it).

Exit codes: 0 valid, 1 invalid (the app would start with the defaults for what is wrong),
2 the file cannot be read or the call is wrong.`;

const EXIT_INVALID = 1;

async function check(args: string[], cwd: string, write: (text: string) => void, warn: (text: string) => void) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { format: { type: 'string', default: 'text' } },
  });
  if (positionals.length !== 1) throw new UsageError('policy check takes exactly one FILE');
  if (values.format !== 'text' && values.format !== 'json') throw new UsageError('--format is text or json');
  const file = positionals[0]!;
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    warn(`mdm-admin policy: cannot read ${file}: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  const { policy, problems } = parsePolicyText(text);
  if (values.format === 'json') {
    write(`${JSON.stringify({ file, valid: problems.length === 0, problems, policy }, null, 2)}\n`);
  } else if (problems.length === 0) {
    write(`${file}: valid. The app would apply:\n${JSON.stringify(policy, null, 2)}\n`);
  } else {
    write(`${file}: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}\n`);
    for (const problem of problems) write(`  ${problem.path}: ${problem.message}\n`);
  }
  return problems.length === 0 ? EXIT.ok : EXIT_INVALID;
}

export const policyCommand: Command = {
  name: 'policy',
  summary: 'check a machine-wide policy file, or print where the app looks for it',
  usage,
  async run(args, io) {
    const [action, ...rest] = args;
    if (action === 'check') {
      return check(
        rest,
        io.cwd,
        (text) => io.stdout.write(text),
        (text) => io.stderr.write(text),
      );
    }
    if (action === 'path') {
      if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
      io.stdout.write(`${policyFilePath(process.platform, io.env)}\n`);
      return EXIT.ok;
    }
    throw new UsageError(action === undefined ? 'say check or path' : `unknown action "${action}"`);
  },
};
