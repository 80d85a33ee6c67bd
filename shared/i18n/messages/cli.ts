import { defineMessages } from '../define';

/** The CLI's human-readable lines (never its --json output, never its exit codes). */
export const cliMessages = defineMessages({
  'cli.job.counts': {
    en: '{{success}} stored, {{skipped}} skipped, {{failure}} failed',
    de: '{{success}} gespeichert, {{skipped}} übersprungen, {{failure}} fehlgeschlagen',
  },
  'cli.job.countsOf': {
    en: '{{success}} stored, {{skipped}} skipped, {{failure}} failed of {{total}}',
    de: '{{success}} gespeichert, {{skipped}} übersprungen, {{failure}} fehlgeschlagen von {{total}}',
  },
  'cli.job.gone': { en: 'no longer on the server', de: 'nicht mehr auf dem Server' },
  'cli.phase.uploading': { en: 'uploading', de: 'Hochladen' },
  'cli.phase.starting': { en: 'starting', de: 'Start' },
  'cli.phase.running': { en: 'running', de: 'läuft' },
  'cli.phase.finished': { en: 'finished', de: 'fertig' },
  'cli.phase.failed': { en: 'failed', de: 'fehlgeschlagen' },
  'cli.phase.detached': { en: 'detached', de: 'nicht verfolgt' },
  'cli.phase.error': { en: 'error', de: 'Fehler' },
  'cli.progress.uploading': {
    en: 'uploading {{bar}} {{percent}}% {{sent}}/{{total}} bytes',
    de: 'Hochladen {{bar}} {{percent}} % {{sent}}/{{total}} Bytes',
  },
  'cli.progress.starting': { en: 'starting the import job', de: 'Importauftrag wird gestartet' },
  'cli.progress.waiting': { en: 'waiting', de: 'wartet' },
  'cli.progress.lines': {
    en: '{{status}} {{bar}} {{percent}}% {{done}}/{{total}} lines{{rate}}',
    de: '{{status}} {{bar}} {{percent}} % {{done}}/{{total}} Zeilen{{rate}}',
  },
  'cli.progress.rate': { en: '  {{rate}} lines/s', de: '  {{rate}} Zeilen/s' },
  'cli.importStopped': { en: 'the import stopped.', de: 'der Import wurde angehalten.' },
  // import-users: dry runs, predictions, generated passwords, split imports, receipts (issue 12)
  'cli.predicted': {
    en: 'predicted: {{success}} new, {{skipped}} skipped, {{overwritten}} overwritten, {{failed}} failing',
    de: 'vorhergesagt: {{success}} neu, {{skipped}} übersprungen, {{overwritten}} überschrieben, {{failed}} mit Fehler',
  },
  'cli.beforeImport': { en: 'Before the import, {{predicted}}.', de: 'Vor dem Import {{predicted}}.' },
  'cli.dryRun': {
    en: 'Dry run of {{file}} against {{server}}: {{predicted}}. Nothing was uploaded.',
    de: 'Probelauf von {{file}} gegen {{server}}: {{predicted}}. Es wurde nichts hochgeladen.',
  },
  'cli.predictedLine': { en: 'line {{line}}: {{status}} {{reason}}', de: 'Zeile {{line}}: {{status}} {{reason}}' },
  'cli.credentialsWritten': {
    en: {
      one: '{{count}} generated password written to {{file}} (readable by you alone): hand it out, then delete the file.',
      other:
        '{{count}} generated passwords written to {{file}} (readable by you alone): hand them out, then delete the file.',
    },
    de: {
      one: '{{count}} erzeugtes Passwort in {{file}} geschrieben (nur für Sie lesbar): Geben Sie es aus und löschen Sie danach die Datei.',
      other:
        '{{count}} erzeugte Passwörter in {{file}} geschrieben (nur für Sie lesbar): Geben Sie sie aus und löschen Sie danach die Datei.',
    },
  },
  'cli.splitJobs': {
    en: 'The file is imported as {{count}} jobs, one after the other.',
    de: 'Die Datei wird als {{count}} Aufträge nacheinander importiert.',
  },
  'cli.receiptWritten': { en: 'Receipt written to {{file}}', de: 'Importbeleg in {{file}} geschrieben' },
  'cli.allAsPredicted': { en: 'Every line ended as predicted.', de: 'Jede Zeile endete wie vorhergesagt.' },
  'cli.differing': {
    en: {
      one: '{{count}} line ended otherwise than predicted:',
      other: '{{count}} lines ended otherwise than predicted:',
    },
    de: {
      one: '{{count}} Zeile endete anders als vorhergesagt:',
      other: '{{count}} Zeilen endeten anders als vorhergesagt:',
    },
  },
  'cli.differingLine': {
    en: 'line {{line}}: predicted {{predicted}}, got {{status}} {{message}}',
    de: 'Zeile {{line}}: vorhergesagt {{predicted}}, erhalten {{status}} {{message}}',
  },
});
