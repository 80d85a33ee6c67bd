import { defineMessages } from '../define';

/**
 * The Changes view of the import: the dry run's comparison of the file with the
 * organization's users (who is new, whose data would change, who looks like someone who
 * exists, who the file does not name). Read-only: nothing is sent from it.
 */
export const changesMessages = defineMessages({
  'changes.open': { en: 'Changes', de: 'Änderungen' },
  'changes.openHint': {
    en: "Who is new, whose data would change, who looks like an existing user, and who the file doesn't name",
    de: 'Wer neu ist, wessen Daten sich ändern würden, wer einem vorhandenen Benutzer ähnelt und wen die Datei nicht nennt',
  },
  'changes.title': { en: 'Changes', de: 'Änderungen' },
  'changes.intro': {
    en: "The file compared with the organization's {{count, number}} users. Nothing is sent from here.",
    de: 'Die Datei verglichen mit den {{count, number}} Benutzern der Organisation. Von hier aus wird nichts gesendet.',
  },
  'changes.filters': { en: 'Show', de: 'Anzeigen' },
  'changes.filter.new': { en: 'New ({{count, number}})', de: 'Neu ({{count, number}})' },
  'changes.filter.changed': { en: 'Changed ({{count, number}})', de: 'Geändert ({{count, number}})' },
  'changes.filter.unchanged': { en: 'Unchanged ({{count, number}})', de: 'Unverändert ({{count, number}})' },
  'changes.filter.looksLike': {
    en: 'Looks like someone ({{count, number}})',
    de: 'Ähnelt jemandem ({{count, number}})',
  },
  'changes.filter.adopts': {
    en: 'Gets its school ID ({{count, number}})',
    de: 'Erhält die Schul-ID ({{count, number}})',
  },
  'changes.filter.conflict': {
    en: 'Stopped by the school ID ({{count, number}})',
    de: 'Wegen der Schul-ID angehalten ({{count, number}})',
  },
  'changes.explain.adopts': {
    en: "Existing users found by login or e-mail who have no school ID on the server yet: the import records the file's, so that next year's file finds them by it, whatever their name has become.",
    de: 'Vorhandene Benutzer, über Anmeldename oder E-Mail gefunden, die auf dem Server noch keine Schul-ID haben: Der Import speichert die aus der Datei, damit die Datei des nächsten Jahres sie daran wiedererkennt, wie auch immer sie dann heißen.',
  },
  'changes.explain.conflict': {
    en: 'Lines whose school ID belongs on the server to another login, whose login belongs to a person with another school ID, or whose school ID is on another line too. They are not sent; correct the file or the server first.',
    de: 'Zeilen, deren Schul-ID auf dem Server zu einem anderen Anmeldenamen gehört, deren Anmeldename einer Person mit anderer Schul-ID gehört oder deren Schul-ID auch in einer anderen Zeile steht. Sie werden nicht gesendet; berichtigen Sie zuerst die Datei oder den Server.',
  },
  'changes.conflict.keyHeld': {
    en: "School ID {{key}} belongs to {{holder}} on the server, not to this line's login {{name}}",
    de: 'Die Schul-ID {{key}} gehört auf dem Server zu {{holder}}, nicht zum Anmeldenamen {{name}} dieser Zeile',
  },
  'changes.conflict.otherKey': {
    en: 'The login {{holder}} belongs on the server to school ID {{holderKey}}, this line has {{key}}',
    de: 'Der Anmeldename {{holder}} gehört auf dem Server zur Schul-ID {{holderKey}}, diese Zeile hat {{key}}',
  },
  'changes.conflict.keyTwice': {
    en: 'School ID {{key}} is also on line {{other, number}}',
    de: 'Die Schul-ID {{key}} steht auch in Zeile {{other, number}}',
  },
  // Beside the login of a line that met its account (ChangesList.tsx; by login says nothing): short, the row is narrow.
  'changes.matchedBy.key': { en: 'by school ID', de: 'per Schul-ID' },
  'changes.matchedBy.name': { en: 'by login', de: 'per Anmeldename' },
  'changes.matchedBy.email': { en: 'by e-mail address', de: 'per E-Mail-Adresse' },
  'changes.filter.notInFile': { en: 'Not in file ({{count, number}})', de: 'Nicht in der Datei ({{count, number}})' },
  'changes.explain.new': {
    en: 'Users the server does not have yet: the import creates them.',
    de: 'Benutzer, die der Server noch nicht hat: Der Import legt sie an.',
  },
  'changes.explain.changed': {
    en: 'Existing users whose data differs: with "Overwrite users that already exist" the server value is replaced by the file value.',
    de: 'Vorhandene Benutzer mit abweichenden Daten: Mit „Vorhandene Benutzer überschreiben“ wird der Wert des Servers durch den der Datei ersetzt.',
  },
  'changes.explain.unchanged': {
    en: 'Existing users whose data in the file is the same as on the server.',
    de: 'Vorhandene Benutzer, deren Daten in der Datei dieselben sind wie auf dem Server.',
  },
  'changes.explain.looksLike': {
    en: 'New lines whose person looks like an existing user (same given name and surname, ignoring case, accents, hyphens and spaces). Check before creating a duplicate: "Same person" uses that account; "Another person" creates a new one, and the existing account then counts as not in the file.',
    de: 'Neue Zeilen, deren Person einem vorhandenen Benutzer ähnelt (gleicher Vor- und Nachname ohne Rücksicht auf Groß-/Kleinschreibung, Akzente, Bindestriche und Leerzeichen). Prüfen Sie, bevor ein Duplikat entsteht: „Dieselbe Person“ verwendet dieses Konto; „Eine andere Person“ legt ein neues an, und das vorhandene Konto zählt dann als nicht in der Datei.',
  },
  'changes.list': { en: 'Lines: {{filter}}', de: 'Zeilen: {{filter}}' },
  'changes.empty': { en: 'No lines of this kind.', de: 'Keine Zeilen dieser Art.' },
  'changes.line': { en: 'Line {{line, number}}', de: 'Zeile {{line, number}}' },
  'changes.loading': { en: 'Loading…', de: 'Wird geladen…' },
  'changes.server': { en: 'on the server', de: 'auf dem Server' },
  'changes.file': { en: 'in the file', de: 'in der Datei' },
  'changes.blank': { en: '(empty)', de: '(leer)' },
  'changes.fieldDiff': {
    en: '{{field}}: {{server}} on the server, {{file}} in the file',
    de: '{{field}}: {{server}} auf dem Server, {{file}} in der Datei',
  },
  'changes.looksLikeUsers': { en: 'Existing:', de: 'Vorhanden:' },
  'changes.decide': { en: 'Who is this line?', de: 'Wer ist diese Zeile?' },
  'changes.decide.same': { en: 'Same person', de: 'Dieselbe Person' },
  'changes.decide.new': { en: 'Another person', de: 'Eine andere Person' },
  'changes.decide.samePending': {
    en: {
      one: '{{count, number}} line decided "Same person": when you close this view it takes that account\'s login and e-mail address, and the dry run runs again.',
      other:
        '{{count, number}} lines decided "Same person": when you close this view each takes its account\'s login and e-mail address, and the dry run runs again.',
    },
    de: {
      one: '{{count, number}} Zeile als „Dieselbe Person“ entschieden: Wenn Sie diese Ansicht schließen, übernimmt sie Anmeldenamen und E-Mail-Adresse dieses Kontos, und der Probelauf läuft erneut.',
      other:
        '{{count, number}} Zeilen als „Dieselbe Person“ entschieden: Wenn Sie diese Ansicht schließen, übernimmt jede Anmeldenamen und E-Mail-Adresse ihres Kontos, und der Probelauf läuft erneut.',
    },
  },
  'changes.undecided': {
    en: {
      one: '{{count, number}} line looks like an existing user: decide in Changes whether it is the same person (that account is used) or another person (a new account). Start waits until then.',
      other:
        '{{count, number}} lines look like existing users: decide in Changes for each whether it is the same person (that account is used) or another person (a new account). Start waits until then.',
    },
    de: {
      one: '{{count, number}} Zeile ähnelt einem vorhandenen Benutzer: Entscheiden Sie unter „Änderungen“, ob es dieselbe Person ist (dieses Konto wird verwendet) oder eine andere (ein neues Konto). Bis dahin wartet „Starten“.',
      other:
        '{{count, number}} Zeilen ähneln vorhandenen Benutzern: Entscheiden Sie unter „Änderungen“ für jede, ob es dieselbe Person ist (dieses Konto wird verwendet) oder eine andere (ein neues Konto). Bis dahin wartet „Starten“.',
    },
  },
  'changes.newPasswords': {
    en: {
      one: "{{count, number}} existing user gets a new password: when overwriting, the password column is mandatory. The letter comes with the new users'.",
      other:
        "{{count, number}} existing users get a new password: when overwriting, the password column is mandatory. Their letters come with the new users'.",
    },
    de: {
      one: '{{count, number}} vorhandener Benutzer erhält ein neues Passwort: Beim Überschreiben ist die Passwortspalte Pflicht. Sein Brief kommt mit denen der neuen Benutzer.',
      other:
        '{{count, number}} vorhandene Benutzer erhalten ein neues Passwort: Beim Überschreiben ist die Passwortspalte Pflicht. Ihre Briefe kommen mit denen der neuen Benutzer.',
    },
  },
  'changes.field.email': { en: 'E-mail', de: 'E-Mail' },
  'changes.field.givenName': { en: 'Given name', de: 'Vorname' },
  'changes.field.surName': { en: 'Surname', de: 'Nachname' },
  'changes.field.phone': { en: 'Phone', de: 'Telefon' },
  'changes.field.position': { en: 'Position', de: 'Position' },
  'changes.field.key': { en: 'School ID', de: 'Schul-ID' },
  'changes.field.activated': { en: 'Activated', de: 'Aktiviert' },
  'changes.reactivated': {
    en: 'reactivated: deactivated on the server, named by the file again',
    de: 'reaktiviert: auf dem Server deaktiviert, von der Datei wieder genannt',
  },
  'changes.notInFile.count': {
    en: {
      one: "{{count, number}} of the organization's users is not named in the file (by login or e-mail address).",
      other: "{{count, number}} of the organization's users are not named in the file (by login or e-mail address).",
    },
    de: {
      one: '{{count, number}} Benutzer der Organisation wird in der Datei nicht genannt (weder Anmeldename noch E-Mail-Adresse).',
      other:
        '{{count, number}} Benutzer der Organisation werden in der Datei nicht genannt (weder Anmeldename noch E-Mail-Adresse).',
    },
  },
  // The same where the file has the person's key: a line meets its account by it first.
  'changes.notInFile.countByKey': {
    en: {
      one: "{{count, number}} of the organization's users is not named in the file (by school ID, login or e-mail address).",
      other:
        "{{count, number}} of the organization's users are not named in the file (by school ID, login or e-mail address).",
    },
    de: {
      one: '{{count, number}} Benutzer der Organisation wird in der Datei nicht genannt (weder Schul-ID noch Anmeldename noch E-Mail-Adresse).',
      other:
        '{{count, number}} Benutzer der Organisation werden in der Datei nicht genannt (weder Schul-ID noch Anmeldename noch E-Mail-Adresse).',
    },
  },
  'changes.notInFile.nothingDeleted': {
    en: 'Nothing is deleted or deactivated unless you choose it: under "Options and start", "Deactivate these users" adds them to the import, deactivated (never deleted) and read back. Or export the list to decide about them in the portal.',
    de: 'Es wird nichts gelöscht oder deaktiviert, wenn Sie es nicht wählen: Unter „Optionen und Start“ nimmt „Diese Benutzer deaktivieren“ sie in den Import auf, deaktiviert (nie gelöscht) und danach geprüft. Oder exportieren Sie die Liste, um im Portal über sie zu entscheiden.',
  },
  'changes.notInFile.export': { en: 'Export the list', de: 'Liste exportieren' },
  'changes.notInFile.failed': {
    en: 'The list could not be exported: {{reason}}',
    de: 'Die Liste konnte nicht exportiert werden: {{reason}}',
  },
  'changes.leavers.label': { en: 'Users not in the file', de: 'Benutzer, die nicht in der Datei stehen' },
  'changes.leavers.search': {
    en: 'Search by login, name, class or school ID',
    de: 'Nach Anmeldename, Name, Klasse oder Schul-ID suchen',
  },
  'changes.leavers.shown': {
    en: '{{shown, number}} of {{count, number}} shown',
    de: '{{shown, number}} von {{count, number}} angezeigt',
  },
  'changes.leavers.none': { en: 'No user matches the search.', de: 'Kein Benutzer passt zur Suche.' },
  'changes.leavers.column.name': { en: 'Login', de: 'Anmeldename' },
  'changes.leavers.column.person': { en: 'Name', de: 'Name' },
  'changes.leavers.column.position': { en: 'Position (class)', de: 'Position (Klasse)' },
  'changes.leavers.column.keyIn': { en: 'School ID ({{column}})', de: 'Schul-ID ({{column}})' },
  'changes.leavers.failed': {
    en: 'The users could not be read: {{reason}}',
    de: 'Die Benutzer konnten nicht gelesen werden: {{reason}}',
  },
  'changes.stale': {
    en: 'The rows changed since the prediction; predict again to see the changes.',
    de: 'Die Zeilen haben sich seit der Vorhersage geändert; sagen Sie die Ergebnisse erneut vorher, um die Änderungen zu sehen.',
  },
  'predict.readingUsers': {
    en: "Reading the organization's users: {{read, number}} of {{total, number}}",
    de: 'Benutzer der Organisation werden gelesen: {{read, number}} von {{total, number}}',
  },
  'predict.readingUsersUncounted': {
    en: "Reading the organization's users: {{read, number}}",
    de: 'Benutzer der Organisation werden gelesen: {{read, number}}',
  },
});
