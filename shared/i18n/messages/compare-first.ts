import { defineMessages } from '../define';

/**
 * The options step's words for the comparison Start makes first where none is current:
 * before it, while it runs, what it found (new, changed, unchanged, left out), and what
 * Start waits for.
 */
export const compareFirstMessages = defineMessages({
  'import.compare.onStart': {
    en: 'Not compared yet: "Start import" first compares the file with the organization\'s users, and only what changes is sent.',
    de: 'Noch nicht verglichen: „Import starten“ vergleicht die Datei zuerst mit den Benutzern der Organisation, und nur was sich ändert, wird gesendet.',
  },
  'import.compare.running': {
    en: "Comparing with the organization's users; nothing is sent before this is known.",
    de: 'Vergleich mit den Benutzern der Organisation; vorher wird nichts gesendet.',
  },
  'import.compare.cancelled': {
    en: 'The comparison was cancelled: nothing was sent.',
    de: 'Der Vergleich wurde abgebrochen: Es wurde nichts gesendet.',
  },
  'import.compare.failed': {
    en: "The comparison with the organization's users failed, nothing was sent: {{reason}}",
    de: 'Der Vergleich mit den Benutzern der Organisation ist fehlgeschlagen, es wurde nichts gesendet: {{reason}}',
  },
  'import.compare.result': {
    en: "Compared with the organization's users: {{counts}}.",
    de: 'Verglichen mit den Benutzern der Organisation: {{counts}}.',
  },
  'import.compare.new': { en: '{{count, number}} new', de: '{{count, number}} neu' },
  'import.compare.changed': { en: '{{count, number}} changed', de: '{{count, number}} geändert' },
  'import.compare.unchanged': { en: '{{count, number}} unchanged', de: '{{count, number}} unverändert' },
  'import.compare.adopts': {
    en: { one: '{{count, number}} gets its school ID', other: '{{count, number}} get their school ID' },
    de: { one: '{{count, number}} erhält die Schul-ID', other: '{{count, number}} erhalten die Schul-ID' },
  },
  'import.compare.looksLike': {
    en: {
      one: '{{count, number}} looks like an existing user',
      other: '{{count, number}} look like existing users',
    },
    de: {
      one: '{{count, number}} ähnelt einem vorhandenen Benutzer',
      other: '{{count, number}} ähneln vorhandenen Benutzern',
    },
  },
  // Every look-alike decided as another person (a "same person" line is matched by login once applied).
  'import.compare.looksLikeDecided': {
    en: {
      one: '{{count, number}} looks like an existing user (decided: another person, a new account)',
      other: '{{count, number}} look like existing users (decided: other people, new accounts)',
    },
    de: {
      one: '{{count, number}} ähnelt einem vorhandenen Benutzer (entschieden: eine andere Person, ein neues Konto)',
      other: '{{count, number}} ähneln vorhandenen Benutzern (entschieden: andere Personen, neue Konten)',
    },
  },
  'import.compare.stopped': {
    en: '{{count, number}} stopped by the school ID',
    de: '{{count, number}} wegen der Schul-ID angehalten',
  },
  'import.compare.skipped': {
    en: '{{count, number}} the server would skip (no password is generated for them)',
    de: '{{count, number}} würde der Server überspringen (für sie wird kein Passwort erzeugt)',
  },
  'import.compare.notSent': {
    en: {
      one: 'Not sent: {{count, number}} line ({{reasons}}); nothing of it is touched. The report lists it.',
      other: 'Not sent: {{count, number}} lines ({{reasons}}); nothing of theirs is touched. The report lists them.',
    },
    de: {
      one: 'Nicht gesendet: {{count, number}} Zeile ({{reasons}}); an ihr wird nichts geändert. Der Bericht führt sie auf.',
      other:
        'Nicht gesendet: {{count, number}} Zeilen ({{reasons}}); an ihnen wird nichts geändert. Der Bericht führt sie auf.',
    },
  },
  'import.compare.newPasswordsOfFile': {
    en: {
      one: "{{count, number}} existing user gets the file's password: when overwriting, the password column is mandatory.",
      other:
        "{{count, number}} existing users get the file's passwords: when overwriting, the password column is mandatory.",
    },
    de: {
      one: '{{count, number}} vorhandener Benutzer erhält das Passwort aus der Datei: Beim Überschreiben ist die Passwortspalte Pflicht.',
      other:
        '{{count, number}} vorhandene Benutzer erhalten die Passwörter aus der Datei: Beim Überschreiben ist die Passwortspalte Pflicht.',
    },
  },
  'import.compare.notOverwritten': {
    en: {
      one: 'Overwriting is off: the server skips the {{count, number}} existing user whose data changes.',
      other: 'Overwriting is off: the server skips the {{count, number}} existing users whose data changes.',
    },
    de: {
      one: 'Überschreiben ist aus: Der Server überspringt den {{count, number}} vorhandenen Benutzer, dessen Daten sich ändern.',
      other:
        'Überschreiben ist aus: Der Server überspringt die {{count, number}} vorhandenen Benutzer, deren Daten sich ändern.',
    },
  },
  'import.compare.undecidedLines': {
    en: { one: 'Line {{lines}}', other: 'Lines {{lines}}' },
    de: { one: 'Zeile {{lines}}', other: 'Zeilen {{lines}}' },
  },
  'import.compare.decide': { en: 'Decide in Changes', de: 'Unter „Änderungen“ entscheiden' },
});
