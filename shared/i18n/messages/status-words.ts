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
  // The report table's badge for any of them: short, so the message and the file's columns stay
  // in view at 1280 px; the reason is the line's message (`report.notSentReason.*`).
  'statusWord.line.NOT_SENT': { en: 'Not sent', de: 'Nicht gesendet' },
  'report.notSentReason.NOT_SENT_UNCHANGED': {
    en: 'Unchanged: the server already has these values.',
    de: 'Unverändert: Der Server hat diese Werte bereits.',
  },
  'report.notSentReason.NOT_SENT_SKIPPED': {
    en: 'The server would skip it: the user exists and existing users are not overwritten.',
    de: 'Der Server würde sie überspringen: Der Benutzer existiert, und vorhandene Benutzer werden nicht überschrieben.',
  },
  'report.notSentReason.NOT_SENT_STOPPED': {
    en: 'Its key conflicts: another login holds it, or two lines have it.',
    de: 'Konflikt bei der Schul-ID: Ein anderer Anmeldename hat sie, oder zwei Zeilen haben sie.',
  },
  'report.notSentReason.NOT_SENT_KEPT': {
    en: 'Only columns not chosen for update changed.',
    de: 'Nur Spalten geändert, die nicht zur Aktualisierung gewählt sind.',
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
