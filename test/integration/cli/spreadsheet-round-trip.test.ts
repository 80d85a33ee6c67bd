import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// The template opened in LibreOffice Calc and saved again as CSV, as a secretary does: Calc
// reads the example's `+4930123456` as the number 4930123456 and writes it back without the
// +. validate then offers the + back as the phone fix, with no country chosen.
const SOFFICE = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find(
  (file) => spawnSync(file, ['--version']).status === 0,
);
const ABSENT = SOFFICE ? null : 'LibreOffice (soffice, Debian package libreoffice-calc-nogui) is not installed';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mdm-calc-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const io = memoryIo({}, tmp);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** Opens `file` (semicolons, UTF-8) in Calc headless and saves it as CSV again, the same way. */
function throughCalc(file: string): string {
  const outDir = path.join(tmp, 'calc');
  mkdirSync(outDir, { recursive: true });
  // 59: semicolon, 34: double quote, 76: UTF-8, 1: the first line to read.
  const filter = '59,34,76,1';
  const r = spawnSync(
    SOFFICE!,
    [
      `-env:UserInstallation=file://${path.join(tmp, 'profile')}`,
      '--headless',
      `--infilter=CSV:${filter}`,
      '--convert-to',
      `csv:Text - txt - csv (StarCalc):${filter}`,
      '--outdir',
      outDir,
      file,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(r.status, r.stderr).toBe(0);
  return path.join(outDir, path.basename(file));
}

describe.skipIf(ABSENT !== null)(
  ABSENT ? `the template through Calc (skipped: ${ABSENT})` : 'the template through Calc',
  () => {
    it('loses the + of the phone number, and validate offers it back without a country', async () => {
      const template = path.join(tmp, 'users-template.csv');
      expect((await cli('template', '--out', template, '--separator', 'semicolon')).code).toBe(0);
      expect(readFileSync(template, 'utf8')).toContain('+4930123456');

      const saved = throughCalc(template);
      const text = readFileSync(saved, 'utf8');
      expect(text).not.toContain('+4930123456');
      expect(text).toContain('4930123456');

      const r = await cli('validate', saved, '--format', 'json');
      expect(r.code).toBe(1);
      const findings = (JSON.parse(r.out) as { findings: { rule: string; fix?: string }[] }).findings;
      expect(findings.filter((f) => f.rule === 'phone')).toEqual([expect.objectContaining({ fix: '+4930123456' })]);
      // The fix is the only error: with it the file is the template again.
      expect(findings.filter((f) => f.rule !== 'phone')).toEqual([]);
    });

    it('keeps a national number with its 0 as text, and offers no + for it', async () => {
      const file = path.join(tmp, 'national.csv');
      writeFileSync(
        file,
        'name;email;givenName;surName;password;phone\r\nj.mueller;j@example.com;Jürgen;Müller;Sommer-2026!;030 123456\r\n',
      );
      const r = await cli('validate', throughCalc(file), '--format', 'json');
      const findings = (JSON.parse(r.out) as { findings: { rule: string; fix?: string }[] }).findings;
      expect(findings.filter((f) => f.rule === 'phone')).toEqual([
        expect.not.objectContaining({ fix: expect.anything() }),
      ]);
    });
  },
);
