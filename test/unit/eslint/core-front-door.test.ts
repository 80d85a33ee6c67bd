// The house plan's doors are lint rules; each rule is proved to bite here, on a deliberate
// violation linted with the project's own eslint.config.js.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('shells import core only through electron/core/index.ts', () => {
  it.each([
    ['electron/cli/commands/x.ts', "import { createJobsService } from '../../core/jobs/jobs-service';"],
    ['electron/web/x.ts', "import type { Core } from '../core/create-core';"],
    ['electron/main/x.ts', "import { AppError } from '../core/errors';"],
    ['electron/preload/x.ts', "import { jsonFile } from '../core/store/json-file';"],
  ])('refuses a core internal in %s', async (filePath, code) => {
    const messages = await restrictedImports(filePath, `${code}\nexport const used = 1;\n`);
    expect(messages.join('\n')).toContain('Shells import core only through electron/core/index.ts');
  });

  it.each([
    ['electron/cli/commands/x.ts', "import { createCore } from '../../core/index';"],
    ['electron/web/x.ts', "import type { Core } from '../core/index';"],
    ['electron/main/x.ts', "import { AppError } from '../core/index';"],
  ])('lets %s use the public face', async (filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport const used = 1;\n`)).toEqual([]);
  });

  it('keeps electron out of the web shell and the CLI, and lets the Electron shell have it', async () => {
    expect(
      await restrictedImports('electron/web/x.ts', "import { app } from 'electron';\nexport const a = app;\n"),
    ).not.toEqual([]);
    expect(
      await restrictedImports('electron/main/x.ts', "import { app } from 'electron';\nexport const a = app;\n"),
    ).toEqual([]);
  });

  it('keeps the shells out of core', async () => {
    const messages = await restrictedImports(
      'electron/core/x.ts',
      "import { runCli } from '../cli/run-cli';\nexport const r = runCli;\n",
    );
    expect(messages.join('\n')).toContain('core never imports a shell');
  });
});
