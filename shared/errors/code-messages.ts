import { defineMessages } from '../i18n/define';

/**
 * Every error code's own sentence, in every language (`error.code.<code>`): what the shells
 * say when the code's details do not hold what a more precise sentence needs. wording.ts
 * looks these keys up by the code's name, so a code without its sentence here does not
 * compile (shared/errors/error-code.ts lists the codes).
 */
export const codeMessages = defineMessages({
  'error.code.unreachable': {
    en: "The server could not be reached. Check the base URL and this computer's network connection.",
    de: 'Der Server war nicht erreichbar. Prüfen Sie die Basis-URL und die Netzwerkverbindung dieses Computers.',
  },
  'error.code.refused': {
    en: 'The server refused the connection. Is it running, and is the port in the base URL right?',
    de: 'Der Server hat die Verbindung abgelehnt. Läuft er, und stimmt der Port in der Basis-URL?',
  },
  'error.code.proxy-credentials': {
    en: 'The proxy wants credentials before it connects, or refused the ones it was given.',
    de: 'Der Proxy verlangt Zugangsdaten, bevor er eine Verbindung herstellt, oder hat die übergebenen abgelehnt.',
  },
  'error.code.timeout': {
    en: 'The server did not answer in time. It may be overloaded; try again later.',
    de: 'Der Server hat nicht rechtzeitig geantwortet. Er ist vielleicht überlastet; versuchen Sie es später erneut.',
  },
  'error.code.tls': {
    en: "The secure connection to the server failed. If this is your organization's own server, add its CA certificate (PEM) to the connection.",
    de: 'Die sichere Verbindung zum Server ist fehlgeschlagen. Ist es der eigene Server Ihrer Organisation, hinterlegen Sie sein CA-Zertifikat (PEM) in der Verbindung.',
  },
  'error.code.http-status': { en: 'The server refused the request.', de: 'Der Server hat die Anfrage abgelehnt.' },
  'error.code.unauthorized': {
    en: 'The server did not accept the API access token, or the token may not do this.',
    de: 'Der Server hat das API-Zugriffstoken nicht angenommen, oder das Token darf dies nicht.',
  },
  'error.code.not-json': {
    en: "The server's answer is not JSON. Is the base URL the API's?",
    de: 'Die Antwort des Servers ist kein JSON. Ist die Basis-URL die der API?',
  },
  'error.code.invalid-json': {
    en: "The server's answer is not valid JSON.",
    de: 'Die Antwort des Servers ist kein gültiges JSON.',
  },
  'error.code.invalid-response': {
    en: "The server's answer has an unexpected shape.",
    de: 'Die Antwort des Servers hat eine unerwartete Form.',
  },
  'error.code.cancelled': { en: 'The request was cancelled.', de: 'Die Anfrage wurde abgebrochen.' },
  'error.code.no-profile': {
    en: 'No connection profile is active, or the chosen one no longer exists.',
    de: 'Keine Verbindung ist aktiv, oder die gewählte besteht nicht mehr.',
  },
  'error.code.no-token': {
    en: 'No API access token is set for this connection.',
    de: 'Für diese Verbindung ist kein API-Zugriffstoken hinterlegt.',
  },
  'error.code.no-connection': {
    en: 'There is no connection for the server of this job.',
    de: 'Für den Server dieses Auftrags gibt es keine Verbindung.',
  },
  'error.code.weak-storage': {
    en: 'The token was not saved: this computer offers no secure storage for it. Accept weaker storage explicitly, or use the command line with MDM_TOKEN.',
    de: 'Das Token wurde nicht gespeichert: Dieser Computer bietet keinen sicheren Speicher dafür. Stimmen Sie einer schwächeren Speicherung ausdrücklich zu oder verwenden Sie die Kommandozeile mit MDM_TOKEN.',
  },
  'error.code.secret-unavailable': {
    en: 'The stored token cannot be decrypted. Enter the token again in the connection.',
    de: 'Das gespeicherte Token kann nicht entschlüsselt werden. Geben Sie das Token in der Verbindung erneut ein.',
  },
  'error.code.forbidden-by-policy': {
    en: "Your IT department's policy does not allow this.",
    de: 'Die Richtlinie Ihrer IT-Abteilung erlaubt dies nicht.',
  },
  'error.code.job-active': {
    en: 'The import job is still being watched; stop watching it first.',
    de: 'Der Importauftrag wird noch beobachtet; beenden Sie zuerst die Beobachtung.',
  },
  'error.code.job-not-finished': {
    en: 'The report is available once the job has finished.',
    de: 'Der Bericht ist verfügbar, sobald der Auftrag beendet ist.',
  },
  'error.code.cannot-resume': {
    en: 'This job cannot be resumed.',
    de: 'Dieser Auftrag kann nicht fortgesetzt werden.',
  },
  'error.code.no-report': { en: 'This job has no report.', de: 'Dieser Auftrag hat keinen Bericht.' },
  'error.code.interrupted': {
    en: "The app stopped before this job was done; check the portal's user list before importing again.",
    de: 'Die App wurde beendet, bevor dieser Auftrag erledigt war; prüfen Sie die Benutzerliste im Portal, bevor Sie erneut importieren.',
  },
  'error.code.deadline': {
    en: 'The job is still going on on the server; resume to keep watching.',
    de: 'Der Auftrag läuft noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
  },
  'error.code.stopped': {
    en: 'The app is stopping; the work was not done.',
    de: 'Die App wird beendet; die Arbeit wurde nicht erledigt.',
  },
  'error.code.job-gone': {
    en: 'The server no longer knows this job (it removes old jobs after a while).',
    de: 'Der Server kennt diesen Auftrag nicht mehr (er entfernt alte Aufträge nach einiger Zeit).',
  },
  'error.code.part-failed': {
    en: 'A part of the import failed on the server.',
    de: 'Ein Teil des Imports ist auf dem Server fehlgeschlagen.',
  },
  'error.code.too-many-uploads': {
    en: 'Too many uploads are being prepared; finish or discard one first.',
    de: 'Es werden zu viele Uploads vorbereitet; schließen Sie zuerst einen ab oder verwerfen Sie ihn.',
  },
  'error.code.too-large': {
    en: 'The file is too large; it was discarded.',
    de: 'Die Datei ist zu groß; sie wurde verworfen.',
  },
  'error.code.worker-failed': {
    en: 'The background worker stopped unexpectedly; the work was not done. Try again.',
    de: 'Der Hintergrundprozess wurde unerwartet beendet; die Arbeit wurde nicht erledigt. Versuchen Sie es erneut.',
  },
  'error.code.storage': {
    en: "A file of the app's could not be read or written.",
    de: 'Eine Datei der App konnte nicht gelesen oder geschrieben werden.',
  },
  'error.code.corrupt-file': { en: "A file of the app's is damaged.", de: 'Eine Datei der App ist beschädigt.' },
  'error.code.invalid-argument': { en: 'The request is not valid.', de: 'Die Anfrage ist ungültig.' },
  'error.code.not-found': {
    en: 'It was not found; it may have been removed.',
    de: 'Es wurde nicht gefunden; vielleicht wurde es entfernt.',
  },
  'error.code.unknown-method': {
    en: "The app's core does not offer this.",
    de: 'Der Kern der App bietet dies nicht an.',
  },
  'error.code.untrusted-sender': {
    en: "Refused: the call did not come from the app's own window.",
    de: 'Abgelehnt: Der Aufruf kam nicht aus dem eigenen Fenster der App.',
  },
  'error.code.bad-message': {
    en: 'The app received a message it cannot read.',
    de: 'Die App hat eine Nachricht erhalten, die sie nicht lesen kann.',
  },
  'error.code.disconnected': {
    en: 'The connection to the app was lost.',
    de: 'Die Verbindung zur App ist abgerissen.',
  },
  'error.code.internal': {
    en: 'Something went wrong inside the app.',
    de: 'In der App ist ein Fehler aufgetreten.',
  },
});
