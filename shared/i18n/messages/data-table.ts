import { defineMessages } from '../define';

/** The list screens' shared parts: toolbar, table, pager, export, column chooser, query problems. */
export const dataTableMessages = defineMessages({
  'table.matching': {
    en: '{{count, number}} matching {{noun}}',
    de: '{{count, number}} passende {{noun}}',
  },
  'table.nameContains': { en: 'Name contains', de: 'Name enthält' },
  'table.columns': { en: 'Columns ({{count, number}})', de: 'Spalten ({{count, number}})' },
  'table.columnsTitle': { en: 'Columns', de: 'Spalten' },
  'table.chooseColumns': { en: 'Choose columns', de: 'Spalten wählen' },
  'table.reset': { en: 'Reset', de: 'Zurücksetzen' },
  'table.sortBy': {
    en: 'Sort by {{column}} (Shift: add as a further sort)',
    de: 'Nach {{column}} sortieren (Umschalt: als weitere Sortierung)',
  },
  'table.nothing': { en: 'Nothing to show.', de: 'Nichts anzuzeigen.' },
  'table.never': { en: 'Never', de: 'Nie' },
  'table.yes': { en: 'Yes', de: 'Ja' },
  'table.no': { en: 'No', de: 'Nein' },
  'table.noMatch': { en: 'No devices match.', de: 'Keine Geräte passen.' },
  'table.barTitle': {
    en: '{{label}}: {{count, number}} (click to filter)',
    de: '{{label}}: {{count, number}} (zum Filtern klicken)',
  },
  'pager.paging': { en: 'Paging', de: 'Seiten' },
  'pager.rowsPerPage': { en: 'Rows per page', de: 'Zeilen pro Seite' },
  'pager.first': { en: 'First page', de: 'Erste Seite' },
  'pager.previous': { en: 'Previous page', de: 'Vorherige Seite' },
  'pager.next': { en: 'Next page', de: 'Nächste Seite' },
  'pager.last': { en: 'Last page', de: 'Letzte Seite' },
  'pager.noRows': { en: 'No rows', de: 'Keine Zeilen' },
  'pager.zeroOf': { en: '0 of {{total, number}}', de: '0 von {{total, number}}' },
  'pager.range': { en: '{{from, number}}–{{to, number}}', de: '{{from, number}}–{{to, number}}' },
  'pager.rangeOf': {
    en: '{{from, number}}–{{to, number}} of {{total, number}}',
    de: '{{from, number}}–{{to, number}} von {{total, number}}',
  },
  'export.progress': { en: 'Export progress', de: 'Fortschritt des Exports' },
  'export.starting': { en: 'Starting…', de: 'Wird gestartet…' },
  'export.count': { en: '{{done, number}} {{noun}}', de: '{{done, number}} {{noun}}' },
  'export.countOf': {
    en: '{{done, number}} of {{total, number}} {{noun}}',
    de: '{{done, number}} von {{total, number}} {{noun}}',
  },
  'export.cancel': { en: 'Cancel export', de: 'Export abbrechen' },
  'export.failed': { en: 'Export failed: {{reason}}', de: 'Export fehlgeschlagen: {{reason}}' },
  'export.unknownError': { en: 'unknown error', de: 'unbekannter Fehler' },
  'export.cancelled': { en: 'Export cancelled.', de: 'Export abgebrochen.' },
  'export.done': { en: 'Exported {{count, number}} {{noun}}.', de: '{{count, number}} {{noun}} exportiert.' },
  'export.doneTo': {
    en: 'Exported {{count, number}} {{noun}} to {{file}}.',
    de: '{{count, number}} {{noun}} nach {{file}} exportiert.',
  },
  'export.csv': { en: 'Export CSV', de: 'CSV exportieren' },
  'problem.serverSaid': { en: 'The server said:', de: 'Der Server meldet:' },
  'problem.reason': { en: 'reason {{reason}}', de: 'Grund {{reason}}' },
});
