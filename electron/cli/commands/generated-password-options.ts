/**
 * How `import-users --generate-passwords` makes its passwords: `--password-style pupil|strong`
 * (strong, the default, for adults; pupil: syllables and digits a child can be read to and
 * type on a tablet, within the policy all the same) and `--password-change-required` (the
 * users must choose a new password at their first sign-in: the upload's
 * `passwordChangeRequired` column on the lines whose password was generated).
 */
import { isPasswordStyle, PASSWORD_STYLES } from '../../../shared/users-csv/password-generator';
import type { PasswordStyle } from '../../../shared/users-csv/password-generator';
import type { Translator } from '../../../shared/i18n/translator';
import { UsageError } from '../io';

export const GENERATED_PASSWORD_OPTIONS = {
  'password-style': { type: 'string' },
  'password-change-required': { type: 'boolean' },
} as const;

export const GENERATED_PASSWORD_USAGE = `  --password-style pupil|strong  how generated passwords look: strong (default, for adults),
                      or pupil: syllables and digits, easy to read aloud and to type on a
                      tablet, without 0, O, 1, l or I, 10 to 12 characters (or the policy's
                      minimum and up to two more), within the policy; needs --generate-passwords
  --password-change-required  the users with a generated password must choose a new one
                      at their first sign-in; needs --generate-passwords`;

export interface GeneratedPasswordValues {
  'password-style'?: string | undefined;
  'password-change-required'?: boolean | undefined;
  'generate-passwords'?: boolean | undefined;
}

export interface GeneratedPasswordOptions {
  style: PasswordStyle;
  changeRequired: boolean;
}

/** The options as given; a UsageError (in the translator's language) when they are wrong. */
export function generatedPasswordOptionsOf(
  values: GeneratedPasswordValues,
  { t }: Translator,
): GeneratedPasswordOptions {
  const style = values['password-style'];
  if (style !== undefined && !isPasswordStyle(style))
    throw new UsageError(t('cli.import.usage.passwordStyle', { style, styles: PASSWORD_STYLES.join(', ') }));
  if (!values['generate-passwords']) {
    if (style !== undefined) throw new UsageError(t('cli.import.usage.generateFor', { option: 'password-style' }));
    if (values['password-change-required'])
      throw new UsageError(t('cli.import.usage.generateFor', { option: 'password-change-required' }));
  }
  return { style: style ?? 'strong', changeRequired: values['password-change-required'] === true };
}
