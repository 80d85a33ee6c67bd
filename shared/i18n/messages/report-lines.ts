import { defineMessages } from '../define';

/**
 * The server's per-line report messages in words of the app's own, one key per sentence the
 * server is known to write (shared/report/report-messages.ts recognises them and fills the
 * parameters); `reportLine.serverText` marks a message the app does not know, shown as the
 * server wrote it, and `reportLine.serverSaid` introduces the server's own text kept beside
 * a worded one.
 */
export const reportLineMessages = defineMessages({
  'reportLine.serverText': { en: "server's text", de: 'Text des Servers' },
  'reportLine.serverTextHint': {
    en: 'The app does not know this message of the server: it is shown as the server wrote it.',
    de: 'Diese Meldung des Servers kennt die App nicht: Sie wird so gezeigt, wie der Server sie geschrieben hat.',
  },
  'reportLine.serverTextInline': { en: "[server's text] {{message}}", de: '[Text des Servers] {{message}}' },
  'reportLine.serverSaid': { en: "The server's words: {{message}}", de: 'Wortlaut des Servers: {{message}}' },
  'reportLine.stored': {
    en: 'User "{{login}}" saved (version {{version}}).',
    de: 'Benutzer „{{login}}“ gespeichert (Version {{version}}).',
  },
  'reportLine.overwritten': {
    en: 'Existing user "{{login}}" overwritten (now version {{version}}).',
    de: 'Vorhandener Benutzer „{{login}}“ überschrieben (jetzt Version {{version}}).',
  },
  'reportLine.exists': {
    en: 'User "{{login}}" already exists and was left as it is (overwriting is off).',
    de: 'Benutzer „{{login}}“ existiert bereits und wurde nicht verändert (Überschreiben ist aus).',
  },
  'reportLine.emailInUse': {
    en: 'The e-mail address "{{email}}" already belongs to another user.',
    de: 'Die E-Mail-Adresse „{{email}}“ gehört bereits einem anderen Benutzer.',
  },
  'reportLine.fieldCount': {
    en: 'The line has another number of fields ({{fields}}) than the header has columns ({{headers}}).',
    de: 'Die Zeile hat eine andere Anzahl Felder ({{fields}}) als die Kopfzeile Spalten ({{headers}}).',
  },
  'reportLine.fieldCountUncounted': {
    en: 'The line has another number of fields than the header has columns.',
    de: 'Die Zeile hat eine andere Anzahl Felder als die Kopfzeile Spalten.',
  },
  'reportLine.unterminatedQuote': {
    en: 'The line is not valid CSV: a field in quotes is never closed.',
    de: 'Die Zeile ist kein gültiges CSV: Ein Feld in Anführungszeichen wird nicht geschlossen.',
  },
  'reportLine.trailingQuote': {
    en: 'The line is not valid CSV: text follows the closing quote of a field.',
    de: 'Die Zeile ist kein gültiges CSV: Auf das schließende Anführungszeichen eines Feldes folgt weiterer Text.',
  },
  'reportLine.mandatory': {
    en: 'The mandatory field "{{field}}" is empty.',
    de: 'Das Pflichtfeld „{{field}}“ ist leer.',
  },
  'reportLine.nameCharacters': {
    en: 'The login name "{{value}}" contains \\ or :, which the server does not allow.',
    de: 'Der Anmeldename „{{value}}“ enthält \\ oder :, was der Server nicht erlaubt.',
  },
  'reportLine.emailInvalid': {
    en: '"{{value}}" is not a valid e-mail address.',
    de: '„{{value}}“ ist keine gültige E-Mail-Adresse.',
  },
  'reportLine.phoneFormat': {
    en: 'The phone number "{{value}}" is not in international format ("+" followed by digits).',
    de: 'Die Telefonnummer „{{value}}“ ist nicht im internationalen Format („+“ gefolgt von Ziffern).',
  },
  'reportLine.password.minLength': {
    en: 'The password is too short for the password policy: at least {{count}} characters.',
    de: 'Das Passwort ist für die Passwortrichtlinie zu kurz: mindestens {{count}} Zeichen.',
  },
  'reportLine.password.maxLength': {
    en: 'The password is too long for the password policy: at most {{count}} characters.',
    de: 'Das Passwort ist für die Passwortrichtlinie zu lang: höchstens {{count}} Zeichen.',
  },
  'reportLine.password.digits': {
    en: {
      one: 'The password policy requires at least {{count}} digit.',
      other: 'The password policy requires at least {{count}} digits.',
    },
    de: {
      one: 'Die Passwortrichtlinie verlangt mindestens {{count}} Ziffer.',
      other: 'Die Passwortrichtlinie verlangt mindestens {{count}} Ziffern.',
    },
  },
  'reportLine.password.lower': {
    en: {
      one: 'The password policy requires at least {{count}} lower-case letter.',
      other: 'The password policy requires at least {{count}} lower-case letters.',
    },
    de: {
      one: 'Die Passwortrichtlinie verlangt mindestens {{count}} Kleinbuchstaben.',
      other: 'Die Passwortrichtlinie verlangt mindestens {{count}} Kleinbuchstaben.',
    },
  },
  'reportLine.password.upper': {
    en: {
      one: 'The password policy requires at least {{count}} upper-case letter.',
      other: 'The password policy requires at least {{count}} upper-case letters.',
    },
    de: {
      one: 'Die Passwortrichtlinie verlangt mindestens {{count}} Großbuchstaben.',
      other: 'Die Passwortrichtlinie verlangt mindestens {{count}} Großbuchstaben.',
    },
  },
  'reportLine.password.symbols': {
    en: {
      one: 'The password policy requires at least {{count}} symbol.',
      other: 'The password policy requires at least {{count}} symbols.',
    },
    de: {
      one: 'Die Passwortrichtlinie verlangt mindestens {{count}} Sonderzeichen.',
      other: 'Die Passwortrichtlinie verlangt mindestens {{count}} Sonderzeichen.',
    },
  },
  'reportLine.password.simple': {
    en: 'The password policy does not allow a password equal to the user name.',
    de: 'Die Passwortrichtlinie erlaubt kein Passwort, das dem Benutzernamen gleicht.',
  },
  'reportLine.pending': { en: 'Waiting to be imported.', de: 'Wartet auf den Import.' },
});
