import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLettersFile, LettersExist } from '../../../../../electron/cli/commands/letters-file';
import type { Credential } from '../../../../../shared/users-csv/generated-passwords';
import { pdfPageTexts } from '../../core/letters/pdf-text';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'letters-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const options = {
  language: 'de' as const,
  schoolName: 'Realschule Nord',
  portalUrl: 'https://portal.example',
};
const credential = (name: string, givenName: string, surName: string, password: string): Credential => ({
  line: 2,
  name,
  givenName,
  surName,
  email: `${name}@schule.example`,
  password,
});

describe('createLettersFile', () => {
  it('writes the letters sorted by the class column, then by name, each with its password', async () => {
    const letters = await createLettersFile('letters.pdf', dir, options);
    letters.useHeader(['Nachname', 'Vorname', 'Klasse']);
    letters.add(credential('zoe.weiss', 'Zoë', 'Weiß', 'Pw1aaaaa'), ['Weiß', 'Zoë', '10a']);
    letters.add(credential('sarka.zak', 'Šárka', 'Žák', 'Pw2bbbbb'), ['Žák', 'Šárka', '5b']);
    letters.add(credential('deniz.oelcer', 'Deniz', 'Ölçer', 'Pw3ccccc'), ['Ölçer', 'Deniz', '5b']);
    letters.add(credential('max.mustermann', 'Max', 'Mustermann', 'Pw4ddddd'), ['Mustermann', 'Max', '']);
    expect(letters.count).toBe(4);
    await letters.finish();

    const texts = await pdfPageTexts(path.join(dir, 'letters.pdf'));
    expect(texts.map((text) => /Anmeldename (\S+)/.exec(text)?.[1])).toEqual([
      'deniz.oelcer',
      'sarka.zak',
      'zoe.weiss',
      'max.mustermann',
    ]);
    expect(texts[0]).toContain('Klasse: 5b');
    expect(texts[0]).toContain('Startpasswort Pw3ccccc');
    expect(texts[1]).toContain('Startpasswort Pw2bbbbb');
    expect(texts[3]).not.toContain('Klasse');
    expect(letters.count).toBe(4);
    if (process.platform !== 'win32') expect((await stat(letters.path)).mode & 0o777).toBe(0o600);
  });

  it('takes the class from the column the admin names, and refuses one the file lacks', async () => {
    const letters = await createLettersFile('letters.pdf', dir, { ...options, classColumn: 'Kurs' });
    expect(letters.useHeader(['Nachname', 'Kurs', 'Klasse'])).toBeNull();
    letters.add(credential('b', 'B', 'B', 'pw-b'), ['B', 'Chemie', '5a']);
    letters.add(credential('a', 'A', 'A', 'pw-a'), ['A', 'Physik', '5a']);
    letters.add(credential('c', 'C', 'C', 'pw-c'), ['C', 'Biologie', '5a']);
    await letters.finish();
    const texts = await pdfPageTexts(letters.path);
    expect(texts.map((text) => /Klasse: (\S+)/.exec(text)?.[1])).toEqual(['Biologie', 'Chemie', 'Physik']);

    const other = await createLettersFile('other.pdf', dir, { ...options, classColumn: 'Jahrgang' });
    expect(other.useHeader(['Nachname', 'Klasse'])).toBe(
      '--class-column: The class column "Jahrgang" is not in the file; its columns are: "Nachname", "Klasse" (or a number from 1 to 2).',
    );
    await other.remove();
  });

  it('sorts by name when the file has no class column', async () => {
    const letters = await createLettersFile('letters.pdf', dir, options);
    letters.useHeader(['name', 'email']);
    letters.add(credential('b', 'Berta', 'Zorn', 'pw-b'), ['b', 'b@x']);
    letters.add(credential('a', 'Anton', 'Adler', 'pw-a'), ['a', 'a@x']);
    await letters.finish();
    const texts = await pdfPageTexts(letters.path);
    expect(texts.map((text) => /Anmeldename (\S+)/.exec(text)?.[1])).toEqual(['a', 'b']);
    expect(texts.join('')).not.toContain('Klasse');
  });

  it('refuses an existing file before anything is uploaded, and leaves it as it was', async () => {
    await writeFile(path.join(dir, 'letters.pdf'), 'old');
    await expect(createLettersFile('letters.pdf', dir, options)).rejects.toThrow(new LettersExist('letters.pdf', null));
    expect(await readFile(path.join(dir, 'letters.pdf'), 'utf8')).toBe('old');
  });

  it('says why the file cannot be created', async () => {
    await expect(createLettersFile('nowhere/letters.pdf', dir, options)).rejects.toThrow(
      /--letters nowhere\/letters\.pdf cannot be created: .*ENOENT.*Nothing was uploaded\./,
    );
  });

  it('removes the file when no import came of it', async () => {
    const letters = await createLettersFile('letters.pdf', dir, options);
    letters.add(credential('a', 'A', 'B', 'pw'), []);
    await letters.remove();
    await expect(stat(path.join(dir, 'letters.pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
