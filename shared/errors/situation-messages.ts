import { defineMessages } from '../i18n/define';

/**
 * The situations one error code covers, each in its own words and in every language:
 * core says which with a parameter (`reason` of `invalid-argument`, `storage`, `no-report`,
 * `forbidden-by-policy`, ...; `what` of `not-found`, `cancelled`, `stopped`) and
 * situation-wording.ts picks the key here.
 */
export const situationMessages = defineMessages({
  'error.internal.said': { en: 'Unexpected error: {{error}}', de: 'Unerwarteter Fehler: {{error}}' },
  'error.internal.invariant': {
    en: 'Something went wrong inside the app ({{invariant}}).',
    de: 'In der App ist ein Fehler aufgetreten ({{invariant}}).',
  },
  'error.badMessage': {
    en: 'The app received a message it cannot read: {{problem}}.',
    de: 'Die App hat eine Nachricht erhalten, die sie nicht lesen kann: {{problem}}.',
  },
  'error.unreachable.other': {
    en: 'Could not talk to {{host}} ({{reason}}).',
    de: 'Keine Verbindung mit {{host}} möglich ({{reason}}).',
  },
  'error.timeout.upload': {
    en: 'The upload to {{host}} stalled: no byte moved for {{seconds, number}} s. The network or the server stopped taking data; nothing was imported.',
    de: 'Das Hochladen zu {{host}} stockte: {{seconds, number}} s lang wurde kein Byte übertragen. Das Netzwerk oder der Server hat keine Daten mehr angenommen; nichts wurde importiert.',
  },
  'error.webPage': {
    en: "The server answered HTTP {{status}} with a web page: is the base URL the API's, is the token valid?",
    de: 'Der Server antwortete mit HTTP {{status}} und einer Webseite: Ist die Basis-URL die der API, ist das Token gültig?',
  },
  'error.notJson.noType': {
    en: "The server answered HTTP {{status}} without a content type, not JSON. Is the base URL the API's?",
    de: 'Der Server antwortete mit HTTP {{status}} ohne Inhaltstyp statt JSON. Ist die Basis-URL die der API?',
  },
  'error.notJson': {
    en: "The server answered HTTP {{status}} with {{contentType}}, not JSON. Is the base URL the API's?",
    de: 'Der Server antwortete mit HTTP {{status}} und {{contentType}} statt JSON. Ist die Basis-URL die der API?',
  },
  'error.invalidJson.empty': {
    en: 'The server answered HTTP {{status}} with an empty body where JSON was due.',
    de: 'Der Server antwortete mit HTTP {{status}} ohne Inhalt, wo JSON erwartet wurde.',
  },
  'error.invalidJson.at': {
    en: "The server's answer is not valid JSON (at character {{position}}).",
    de: 'Die Antwort des Servers ist kein gültiges JSON (bei Zeichen {{position}}).',
  },
  'error.invalidResponse.shape': {
    en: "The server's answer has an unexpected shape at {{path}}: {{problem}}.",
    de: 'Die Antwort des Servers hat an der Stelle {{path}} eine unerwartete Form: {{problem}}.',
  },
  'error.invalidResponse.tooManyStatuses': {
    en: "The server's report names more than {{max}} different statuses; it cannot be a per-line report.",
    de: 'Der Bericht des Servers nennt mehr als {{max}} verschiedene Status; er kann kein zeilenweiser Bericht sein.',
  },

  // invalid-argument, by its `reason`.
  'error.invalid.call': {
    en: 'Invalid argument for {{method}}: {{problem}}',
    de: 'Ungültiges Argument für {{method}}: {{problem}}',
  },
  'error.invalid.profile-fields': {
    en: 'The connection is not valid: {{problems}}',
    de: 'Die Verbindung ist ungültig: {{problems}}',
  },
  'error.invalid.ca-not-pem': {
    en: 'The CA certificate must be PEM text, starting with -----BEGIN CERTIFICATE-----.',
    de: 'Das CA-Zertifikat muss PEM-Text sein, beginnend mit -----BEGIN CERTIFICATE-----.',
  },
  'error.invalid.token-for-other-server': {
    en: 'The server changed from {{from}} to {{to}}: paste the API access token for {{to}}. A stored token is only ever sent to the server it was given for.',
    de: 'Der Server wurde von {{from}} auf {{to}} geändert: Fügen Sie das API-Zugriffstoken für {{to}} ein. Ein gespeichertes Token wird nur an den Server gesendet, für den es angegeben wurde.',
  },
  'error.invalid.insecure-http': {
    en: '{{baseUrl}} is an http:// address of another machine: the token would travel in clear text, readable by anyone on the way. Use https://, or accept this explicitly for this connection.',
    de: '{{baseUrl}} ist eine http://-Adresse eines anderen Rechners: Das Token würde im Klartext übertragen, für jeden auf dem Weg lesbar. Verwenden Sie https:// oder stimmen Sie dem für diese Verbindung ausdrücklich zu.',
  },
  'error.invalid.name-taken': {
    en: 'A profile named "{{name}}" exists already; choose another name.',
    de: 'Eine Verbindung namens „{{name}}“ gibt es bereits; wählen Sie einen anderen Namen.',
  },
  'error.invalid.preference-invalid': {
    en: 'The preference {{key}} was not stored: at {{path}}, {{problem}}',
    de: 'Die Einstellung {{key}} wurde nicht gespeichert: bei {{path}}, {{problem}}',
  },
  'error.invalid.preference-unknown': {
    en: 'There is no preference {{key}}.',
    de: 'Es gibt keine Einstellung {{key}}.',
  },
  'error.invalid.preference-too-large': {
    en: 'The preference {{key}} is {{size, number}} bytes; at most 1 MB is kept.',
    de: 'Die Einstellung {{key}} ist {{size, number}} Byte groß; höchstens 1 MB wird gespeichert.',
  },
  'error.invalid.proxy-not-address': {
    en: '{{setting}} is not a proxy address (expected e.g. http://proxy.example:3128).',
    de: '{{setting}} ist keine Proxy-Adresse (erwartet z. B. http://proxy.example:3128).',
  },
  'error.invalid.proxy-protocol': {
    en: '{{setting}} names a {{protocol}} proxy; http, https and socks5 proxies work.',
    de: '{{setting}} nennt einen {{protocol}}-Proxy; http-, https- und socks5-Proxys funktionieren.',
  },
  'error.invalid.base-url-not-address': {
    en: 'The base URL "{{input}}" is not an address; write it like https://mdm.example.com',
    de: 'Die Basis-URL „{{input}}“ ist keine Adresse; schreiben Sie sie wie https://mdm.example.com',
  },
  'error.invalid.base-url-protocol': {
    en: 'The base URL must start with https:// or http://, not {{protocol}}//',
    de: 'Die Basis-URL muss mit https:// oder http:// beginnen, nicht mit {{protocol}}//',
  },
  'error.invalid.base-url-credentials': {
    en: 'The base URL must not carry a user name or password; the token authenticates.',
    de: 'Die Basis-URL darf keinen Benutzernamen und kein Passwort enthalten; das Token weist Sie aus.',
  },
  'error.invalid.deactivate-brake': {
    en: "{{count}} users would be deactivated, more than {{brake}} (the larger of 10 and 5 % of the organization's users); confirm the number {{count}} to go ahead.",
    de: '{{count}} Benutzer würden deaktiviert, mehr als {{brake}} (der größere Wert von 10 und 5 % der Benutzer der Organisation); bestätigen Sie die Zahl {{count}}, um fortzufahren.',
  },
  'error.invalid.deactivate-no-comparison': {
    en: "Deactivating the users not in the file needs a dry run that compared the file with the server's users.",
    de: 'Um die Benutzer zu deaktivieren, die nicht in der Datei stehen, ist ein Probelauf nötig, der die Datei mit den Benutzern des Servers verglichen hat.',
  },
  'error.invalid.job-id': { en: '"{{id}}" is not a job id.', de: '„{{id}}“ ist keine Auftragskennung.' },
  'error.invalid.dry-run-running': {
    en: 'A dry run of this upload is already under way.',
    de: 'Ein Probelauf dieses Uploads läuft bereits.',
  },
  'error.invalid.file-exists': {
    en: '{{file}} exists already; the list is never written over a file.',
    de: '{{file}} gibt es bereits; die Liste überschreibt nie eine Datei.',
  },
  'error.invalid.no-name-column': {
    en: 'The upload file has no name column.',
    de: 'Die hochgeladene Datei hat keine Namensspalte.',
  },
  'error.invalid.no-header': {
    en: 'The upload file has no header line.',
    de: 'Die hochgeladene Datei hat keine Kopfzeile.',
  },
  'error.invalid.upload-not-finished': {
    en: 'The upload {{fileName}} is not finished yet.',
    de: 'Das Hochladen von {{fileName}} ist noch nicht abgeschlossen.',
  },
  'error.invalid.upload-finished': {
    en: 'The upload {{fileName}} is already finished.',
    de: 'Das Hochladen von {{fileName}} ist bereits abgeschlossen.',
  },
  'error.invalid.chunk-order': {
    en: 'The chunk of {{fileName}} at byte {{offset}} does not follow the {{received}} bytes received; chunks go in order.',
    de: 'Der Teil von {{fileName}} bei Byte {{offset}} schließt nicht an die {{received}} empfangenen Bytes an; die Teile kommen der Reihe nach.',
  },
  'error.invalid.line-map': {
    en: 'The line map has {{entries}} entries but the upload file has {{records}} records.',
    de: 'Die Zeilenzuordnung hat {{entries}} Einträge, die hochgeladene Datei aber {{records}} Datensätze.',
  },
  'error.invalid.unclosed-quote': {
    en: 'The upload file is not valid CSV at line {{line}}: a quoted field is never closed.',
    de: 'Die hochgeladene Datei ist in Zeile {{line}} kein gültiges CSV: Ein Feld in Anführungszeichen wird nie geschlossen.',
  },
  'error.invalid.updates-off.shell': {
    en: 'The web shell and the command line do not update themselves: update the installed app.',
    de: 'Die Web-Oberfläche und die Kommandozeile aktualisieren sich nicht selbst: Aktualisieren Sie die installierte App.',
  },
  'error.invalid.updates-off.policy': {
    en: 'Updates are off: the machine-wide policy names no update feed.',
    de: 'Aktualisierungen sind abgeschaltet: Die Richtlinie nennt keine Quelle für Aktualisierungen.',
  },
  'error.invalid.updates-off.build': {
    en: 'Updates are not available in this build of the app.',
    de: 'In diesem Build der App gibt es keine Aktualisierungen.',
  },
  'error.invalid.no-update': {
    en: 'No update is downloaded yet: there is nothing to restart into.',
    de: 'Es ist noch keine Aktualisierung heruntergeladen: Es gibt nichts, womit neu gestartet werden könnte.',
  },

  // not-found, by `what`.
  'error.notFound.job': {
    en: 'There is no import job with id {{id}}.',
    de: 'Es gibt keinen Importauftrag mit der Kennung {{id}}.',
  },
  'error.notFound.profile': {
    en: 'There is no connection profile with id {{id}}; it may have been removed.',
    de: 'Es gibt keine Verbindung mit der Kennung {{id}}; vielleicht wurde sie entfernt.',
  },
  'error.notFound.profile-name': {
    en: 'There is no profile named "{{profileName}}".',
    de: 'Es gibt kein Profil namens „{{profileName}}“.',
  },
  'error.notFound.dry-run': {
    en: 'No dry run of this upload with the not-in-file list is kept.',
    de: 'Zu diesem Upload ist kein Probelauf mit der Liste der nicht in der Datei enthaltenen Benutzer gespeichert.',
  },
  'error.notFound.upload': {
    en: 'There is no staged upload with id {{uploadId}}.',
    de: 'Es gibt keinen vorbereiteten Upload mit der Kennung {{uploadId}}.',
  },
  'error.notFound.export': {
    en: 'There is no running export {{exportId}}; it may have finished already.',
    de: 'Es gibt keinen laufenden Export {{exportId}}; vielleicht ist er schon beendet.',
  },

  // cancelled and stopped, by `what`.
  'error.cancelled.dry-run': {
    en: 'The dry run was cancelled; nothing was changed.',
    de: 'Der Probelauf wurde abgebrochen; nichts wurde geändert.',
  },
  'error.cancelled.export': { en: 'The export was cancelled.', de: 'Der Export wurde abgebrochen.' },
  'error.cancelled.list': {
    en: 'Writing the list was cancelled.',
    de: 'Das Schreiben der Liste wurde abgebrochen.',
  },
  'error.stopped.import': {
    en: 'The app is stopping; the import was not started.',
    de: 'Die App wird beendet; der Import wurde nicht gestartet.',
  },
});
