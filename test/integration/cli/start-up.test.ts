import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBuildOptions } from '../../../scripts/cli-build.mjs';
import { tempDir } from '../../helpers/temp-dir';

// Start-up loads what the command needs and nothing more: the built CLI runs in a process of
// its own with a module hook that records every specifier it resolves and every CommonJS file
// it requires (not a timing, which a shared machine makes noisy). The bundle goes to a folder
// of its own inside the project, so its external packages resolve from node_modules as
// dist/cli's do. A package bundled into the CLI (zod in its chunks, undici as undici.cjs) is
// known by the `// node_modules/<package>/` lines esbuild writes before each of its files.
const run = promisify(execFile);
const outdir = path.resolve(`dist/start-up-test-${process.pid}`);
const register = path.resolve('test/integration/cli/start-up/record-register.mjs');
/** `zod/v4` → `zod`, `@scope/pkg/x` → `@scope/pkg`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages `validate` may load: the translator of its lines. */
const VALIDATE_PACKAGES = ['i18next'];
/** What a command that asks no server must not load (each is tens of milliseconds or more). */
const HEAVY = ['pdfkit', 'undici', 'zod', 'fflate', 'proper-lockfile', 'papaparse'];

async function loaded(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ packages: string[]; files: string[]; output: string }> {
  const dir = tempDir('mdm-start-up-');
  const log = path.join(dir, 'resolves.txt');
  writeFileSync(log, '');
  const output = await run(process.execPath, ['--import', register, path.join(outdir, 'main.js'), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', MDM_TEST_RESOLVES: log, MDM_ADMIN_HOME: dir, ...env },
  }).then(
    ({ stdout }) => stdout,
    // validate exits 1 on findings, a usage or connection error 2 or 5: the output says which.
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  );
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  const specifiers = lines.map((line) => line.split('\t')[0]!);
  const external = specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('file:') && !path.isAbsolute(s));
  const urls = lines.map((line) => line.split('\t')[1]!);
  const ours = [...new Set(urls.map((url) => fileURLToPath(url)).filter((file) => file.startsWith(outdir)))];
  const bundled = ours.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\/\/ (?:\S*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map(
      (m) => m[1]!,
    ),
  );
  const packages = [...new Set([...external.map(packageName), ...bundled])].sort();
  const files = [...new Set(urls.map((url) => path.basename(url)))];
  return { packages, files, output };
}

describe('the CLI at start', () => {
  let csv: string;
  beforeAll(async () => {
    await build(cliBuildOptions(outdir));
    csv = path.join(tempDir('mdm-start-up-csv-'), 'tiny.csv');
    writeFileSync(csv, 'name;email\nAda Lovelace;ada@example.org\nAda Lovelace;ada@example.org\n');
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('validate of a small file loads the engine and the translator, not core, pdfkit or the HTTP stack', async () => {
    const { packages, files, output } = await loaded(['validate', csv]);
    expect(output).toContain('duplicate');
    expect(packages).toEqual(VALIDATE_PACKAGES);
    for (const heavy of HEAVY) expect(packages).not.toContain(heavy);
    // No chunk of another command or of core's composition root.
    expect(files.filter((f) => /^(cli-core|import-users|devices|demo-server|profiles|jobs)-/.test(f))).toEqual([]);
  });

  it("speaks one language: its messages are read from that language's table, not loaded as code", async () => {
    const { files, output } = await loaded(['validate', csv], { LANG: 'de_DE.UTF-8' });
    expect(output).toContain('Zeile 3');
    const chunks = files.filter((file) => file.endsWith('.js') && existsSync(path.join(outdir, file)));
    const messageCode = chunks.filter((file) =>
      /^\/\/ shared\/i18n\/messages\//m.test(readFileSync(path.join(outdir, file), 'utf8')),
    );
    expect(messageCode).toEqual([]);
    // Each language's table beside the chunks, with the messages of that language alone.
    const de = JSON.parse(readFileSync(path.join(outdir, 'messages.de.json'), 'utf8')) as Record<string, unknown>;
    expect(de['report.line']).toBe('Zeile');
    const en = JSON.parse(readFileSync(path.join(outdir, 'messages.en.json'), 'utf8')) as Record<string, unknown>;
    expect(en['report.line']).toBe('Line');
  });

  it('validate --help loads no package but the translator', async () => {
    const { packages, output } = await loaded(['validate', '--help']);
    expect(output).toContain('Usage: mdm-admin validate');
    for (const heavy of HEAVY) expect(packages).not.toContain(heavy);
  });

  it('the check itself sees what it guards: a command that asks a server loads undici', async () => {
    // Without this, a hook that recorded nothing would pass the tests above.
    const { packages, files, output } = await loaded(['devices', '--base-url', 'http://127.0.0.1:9'], {
      MDM_TOKEN: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    });
    expect(output).toMatch(/MDM_TOKEN|refused|unreachable|connect/i);
    expect(packages).toContain('undici');
    // undici as the CLI bundles it (scripts/cli-build.mjs), and zod inside the chunks.
    expect(files).toContain('undici.cjs');
    expect(packages).toContain('zod');
    // Core loads its demo server (and its papaparse) only when asked to start one.
    expect(packages).not.toContain('papaparse');
    // zod speaks English alone: its other languages (half its size) are not in the chunks it loads.
    const locales = files
      .filter((file) => file.endsWith('.js') && existsSync(path.join(outdir, file)))
      .flatMap((file) => [
        ...readFileSync(path.join(outdir, file), 'utf8').matchAll(
          /^\/\/ (?:\S*\/)?node_modules\/zod\/v4\/locales\/(\S+)$/gm,
        ),
      ])
      .map((m) => m[1]);
    expect(locales).toEqual(['en.js']);
  });
});
