import { defineMessages } from '../define';

/**
 * Credential letters: one page per user with the login and the initial password, printed
 * or saved as PDF in the app, written as PDF by the CLI. The words of the letter itself and
 * of its dialog. A letter addresses adults formally ("Sie", the plain keys) or pupils as
 * friends ("du", the `.du` keys: German's informal address, English's friendlier wording).
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
  // Not "one-time": unless the server is asked to make them choose a new one, it keeps working.
  'letters.password': { en: 'Initial password', de: 'Startpasswort' },
  'letters.portal': { en: 'Address', de: 'Adresse' },
  'letters.step1': {
    en: 'Open the address above and sign in with your login and the initial password.',
    de: 'Öffnen Sie die obige Adresse und melden Sie sich mit Anmeldename und Startpasswort an.',
  },
  'letters.step1NoPortal': {
    en: 'Sign in with your login and the initial password.',
    de: 'Melden Sie sich mit Anmeldename und Startpasswort an.',
  },
  'letters.step2': {
    en: 'You will be asked for a new password at the first sign-in. Choose one that only you know.',
    de: 'Bei der ersten Anmeldung werden Sie nach einem neuen Passwort gefragt. Wählen Sie eines, das nur Sie kennen.',
  },
  'letters.step3': {
    en: 'Keep this letter in a safe place, or destroy it once you have changed your password.',
    de: 'Bewahren Sie diesen Brief sicher auf, oder vernichten Sie ihn, sobald Sie Ihr Passwort geändert haben.',
  },
  'letters.step2Change': {
    en: 'Once you have signed in, change the password to one that only you know.',
    de: 'Ändern Sie nach der Anmeldung das Passwort in eines, das nur Sie kennen.',
  },
  // The same letter for pupils ("du"; in English a friendlier tone).
  'letters.title.du': { en: 'Your account', de: 'Dein Zugang' },
  'letters.greeting.du': { en: 'Hi {{name}},', de: 'Hallo {{name}},' },
  'letters.greetingNoName.du': { en: 'Hi,', de: 'Hallo,' },
  'letters.intro.du': {
    en: "we've set up an account for you. Here is how you sign in:",
    de: 'für dich wurde ein Zugang eingerichtet. So meldest du dich an:',
  },
  // The letter of an existing user whose password the import sets (overwrite): no new account.
  'letters.introExisting': {
    en: 'your account has a new password. Sign in with these details:',
    de: 'Ihr Zugang hat ein neues Passwort erhalten. Melden Sie sich mit diesen Angaben an:',
  },
  'letters.introExisting.du': {
    en: 'your account has a new password. Here is how you sign in:',
    de: 'dein Zugang hat ein neues Passwort bekommen. So meldest du dich an:',
  },
  'letters.step1.du': {
    en: 'Go to the address above and sign in with your login and the initial password.',
    de: 'Öffne die Adresse oben und melde dich mit Anmeldename und Startpasswort an.',
  },
  'letters.step1NoPortal.du': {
    en: 'Sign in with your login and the initial password.',
    de: 'Melde dich mit Anmeldename und Startpasswort an.',
  },
  'letters.step2.du': {
    en: "The first time you sign in, you'll be asked for a new password. Pick one that only you know.",
    de: 'Bei der ersten Anmeldung wirst du nach einem neuen Passwort gefragt. Wähle eines, das nur du kennst.',
  },
  'letters.step2Change.du': {
    en: "Once you've signed in, change the password to one that only you know.",
    de: 'Ändere nach der Anmeldung das Passwort in eines, das nur du kennst.',
  },
  'letters.step3.du': {
    en: "Keep this letter somewhere safe, or tear it up once you've changed your password.",
    de: 'Heb diesen Brief gut auf, oder zerreiß ihn, sobald du dein Passwort geändert hast.',
  },
  'letters.passwordHint': {
    en: 'The password contains no 0, O, 1, l or I.',
    de: 'Das Passwort enthält kein 0, O, 1, l oder I.',
  },
  // The dialog of the app's printable letters.
  'letters.print': { en: 'Print letters', de: 'Briefe drucken' },
  'letters.modalTitle': { en: 'Credential letters', de: 'Zugangsbriefe' },
  'letters.schoolName': { en: 'School name', de: 'Name der Schule' },
  // The school name the demo profile's letters start with (the demo server has no school).
  'letters.demoSchoolName': { en: 'Demo School', de: 'Demo-Schule' },
  'letters.portalUrl': { en: 'Portal address', de: 'Adresse des Portals' },
  'letters.classColumn': { en: 'Class column', de: 'Spalte der Klasse' },
  'letters.language': { en: 'Language of the letters', de: 'Sprache der Briefe' },
  'letters.address': { en: 'Address the readers', de: 'Anrede' },
  'letters.address.sie': { en: 'Formally (adults)', de: '„Sie“ (Erwachsene)' },
  'letters.address.du': { en: 'As friends (pupils)', de: '„du“ (Schüler)' },
  'letters.savePdf': { en: 'Save as PDF', de: 'Als PDF speichern' },
  'letters.savingPdf': { en: 'Saving the letters…', de: 'Die Briefe werden gespeichert…' },
  'letters.savePdfFailed': {
    en: 'The letters could not be saved: {{reason}}',
    de: 'Die Briefe konnten nicht gespeichert werden: {{reason}}',
  },
  'letters.noClassColumn': { en: 'None (sort by name)', de: 'Keine (nach Namen sortieren)' },
  'letters.count': {
    en: { one: '{{count, number}} letter, one page each.', other: '{{count, number}} letters, one page each.' },
    de: { one: '{{count, number}} Brief, je eine Seite.', other: '{{count, number}} Briefe, je eine Seite.' },
  },
  'letters.printNow': { en: 'Print', de: 'Drucken' },
  'letters.printed': { en: 'Letters printed', de: 'Briefe gedruckt' },
});
