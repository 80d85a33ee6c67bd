/**
 * The content of one credential letter, worded in one language: what the PDF writer lays out
 * and the app prints. Both take it from here, so the two say the same.
 */
import type { Translate } from '../i18n/translator';
import type { Letter } from './letter';

export interface LetterContext {
  schoolName: string;
  portalUrl: string;
}

export interface LetterField {
  label: string;
  value: string;
  /** The password: set in a monospace font, so that every character stands apart. */
  secret: boolean;
}

export interface LetterPage {
  schoolName: string;
  title: string;
  /** The class, shown at the top for handing the letters out; '' when none. */
  group: string;
  greeting: string;
  intro: string;
  /** Portal address, login, e-mail, then the password (the hint below it). */
  fields: LetterField[];
  passwordHint: string;
  steps: string[];
}

export function letterPage(letter: Letter, context: LetterContext, t: Translate): LetterPage {
  const name = [letter.givenName, letter.surName].filter((part) => part !== '').join(' ');
  const fields: LetterField[] = [
    { label: t('letters.portal'), value: context.portalUrl.trim(), secret: false },
    { label: t('letters.login'), value: letter.login, secret: false },
    { label: t('letters.email'), value: letter.email, secret: false },
    { label: t('letters.password'), value: letter.password, secret: true },
  ];
  return {
    schoolName: context.schoolName.trim(),
    title: t('letters.title'),
    group: letter.group === '' ? '' : `${t('letters.class')}: ${letter.group}`,
    greeting: name === '' ? t('letters.greetingNoName') : t('letters.greeting', { name }),
    intro: t('letters.intro'),
    fields: fields.filter((field) => field.secret || field.value !== ''),
    passwordHint: t('letters.passwordHint'),
    steps: [
      context.portalUrl.trim() === '' ? t('letters.step1NoPortal') : t('letters.step1'),
      t('letters.step2'),
      t('letters.step3'),
    ],
  };
}
