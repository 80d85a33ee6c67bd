/**
 * Reads a JSON file the app wrote, through a zod schema: a file may be truncated, edited by
 * hand, or written by another version of the app. Says which file and what is wrong.
 */
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { AppError } from '../errors';
import { parseProblem } from '../store/json-file';

/** null when there is no such file; AppError `corrupt-file` when it cannot be read as `what`. */
export async function readJsonFile<T>(path: string, schema: z.ZodType<T>, what: string): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseJsonFile(text, path, schema, what);
}

export function parseJsonFile<T>(text: string, path: string, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // Only where the fault is, never V8's excerpt of the text: a file may hold what must not be shown.
    throw new AppError('corrupt-file', `The ${what} file ${path} is damaged: ${parseProblem(error)}.`, {
      path,
      reason: parseProblem(error),
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    const reason = `it does not have the expected shape${where}`;
    throw new AppError('corrupt-file', `The ${what} file ${path} is damaged: ${reason}.`, { path, reason });
  }
  return parsed.data;
}
