/**
 * The password policy of the offline checks, as validate, convert and import-users take it:
 * `--password-policy FILE.json` (the reference `PasswordPolicy` fields) and, beside it,
 * `--password-min-length N` (the minimum when the file names none, or the whole policy alone).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PasswordPolicy } from '../../../shared/users-csv/password-policy';
import { UsageError } from '../io';
import { positiveInteger } from './csv-options';

export const PASSWORD_OPTIONS = {
  'password-policy': { type: 'string' },
  'password-min-length': { type: 'string' },
} as const;

export const PASSWORD_USAGE = `  --password-policy FILE.json  the organization's password policy: a JSON object of
                      minimumPasswordLength, maximumPasswordLength, minimumNumbersOfDigits,
                      minimumNumbersOfLowerCaseLetters, minimumNumbersOfUpperCaseLetters,
                      requiredNumbersOfSymbols (whole numbers) and allowSimplePassword
                      (true/false), each optional
  --password-min-length N  the minimum length (alone, or where the policy file names none)`;

export interface PasswordValues {
  'password-policy'?: string | undefined;
  'password-min-length'?: string | undefined;
}

/** The policy the options name, or undefined when they name none (then the profile's or the default applies). */
export async function policyFromOptions(values: PasswordValues, cwd: string): Promise<PasswordPolicy | undefined> {
  const minLength = positiveInteger('password-min-length', values['password-min-length']);
  const file = values['password-policy'];
  if (file === undefined) return minLength === undefined ? undefined : { minimumPasswordLength: minLength };
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    throw new UsageError(`--password-policy: cannot read ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--password-policy: ${file} is not JSON: ${(error as Error).message}`);
  }
  // The policy's schema (zod) loads only when a policy file is given: validate starts without it.
  const { parsePasswordPolicy } = await import('../../demo-server/password-rules');
  let policy: PasswordPolicy;
  try {
    policy = parsePasswordPolicy(json, `--password-policy ${file}`);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (minLength !== undefined && policy.minimumPasswordLength == null) policy.minimumPasswordLength = minLength;
  return policy;
}
