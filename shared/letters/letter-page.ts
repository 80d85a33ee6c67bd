/**
 * The content of one credential letter, worded in one language: what the PDF writer lays out
 * and the app prints. Both take it from here, so the two say the same.
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translate } from '../i18n/translator';
import type { Letter } from './letter';

/** How a letter addresses its reader: pupils as friends ("du"), adults formally ("Sie"). */
export const LETTER_ADDRESSES = ['sie', 'du'] as const;
export type LetterAddress = (typeof LETTER_ADDRESSES)[number];

export function isLetterAddress(value: unknown): value is LetterAddress {
  return (LETTER_ADDRESSES as readonly unknown[]).includes(value);
}

export interface LetterContext {
  schoolName: string;
  portalUrl: string;
  /** "sie" when absent. */
  address?: LetterAddress | undefined;
  /**
   * Whether the server was asked to make the users choose a new password at their first
   * sign-in: false words it as the reader's own step. Absent: asked (the letters' old text).
   */
  changeRequired?: boolean | undefined;
}

/** The words of the letter that differ by address: the formal key, and its "du" counterpart. */
const DU = {
  'letters.title': 'letters.title.du',
  'letters.greeting': 'letters.greeting.du',
  'letters.greetingNoName': 'letters.greetingNoName.du',
  'letters.intro': 'letters.intro.du',
  'letters.introExisting': 'letters.introExisting.du',
  'letters.step1': 'letters.step1.du',
  'letters.step1NoPortal': 'letters.step1NoPortal.du',
  'letters.step2': 'letters.step2.du',
  'letters.step2Change': 'letters.step2Change.du',
  'letters.step3': 'letters.step3.du',
} as const satisfies Partial<Record<MessageKey, MessageKey>>;

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
  const du = context.address === 'du';
  const words = (key: keyof typeof DU, params?: { name: string }) => t(du ? DU[key] : key, params);
  const name = [letter.givenName, letter.surName].filter((part) => part !== '').join(' ');
  const fields: LetterField[] = [
    { label: t('letters.portal'), value: context.portalUrl.trim(), secret: false },
    { label: t('letters.login'), value: letter.login, secret: false },
    { label: t('letters.email'), value: letter.email, secret: false },
    { label: t('letters.password'), value: letter.password, secret: true },
  ];
  return {
    schoolName: context.schoolName.trim(),
    title: words('letters.title'),
    group: letter.group === '' ? '' : `${t('letters.class')}: ${letter.group}`,
    greeting: name === '' ? words('letters.greetingNoName') : words('letters.greeting', { name }),
    intro: words(letter.existing === true ? 'letters.introExisting' : 'letters.intro'),
    fields: fields.filter((field) => field.secret || field.value !== ''),
    passwordHint: t('letters.passwordHint'),
    steps: [
      context.portalUrl.trim() === '' ? words('letters.step1NoPortal') : words('letters.step1'),
      context.changeRequired === false ? words('letters.step2Change') : words('letters.step2'),
      words('letters.step3'),
    ],
  };
}
