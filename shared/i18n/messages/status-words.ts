import { defineMessages } from '../define';

/**
 * The status words people read, one family per vocabulary, in one place: a report line's
 * outcome (`statusWord.line.*`, the server's SUCCESS, SKIPPED, FAILED and PENDING, and the
 * app's NOT_SENT_* for the lines the comparison left out of the upload), a line's
 * predicted outcome (`statusWord.predicted.*`) and a job's status on the server
 * (`statusWord.job.*`). shared/i18n/status-words.ts maps the server's words onto these keys;
 * a word the server adds later is shown as it is.
 */
export const statusWordMessages = defineMessages({
  'statusWord.line.SUCCESS': { en: 'Imported', de: 'Importiert' },
  'statusWord.line.SKIPPED': { en: 'Skipped', de: 'Übersprungen' },
  'statusWord.line.FAILED': { en: 'Failed', de: 'Fehlgeschlagen' },
  'statusWord.line.PENDING': { en: 'Waiting', de: 'Wartet' },
  // The lines the comparison left out before the upload (shared/users-csv/left-out-lines.ts).
  'statusWord.line.NOT_SENT_UNCHANGED': { en: 'Not sent: unchanged', de: 'Nicht gesendet: unverändert' },
  'statusWord.line.NOT_SENT_SKIPPED': {
    en: 'Not sent: the server would skip it',
    de: 'Nicht gesendet: Der Server würde sie überspringen',
  },
  'statusWord.line.NOT_SENT_STOPPED': {
    en: 'Not sent: its key conflicts',
    de: 'Nicht gesendet: Konflikt bei der Schul-ID',
  },
  'statusWord.line.NOT_SENT_KEPT': {
    en: 'Not sent: only columns not chosen for update changed',
    de: 'Nicht gesendet: nur Spalten geändert, die nicht zur Aktualisierung gewählt sind',
  },
  'statusWord.predicted.SUCCESS': { en: 'New', de: 'Neu' },
  'statusWord.predicted.SKIPPED': { en: 'Skipped', de: 'Übersprungen' },
  'statusWord.predicted.OVERWRITTEN': { en: 'Overwritten', de: 'Überschrieben' },
  'statusWord.predicted.FAILED': { en: 'Failing', de: 'Schlägt fehl' },
  'statusWord.job.CREATED': { en: 'Created', de: 'Angelegt' },
  'statusWord.job.RUNNING': { en: 'Running', de: 'Läuft' },
  'statusWord.job.FINISHED': { en: 'Finished', de: 'Abgeschlossen' },
  'statusWord.job.FAILED': { en: 'Failed', de: 'Fehlgeschlagen' },
});
