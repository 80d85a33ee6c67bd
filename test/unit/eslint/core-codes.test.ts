// Core speaks in codes: the rule that refuses a literal sentence as an error's or a notice's
// message in electron/core (scripts/lint/core-codes.js), proved to bite on violations linted
// with the project's own eslint.config.js, and to let code-and-parameters through.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'core-codes/no-message-literal';
const SENTENCE_RULE = 'core-codes/no-sentence-literal';

async function refusals(code: string, filePath = 'electron/core/x/example.ts', rule: string = RULE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const HEAD = "import { AppError } from '../errors';\ndeclare const events: { emit(e: string, p: unknown): void };\n";

describe('core says no sentence as a message', () => {
  it.each([
    ['a sentence after the code of an AppError', "throw new AppError('not-found', 'There is no job.');"],
    ['a template after the code', "const id = 1;\nthrow new AppError('not-found', `No job ${id}.`, { id });"],
    ['both sides of a choice', "const a = true;\nthrow new AppError('stopped', a ? 'Stopping.' : 'Stopped.');"],
    ['a plain Error', "throw new Error('The letters are written once.');"],
    ['any error class', "throw new RangeError('maxFiles must be at least 1');"],
    ['the message of an error object', "export const e = { code: 'interrupted', message: 'The app stopped.' };"],
    [
      'the message of a notice',
      "const f = 'a.csv';\nevents.emit('app.notice', { level: 'info', message: `Stopped watching ${f}.` });",
    ],
  ])('refuses %s', async (_what, code) => {
    const said = await refusals(`${HEAD}${code}\n`);
    expect(said.length).toBeGreaterThan(0);
    for (const message of said) expect(message).toContain('No sentence in core');
  });

  it('lets a code with parameters, a cause, a notice code and other objects through', async () => {
    const clean = `${HEAD}
declare const cause: unknown;
const id = 'j1';
export const a = new AppError('not-found', { what: 'job', id });
export const b = new AppError('cancelled', undefined, { cause });
export const c = new AppError('internal', { invariant: 'letters-written-twice' });
export const d = new AppError(id === 'x' ? 'unauthorized' : 'http-status', { status: 401 });
events.emit('app.notice', { level: 'info', code: 'job-unwatched', params: { fileName: 'a.csv' } });
// A schema's refinement message is zod's, not an error or a notice of core's.
export const refine = { message: 'not a split import' };
export const report = { line: 2, status: 'FAILED', message: String(id) };
`;
    expect(await refusals(clean)).toEqual([]);
  });

  it('holds in electron/core only: the shells word their own', async () => {
    const code = `${HEAD}throw new Error('--out is missing');\n`;
    expect(await refusals(code, 'electron/cli/commands/example.ts')).toEqual([]);
    expect(await refusals(code)).toHaveLength(1);
  });
});

describe('core says no English sentence for people anywhere', () => {
  const sentences = (code: string, filePath?: string) => refusals(`${HEAD}${code}\n`, filePath, SENTENCE_RULE);

  it.each([
    ['a summary', "export const check = { ok: true, summary: 'Connected: the server answers.' };"],
    [
      'an explanation with a value in it',
      "const p = '/x';\nexport const s = { explanation: `Tokens are kept unencrypted in ${p}.` };",
    ],
    ['a note', "export const list = { source: 'none', note: 'Copy the UUID from the portal.' };"],
    ['a label', "export const step = { id: 'reach', label: 'Reach the server' };"],
    ['a constant', "export const LATER = 'Whether it may list requests shows later.';"],
    ['what a function returns', "export function why(): string {\n  return 'Updates are off: no feed.';\n}"],
    ['what an arrow returns', "export const reason = (a: boolean) => (a ? 'The web shell does not update.' : 'off');"],
    [
      'an argument of a call',
      "declare function step(id: string, m: string): void;\nstep('dialect', 'The endpoint exists.');",
    ],
    [
      'a note pushed onto a list',
      "const notes: string[] = [];\nnotes.push('No line failed; the file holds only the header.');",
    ],
  ])('refuses %s', async (_what, code) => {
    const said = await sentences(code);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('No sentence in core');
  });

  it('lets log lines, event and operation names, ids, header names and codes through', async () => {
    const clean = `
declare const log: { warn(m: string): void; info(m: string): void };
declare function call(op: string, body: unknown): void;
declare const file: string;
log.warn(\`storage: \${file} was damaged; moved aside\`);
log.info('updates: version 1.2.0 offered; downloading');
events.emit('app.notice', { level: 'info', code: 'job-unwatched', params: { file } });
call('queryDevices', { json: {} });
export const headers = { 'Content-Type': 'application/json', Accept: 'text/csv' };
export const route = { method: 'GET', path: '/api/v2/devices/baseInfo/query' };
export const reason = { reason: 'updates-off-shell', note: 'passwords-empty', label: 'network' };
export const title = { title: 'HTTP 403' };
export const SETTING = 'proxy.url';
export const name = (): string => 'mdm-admin';
`;
    expect(await sentences(clean)).toEqual([]);
  });

  it('holds in electron/core only', async () => {
    const code = "export const NOTE = 'Tokens are kept in a file.';";
    expect(await sentences(code, 'electron/cli/commands/example.ts')).toEqual([]);
    expect(await sentences(code)).toHaveLength(1);
  });
});
