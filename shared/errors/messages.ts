import { defineMessages } from '../i18n/define';

/**
 * How the app and the CLI word core's error codes, in every language (shared/errors/wording.ts
 * picks the key from the code and the details). The server's own refusals are worded in
 * server-messages.ts, a proxy's in proxy-messages.ts.
 */
export const errorMessages = defineMessages({
  'error.noConnection.app': {
    en: 'This job was started from the command line with a token from MDM_TOKEN; add a profile for {{baseUrl}} to follow it here.',
    de: 'Dieser Auftrag wurde auf der Kommandozeile mit einem Token aus MDM_TOKEN gestartet; legen Sie eine Verbindung für {{baseUrl}} an, um ihn hier zu verfolgen.',
  },
  'error.noConnection.cli': {
    en: 'This job was started from the command line with a token from MDM_TOKEN; set MDM_TOKEN again, or add a profile for {{baseUrl}} (mdm-admin profiles add), to follow it.',
    de: 'Dieser Auftrag wurde auf der Kommandozeile mit einem Token aus MDM_TOKEN gestartet; setzen Sie MDM_TOKEN erneut oder legen Sie ein Profil für {{baseUrl}} an (mdm-admin profiles add), um ihn zu verfolgen.',
  },
  'error.noToken.app': {
    en: 'The profile "{{name}}" has no API access token stored. Edit the profile under Connections and paste a token (portal: profile, access tokens, add).',
    de: 'Für die Verbindung „{{name}}“ ist kein API-Zugriffstoken gespeichert. Bearbeiten Sie die Verbindung unter „Verbindungen“ und fügen Sie ein Token ein (Portal: Profil, Zugriffstokens, hinzufügen).',
  },
  'error.noToken.cli': {
    en: 'The profile "{{name}}" has no API access token stored; set MDM_TOKEN, or add the profile again with its token (mdm-admin profiles add {{name}} ... --token-stdin).',
    de: 'Für das Profil „{{name}}“ ist kein API-Zugriffstoken gespeichert; setzen Sie MDM_TOKEN oder legen Sie das Profil mit seinem Token erneut an (mdm-admin profiles add {{name}} ... --token-stdin).',
  },
  'error.noProfile.app': {
    en: 'No connection profile is active. Add one under Connections (base URL, kind and API access token), or start the demo server.',
    de: 'Keine Verbindung ist aktiv. Legen Sie unter „Verbindungen“ eine an (Basis-URL, Art und API-Zugriffstoken) oder starten Sie den Demo-Server.',
  },
  'error.noProfile.cli': {
    en: 'No profile is active: give --profile NAME, or --base-url URL with MDM_TOKEN set.',
    de: 'Kein Profil ist aktiv: geben Sie --profile NAME an oder --base-url URL mit gesetztem MDM_TOKEN.',
  },
  'error.timeout.connect': {
    en: 'No connection to {{host}} within {{seconds, number}} s. Is the server up, and is a firewall or proxy in the way?',
    de: 'Keine Verbindung zu {{host}} innerhalb von {{seconds, number}} s. Läuft der Server, und ist eine Firewall oder ein Proxy im Weg?',
  },
  'error.timeout.response': {
    en: '{{host}} accepted the connection but did not answer within {{seconds, number}} s. The server may be overloaded; try again later.',
    de: '{{host}} hat die Verbindung angenommen, aber nicht innerhalb von {{seconds, number}} s geantwortet. Der Server ist vielleicht überlastet; versuchen Sie es später erneut.',
  },
  'error.refused': {
    en: '{{host}} refused the connection on port {{port}}. Is the server running, and is the port in the base URL right?',
    de: '{{host}} hat die Verbindung auf Port {{port}} abgelehnt. Läuft der Server, und stimmt der Port in der Basis-URL?',
  },
  'error.unreachable.dns': {
    en: "The host name {{host}} could not be resolved. Check the base URL and this computer's network connection.",
    de: 'Der Hostname {{host}} konnte nicht aufgelöst werden. Prüfen Sie die Basis-URL und die Netzwerkverbindung dieses Computers.',
  },
  'error.unreachable.noRoute': {
    en: '{{host}} cannot be reached from this computer (no route). Check the network or VPN.',
    de: '{{host}} ist von diesem Computer aus nicht erreichbar (keine Route). Prüfen Sie das Netzwerk oder das VPN.',
  },
  'error.unreachable.closed': {
    en: 'The connection to {{host}} was closed before the server answered. A proxy or the server dropped it; try again.',
    de: 'Die Verbindung zu {{host}} wurde geschlossen, bevor der Server antwortete. Ein Proxy oder der Server hat sie getrennt; versuchen Sie es erneut.',
  },
  'error.tls': {
    en: "The secure connection to {{host}} failed: {{description}} ({{reason}}). If this is your organization's own server, add its CA certificate (PEM) to the connection.",
    de: 'Die sichere Verbindung zu {{host}} ist fehlgeschlagen: {{description}} ({{reason}}). Ist es der eigene Server Ihrer Organisation, hinterlegen Sie sein CA-Zertifikat (PEM) in der Verbindung.',
  },
  'error.cancelled': { en: 'The request was cancelled.', de: 'Die Anfrage wurde abgebrochen.' },
  'error.http': {
    en: 'The server answered HTTP {{status}}.',
    de: 'Der Server antwortete mit HTTP {{status}}.',
  },
  'error.http.400': {
    en: 'The server refused the request as malformed.',
    de: 'Der Server hat die Anfrage als fehlerhaft abgelehnt.',
  },
  'error.http.404': {
    en: 'The server does not know this address: check the base URL (and a /relution prefix) or the API version.',
    de: 'Der Server kennt diese Adresse nicht: Prüfen Sie die Basis-URL (und ein /relution-Präfix) oder die API-Version.',
  },
  'error.http.405': {
    en: 'The server does not accept this method here: it may speak another API dialect.',
    de: 'Der Server nimmt diese Methode hier nicht an: Er spricht vielleicht eine andere API-Variante.',
  },
  'error.http.408': {
    en: 'The server timed out waiting for the request.',
    de: 'Der Server hat zu lange auf die Anfrage gewartet.',
  },
  'error.http.409': {
    en: 'The request conflicts with the state of the server.',
    de: 'Die Anfrage steht im Widerspruch zum Zustand des Servers.',
  },
  'error.http.413': { en: 'The request is too large for the server.', de: 'Die Anfrage ist für den Server zu groß.' },
  'error.http.429': {
    en: 'The server is rate limiting this client; wait and try again.',
    de: 'Der Server drosselt die Anfragen dieses Programms; warten Sie und versuchen Sie es erneut.',
  },
  'error.http.500': {
    en: 'The server failed with an internal error.',
    de: 'Auf dem Server ist ein interner Fehler aufgetreten.',
  },
  'error.http.502': {
    en: 'A gateway in front of the server could not reach it.',
    de: 'Ein vorgeschaltetes Gateway konnte den Server nicht erreichen.',
  },
  'error.http.503': {
    en: 'The server is unavailable (maintenance or overload).',
    de: 'Der Server ist nicht verfügbar (Wartung oder Überlastung).',
  },
  'error.http.504': {
    en: 'A gateway in front of the server timed out.',
    de: 'Ein vorgeschaltetes Gateway hat das Zeitlimit überschritten.',
  },
  'error.http.5xx': { en: 'The server failed.', de: 'Auf dem Server ist ein Fehler aufgetreten.' },
  'error.http.4xx': { en: 'The server refused the request.', de: 'Der Server hat die Anfrage abgelehnt.' },
  'error.http.wait': {
    en: 'It asked to wait {{seconds, number}} s.',
    de: 'Er bittet, {{seconds, number}} s zu warten.',
  },
  'error.serverSaid': { en: 'The server said: {{said}}.', de: 'Der Server meldet: {{said}}.' },
  'error.unauthorized.401': {
    en: 'The server did not accept the API access token (HTTP 401): it may be wrong, expired or revoked. Create a new token in the portal (profile, access tokens) and save it in the connection.',
    de: 'Der Server hat das API-Zugriffstoken nicht angenommen (HTTP 401): Es ist vielleicht falsch, abgelaufen oder widerrufen. Erstellen Sie im Portal ein neues Token (Profil, Zugriffstokens) und speichern Sie es in der Verbindung.',
  },
  'error.unauthorized.403': {
    en: 'The token was accepted but may not do this (HTTP 403): check that the connection holds the right kind of administrator token.',
    de: 'Das Token wurde angenommen, darf dies aber nicht (HTTP 403): Prüfen Sie, ob die Verbindung das Token der richtigen Art von Administrator enthält.',
  },
  'error.unauthorized.webPage': {
    en: "The server answered HTTP {{status}} with a web page, probably a login page: is the base URL the API's, is the token valid?",
    de: 'Der Server antwortete mit HTTP {{status}} und einer Webseite, wohl einer Anmeldeseite: Ist die Basis-URL die der API, ist das Token gültig?',
  },
  'error.disconnected.lost': {
    en: 'The connection to the app was lost. Is the web shell still running?',
    de: 'Die Verbindung zur App ist abgerissen. Läuft die Web-Oberfläche noch?',
  },
  'error.disconnected.unreachable': {
    en: 'Cannot reach the web shell. Is it still running?',
    de: 'Die Web-Oberfläche ist nicht erreichbar. Läuft sie noch?',
  },
  'error.unknownMethod': {
    en: "The app's core does not offer {{method}}.",
    de: 'Der Kern der App bietet {{method}} nicht an.',
  },
  'error.fileUnreadable': {
    en: 'The file {{name}} could not be read (HTTP {{status}}).',
    de: 'Die Datei {{name}} konnte nicht gelesen werden (HTTP {{status}}).',
  },
  'error.policy.adHoc': {
    en: "Connections of your own are turned off by your IT department's policy: --base-url {{baseUrl}} with MDM_TOKEN is refused. Use one of the policy's connections: mdm-admin profiles list, then --profile NAME.",
    de: 'Eigene Verbindungen sind durch die Richtlinie Ihrer IT-Abteilung abgeschaltet: --base-url {{baseUrl}} mit MDM_TOKEN wird abgelehnt. Verwenden Sie eine der Verbindungen der Richtlinie: mdm-admin profiles list, dann --profile NAME.',
  },
  'error.policy.adHoc.file': {
    en: "Connections of your own are turned off by your IT department's policy ({{file}}): --base-url {{baseUrl}} with MDM_TOKEN is refused. Use one of the policy's connections: mdm-admin profiles list, then --profile NAME.",
    de: 'Eigene Verbindungen sind durch die Richtlinie Ihrer IT-Abteilung abgeschaltet ({{file}}): --base-url {{baseUrl}} mit MDM_TOKEN wird abgelehnt. Verwenden Sie eine der Verbindungen der Richtlinie: mdm-admin profiles list, dann --profile NAME.',
  },
  'error.jobGone': {
    en: 'The server no longer knows this job (it removes old jobs after a while). What the app knew of it is kept: its counts, the report lines fetched, and the file.',
    de: 'Der Server kennt diesen Auftrag nicht mehr (er entfernt alte Aufträge nach einiger Zeit). Was die App über ihn wusste, bleibt erhalten: die Zähler, die abgerufenen Berichtszeilen und die Datei.',
  },
  'error.jobGone.partial': {
    en: {
      one: 'The report holds the {{count, number}} line fetched before the server forgot the job.',
      other: 'The report holds the {{count, number}} lines fetched before the server forgot the job.',
    },
    de: {
      one: 'Der Bericht enthält die {{count, number}} Zeile, die abgerufen wurde, bevor der Server den Auftrag vergaß.',
      other:
        'Der Bericht enthält die {{count, number}} Zeilen, die abgerufen wurden, bevor der Server den Auftrag vergaß.',
    },
  },
  'error.jobGone.nothingToResume': { en: 'There is nothing to resume.', de: 'Es gibt nichts fortzusetzen.' },

  // A report asked for before its job ended (core's PHASE_WORDS are the English fallback).
  'error.jobNotFinished.uploading': {
    en: 'The report is available once the job has finished; it is still being uploaded.',
    de: 'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er wird noch hochgeladen.',
  },
  'error.jobNotFinished.starting': {
    en: 'The report is available once the job has finished; it is still being started.',
    de: 'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er wird noch gestartet.',
  },
  'error.jobNotFinished.running': {
    en: 'The report is available once the job has finished; it is still running.',
    de: 'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er läuft noch.',
  },
  'error.jobNotFinished.detached': {
    en: 'The report is available once the job has finished; it is not being watched (resume it to see it finish).',
    de: 'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er wird nicht beobachtet (setzen Sie ihn fort, um sein Ende zu sehen).',
  },
  'error.jobNotFinished.error': {
    en: 'The report is available once the job has finished; it is stopped before it finished (resume it to see it finish).',
    de: 'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er hat vor seinem Ende angehalten (setzen Sie ihn fort, um sein Ende zu sehen).',
  },
  'error.jobNotFinished.finished': {
    en: 'The report is available once the job has finished; it is finished.',
    de: 'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er ist beendet.',
  },
  'error.jobNotFinished.failed': {
    en: 'The report is available once the job has finished; it is failed.',
    de: 'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er ist fehlgeschlagen.',
  },

  // The app stopped before the server confirmed a job.
  'error.interrupted.upload': {
    en: 'The app stopped during the upload, before the job was started; nothing was imported. Import the file again.',
    de: 'Die App wurde während des Hochladens beendet, bevor der Auftrag gestartet wurde; nichts wurde importiert. Importieren Sie die Datei erneut.',
  },
  'error.interrupted.start': {
    en: "The app stopped before the server confirmed the job; check the portal's user list before importing again.",
    de: 'Die App wurde beendet, bevor der Server den Auftrag bestätigte; prüfen Sie die Benutzerliste im Portal, bevor Sie erneut importieren.',
  },

  // A part of a split import failed on the server.
  'error.partFailed': {
    en: 'Part {{part}} of {{parts}} failed on the server.',
    de: 'Teil {{part}} von {{parts}} ist auf dem Server fehlgeschlagen.',
  },
  'error.partFailed.said': {
    en: 'Part {{part}} of {{parts}} failed on the server: {{said}}.',
    de: 'Teil {{part}} von {{parts}} ist auf dem Server fehlgeschlagen: {{said}}.',
  },
  'error.partFailed.rest': {
    en: 'Parts {{from}} to {{to}} were not imported yet.',
    de: 'Die Teile {{from}} bis {{to}} wurden noch nicht importiert.',
  },

  // Watching a job gave up at its deadline.
  'error.deadline.running.seconds': {
    en: {
      one: 'The job is still running on the server after {{count}} second; resume to keep watching.',
      other: 'The job is still running on the server after {{count}} seconds; resume to keep watching.',
    },
    de: {
      one: 'Der Auftrag läuft nach {{count}} Sekunde noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
      other: 'Der Auftrag läuft nach {{count}} Sekunden noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
    },
  },
  'error.deadline.running.minutes': {
    en: {
      one: 'The job is still running on the server after {{count}} minute; resume to keep watching.',
      other: 'The job is still running on the server after {{count}} minutes; resume to keep watching.',
    },
    de: {
      one: 'Der Auftrag läuft nach {{count}} Minute noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
      other: 'Der Auftrag läuft nach {{count}} Minuten noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
    },
  },
  'error.deadline.waiting.seconds': {
    en: {
      one: 'The job is still waiting to run on the server after {{count}} second; resume to keep watching.',
      other: 'The job is still waiting to run on the server after {{count}} seconds; resume to keep watching.',
    },
    de: {
      one: 'Der Auftrag wartet nach {{count}} Sekunde noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
      other:
        'Der Auftrag wartet nach {{count}} Sekunden noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
    },
  },
  'error.deadline.waiting.minutes': {
    en: {
      one: 'The job is still waiting to run on the server after {{count}} minute; resume to keep watching.',
      other: 'The job is still waiting to run on the server after {{count}} minutes; resume to keep watching.',
    },
    de: {
      one: 'Der Auftrag wartet nach {{count}} Minute noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
      other: 'Der Auftrag wartet nach {{count}} Minuten noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
    },
  },
});
