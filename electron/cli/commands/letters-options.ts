/**
 * The options of the credential letters (`--letters OUT.pdf` and what goes on each letter),
 * for the import command to spread into its parseArgs options and usage, as the password
 * options are; their combination checked before anything happens.
 */
import { isLanguage, languageFromEnv, LANGUAGES } from '../../../shared/i18n/language';
import type { Translator } from '../../../shared/i18n/translator';
import { isLetterAddress, LETTER_ADDRESSES } from '../../../shared/letters/letter-page';
import { cliTranslator } from '../cli-language';
import type { LettersOptions } from './letters-file';

export const LETTERS_OPTIONS = {
  letters: { type: 'string' },
  school: { type: 'string' },
  portal: { type: 'string' },
  'class-column': { type: 'string' },
  'letters-language': { type: 'string' },
  'letters-address': { type: 'string' },
} as const;

export const LETTERS_USAGE = `  --letters OUT.pdf  credential letters: one A4 page per user with the generated password
                      (mode 0600, never overwritten, removed when nothing was imported);
                      needs --generate-passwords
  --school NAME      the school's name at the top of each letter
  --portal URL       the address where the users sign in, on each letter
  --class-column COLUMN  the column (header or number) with the class the letters are sorted
                      by; without it a column named Klasse, Klassenbezeichnung, class, ...
  --letters-language en|de  the letters' language (default: the language of LANG)
  --letters-address du|sie  address the readers as pupils ("du"; in English a friendlier
                      tone) or formally as adults ("Sie", the default)`;

export interface LettersValues {
  letters?: string | undefined;
  school?: string | undefined;
  portal?: string | undefined;
  'class-column'?: string | undefined;
  'letters-language'?: string | undefined;
  'letters-address'?: string | undefined;
  'generate-passwords'?: boolean | undefined;
}

/** What is wrong with the letters' options (for a UsageError), in the translator's language (default English), or null. */
export function lettersUsageProblem(values: LettersValues, { t }: Translator = cliTranslator()): string | null {
  if (values.letters !== undefined && !values['generate-passwords']) return t('cli.letters.usage.generateNeeded');
  if (values.letters === undefined) {
    const stray = (['school', 'portal', 'class-column', 'letters-language', 'letters-address'] as const).find(
      (name) => values[name],
    );
    if (stray) return t('cli.letters.usage.lettersNeeded', { option: stray });
  }
  const language = values['letters-language'];
  if (language !== undefined && !isLanguage(language))
    return t('cli.letters.usage.language', { language, languages: LANGUAGES.join(', ') });
  const address = values['letters-address'];
  if (address !== undefined && !isLetterAddress(address))
    return t('cli.letters.usage.address', { address, addresses: LETTER_ADDRESSES.join(', ') });
  return null;
}

/** The letters' options from the command line; the language defaults to the environment's. */
export function lettersOptionsOf(
  values: LettersValues,
  env: Readonly<Record<string, string | undefined>>,
): LettersOptions {
  const language = values['letters-language'];
  return {
    language: isLanguage(language) ? language : languageFromEnv(env),
    schoolName: values.school ?? '',
    portalUrl: values.portal ?? '',
    classColumn: values['class-column'] ?? null,
    address: isLetterAddress(values['letters-address']) ? values['letters-address'] : 'sie',
  };
}
