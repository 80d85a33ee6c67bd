/**
 * What can be wrong with a machine-wide policy file, as codes with parameters: core reads and
 * checks the file and says only these; the shells word them in the reader's language
 * (shared/errors/policy-problem-wording.ts). Each problem has its JSON path
 * (`$.connections[0].baseUrl`), which names the field the same in every language.
 */
import type { z } from 'zod';

/** Each code and its parameters. A new code does not compile until it is worded. */
export interface PolicyProblemParams {
  /** JSON.parse refused the text at this place (line and column from 1). */
  'json-syntax': { line: number; column: number };
  /** JSON.parse refused the text and said no place. */
  'json-syntax-unplaced': Record<string, never>;
  /** The text ends before its JSON does (a failed copy): where it ends. */
  'json-cut-short': { line: number; column: number };
  /**
   * The file cannot be read: `permission-denied`, `not-found` (only where a file was named:
   * `policy check`), or the system's error code (EISDIR).
   */
  unreadable: { reason: string };
  /** The file's JSON is not an object. */
  'not-object': Record<string, never>;
  /** A field the policy does not have (misspelt, or from another version). */
  'unknown-key': { key: string };
  /** A field whose name says token, password or secret: a policy never holds one. */
  'secret-key': { key: string };
  /** A value of the wrong JSON type: `expected` is zod's type name (boolean, string, array, object, number). */
  'wrong-type': { expected: string };
  /** A value outside the allowed ones (each as JSON). */
  'not-one-of': { values: readonly string[] };
  /** An empty text where one is needed. */
  empty: Record<string, never>;
  /** A text longer than the policy allows. */
  'too-long': { maximum: number };
  /** Not an http:// or https:// address; `example` shows one. */
  'http-url': { example: string };
  /** An address with a user name or password in it. */
  'no-credentials': Record<string, never>;
  /** An update feed over plain http on another machine. */
  'https-only': Record<string, never>;
  uuid: Record<string, never>;
  'pem-certificate': Record<string, never>;
  'channel-name': Record<string, never>;
  /** A connection's name (ignoring case) that connections[first] already has. */
  'duplicate-name': { name: string; first: number };
  /** `updates` is neither "off" nor an object. */
  'updates-shape': Record<string, never>;
  /** Anything else the schema refuses. */
  invalid: Record<string, never>;
}

export type PolicyProblemCode = keyof PolicyProblemParams;

/** One thing wrong with a policy: where (a JSON path, `$.connections[0].baseUrl`), and what, as a code. */
export type PolicyProblem = {
  [C in PolicyProblemCode]: { path: string; code: C; params: PolicyProblemParams[C] };
}[PolicyProblemCode];

/** A problem at a path. */
export function policyProblem<C extends PolicyProblemCode>(
  path: string,
  code: C,
  params: PolicyProblemParams[C],
): PolicyProblem {
  return { path, code, params } as PolicyProblem;
}

/**
 * The codes the schema itself gives as a refinement's or a format's message (zod carries them
 * in `issue.message`): each stands for itself, with the refinement's `params`.
 */
export const SCHEMA_CODES = [
  'empty',
  'http-url',
  'no-credentials',
  'https-only',
  'uuid',
  'pem-certificate',
  'channel-name',
  'duplicate-name',
] as const satisfies readonly PolicyProblemCode[];
const schemaCodes = new Set<string>(SCHEMA_CODES);

/** `$`, `$.connections[0].name`, `$["odd key"]`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === 'number') return `${out}[${segment}]`;
    const key = String(segment);
    return /^[A-Za-z_$][\w$]*$/.test(key) ? `${out}.${key}` : `${out}[${JSON.stringify(key)}]`;
  }, '$');
}

/** The `reason` of `unreadable` for an error of the file system. */
export function unreadableReason(code: string | undefined): string {
  if (code === 'EACCES' || code === 'EPERM') return 'permission-denied';
  if (code === 'ENOENT') return 'not-found';
  return code ?? 'unknown';
}

const SECRET_KEY = /token|password|passwd|secret|credential/i;

/** What one zod issue says, as a code with its parameters. */
function issueProblem(issue: z.core.$ZodIssue, path: string): PolicyProblem {
  if (schemaCodes.has(issue.message)) {
    const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
    return { path, code: issue.message, params } as PolicyProblem;
  }
  switch (issue.code) {
    case 'invalid_type':
      return policyProblem(path, 'wrong-type', { expected: issue.expected });
    case 'invalid_value':
      return policyProblem(path, 'not-one-of', { values: issue.values.map((value) => JSON.stringify(value)) });
    case 'too_big':
      return policyProblem(path, 'too-long', { maximum: Number(issue.maximum) });
    case 'too_small':
      return policyProblem(path, 'empty', {});
    case 'invalid_format':
      return issue.format === 'uuid' ? policyProblem(path, 'uuid', {}) : policyProblem(path, 'invalid', {});
    default:
      return policyProblem(path, 'invalid', {});
  }
}

/** The problems of a zod error, one per wrong value, each with its JSON path. */
export function policyProblems(error: z.ZodError, prefix: readonly PropertyKey[] = []): PolicyProblem[] {
  return error.issues.flatMap((issue): PolicyProblem[] => {
    const at = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        policyProblem(jsonPath([...at, key]), SECRET_KEY.test(key) ? 'secret-key' : 'unknown-key', { key }),
      );
    }
    if (issue.code === 'invalid_union' && at.at(-1) === 'updates') {
      return [policyProblem(jsonPath(at), 'updates-shape', {})];
    }
    return [issueProblem(issue, jsonPath(at))];
  });
}
