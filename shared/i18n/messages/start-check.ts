import { defineMessages } from '../define';

/**
 * A job whose start was not confirmed: what is known, why the answer is missing, what a look
 * at the server's users found, and starting again (the app and the CLI alike).
 */
export const startCheckMessages = defineMessages({
  'phase.unconfirmed': { en: 'Start not confirmed', de: 'Start nicht bestätigt' },
  'cli.phase.unconfirmed': { en: 'start not confirmed', de: 'Start nicht bestätigt' },
  'startCheck.title': { en: 'Start not confirmed', de: 'Start nicht bestätigt' },
  'startCheck.facts': {
    en: '{{file}} was uploaded and its start sent at {{when}}, but the answer never came ({{cause}}). The server may have started the job.',
    de: '{{file}} wurde hochgeladen und sein Start um {{when}} gesendet, aber die Antwort kam nie an ({{cause}}). Der Server hat den Auftrag möglicherweise gestartet.',
  },
  'startCheck.factsPart': {
    en: 'Part {{part}} of {{parts}} of {{file}} was uploaded and its start sent at {{when}}, but the answer never came ({{cause}}). The server may have started it; the parts before it were imported.',
    de: 'Teil {{part}} von {{parts}} von {{file}} wurde hochgeladen und sein Start um {{when}} gesendet, aber die Antwort kam nie an ({{cause}}). Der Server hat ihn möglicherweise gestartet; die Teile davor wurden importiert.',
  },
  'startCheck.factsLeavers': {
    en: 'The deactivation of the users not in {{file}} was uploaded and its start sent at {{when}}, but the answer never came ({{cause}}). The server may have started it; the file itself was imported.',
    de: 'Die Deaktivierung der Benutzer, die nicht in {{file}} stehen, wurde hochgeladen und ihr Start um {{when}} gesendet, aber die Antwort kam nie an ({{cause}}). Der Server hat sie möglicherweise gestartet; die Datei selbst wurde importiert.',
  },
  'startCheck.cause.timeout': {
    en: 'no answer within {{seconds, number}} s',
    de: 'keine Antwort innerhalb von {{seconds, number}} s',
  },
  'startCheck.cause.dropped': {
    en: 'the connection was closed before the answer',
    de: 'die Verbindung wurde vor der Antwort geschlossen',
  },
  'startCheck.cause.gateway': {
    en: 'a gateway answered HTTP {{status}}',
    de: 'ein Gateway antwortete mit HTTP {{status}}',
  },
  'startCheck.cause.stopped': {
    en: 'the app stopped before the answer came',
    de: 'die App wurde beendet, bevor die Antwort kam',
  },
  'startCheck.cause.other': { en: 'the answer was lost: {{code}}', de: 'die Antwort ging verloren: {{code}}' },
  'startCheck.advice': {
    en: "Do not import the file again before checking: check the server's users for the file's logins first.",
    de: 'Importieren Sie die Datei nicht erneut, bevor Sie geprüft haben: Prüfen Sie zuerst die Benutzer des Servers auf die Anmeldenamen der Datei.',
  },
  'startCheck.advice.leavers': {
    en: 'Check the server first: it reads whether the users not in the file are deactivated.',
    de: 'Prüfen Sie zuerst den Server: Dabei wird gelesen, ob die Benutzer, die nicht in der Datei stehen, deaktiviert sind.',
  },
  'startCheck.check': { en: 'Check the server', de: 'Server prüfen' },
  'startCheck.checking': {
    en: "Reading the server's users for the file's logins…",
    de: 'Die Benutzer des Servers werden auf die Anmeldenamen der Datei gelesen…',
  },
  'startCheck.checking.leavers': {
    en: 'Reading whether the users not in the file are deactivated…',
    de: 'Es wird gelesen, ob die Benutzer, die nicht in der Datei stehen, deaktiviert sind…',
  },
  'startCheck.found.ran': {
    en: 'The job ran: {{found, number}} of {{of, number}} users of the file are on the server.',
    de: 'Der Auftrag wurde ausgeführt: {{found, number}} von {{of, number}} Benutzern der Datei sind auf dem Server.',
  },
  'startCheck.found.ran.predicted': {
    en: 'The job ran: {{found, number}} of {{of, number}} users the dry run predicted as new are on the server.',
    de: 'Der Auftrag wurde ausgeführt: {{found, number}} von {{of, number}} Benutzern, die der Probelauf als neu vorhergesagt hat, sind auf dem Server.',
  },
  'startCheck.found.notRan': {
    en: "None of the file's users is on the server: starting again is safe.",
    de: 'Keiner der Benutzer der Datei ist auf dem Server: Ein erneuter Start ist sicher.',
  },
  'startCheck.found.notRan.predicted': {
    en: 'None of the {{of, number}} users the dry run predicted as new is on the server: starting again is safe.',
    de: 'Keiner der {{of, number}} Benutzer, die der Probelauf als neu vorhergesagt hat, ist auf dem Server: Ein erneuter Start ist sicher.',
  },
  'startCheck.found.partial': {
    en: 'The job ran, or is still running: {{found, number}} of {{of, number}} users of the file are on the server. Starting again is not safe.',
    de: 'Der Auftrag wurde ausgeführt oder läuft noch: {{found, number}} von {{of, number}} Benutzern der Datei sind auf dem Server. Ein erneuter Start ist nicht sicher.',
  },
  'startCheck.found.partial.predicted': {
    en: 'The job ran, or is still running: {{found, number}} of {{of, number}} users the dry run predicted as new are on the server. Starting again is not safe.',
    de: 'Der Auftrag wurde ausgeführt oder läuft noch: {{found, number}} von {{of, number}} Benutzern, die der Probelauf als neu vorhergesagt hat, sind auf dem Server. Ein erneuter Start ist nicht sicher.',
  },
  'startCheck.found.unknown': {
    en: "The dry run predicted no new user in this file, so the server's users cannot tell whether the job ran. Check the portal before importing again.",
    de: 'Der Probelauf hat in dieser Datei keinen neuen Benutzer vorhergesagt; die Benutzer des Servers können daher nicht zeigen, ob der Auftrag ausgeführt wurde. Prüfen Sie das Portal, bevor Sie erneut importieren.',
  },
  'startCheck.found.ran.leavers': {
    en: 'The deactivation ran: {{found, number}} of {{of, number}} users not in the file are deactivated on the server.',
    de: 'Die Deaktivierung wurde ausgeführt: {{found, number}} von {{of, number}} Benutzern, die nicht in der Datei stehen, sind auf dem Server deaktiviert.',
  },
  'startCheck.found.notRan.leavers': {
    en: 'None of the {{of, number}} users not in the file is deactivated on the server: the deactivation did not run (or this server does not take the "activated" column), and starting it again is safe.',
    de: 'Keiner der {{of, number}} Benutzer, die nicht in der Datei stehen, ist auf dem Server deaktiviert: Die Deaktivierung wurde nicht ausgeführt (oder dieser Server übernimmt die Spalte „activated“ nicht), ein erneuter Start ist sicher.',
  },
  'startCheck.found.partial.leavers': {
    en: 'The deactivation ran, or is still running: {{found, number}} of {{of, number}} users not in the file are deactivated on the server. Starting again is not safe; check again in a few minutes.',
    de: 'Die Deaktivierung wurde ausgeführt oder läuft noch: {{found, number}} von {{of, number}} Benutzern, die nicht in der Datei stehen, sind auf dem Server deaktiviert. Ein erneuter Start ist nicht sicher; prüfen Sie in einigen Minuten erneut.',
  },
  'startCheck.found.unknown.leavers': {
    en: 'The users not in the file were deactivated before this import or are no longer on the server, so the server cannot tell whether the deactivation ran. Check them in the portal.',
    de: 'Die Benutzer, die nicht in der Datei stehen, waren schon vor diesem Import deaktiviert oder sind nicht mehr auf dem Server; der Server kann daher nicht zeigen, ob die Deaktivierung ausgeführt wurde. Prüfen Sie sie im Portal.',
  },
  'startCheck.basis.file': {
    en: 'No dry run is kept with this job, so users that were on the server before the import count too.',
    de: 'Zu diesem Auftrag ist kein Probelauf gespeichert; Benutzer, die schon vor dem Import auf dem Server waren, zählen daher mit.',
  },
  'startCheck.startAgain': { en: 'Start again', de: 'Erneut starten' },
  'startCheck.startAgainHint': {
    en: 'Sends the same upload again, with the same passwords.',
    de: 'Sendet denselben Upload erneut, mit denselben Passwörtern.',
  },
  'startCheck.startAgainHint.leavers': {
    en: 'Sends the deactivation of the users not in the file again (the same users, "activated" false).',
    de: 'Sendet die Deaktivierung der Benutzer, die nicht in der Datei stehen, erneut (dieselben Benutzer, „activated“ auf false).',
  },
  'startCheck.notStartedParts': {
    en: {
      one: 'Part 1 of {{parts}} was imported; part {{part}} and the parts after it were not.',
      other: 'Parts 1 to {{count}} of {{parts}} were imported; part {{part}} and the parts after it were not.',
    },
    de: {
      one: 'Teil 1 von {{parts}} wurde importiert; Teil {{part}} und die folgenden Teile nicht.',
      other: 'Die Teile 1 bis {{count}} von {{parts}} wurden importiert; Teil {{part}} und die folgenden Teile nicht.',
    },
  },
  'cli.startCheck.unconfirmed': {
    en: 'The start was not confirmed; the server may have started the job. Do not import the file again: run "mdm-admin jobs --resume", which checks the server\'s users and starts the job again only if none of them is there.',
    de: 'Der Start wurde nicht bestätigt; der Server hat den Auftrag möglicherweise gestartet. Importieren Sie die Datei nicht erneut: „mdm-admin jobs --resume“ prüft die Benutzer des Servers und startet den Auftrag nur dann erneut, wenn keiner von ihnen dort ist.',
  },
  'cli.startCheck.unconfirmed.leavers': {
    en: 'The start was not confirmed; the server may have started the deactivation. Run "mdm-admin jobs --resume": it reads whether the users not in the file are deactivated and sends the deactivation again only if none of them is.',
    de: 'Der Start wurde nicht bestätigt; der Server hat die Deaktivierung möglicherweise gestartet. Führen Sie „mdm-admin jobs --resume“ aus: Es liest, ob die Benutzer, die nicht in der Datei stehen, deaktiviert sind, und sendet die Deaktivierung nur dann erneut, wenn keiner von ihnen es ist.',
  },
  'cli.startCheck.checking': {
    en: 'Checking the server for the users of {{file}} (start not confirmed)',
    de: 'Die Benutzer von {{file}} werden auf dem Server gesucht (Start nicht bestätigt)',
  },
  'cli.startCheck.startingAgain': {
    en: 'Starting {{file}} again with the same upload and the same passwords.',
    de: '{{file}} wird mit demselben Upload und denselben Passwörtern erneut gestartet.',
  },
  'cli.startCheck.checking.leavers': {
    en: 'Checking the server: are the users not in {{file}} deactivated? (start not confirmed)',
    de: 'Der Server wird geprüft: Sind die Benutzer, die nicht in {{file}} stehen, deaktiviert? (Start nicht bestätigt)',
  },
  'cli.startCheck.startingAgain.leavers': {
    en: 'Sending the deactivation of the users not in {{file}} again.',
    de: 'Die Deaktivierung der Benutzer, die nicht in {{file}} stehen, wird erneut gesendet.',
  },
  'cli.startCheck.notStartedAgain': {
    en: '{{file}} is not started again.',
    de: '{{file}} wird nicht erneut gestartet.',
  },
});
