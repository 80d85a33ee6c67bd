import { defineMessages } from '../i18n/define';

/**
 * The situations of jobs, files, tokens and the policy, each in its own words and in every
 * language (situation-wording.ts picks the key from the code's `reason`).
 */
export const jobFileMessages = defineMessages({
  // What is wrong with a damaged file (file-problem.ts), never quoting it.
  'file.problem.json-cut-off': {
    en: 'it is not valid JSON (it ends too early, as if cut off)',
    de: 'sie ist kein gültiges JSON (sie endet zu früh, wie abgeschnitten)',
  },
  'file.problem.not-json': { en: 'it is not valid JSON', de: 'sie ist kein gültiges JSON' },
  'file.problem.not-json-at': {
    en: 'it is not valid JSON (at character {{at}})',
    de: 'sie ist kein gültiges JSON (bei Zeichen {{at}})',
  },
  'file.problem.shape': {
    en: 'it does not have the expected shape',
    de: 'sie hat nicht den erwarteten Aufbau',
  },
  'file.problem.shape-at': {
    en: 'it does not have the expected shape at {{where}}',
    de: 'sie hat bei {{where}} nicht den erwarteten Aufbau',
  },
  // no-report, by `reason`.
  'error.noReport.gone-unfetched': {
    en: 'The server no longer knows this job, and its report was not fetched before it was gone; the counts are all that is left of it.',
    de: 'Der Server kennt diesen Auftrag nicht mehr, und sein Bericht wurde nicht abgerufen, bevor er verschwand; nur die Zähler sind von ihm geblieben.',
  },
  'error.noReport.unconfirmed': {
    en: 'The server never confirmed this job, so it has no report.',
    de: 'Der Server hat diesen Auftrag nie bestätigt, daher hat er keinen Bericht.',
  },
  'error.noReport.not-saved': {
    en: 'The report of this job is not saved in {{dir}}.',
    de: 'Der Bericht dieses Auftrags ist nicht in {{dir}} gespeichert.',
  },
  'error.noReport.upload-not-kept': {
    en: 'The upload of this job is not kept in {{dir}}.',
    de: 'Die hochgeladene Datei dieses Auftrags ist nicht in {{dir}} aufbewahrt.',
  },

  // A job's error, by the stage of its run (shared/jobs/job-error-wording.ts); {{cause}} is the error's own sentence.
  'jobError.upload': {
    en: 'The upload failed: {{cause}} No job was started, nothing was imported.',
    de: 'Das Hochladen ist fehlgeschlagen: {{cause}} Es wurde kein Auftrag gestartet, nichts wurde importiert.',
  },
  'jobError.startRefused': {
    en: 'The server did not start part {{part}} of {{parts}}: {{cause}}',
    de: 'Der Server hat Teil {{part}} von {{parts}} nicht gestartet: {{cause}}',
  },
  'jobError.startRefused.nothing': {
    en: 'The server did not start the import: {{cause}} Nothing was imported.',
    de: 'Der Server hat den Import nicht gestartet: {{cause}} Nichts wurde importiert.',
  },
  'jobError.outage': {
    en: 'The server has not answered since {{since}}: {{cause}} Still trying; the job goes on on the server.',
    de: 'Der Server antwortet seit {{since}} nicht: {{cause}} Die App versucht es weiter; der Auftrag läuft auf dem Server weiter.',
  },
  'jobError.watch': {
    en: "Watching the job stopped: {{cause}} The server's job may go on; resume to watch it again.",
    de: 'Die Beobachtung des Auftrags wurde beendet: {{cause}} Der Auftrag auf dem Server läuft vielleicht weiter; setzen Sie ihn fort, um ihn wieder zu beobachten.',
  },
  'jobError.report': {
    en: 'The per-line report could not be fetched: {{cause}} Resume to try again.',
    de: 'Der zeilenweise Bericht konnte nicht abgerufen werden: {{cause}} Setzen Sie den Auftrag fort, um es erneut zu versuchen.',
  },
  'jobError.reconnect.add': {
    en: '{{cause}} Then resume it.',
    de: '{{cause}} Setzen Sie den Auftrag dann fort.',
  },
  'jobError.reconnect': {
    en: 'Cannot reach the server of profile {{profile}}: {{cause}} Resume to try again.',
    de: 'Der Server der Verbindung {{profile}} ist nicht erreichbar: {{cause}} Setzen Sie den Auftrag fort, um es erneut zu versuchen.',
  },
  'error.interrupted.uploadCancelled': {
    en: 'The upload was cancelled; no job was started, nothing was imported.',
    de: 'Das Hochladen wurde abgebrochen; es wurde kein Auftrag gestartet, nichts wurde importiert.',
  },

  // cannot-resume, by `reason`.
  'error.cannotResume.unconfirmed': {
    en: 'This job has not been confirmed by the server yet; there is nothing to resume.',
    de: 'Dieser Auftrag wurde vom Server noch nicht bestätigt; es gibt nichts fortzusetzen.',
  },
  'error.cannotResume.start-unconfirmed': {
    en: 'The start of this job was not confirmed: check the server for its users first (mdm-admin jobs --resume, or "Check the server" in the app).',
    de: 'Der Start dieses Auftrags wurde nicht bestätigt: Prüfen Sie zuerst, ob seine Benutzer auf dem Server sind (mdm-admin jobs --resume oder „Server prüfen“ in der App).',
  },
  'error.cannotResume.not-unconfirmed': {
    en: 'The server confirmed this job, or never had it; there is nothing to check.',
    de: 'Der Server hat diesen Auftrag bestätigt oder nie erhalten; es gibt nichts zu prüfen.',
  },
  'error.cannotResume.not-checked': {
    en: 'The job is started again only after a check of the server found none of its users.',
    de: 'Der Auftrag wird erst erneut gestartet, wenn eine Prüfung des Servers keinen seiner Benutzer gefunden hat.',
  },
  'error.cannotResume.never-confirmed': {
    en: 'The server never confirmed this job, so there is nothing to watch.',
    de: 'Der Server hat diesen Auftrag nie bestätigt, daher gibt es nichts zu beobachten.',
  },
  'error.jobActive': {
    en: 'The import of {{fileName}} is still being watched; stop watching it before removing it.',
    de: 'Der Import von {{fileName}} wird noch beobachtet; beenden Sie die Beobachtung, bevor Sie ihn entfernen.',
  },

  // Uploads and the worker.
  'error.tooManyUploads': {
    en: '{{max}} uploads are already being prepared; finish or discard one first.',
    de: 'Es werden bereits {{max}} Uploads vorbereitet; schließen Sie zuerst einen ab oder verwerfen Sie ihn.',
  },
  'error.tooLarge': {
    en: 'The upload {{fileName}} is larger than {{max, number}} bytes; it was discarded.',
    de: 'Die Datei {{fileName}} ist größer als {{max, number}} Byte; sie wurde verworfen.',
  },
  'error.workerFailed': {
    en: 'The background worker stopped unexpectedly ({{failure}}); the work was not done. Try again.',
    de: 'Der Hintergrundprozess wurde unerwartet beendet ({{failure}}); die Arbeit wurde nicht erledigt. Versuchen Sie es erneut.',
  },

  // storage, by `reason`.
  'error.storage.damaged': {
    en: '{{file}} is damaged ({{problem}}) and could not be moved aside.',
    de: '{{file}} ist beschädigt ({{problem}}) und konnte nicht beiseitegelegt werden.',
  },
  'error.storage.read': {
    en: 'Could not read {{file}}: {{problem}}.',
    de: '{{file}} konnte nicht gelesen werden: {{problem}}.',
  },
  'error.storage.write': {
    en: 'Could not write {{file}}: {{problem}}.',
    de: '{{file}} konnte nicht geschrieben werden: {{problem}}.',
  },
  'error.storage.create': {
    en: '{{file}} cannot be created: {{problem}}.',
    de: '{{file}} kann nicht angelegt werden: {{problem}}.',
  },
  'error.storage.locked': {
    en: '{{file}} is being changed by another program of MDM Admin; try again.',
    de: '{{file}} wird gerade von einem anderen Programm von MDM Admin geändert; versuchen Sie es erneut.',
  },
  'error.corruptFile': {
    en: 'The file {{path}} is damaged: {{reason}}.',
    de: 'Die Datei {{path}} ist beschädigt: {{reason}}.',
  },
  'error.corruptFile.noReason': {
    en: 'The file {{path}} is damaged.',
    de: 'Die Datei {{path}} ist beschädigt.',
  },

  // Tokens and profiles.
  'error.noToken.env': {
    en: 'No API access token: set the environment variable MDM_TOKEN to your API access token (it is never taken from an argument), or use a saved profile.',
    de: 'Kein API-Zugriffstoken: Setzen Sie die Umgebungsvariable MDM_TOKEN auf Ihr API-Zugriffstoken (es wird nie aus einem Argument genommen) oder verwenden Sie ein gespeichertes Profil.',
  },
  'error.noProfile.missing': {
    en: 'The connection profile {{profileId}} does not exist (any more). Choose another one under Connections.',
    de: 'Die Verbindung {{profileId}} besteht nicht (mehr). Wählen Sie unter „Verbindungen“ eine andere.',
  },
  'error.weakStorage.no-encryption': {
    en: "The token was not saved. This system offers no encryption for stored secrets. A token can only be saved unencrypted in the app's data folder (readable by your user account alone) if you accept that explicitly; otherwise use the command line with the MDM_TOKEN environment variable.",
    de: 'Das Token wurde nicht gespeichert. Dieses System bietet keine Verschlüsselung für gespeicherte Geheimnisse. Ein Token kann nur unverschlüsselt im Datenordner der App gespeichert werden (nur für Ihr Benutzerkonto lesbar), wenn Sie dem ausdrücklich zustimmen; verwenden Sie sonst die Kommandozeile mit der Umgebungsvariable MDM_TOKEN.',
  },
  'error.weakStorage.obscured': {
    en: 'The token was not saved. No keyring (GNOME Keyring, KWallet) is available to this session, so Electron can only obscure tokens with a fixed key: any program running as you could read them. Install or unlock a keyring and restart the app, or accept weaker storage explicitly.',
    de: 'Das Token wurde nicht gespeichert. Dieser Sitzung steht kein Schlüsselbund (GNOME Keyring, KWallet) zur Verfügung, daher kann Electron Tokens nur mit einem festen Schlüssel verschleiern: Jedes Programm, das unter Ihrem Konto läuft, könnte sie lesen. Installieren oder entsperren Sie einen Schlüsselbund und starten Sie die App neu, oder stimmen Sie einer schwächeren Speicherung ausdrücklich zu.',
  },
  'error.secret.locked': {
    en: "The stored token cannot be decrypted: the system's secure storage is not available in this session. Unlock the keyring and restart the app.",
    de: 'Das gespeicherte Token kann nicht entschlüsselt werden: Der sichere Speicher des Systems ist in dieser Sitzung nicht verfügbar. Entsperren Sie den Schlüsselbund und starten Sie die App neu.',
  },
  'error.secret.changed': {
    en: 'The stored token cannot be decrypted (the keyring may have changed). Enter the token again in the profile.',
    de: 'Das gespeicherte Token kann nicht entschlüsselt werden (der Schlüsselbund hat sich vielleicht geändert). Geben Sie das Token in der Verbindung erneut ein.',
  },

  // forbidden-by-policy, by `reason` (`ad-hoc-connection` is in messages.ts).
  'error.policy.demo-server': {
    en: "The demo server is turned off by your IT department's policy.",
    de: 'Der Demo-Server ist durch die Richtlinie Ihrer IT-Abteilung abgeschaltet.',
  },
  'error.policy.own-connection': {
    en: 'Connections of your own are turned off by your IT department\'s policy: "{{name}}" cannot be used.',
    de: 'Eigene Verbindungen sind durch die Richtlinie Ihrer IT-Abteilung abgeschaltet: „{{name}}“ kann nicht verwendet werden.',
  },
  'error.policy.add-connection': {
    en: "Connections are set by your IT department's policy: adding connections of your own is turned off.",
    de: 'Die Verbindungen legt die Richtlinie Ihrer IT-Abteilung fest: Eigene Verbindungen hinzuzufügen ist abgeschaltet.',
  },
  'error.policy.preset-locked': {
    en: '"{{name}}" is set by your IT department\'s policy: its {{fields}} cannot be changed; you can add or replace its token.',
    de: '„{{name}}“ ist durch die Richtlinie Ihrer IT-Abteilung festgelegt: {{fields}} kann nicht geändert werden; Sie können das Token hinzufügen oder ersetzen.',
  },
  // The fields of a connection a policy's preset locks (`fields` of preset-locked).
  'error.field.name': { en: 'name', de: 'Name' },
  'error.field.baseUrl': { en: 'base URL', de: 'Basis-URL' },
  'error.field.kind': { en: 'kind', de: 'Art' },
  'error.field.caCertificatePem': { en: 'CA certificate', de: 'CA-Zertifikat' },
  'error.field.organizationUuid': { en: 'organization', de: 'Organisation' },
  'error.policy.preset-kind': {
    en: '"{{name}}" is set by your IT department\'s policy: its kind of connection cannot be changed; you can add or replace its token.',
    de: '„{{name}}“ ist durch die Richtlinie Ihrer IT-Abteilung festgelegt: Die Art der Verbindung kann nicht geändert werden; Sie können das Token hinzufügen oder ersetzen.',
  },
  'error.policy.preset-remove': {
    en: '"{{name}}" is set by your IT department\'s policy and cannot be removed.',
    de: '„{{name}}“ ist durch die Richtlinie Ihrer IT-Abteilung festgelegt und kann nicht entfernt werden.',
  },
  'error.policy.file': {
    en: '(Policy file: {{file}})',
    de: '(Richtliniendatei: {{file}})',
  },
});
