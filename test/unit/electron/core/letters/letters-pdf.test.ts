import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLettersPdf, LettersPdfError } from '../../../../../electron/core';
import { createTranslator } from '../../../../../shared/i18n/translator';
import { letterPage } from '../../../../../shared/letters/letter-page';
import type { Letter } from '../../../../../shared/letters/letter';
import { pdfPageTexts } from './pdf-text';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'letters-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const { t } = createTranslator('de');
const context = { schoolName: 'Grundschule Süd – Straße 5', portalUrl: 'https://portal.example' };
const page = (letter: Letter) => letterPage(letter, context, t);
const letter = (login: string, givenName: string, surName: string, password: string): Letter => ({
  login,
  email: `${login}@schule.example`,
  givenName,
  surName,
  password,
  group: '5b',
});

describe('createLettersPdf', () => {
  it(
    'writes one page per letter holding its login, e-mail and password, every name as spelt',
    { timeout: 20_000 },
    async () => {
      const letters = [
        letter('sarka.zak', 'Šárka', 'Žák', 'Kx7#mP9q€Ab2'),
        letter('juergen.mueller', 'Jürgen', 'Müller', 'aB3$dE4%'),
        letter('lukasz.sliwa', 'Łukasz', 'Śliwa', 'zZ9^yY8_'),
        letter('zoe.weiss', 'Zoë', 'Weiß', 'Qq2!Ww3?'),
      ];
      const file = path.join(dir, 'letters.pdf');
      const pdf = await createLettersPdf(file);
      await pdf.write(letters.map(page), { title: 'Briefe' });

      const texts = await pdfPageTexts(file);
      expect(texts).toHaveLength(letters.length);
      letters.forEach((l, i) => {
        expect(texts[i]).toContain(l.login);
        expect(texts[i]).toContain(l.email);
        expect(texts[i]).toContain(l.password);
        expect(texts[i]).toContain(`Hallo ${l.givenName} ${l.surName},`);
        expect(texts[i]).toContain('Grundschule Süd – Straße 5');
        expect(texts[i]).toContain('Klasse: 5b');
      });
    },
  );

  it('creates the file readable and writable by the user alone', async () => {
    const file = path.join(dir, 'letters.pdf');
    const pdf = await createLettersPdf(file);
    await pdf.write([page(letter('a', 'A', 'B', 'pw'))], { title: '' });
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('never overwrites an existing file', async () => {
    const file = path.join(dir, 'letters.pdf');
    await writeFile(file, 'keep me');
    const failure = await createLettersPdf(file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LettersPdfError);
    expect((failure as LettersPdfError).code).toBe('exists');
    expect(await readFile(file, 'utf8')).toBe('keep me');
  });

  it('says why a file cannot be created', async () => {
    const failure = await createLettersPdf(path.join(dir, 'missing', 'letters.pdf')).catch((error: unknown) => error);
    expect((failure as LettersPdfError).code).toBe('cannot-create');
    expect((failure as LettersPdfError).detail).toMatch(/ENOENT/);
  });

  it('removes the file, before or after writing it', async () => {
    const early = path.join(dir, 'early.pdf');
    await (await createLettersPdf(early)).remove();
    await expect(stat(early)).rejects.toMatchObject({ code: 'ENOENT' });

    const late = path.join(dir, 'late.pdf');
    const pdf = await createLettersPdf(late);
    await pdf.write([page(letter('a', 'A', 'B', 'pw'))], { title: '' });
    await pdf.remove();
    await expect(stat(late)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('writes many letters page by page, each with its own password', async () => {
    const count = 150;
    const many = Array.from({ length: count }, (_, i) => letter(`user${i}`, `Given${i}`, `Sur${i}`, `pw-${i}-x`));
    const file = path.join(dir, 'many.pdf');
    const pdf = await createLettersPdf(file);
    await pdf.write(
      (function* () {
        for (const l of many) yield page(l);
      })(),
      { title: '' },
    );
    const texts = await pdfPageTexts(file);
    expect(texts).toHaveLength(count);
    expect(texts[count - 1]).toContain(`pw-${count - 1}-x`);
    expect(texts[137]).toContain('user137');
  }, 30_000);

  it('is written once', async () => {
    const pdf = await createLettersPdf(path.join(dir, 'once.pdf'));
    await pdf.write([], { title: '' });
    await expect(pdf.write([], { title: '' })).rejects.toMatchObject({
      code: 'internal',
      details: { invariant: 'letters-written-twice' },
    });
  });
});
