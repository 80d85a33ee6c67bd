import { readFile } from 'node:fs/promises';
import { checkPolicy, DEFAULT_POLICY } from '../../../shared/policy';
import type { PolicyProblem, PolicyState } from '../../../shared/policy';
import { policyProblem, unreadableReason } from '../../../shared/policy-problems';
import { policyFilePath } from './policy-path';

/** The machine's policy as read at start: always a file looked at (PolicyState says the rest). */
export interface LoadedPolicy extends PolicyState {
  file: string;
}

/** Line and column (from 1) of a character offset, for JSON syntax errors. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * Where `JSON.parse` says the text breaks, as a line and column. Its own sentence is the
 * engine's English and is not kept: the place is what the reader needs.
 */
function syntaxProblem(text: string, error: Error): PolicyProblem {
  const position = /position (\d+)/.exec(error.message);
  const end = text.trimEnd().length;
  // A file cut short (a failed copy) says no position, or one past its last character.
  if (/end of JSON input/i.test(error.message) || (position && Number(position[1]) >= end)) {
    return policyProblem('$', 'json-cut-short', lineAndColumn(text, end));
  }
  if (position) return policyProblem('$', 'json-syntax', lineAndColumn(text, Number(position[1])));
  return policyProblem('$', 'json-syntax-unplaced', {});
}

/** A policy file's text checked: never throws. */
export function parsePolicyText(text: string): Pick<LoadedPolicy, 'policy' | 'problems'> {
  let input: unknown;
  try {
    input = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { policy: DEFAULT_POLICY, problems: [syntaxProblem(text, error as Error)] };
  }
  return checkPolicy(input);
}

export interface LoadPolicyOptions {
  platform?: NodeJS.Platform;
  env?: Readonly<Record<string, string | undefined>>;
  read?: (file: string) => Promise<string>;
}

/**
 * Reads the machine-wide policy. Never throws: no file means the defaults; a file that cannot be
 * read or is wrong means the defaults (for what is wrong) plus the problems, so that the app
 * always starts and can say what was wrong.
 */
export async function loadPolicy(options: LoadPolicyOptions = {}): Promise<LoadedPolicy> {
  const file = policyFilePath(options.platform ?? process.platform, options.env ?? process.env);
  const read = options.read ?? ((name: string) => readFile(name, 'utf8'));
  let text: string;
  try {
    text = await read(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { file, found: false, policy: DEFAULT_POLICY, problems: [] };
    const problem = policyProblem('$', 'unreadable', { reason: unreadableReason(code) });
    return { file, found: true, policy: DEFAULT_POLICY, problems: [problem] };
  }
  return { file, found: true, ...parsePolicyText(text) };
}
