import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Command } from '../command';
import { EXIT, UsageError } from '../io';
import { parsePolicyText, POLICY_PATH_VARIABLE, policyFilePath } from '../../core/index';
import { policyProblemLine, policyProblemText } from '../../../shared/errors/policy-problem-wording';
import type { Translator } from '../../../shared/i18n/translator';
import { unreadableReason } from '../../../shared/policy-problems';
import { cliTranslator } from '../cli-language';

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

interface CheckIo {
  cwd: string;
  translator: Translator;
  write: (text: string) => void;
  warn: (text: string) => void;
}

async function check(args: string[], { cwd, translator, write, warn }: CheckIo) {
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
    const reason = unreadableReason((error as NodeJS.ErrnoException).code);
    warn(`mdm-admin policy: ${file} ${policyProblemText({ code: 'unreadable', params: { reason } }, translator)}\n`);
    return EXIT.usage;
  }
  const { policy, problems } = parsePolicyText(text);
  const { t } = translator;
  if (values.format === 'json') {
    // Each problem as core says it (path, code, params) and worded in the CLI's language.
    const worded = problems.map((problem) => ({ ...problem, message: policyProblemText(problem, translator) }));
    write(`${JSON.stringify({ file, valid: problems.length === 0, problems: worded, policy }, null, 2)}\n`);
  } else if (problems.length === 0) {
    write(`${t('policy.check.valid', { file })}\n${JSON.stringify(policy, null, 2)}\n`);
  } else {
    write(`${t('policy.check.problems', { file, count: problems.length })}\n`);
    for (const problem of problems) write(`  ${policyProblemLine(problem, translator)}\n`);
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
      return check(rest, {
        cwd: io.cwd,
        translator: cliTranslator(io.env),
        write: (text) => io.stdout.write(text),
        warn: (text) => io.stderr.write(text),
      });
    }
    if (action === 'path') {
      if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
      io.stdout.write(`${policyFilePath(process.platform, io.env)}\n`);
      return EXIT.ok;
    }
    throw new UsageError(action === undefined ? 'say check or path' : `unknown action "${action}"`);
  },
};
