import { defineMessages } from '../define';

/**
 * Choosing which columns' changes are worth an update (shared/users-csv/update-columns.ts):
 * with overwrite every existing user sent gets a new password, so a user whose changes are
 * all in columns not chosen is kept as it is. The CLI's --update-only and the app's Changes view.
 */
export const updateColumnsMessages = defineMessages({
  'cli.updateOnly.unknown': {
    en: "--update-only '{{unknown}}': no such column; choose from {{valid}}",
    de: '--update-only „{{unknown}}“: Diese Spalte gibt es nicht; wählen Sie aus {{valid}}',
  },
  'cli.updateOnly.empty': {
    en: '--update-only: name at least one column, from {{valid}}',
    de: '--update-only: Nennen Sie mindestens eine Spalte, aus {{valid}}',
  },
  'cli.updateOnly.overwrite': {
    en: '--update-only needs --overwrite: without it no existing user is updated',
    de: '--update-only braucht --overwrite: Ohne diese Option wird kein vorhandener Benutzer aktualisiert',
  },
  'cli.updateOnly.kept': {
    en: {
      one: '{{count}} existing user kept as it is (not sent, password unchanged): only columns not chosen with --update-only changed.',
      other:
        '{{count}} existing users kept as they are (not sent, passwords unchanged): only columns not chosen with --update-only changed.',
    },
    de: {
      one: '{{count}} vorhandener Benutzer bleibt, wie er ist (nicht gesendet, Passwort unverändert): Geändert sind nur Spalten, die nicht mit --update-only gewählt sind.',
      other:
        '{{count}} vorhandene Benutzer bleiben, wie sie sind (nicht gesendet, Passwörter unverändert): Geändert sind nur Spalten, die nicht mit --update-only gewählt sind.',
    },
  },
  'cli.updateOnly.keptLines': {
    en: 'Not sent: only {{columns}} changed, not chosen for update: line {{lines}}',
    de: 'Nicht gesendet: nur {{columns}} geändert, nicht zur Aktualisierung gewählt: Zeile {{lines}}',
  },
  'report.keptColumns': { en: 'Changed: {{columns}}', de: 'Geändert: {{columns}}' },
  'import.compare.kept': {
    en: '{{count, number}} whose changes are not chosen for update',
    de: '{{count, number}} mit Änderungen, die nicht zur Aktualisierung gewählt sind',
  },
  'changes.updateColumns.title': {
    en: 'Which changes are worth an update?',
    de: 'Welche Änderungen sollen aktualisiert werden?',
  },
  'changes.updateColumns.hint': {
    en: 'Every existing user sent gets a new password. A user whose changes are only in unticked columns is not sent and keeps its password.',
    de: 'Jeder vorhandene Benutzer, der gesendet wird, erhält ein neues Passwort. Ein Benutzer, dessen Änderungen nur in nicht angekreuzten Spalten liegen, wird nicht gesendet und behält sein Passwort.',
  },
  'changes.updateColumns.column': {
    en: { one: '{{column}} ({{count}} line)', other: '{{column}} ({{count}} lines)' },
    de: { one: '{{column}} ({{count}} Zeile)', other: '{{column}} ({{count}} Zeilen)' },
  },
  'changes.updateColumns.kept': { en: 'Not sent', de: 'Nicht gesendet' },
  'changes.updateColumns.keptTitle': {
    en: 'Only columns not chosen for update changed: this user is not sent and keeps its password',
    de: 'Geändert sind nur Spalten, die nicht zur Aktualisierung gewählt sind: Dieser Benutzer wird nicht gesendet und behält sein Passwort',
  },
  'changes.updateColumns.summary': {
    en: {
      one: '{{count}} existing user gets a new password now; {{kept}} kept as they are.',
      other: '{{count}} existing users get a new password now; {{kept}} kept as they are.',
    },
    de: {
      one: '{{count}} vorhandener Benutzer erhält jetzt ein neues Passwort; {{kept}} bleiben, wie sie sind.',
      other: '{{count}} vorhandene Benutzer erhalten jetzt ein neues Passwort; {{kept}} bleiben, wie sie sind.',
    },
  },
  'changes.updateColumns.noOverwrite': {
    en: 'Existing users are updated only with “Overwrite users that already exist” (options step).',
    de: 'Vorhandene Benutzer werden nur mit „Vorhandene Benutzer überschreiben“ aktualisiert (Schritt Optionen).',
  },
});
