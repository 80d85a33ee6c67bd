import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, as `npm run lint` runs it, on code that is never written to disk.
const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'ui-text/no-literal';

async function literals(code: string, filePath = 'renderer/features/devices/X.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('no user-visible literal in the renderer (lint)', () => {
  it.each([
    ['JSX text', `export const A = () => <p>No device matches.</p>;`],
    ['a label prop', `export const A = () => <input aria-label="Rows per page" />;`],
    ['a title in braces', `export const A = () => <b title={'Sort by name'} />;`],
    [
      'a placeholder in a template',
      'export const A = ({ n }: { n: string }) => <i placeholder={`Search ${n} devices`} />;',
    ],
    ['a string child', `export const A = () => <p>{'Loading…'}</p>;`],
    ['either side of a condition', `export const A = ({ x }: { x: boolean }) => <p>{x ? 'Active' : ''}</p>;`],
    ['a Select option', `export const data = [{ value: 'COMMA', label: 'Comma' }];`],
    ['a notification', `export const n = { color: 'red', title: 'Could not switch', message: 'Try again' };`],
  ])('refuses %s', async (_case, code) => {
    expect((await literals(code)).length).toBeGreaterThan(0);
  });

  it.each([
    [
      'text from the catalogues',
      `declare const t: (k: string) => string;\nexport const A = () => <p title={t('devices.title')}>{t('devices.empty')}</p>;`,
    ],
    ['symbols and codes', `export const A = () => <p title="UTF-8">… · % {'GET'}</p>;`],
    ['a catalogue key as data', `export const s = { id: 'jobs', label: 'section.jobs' };`],
    [
      "an error's English fallback (worded by describeError)",
      `export const e = { code: 'disconnected', message: 'The connection was lost.' };`,
    ],
    ['values that are not text', `export const A = () => <p data-testid="job-item" className="row" color="red" />;`],
  ])('allows %s', async (_case, code) => {
    expect(await literals(code)).toEqual([]);
  });

  it('applies to the renderer only', async () => {
    expect(await literals(`export const A = () => <p>Hello there</p>;`, 'test/unit/renderer/X.tsx')).toEqual([]);
  });
});
