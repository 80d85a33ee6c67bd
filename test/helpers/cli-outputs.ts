/**
 * Readers of what `import-users` writes into a CLI test's working folder (cli-world.ts): the
 * per-line report and the credential sheet, as plain values to compare.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The source lines and statuses of a per-line report the import stored, by source line. */
export async function reportLines(work: string, file: string): Promise<[number, string][]> {
  const [header, ...rows] = (await readFile(path.join(work, file), 'utf8')).trimEnd().split(/\r?\n/);
  const columns = header!.split(',');
  const status = columns.indexOf('status');
  const source = columns.findIndex((c) => /source/i.test(c));
  return rows
    .map((row) => row.split(','))
    .map((cells): [number, string] => [Number(cells[source]), cells[status]!])
    .sort((a, b) => a[0] - b[0]);
}

/** The logins of a credential sheet (name,givenName,surName,email,password), sorted. */
export async function sheetLogins(work: string, file: string): Promise<string[]> {
  const text = await readFile(path.join(work, file), 'utf8');
  return text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]!)
    .sort();
}

/** The source lines a per-line report lists as stored (SUCCESS), sorted. */
export async function storedLines(work: string, file: string): Promise<number[]> {
  return (await reportLines(work, file)).filter(([, status]) => status === 'SUCCESS').map(([line]) => line);
}
