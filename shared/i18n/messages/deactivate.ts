import { defineMessages } from '../define';

/**
 * Deactivating the users a file does not name (a job's leavers part): the opt-in, the brake,
 * and what reading them back found, in the app and the CLI alike.
 */
export const deactivateMessages = defineMessages({
  'deactivate.optIn': {
    en: {
      one: 'Deactivate this {{count}} user (never deleted)',
      other: 'Deactivate these {{count}} users (never deleted)',
    },
    de: {
      one: 'Diesen {{count}} Benutzer deaktivieren (nie gelöscht)',
      other: 'Diese {{count}} Benutzer deaktivieren (nie gelöscht)',
    },
  },
  'deactivate.note': {
    en: 'Sent after the file with "activated" set to false; afterwards the app reads them back to see whether the server took it. They keep everything and can be activated again in the portal.',
    de: 'Wird nach der Datei mit „activated“ auf false gesendet; danach liest die App sie wieder, um zu sehen, ob der Server es übernommen hat. Sie behalten alles und können im Portal wieder aktiviert werden.',
  },
  'deactivate.brake': {
    en: "That is more than {{brake}} (the larger of 10 and 5 % of the organization's users). Type the number {{count}} to confirm:",
    de: 'Das sind mehr als {{brake}} (der größere Wert von 10 und 5 % der Benutzer der Organisation). Geben Sie zur Bestätigung die Zahl {{count}} ein:',
  },
  'deactivate.summaryItem': {
    en: {
      one: 'Then: {{count}} user not in the file deactivated (never deleted), and read back',
      other: 'Then: {{count}} users not in the file deactivated (never deleted), and read back',
    },
    de: {
      one: 'Danach: {{count}} Benutzer, der nicht in der Datei steht, wird deaktiviert (nie gelöscht) und wieder gelesen',
      other:
        'Danach: {{count}} Benutzer, die nicht in der Datei stehen, werden deaktiviert (nie gelöscht) und wieder gelesen',
    },
  },
  'deactivate.brakeLabel': { en: 'Number of users to deactivate', de: 'Anzahl der zu deaktivierenden Benutzer' },
  'deactivate.title': { en: 'Users not in the file', de: 'Benutzer, die nicht in der Datei stehen' },
  'deactivate.summary': {
    en: '{{deactivated}} deactivated, {{stillActive}} still active, {{notFound}} not found, {{unchecked}} not checked',
    de: '{{deactivated}} deaktiviert, {{stillActive}} noch aktiv, {{notFound}} nicht gefunden, {{unchecked}} nicht geprüft',
  },
  'deactivate.outcome.deactivated': { en: 'deactivated', de: 'deaktiviert' },
  'deactivate.outcome.still-active': {
    en: 'still active: this server did not take the column; deactivate them in the portal',
    de: 'noch aktiv: Dieser Server hat die Spalte nicht übernommen; deaktivieren Sie den Benutzer im Portal',
  },
  'deactivate.stillActiveNote': {
    en: {
      one: '{{count}} user is still active: this server did not take the "activated" column. Deactivate them in the portal; the list names them.',
      other:
        '{{count}} users are still active: this server did not take the "activated" column. Deactivate them in the portal; the list names them.',
    },
    de: {
      one: '{{count}} Benutzer ist noch aktiv: Dieser Server hat die Spalte „activated“ nicht übernommen. Deaktivieren Sie ihn im Portal; die Liste nennt ihn.',
      other:
        '{{count}} Benutzer sind noch aktiv: Dieser Server hat die Spalte „activated“ nicht übernommen. Deaktivieren Sie sie im Portal; die Liste nennt sie.',
    },
  },
  'deactivate.column.login': { en: 'Login', de: 'Anmeldename' },
  'deactivate.column.outcome': { en: 'Read back after the job', de: 'Nach dem Auftrag gelesen' },
  'deactivate.outcome.not-found': {
    en: 'not found on the server any more',
    de: 'nicht mehr auf dem Server gefunden',
  },
  'deactivate.outcome.unchecked': {
    en: 'not checked yet (the server could not be read after the job)',
    de: 'noch nicht geprüft (der Server konnte nach dem Auftrag nicht gelesen werden)',
  },
  'deactivate.waiting': {
    en: 'Sent after the file, when its part has finished.',
    de: 'Wird nach der Datei gesendet, sobald ihr Teil fertig ist.',
  },
  'deactivate.unconfirmed': {
    en: 'Sent, but its start was not confirmed: check the server above before anything else.',
    de: 'Gesendet, aber ihr Start wurde nicht bestätigt: Prüfen Sie zuerst oben den Server.',
  },
  'cli.deactivate.brake': {
    en: "{{count}} users are not in the file, more than {{brake}} (the larger of 10 and 5 % of the organization's {{users}} users); nothing was uploaded. To deactivate them, say --max-deactivate {{count}}.",
    de: '{{count}} Benutzer stehen nicht in der Datei, mehr als {{brake}} (der größere Wert von 10 und 5 % der {{users}} Benutzer der Organisation); es wurde nichts hochgeladen. Um sie zu deaktivieren, geben Sie --max-deactivate {{count}} an.',
  },
  'cli.deactivate.planned': {
    en: {
      one: '{{count}} user not in the file will be deactivated after the import (never deleted).',
      other: '{{count}} users not in the file will be deactivated after the import (never deleted).',
    },
    de: {
      one: '{{count}} Benutzer, der nicht in der Datei steht, wird nach dem Import deaktiviert (nie gelöscht).',
      other: '{{count}} Benutzer, die nicht in der Datei stehen, werden nach dem Import deaktiviert (nie gelöscht).',
    },
  },
  'cli.deactivate.none': {
    en: 'Every user of the organization is in the file: no one to deactivate.',
    de: 'Jeder Benutzer der Organisation steht in der Datei: Niemand ist zu deaktivieren.',
  },
  'cli.deactivate.outcome': {
    en: 'Users not in the file: {{summary}}.',
    de: 'Benutzer, die nicht in der Datei stehen: {{summary}}.',
  },
  'cli.deactivate.user': { en: '  {{name}}: {{outcome}}', de: '  {{name}}: {{outcome}}' },
  'cli.dryRun.reactivated': {
    en: 'line {{line}}: reactivated (deactivated on the server, named by the file again)',
    de: 'Zeile {{line}}: reaktiviert (auf dem Server deaktiviert, von der Datei wieder genannt)',
  },
  'cli.reactivate.planned': {
    en: {
      one: '{{count}} user deactivated on the server is in the file: the import activates them again (reactivated).',
      other:
        '{{count}} users deactivated on the server are in the file: the import activates them again (reactivated).',
    },
    de: {
      one: '{{count}} auf dem Server deaktivierter Benutzer steht in der Datei: Der Import aktiviert ihn wieder (reaktiviert).',
      other:
        '{{count}} auf dem Server deaktivierte Benutzer stehen in der Datei: Der Import aktiviert sie wieder (reaktiviert).',
    },
  },
  'cli.import.usage.maxDeactivate': {
    en: '--max-deactivate needs --deactivate-not-in-file',
    de: '--max-deactivate braucht --deactivate-not-in-file',
  },
  'cli.import.usage.deactivateValidOnly': {
    en: '--deactivate-not-in-file cannot go with --valid-only: the users of the rows left out would count as not in the file',
    de: '--deactivate-not-in-file geht nicht mit --valid-only: Die Benutzer der ausgelassenen Zeilen würden als nicht in der Datei gelten',
  },
  'cli.import.usage.deactivateDryRun': {
    en: '--deactivate-not-in-file is for an import; a dry run lists these users with --not-in-file',
    de: '--deactivate-not-in-file gilt für einen Import; ein Probelauf listet diese Benutzer mit --not-in-file',
  },
});
