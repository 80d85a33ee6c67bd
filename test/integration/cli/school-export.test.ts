import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// A school administration system's export (SchILD-like, Windows-1252, semicolons, no login,
// e-mail or password, phones without +) read and converted as the secretary has it.
const fixtures = path.resolve(__dirname, '../../fixtures/csv');
const FILE = 'school-schild-windows-1252.csv';
const DERIVE = [
  '--name-pattern',
  '{givenName}.{surName}',
  '--email-pattern',
  '{name}@schule.example',
  '--phone-country',
  'DE',
];

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mdm-school-export-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function cli(env: Record<string, string>, ...args: string[]) {
  const io = memoryIo(env, fixtures);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

describe('a school export through convert and validate', () => {
  it('becomes an upload with derived, unique logins and e-mails and repaired phones; the same bytes again', async () => {
    const out = path.join(tmp, 'upload.csv');
    const r = await cli({}, 'convert', FILE, '--out', out, ...DERIVE);
    // The file has no password column: written, but the source has that error.
    expect(r.code).toBe(1);
    expect(r.out).toContain('Derived: 6 login names, 6 e-mail addresses (1 made unique with a number)');
    expect(r.out).toContain('5 phone numbers put into the international form');
    const upload = readFileSync(out, 'utf8');
    const rows = upload
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(['name', 'email', 'givenName', 'surName', 'phone', 'position', 'custom1']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'juergen.mueller',
      'zoe.weiss',
      'deniz.oelcer',
      'max.mustermann',
      'max.mustermann2',
      'sarka.zak',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toContain('max.mustermann2@schule.example');
    // The names keep their spelling; Windows-1252's 0x80-0x9F letters arrive as themselves.
    expect(rows[6]).toEqual([
      'sarka.zak',
      'sarka.zak@schule.example',
      'Šárka',
      'Žák',
      '+491714567890',
      'AG Schülerfirma €',
      '1006',
    ]);
    expect(rows[1]!.slice(2, 6)).toEqual(['Jürgen', 'Müller', '+49301234567', '5a – „Löwen“']);
    expect(rows[2]![4]).toBe('+4930123456');

    const again = path.join(tmp, 'again.csv');
    await cli({}, 'convert', FILE, '--out', again, ...DERIVE);
    expect(readFileSync(again)).toEqual(readFileSync(out));
    // The two-pass --valid-only derives the same values (no line has an error of its own).
    const valid = path.join(tmp, 'valid.csv');
    await cli({}, 'convert', FILE, '--out', valid, '--valid-only', ...DERIVE);
    expect(readFileSync(valid)).toEqual(readFileSync(out));
  });

  it('validates with the derived columns and offers the country repair as the phone fix', async () => {
    const r = await cli({}, 'validate', FILE, ...DERIVE, '--format', 'json');
    const json = JSON.parse(r.out);
    expect(json.encoding).toBe('windows-1252');
    expect(json.missing).toEqual(['password']);
    expect(json.derived).toEqual({ name: 6, email: 6, suffixed: 1, phones: 0 });
    expect(json.columns).toContainEqual({
      source: 'Klasse',
      target: 'position',
      reason: 'school export',
      confidence: 0.6,
      note: 'class',
    });
    expect(json.columns).toContainEqual({ source: 'name', target: 'name', reason: 'derived', confidence: 1 });
    const fixes = json.findings.filter((f: { rule: string }) => f.rule === 'phone').map((f: { fix: string }) => f.fix);
    expect(fixes).toEqual(['+49301234567', '+4930123456', '+491712345678', '+491713456789', '+491714567890']);
    expect(json.counts['duplicate-name']).toBeUndefined();

    const text = await cli({ LANG: 'de_DE.UTF-8' }, 'validate', FILE, ...DERIVE);
    expect(text.out).toContain('Abgeleitet: 6 Anmeldenamen, 6 E-Mail-Adressen (1 mit einer Zahl eindeutig gemacht)');
    expect(text.out).toMatch(/"Geburtsdatum"\s+-> .*das Geburtsdatum: weggelassen/);
  });

  it('reads the Windows-1252 file right without any option', async () => {
    const out = path.join(tmp, 'plain.csv');
    await cli({}, 'convert', FILE, '--out', out);
    const upload = readFileSync(out, 'utf8');
    expect(upload).toContain('Šárka,Žák');
    expect(upload).toContain('AG Schülerfirma €');
    expect(upload).toContain('5a – „Löwen“');
    expect(upload).not.toMatch(/[\u0080-\u009f]/);
  });

  it('says where a pattern is wrong, in the terminal language', async () => {
    const en = await cli({}, 'validate', FILE, '--name-pattern', '{givenName}.{nachname}');
    expect(en.code).toBe(2);
    expect(en.err).toContain('--name-pattern "{givenName}.{nachname}", character 13: {nachname} is no field');
    const de = await cli(
      { LANG: 'de_DE.UTF-8' },
      'convert',
      FILE,
      '--out',
      path.join(tmp, 'x.csv'),
      '--email-pattern',
      '{name}',
    );
    expect(de.code).toBe(2);
    expect(de.err).toContain('--email-pattern „{name}“, Zeichen 7: ein E-Mail-Muster braucht ein @');
    const country = await cli({}, 'convert', FILE, '--out', path.join(tmp, 'y.csv'), '--phone-country', 'XX');
    expect(country.code).toBe(2);
    expect(country.err).toContain('--phone-country must be one of DE, AT, CH');
  });
});
