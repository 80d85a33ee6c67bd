import { defineMessages } from '../define';

/**
 * Credential letters: one page per user with the login and the one-time password, printed
 * in the app or written as PDF by the CLI. The words of the letter itself and of its dialog.
 */
export const lettersMessages = defineMessages({
  'letters.title': { en: 'Your account', de: 'Ihr Zugang' },
  'letters.greeting': { en: 'Hello {{name}},', de: 'Hallo {{name}},' },
  'letters.greetingNoName': { en: 'Hello,', de: 'Hallo,' },
  'letters.intro': {
    en: 'an account has been set up for you. Sign in with these details:',
    de: 'für Sie wurde ein Zugang eingerichtet. Melden Sie sich mit diesen Angaben an:',
  },
  'letters.class': { en: 'Class', de: 'Klasse' },
  'letters.login': { en: 'Login', de: 'Anmeldename' },
  'letters.email': { en: 'E-mail', de: 'E-Mail' },
  'letters.password': { en: 'One-time password', de: 'Einmalpasswort' },
  'letters.portal': { en: 'Address', de: 'Adresse' },
  'letters.step1': {
    en: 'Open the address above and sign in with your login and the one-time password.',
    de: 'Öffnen Sie die obige Adresse und melden Sie sich mit Anmeldename und Einmalpasswort an.',
  },
  'letters.step1NoPortal': {
    en: 'Sign in with your login and the one-time password.',
    de: 'Melden Sie sich mit Anmeldename und Einmalpasswort an.',
  },
  'letters.step2': {
    en: 'You will be asked for a new password at the first sign-in. Choose one that only you know.',
    de: 'Bei der ersten Anmeldung werden Sie nach einem neuen Passwort gefragt. Wählen Sie eines, das nur Sie kennen.',
  },
  'letters.step3': {
    en: 'Keep this letter in a safe place, or destroy it once you have changed your password.',
    de: 'Bewahren Sie diesen Brief sicher auf, oder vernichten Sie ihn, sobald Sie Ihr Passwort geändert haben.',
  },
  'letters.passwordHint': {
    en: 'The password contains no 0, O, 1, l or I.',
    de: 'Das Passwort enthält kein 0, O, 1, l oder I.',
  },
  // The dialog of the app's printable letters.
  'letters.print': { en: 'Print letters', de: 'Briefe drucken' },
  'letters.modalTitle': { en: 'Credential letters', de: 'Zugangsbriefe' },
  'letters.schoolName': { en: 'School name', de: 'Name der Schule' },
  'letters.portalUrl': { en: 'Portal address', de: 'Adresse des Portals' },
  'letters.classColumn': { en: 'Class column', de: 'Spalte der Klasse' },
  'letters.language': { en: 'Language of the letters', de: 'Sprache der Briefe' },
  'letters.noClassColumn': { en: 'None (sort by name)', de: 'Keine (nach Namen sortieren)' },
  'letters.count': {
    en: { one: '{{count, number}} letter, one page each.', other: '{{count, number}} letters, one page each.' },
    de: { one: '{{count, number}} Brief, je eine Seite.', other: '{{count, number}} Briefe, je eine Seite.' },
  },
  'letters.printNow': { en: 'Print', de: 'Drucken' },
  'letters.printed': { en: 'Letters printed', de: 'Briefe gedruckt' },
});
