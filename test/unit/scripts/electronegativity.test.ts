/**
 * scripts/electronegativity.mjs, the `npm test` step that must find nothing in the Electron shell:
 * here on small fixtures, to show that it fails on a finding and on a file the tool cannot read
 * (the tool itself exits 0 whatever it finds).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';

const run = promisify(execFile);

async function scan(files: Record<string, string>) {
  const dir = tempDir('mdm-electronegativity-');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/electronegativity.mjs', dir], { timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const CSP =
  '<!doctype html><html><head><!-- eng-disable CSP_GLOBAL_CHECK --><meta http-equiv="Content-Security-Policy" content="default-src \'self\'" /></head><body></body></html>\n';

const window = (webPreferences: string) => `import { BrowserWindow } from 'electron';
export const open = (): BrowserWindow => new BrowserWindow({ webPreferences: { ${webPreferences} } });
`;

/** The guards electron/main/security.ts sets, without which the tool's global checks fire. */
const SECURITY = `import type { Session, WebContents } from 'electron';
export function guard(contents: WebContents, session: Session): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}
`;

describe('the Electronegativity step', () => {
  it('fails and names each finding for a window without context isolation or sandbox', async () => {
    const result = await scan({
      'renderer/index.html': CSP,
      'main/security.ts': SECURITY,
      'main/window.ts': window('nodeIntegration: true, contextIsolation: false, sandbox: false'),
    });
    expect(result.code).toBe(1);
    for (const id of ['CONTEXT_ISOLATION_JS_CHECK', 'SANDBOX_JS_CHECK']) {
      expect(result.output).toContain(id);
    }
    expect(result.output).toMatch(/main\/window\.ts:2:/);
  }, 60_000);

  it('fails when the page states no Content-Security-Policy', async () => {
    const result = await scan({
      'renderer/index.html': '<!doctype html><html><head></head><body></body></html>\n',
      'main/security.ts': SECURITY,
      'main/window.ts': window('contextIsolation: true, sandbox: true, nodeIntegration: false'),
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('CSP_GLOBAL_CHECK');
  }, 60_000);

  it('fails on a file it cannot parse, which would otherwise go unchecked', async () => {
    const result = await scan({
      'renderer/index.html': CSP,
      'main/security.ts': SECURITY,
      'main/broken.ts': 'export const = ;\n',
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/could not parse .*broken\.ts/);
  }, 60_000);

  it('passes a window written the way electron/main/window.ts writes it, with the guards of security.ts', async () => {
    const result = await scan({
      'renderer/index.html': CSP,
      'main/security.ts': SECURITY,
      'main/window.ts': window('contextIsolation: true, sandbox: true, nodeIntegration: false'),
    });
    expect(result.output).toContain('0 findings, 0 unparsed files');
    expect(result.code).toBe(0);
  }, 60_000);
});
