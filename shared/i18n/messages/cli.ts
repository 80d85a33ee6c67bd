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
});
