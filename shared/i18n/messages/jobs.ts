import { defineMessages } from '../define';

/** Jobs: the list, a job's progress, its report and the files it offers. */
export const jobsMessages = defineMessages({
  'jobs.title': { en: 'Jobs', de: 'Aufträge' },
  'jobs.newImport': { en: 'New import', de: 'Neuer Import' },
  'jobs.none': { en: 'No import yet.', de: 'Noch kein Import.' },
  'jobs.list': { en: 'Import jobs', de: 'Importaufträge' },
  'jobs.overwrite': { en: 'overwrite', de: 'überschreiben' },
  'jobs.skipExisting': { en: 'skip existing', de: 'vorhandene überspringen' },
  'jobs.defaultRole': { en: 'device-user role', de: 'Gerätebenutzer-Rolle' },
  'jobs.serverJob': { en: 'server job {{id}}', de: 'Serverauftrag {{id}}' },
  'jobs.stopWatching': { en: 'Stop watching', de: 'Nicht mehr verfolgen' },
  'jobs.watchAgain': { en: 'Watch again', de: 'Wieder verfolgen' },
  'jobs.gone': { en: 'No longer on the server', de: 'Nicht mehr auf dem Server' },
  'jobs.goneAt': {
    en: 'The server no longer knew this job on {{when}}',
    de: 'Der Server kannte diesen Auftrag am {{when}} nicht mehr',
  },
  'jobs.forget': { en: 'Forget', de: 'Entfernen' },
  'jobs.retryUpload': { en: 'Retry upload', de: 'Hochladen wiederholen' },
  'jobs.retryUploadHint': {
    en: 'The upload failed before the server had a job: the file and your fixes are still in the import wizard.',
    de: 'Das Hochladen ist fehlgeschlagen, bevor der Server einen Auftrag hatte: Die Datei und Ihre Korrekturen sind noch im Import-Assistenten.',
  },
  'phase.uploading': { en: 'Uploading', de: 'Wird hochgeladen' },
  'phase.starting': { en: 'Starting', de: 'Wird gestartet' },
  'phase.running': { en: 'Running', de: 'Läuft' },
  'phase.finished': { en: 'Finished', de: 'Abgeschlossen' },
  'phase.failed': { en: 'Failed', de: 'Fehlgeschlagen' },
  'phase.detached': { en: 'Not watched', de: 'Nicht verfolgt' },
  'phase.error': { en: 'Stopped by an error', de: 'Durch Fehler angehalten' },
  'progress.serverStatus': { en: 'server: {{status}}', de: 'Server: {{status}}' },
  'progress.serverStatusHint': { en: "The server's status of the job", de: 'Der Status des Auftrags auf dem Server' },
  'progress.upload': { en: 'Upload', de: 'Hochladen' },
  'progress.uploading': {
    en: 'Uploading {{sent}} of {{total}} ({{percent, number}} %)',
    de: '{{sent}} von {{total}} werden hochgeladen ({{percent, number}} %)',
  },
  'progress.waitingLabel': { en: 'Waiting for the server', de: 'Warten auf den Server' },
  'progress.starting': {
    en: 'Uploaded; starting the job on the server…',
    de: 'Hochgeladen; der Auftrag wird auf dem Server gestartet…',
  },
  'progress.aboutToRead': {
    en: 'The server has the job and is about to read the file…',
    de: 'Der Server hat den Auftrag und liest gleich die Datei…',
  },
  'progress.lines': { en: 'Lines processed', de: 'Verarbeitete Zeilen' },
  'progress.leavers': {
    en: 'Deactivating the users not in the file: {{done, number}} of {{total, number}}',
    de: 'Benutzer, die nicht in der Datei stehen, werden deaktiviert: {{done, number}} von {{total, number}}',
  },
  'progress.leaversReadBack': {
    en: {
      one: 'Reading back whether the {{count, number}} user not in the file is deactivated…',
      other: 'Reading back whether the {{count, number}} users not in the file are deactivated…',
    },
    de: {
      one: 'Es wird nachgelesen, ob der {{count, number}} Benutzer, der nicht in der Datei steht, deaktiviert ist …',
      other:
        'Es wird nachgelesen, ob die {{count, number}} Benutzer, die nicht in der Datei stehen, deaktiviert sind …',
    },
  },
  'progress.counts': {
    en: '{{done, number}} of {{total}} lines · {{success, number}} imported · {{skipped, number}} skipped · {{failure, number}} failed',
    de: '{{done, number}} von {{total}} Zeilen · {{success, number}} importiert · {{skipped, number}} übersprungen · {{failure, number}} fehlgeschlagen',
  },
  'progress.leftOut': {
    en: ' · {{count, number}} left out before upload',
    de: ' · {{count, number}} vor dem Hochladen ausgelassen',
  },
  'progress.notSent': {
    en: ' · {{count, number}} not sent after the comparison',
    de: ' · {{count, number}} nach dem Abgleich nicht gesendet',
  },
  'progress.notSentHint': {
    en: '{{unchanged, number}} unchanged, {{skipped, number}} the server would skip, {{stopped, number}} with a conflicting key, {{kept, number}} kept (changes not chosen for update): the report lists each',
    de: '{{unchanged, number}} unverändert, {{skipped, number}} würde der Server überspringen, {{stopped, number}} mit Konflikt bei der Schul-ID, {{kept, number}} belassen (Änderungen nicht zur Aktualisierung gewählt): Der Bericht nennt jede Zeile',
  },
  'progress.percent': { en: '{{percent, number}} %', de: '{{percent, number}} %' },
  'progress.rate': { en: '{{rate, number}} lines/s', de: '{{rate, number}} Zeilen/s' },
  'progress.leftSeconds': { en: 'about {{count, number}} s left', de: 'noch etwa {{count, number}} s' },
  'progress.leftMinutes': { en: 'about {{count, number}} min left', de: 'noch etwa {{count, number}} min' },
  'progress.appError': { en: 'The app could not finish its part', de: 'Die App konnte ihren Teil nicht abschließen' },
  'progress.serverReports': { en: 'The server reports', de: 'Der Server meldet' },
  'report.byStatus': { en: 'Lines by status', de: 'Zeilen nach Status' },
  'report.imported': { en: '{{count, number}} imported', de: '{{count, number}} importiert' },
  'report.skipped': { en: '{{count, number}} skipped', de: '{{count, number}} übersprungen' },
  'report.failed': { en: '{{count, number}} failed', de: '{{count, number}} fehlgeschlagen' },
  'report.notSent': { en: '{{count, number}} not sent', de: '{{count, number}} nicht gesendet' },
  'report.export': { en: 'Export report', de: 'Bericht exportieren' },
  'report.exportFailed': { en: 'Export failed rows', de: 'Fehlgeschlagene Zeilen exportieren' },
  'report.fixAndRetry': { en: 'Fix and retry', de: 'Korrigieren und erneut importieren' },
  'report.retryUnreached': { en: 'Retry the lines not reached', de: 'Nicht erreichte Zeilen erneut importieren' },
  'report.retryUnreachedHint': {
    en: 'The server aborted this job after {{done, number}} of {{total, number}} lines: load the others in the import wizard.',
    de: 'Der Server hat diesen Auftrag nach {{done, number}} von {{total, number}} Zeilen abgebrochen: Laden Sie die übrigen in den Import-Assistenten.',
  },
  'report.filter': { en: 'Filter by status', de: 'Nach Status filtern' },
  'report.all': { en: 'All', de: 'Alle' },
  'report.table': { en: 'Per-line report', de: 'Bericht je Zeile' },
  'report.line': { en: 'Line', de: 'Zeile' },
  'report.lineHint': {
    en: 'Line in the uploaded file, as the server reports it',
    de: 'Zeile in der hochgeladenen Datei, wie der Server sie meldet',
  },
  'report.lineSameHint': {
    en: 'Line in the file you chose, and in the upload: the server numbers it the same',
    de: 'Zeile in der gewählten Datei und in der hochgeladenen: der Server zählt sie gleich',
  },
  'report.inYourFile': { en: 'In your file', de: 'In Ihrer Datei' },
  'report.inYourFileHint': {
    en: 'The same row\u2019s line in the file you chose',
    de: 'Die Zeile derselben Zeile in der gewählten Datei',
  },
  'report.status': { en: 'Status', de: 'Status' },
  'report.message': { en: 'Message', de: 'Meldung' },
  'report.range': {
    en: '{{from, number}}–{{to, number}} of {{total, number}}',
    de: '{{from, number}}–{{to, number}} von {{total, number}}',
  },
  // Notes about an exported file (shared/models/files.ts ExportNote; shared/jobs/export-note-wording.ts)
  'export.note.passwords-empty': {
    en: 'The password column is empty: the app never stores passwords and no longer holds this upload in memory. Fill in the passwords before importing again.',
    de: 'Die Passwortspalte ist leer: Die App speichert nie Passwörter und hat diesen Upload nicht mehr im Speicher. Tragen Sie die Passwörter ein, bevor Sie erneut importieren.',
  },
  'export.note.lines-unmatched': {
    en: {
      one: '{{count, number}} failed line could not be matched to a row of the upload (the server gave no usable line number) and is not in the file.',
      other:
        '{{count, number}} failed lines could not be matched to a row of the upload (the server gave no usable line number) and are not in the file.',
    },
    de: {
      one: '{{count, number}} fehlgeschlagene Zeile ließ sich keiner Zeile des Uploads zuordnen (der Server nannte keine brauchbare Zeilennummer) und fehlt in der Datei.',
      other:
        '{{count, number}} fehlgeschlagene Zeilen ließen sich keiner Zeile des Uploads zuordnen (der Server nannte keine brauchbare Zeilennummer) und fehlen in der Datei.',
    },
  },
  'export.note.no-failed-lines': {
    en: 'No line failed; the file holds only the header.',
    de: 'Keine Zeile ist fehlgeschlagen; die Datei enthält nur die Kopfzeile.',
  },
  'export.note.all-reached': {
    en: 'The server reached every line; the file holds only the header.',
    de: 'Der Server hat jede Zeile erreicht; die Datei enthält nur die Kopfzeile.',
  },
  'export.dialog': { en: 'Export as CSV', de: 'Als CSV exportieren' },
  'export.format': { en: 'File format', de: 'Dateiformat' },
  'export.germanExcel': {
    en: 'Semicolons and a byte order mark (Excel in German)',
    de: 'Semikolons und Byte-Order-Mark (deutsches Excel)',
  },
  'export.plain': {
    en: 'Commas, UTF-8 without a byte order mark',
    de: 'Kommas, UTF-8 ohne Byte-Order-Mark',
  },
  'export.go': { en: 'Export', de: 'Exportieren' },
  // Know before you import (issue 12): split imports, predictions, receipts
  'jobs.splitPart': {
    en: 'part {{current, number}} of {{parts, number}}',
    de: 'Teil {{current, number}} von {{parts, number}}',
  },
  'report.exportReceipt': { en: 'Export receipt', de: 'Importbeleg exportieren' },
  'report.receiptHint': {
    en: 'File name, size and SHA-256, mapping, options, predicted and real counts, server, times; no personal data',
    de: 'Dateiname, Größe und SHA-256, Zuordnung, Optionen, vorhergesagte und tatsächliche Zahlen, Server, Zeiten; keine personenbezogenen Daten',
  },
  'report.predicted': { en: 'Predicted', de: 'Vorhersage' },
  'report.notAsPredicted': { en: 'Not as predicted', de: 'Anders als vorhergesagt' },
  'report.stillFetching': {
    en: 'The report is still arriving: {{fetched, number}} of {{total, number}} lines so far, in line order. Counts and filters are complete once it has arrived.',
    de: 'Der Bericht kommt noch an: bisher {{fetched, number}} von {{total, number}} Zeilen, nach Zeilen geordnet. Zahlen und Filter sind vollständig, sobald er da ist.',
  },
  'report.allAsPredicted': { en: 'Every line ended as predicted.', de: 'Jede Zeile endete wie vorhergesagt.' },
  'report.differing': {
    en: {
      one: '{{count, number}} line ended otherwise than predicted.',
      other: '{{count, number}} lines ended otherwise than predicted.',
    },
    de: {
      one: '{{count, number}} Zeile endete anders als vorhergesagt.',
      other: '{{count, number}} Zeilen endeten anders als vorhergesagt.',
    },
  },
});
