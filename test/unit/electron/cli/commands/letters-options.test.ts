import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  LETTERS_OPTIONS,
  lettersOptionsOf,
  lettersUsageProblem,
} from '../../../../../electron/cli/commands/letters-options';

const parse = (args: string[]) =>
  parseArgs({ args, options: { ...LETTERS_OPTIONS, 'generate-passwords': { type: 'boolean' } } }).values;

describe('lettersUsageProblem', () => {
  it('accepts the letters with generated passwords', () => {
    expect(
      lettersUsageProblem(
        parse(['--generate-passwords', '--letters', 'l.pdf', '--school', 'S', '--class-column', '3']),
      ),
    ).toBeNull();
    expect(lettersUsageProblem(parse([]))).toBeNull();
  });

  it('refuses letters without generated passwords, and their details without letters', () => {
    expect(lettersUsageProblem(parse(['--letters', 'l.pdf']))).toBe('--letters needs --generate-passwords');
    expect(lettersUsageProblem(parse(['--generate-passwords', '--portal', 'https://p']))).toBe(
      '--portal needs --letters OUT.pdf',
    );
  });

  it('refuses a language the letters are not written in', () => {
    expect(lettersUsageProblem(parse(['--generate-passwords', '--letters', 'l.pdf', '--letters-language', 'fr']))).toBe(
      '--letters-language fr: give one of en, de',
    );
  });
});

describe('lettersOptionsOf', () => {
  it("takes the school, portal and class column, and the environment's language by default", () => {
    const values = parse([
      '--letters',
      'l.pdf',
      '--school',
      'Grundschule Süd',
      '--portal',
      'https://p',
      '--class-column',
      'Klasse',
    ]);
    expect(lettersOptionsOf(values, { LANG: 'de_DE.UTF-8' })).toEqual({
      language: 'de',
      schoolName: 'Grundschule Süd',
      portalUrl: 'https://p',
      classColumn: 'Klasse',
      address: 'sie',
    });
    expect(lettersOptionsOf({ ...values, 'letters-address': 'du' }, {}).address).toBe('du');
    expect(lettersOptionsOf({ ...values, 'letters-language': 'en' }, { LANG: 'de_DE.UTF-8' }).language).toBe('en');
    expect(lettersOptionsOf(parse(['--letters', 'l.pdf']), {})).toEqual({
      language: 'en',
      schoolName: '',
      portalUrl: '',
      classColumn: null,
      address: 'sie',
    });
  });
});
