import { defineMessages } from '../i18n/define';

/**
 * The server's own refusals in every language, one key per sentence and per action:
 * `error.server.<CODE>` (its `errorCode`), `error.reason.<REASON>` (a 401/403's `reason`),
 * `error.situation.<NAME>` (a few situations without a code), each with `.unknown` (the
 * sentence when a detail it quotes is missing) and `.action` (`.action.app` / `.action.cli`
 * where the reader decides); and the rights an operation needs. server-error-table.ts says
 * which keys belong to which code; messages.ts words core's own codes.
 */
export const serverErrorMessages = defineMessages({
  // The server's refusals (server-error-table.ts): what happened, then what to do.
  'error.server.newToken.app': {
    en: 'Create a new token in the portal (Profile > Access tokens), then paste it in Connections (edit this profile).',
    de: 'Erstellen Sie im Portal ein neues Token (Profil > Zugriffstokens) und fügen Sie es unter „Verbindungen“ ein (diese Verbindung bearbeiten).',
  },
  'error.server.newToken.cli': {
    en: 'Create a new token in the portal (Profile > Access tokens), then set MDM_TOKEN to it, or store it with "mdm-admin profiles add NAME --base-url URL --kind KIND --token-stdin".',
    de: 'Erstellen Sie im Portal ein neues Token (Profil > Zugriffstokens) und setzen Sie MDM_TOKEN darauf, oder speichern Sie es mit „mdm-admin profiles add NAME --base-url URL --kind KIND --token-stdin“.',
  },
  'error.server.CSV_IMPORT_JOB_DOES_NOT_EXIST': {
    en: 'The server no longer knows this import job: it removes old jobs after a while.',
    de: 'Der Server kennt diesen Importauftrag nicht mehr: Er entfernt alte Aufträge nach einiger Zeit.',
  },
  'error.server.CSV_IMPORT_JOB_DOES_NOT_EXIST.action': {
    en: 'What the app knew of the job is kept (its counts, the report lines fetched, the file). For a new report, import the file again (existing users are skipped unless you choose to overwrite them).',
    de: 'Was die App über den Auftrag wusste, bleibt erhalten (Zähler, abgerufene Berichtszeilen, die Datei). Für einen neuen Bericht importieren Sie die Datei erneut (vorhandene Benutzer werden übersprungen, sofern Sie nicht das Überschreiben wählen).',
  },
  'error.server.RESOURCE_UPLOAD_TOO_LARGE': {
    en: 'The file ({{fileSize}}) is larger than the server accepts.',
    de: 'Die Datei ({{fileSize}}) ist größer, als der Server annimmt.',
  },
  'error.server.RESOURCE_UPLOAD_TOO_LARGE.unknown': {
    en: 'The file is larger than the server accepts.',
    de: 'Die Datei ist größer, als der Server annimmt.',
  },
  'error.server.RESOURCE_UPLOAD_TOO_LARGE.action': {
    en: "Split it into smaller files and import them one by one, or ask the server's administrator to raise the upload limit (1 GB per file by default).",
    de: 'Teilen Sie sie in kleinere Dateien auf und importieren Sie diese nacheinander, oder bitten Sie den Administrator des Servers, die Upload-Grenze anzuheben (standardmäßig 1 GB pro Datei).',
  },
  'error.server.NO_FILE_UPLOADED': {
    en: 'The server received no file in the upload.',
    de: 'Der Server hat beim Hochladen keine Datei erhalten.',
  },
  'error.server.NO_FILE_UPLOADED.action': {
    en: 'Try again. If it happens again, a proxy between this computer and the server may be removing uploads: ask your network administrator.',
    de: 'Versuchen Sie es erneut. Geschieht es wieder, entfernt vielleicht ein Proxy zwischen diesem Computer und dem Server hochgeladene Dateien: Fragen Sie Ihren Netzwerkadministrator.',
  },
  'error.server.UNSUPPORTED_MEDIA_TYPE': {
    en: 'The server does not accept the format of what was sent.',
    de: 'Der Server nimmt das Format der gesendeten Daten nicht an.',
  },
  'error.server.UNSUPPORTED_MEDIA_TYPE.action': {
    en: "Check that the base URL is the API's (a /relution prefix?). If it is, the server may expect another API version: send the server's message below to its administrator.",
    de: 'Prüfen Sie, ob die Basis-URL die der API ist (ein /relution-Präfix?). Wenn ja, erwartet der Server vielleicht eine andere API-Version: Senden Sie die unten stehende Meldung des Servers an seinen Administrator.',
  },
  'error.server.COULD_NOT_PARSE_FILE_CONTENT': {
    en: 'The server could not read the file as CSV.',
    de: 'Der Server konnte die Datei nicht als CSV lesen.',
  },
  'error.server.COULD_NOT_PARSE_FILE_CONTENT.action': {
    en: 'Check the separator chosen for the import (comma or semicolon) and that the file is UTF-8 text; the offline check shows where a file breaks.',
    de: 'Prüfen Sie das für den Import gewählte Trennzeichen (Komma oder Semikolon) und ob die Datei UTF-8-Text ist; die Offline-Prüfung zeigt, wo eine Datei fehlerhaft ist.',
  },
  'error.server.FILE_PROCESSING_ERROR': {
    en: 'The server failed while processing the file.',
    de: 'Beim Verarbeiten der Datei ist auf dem Server ein Fehler aufgetreten.',
  },
  'error.server.FILE_PROCESSING_ERROR.action': {
    en: "Try again later. If it keeps failing, send the server's message below to its administrator.",
    de: 'Versuchen Sie es später erneut. Schlägt es weiterhin fehl, senden Sie die unten stehende Meldung des Servers an seinen Administrator.',
  },
  'error.server.ACCESS_TOKEN_EXPIRED': {
    en: 'The API access token expired on {{expiry}}.',
    de: 'Das API-Zugriffstoken ist am {{expiry}} abgelaufen.',
  },
  'error.server.ACCESS_TOKEN_EXPIRED.unknown': {
    en: 'The API access token has expired.',
    de: 'Das API-Zugriffstoken ist abgelaufen.',
  },
  'error.server.ACCESS_TOKEN_DOES_NOT_EXIST': {
    en: 'The server does not know this API access token: it was deleted, or was made on another server.',
    de: 'Der Server kennt dieses API-Zugriffstoken nicht: Es wurde gelöscht oder auf einem anderen Server erstellt.',
  },
  'error.server.REQUEST_UNAUTHORIZED': {
    en: 'The server did not accept the API access token: it is missing, wrong, revoked or expired.',
    de: 'Der Server hat das API-Zugriffstoken nicht angenommen: Es fehlt, ist falsch, widerrufen oder abgelaufen.',
  },
  'error.server.INSUFFICIENT_PRIVILEGES': {
    en: 'This token belongs to a user without the right to {{right}}.',
    de: 'Dieses Token gehört einem Benutzer ohne das Recht, {{right}}.',
  },
  'error.server.INSUFFICIENT_PRIVILEGES.unknown': {
    en: 'This token belongs to a user without the right to do this.',
    de: 'Dieses Token gehört einem Benutzer, der dazu nicht berechtigt ist.',
  },
  'error.server.INSUFFICIENT_PRIVILEGES.action.app': {
    en: "Use the token of a user with that right (devices and imports: an organization administrator; creation-wizard requests: a system administrator) and set the profile's kind to match, or ask an administrator to grant the right.",
    de: 'Verwenden Sie das Token eines Benutzers mit diesem Recht (Geräte und Importe: ein Organisationsadministrator; Anträge aus dem Organisationsassistenten: ein Systemadministrator) und stellen Sie die Art der Verbindung passend ein, oder bitten Sie einen Administrator, das Recht zu erteilen.',
  },
  'error.server.INSUFFICIENT_PRIVILEGES.action.cli': {
    en: 'Use the token of a user with that right (devices and imports: an organization administrator; creation-wizard requests: a system administrator), or ask an administrator to grant the right.',
    de: 'Verwenden Sie das Token eines Benutzers mit diesem Recht (Geräte und Importe: ein Organisationsadministrator; Anträge aus dem Organisationsassistenten: ein Systemadministrator), oder bitten Sie einen Administrator, das Recht zu erteilen.',
  },
  'error.server.ACCESS_FORBIDDEN': {
    en: 'The server refused this token access to what was asked.',
    de: 'Der Server hat diesem Token den Zugriff auf das Angefragte verweigert.',
  },
  'error.server.ACCESS_FORBIDDEN.action.app': {
    en: "Check the organization the profile acts in (Connections) and that the token's user may act there.",
    de: 'Prüfen Sie die Organisation, in der die Verbindung handelt („Verbindungen“), und ob der Benutzer des Tokens dort handeln darf.',
  },
  'error.server.ACCESS_FORBIDDEN.action.cli': {
    en: "Check the organization the command acts in (--organization, or the profile's) and that the token's user may act there.",
    de: 'Prüfen Sie die Organisation, in der der Befehl handelt (--organization oder die des Profils), und ob der Benutzer des Tokens dort handeln darf.',
  },
  'error.server.ROLE_DOES_NOT_EXIST': {
    en: 'The server does not know the role "{{role}}".',
    de: 'Der Server kennt die Rolle „{{role}}“ nicht.',
  },
  'error.server.ROLE_DOES_NOT_EXIST.unknown': {
    en: 'The server does not know a role the import names.',
    de: 'Der Server kennt eine Rolle nicht, die der Import nennt.',
  },
  'error.server.ROLE_DOES_NOT_EXIST.action': {
    en: 'Copy the exact role name from the portal (Users > Roles): role names may carry the organization\'s name as a prefix, e.g. "Organisation Developer". Without a role, imported users get the organization\'s device-user role.',
    de: 'Kopieren Sie den genauen Rollennamen aus dem Portal (Benutzer > Rollen): Rollennamen können den Namen der Organisation als Präfix tragen, z. B. „Organisation Developer“. Ohne Rolle erhalten importierte Benutzer die Gerätebenutzer-Rolle der Organisation.',
  },
  'error.server.USER_NOT_VALID': {
    en: 'The server refused a user record as not valid.',
    de: 'Der Server hat einen Benutzerdatensatz als ungültig abgelehnt.',
  },
  'error.server.USER_NOT_VALID.action': {
    en: "The server's message below names what is wrong; correct that row and import it again.",
    de: 'Die unten stehende Meldung des Servers nennt, was falsch ist; korrigieren Sie diese Zeile und importieren Sie sie erneut.',
  },
  'error.server.REGISTRATION_EMAIL_ALREADY_IN_USE': {
    en: "The e-mail address belongs to another of the organization's users already.",
    de: 'Die E-Mail-Adresse gehört bereits einem anderen Benutzer der Organisation.',
  },
  'error.server.REGISTRATION_EMAIL_ALREADY_IN_USE.action': {
    en: 'E-mail addresses must be unique in an organization: give this user another address.',
    de: 'E-Mail-Adressen müssen in einer Organisation eindeutig sein: Geben Sie diesem Benutzer eine andere Adresse.',
  },
  'error.server.TENANT_UUID_MISSING': {
    en: 'The server needs to know which organization this call acts in.',
    de: 'Der Server muss wissen, in welcher Organisation dieser Aufruf handelt.',
  },
  'error.server.TENANT_UUID_MISSING.action.app': {
    en: "Set the organization of this profile under Connections (pick it from the server's list, or paste its UUID from the portal).",
    de: 'Legen Sie unter „Verbindungen“ die Organisation dieser Verbindung fest (aus der Liste des Servers wählen oder ihre UUID aus dem Portal einfügen).',
  },
  'error.server.TENANT_UUID_MISSING.action.cli': {
    en: 'Give --organization UUID, or store it with the profile: "mdm-admin profiles add NAME ... --organization UUID".',
    de: 'Geben Sie --organization UUID an, oder speichern Sie die Organisation mit dem Profil: „mdm-admin profiles add NAME ... --organization UUID“.',
  },
  'error.server.UNKNOWN_ORGANIZATION': {
    en: 'The server knows no organization {{organization}}.',
    de: 'Der Server kennt keine Organisation {{organization}}.',
  },
  'error.server.UNKNOWN_ORGANIZATION.unknown': {
    en: 'The server does not know the organization this call names.',
    de: 'Der Server kennt die Organisation nicht, die dieser Aufruf nennt.',
  },
  'error.server.UNKNOWN_ORGANIZATION.action.app': {
    en: "Check the profile's organization under Connections (pick it from the server's list, or copy its UUID from the portal), or leave it empty to act in the token's own organization.",
    de: 'Prüfen Sie die Organisation der Verbindung unter „Verbindungen“ (aus der Liste des Servers wählen oder ihre UUID aus dem Portal kopieren), oder lassen Sie das Feld leer, um in der eigenen Organisation des Tokens zu handeln.',
  },
  'error.server.UNKNOWN_ORGANIZATION.action.cli': {
    en: "Check --organization or the profile's organization (copy the UUID from the portal), or leave it out to act in the token's own organization.",
    de: 'Prüfen Sie --organization oder die Organisation des Profils (die UUID aus dem Portal kopieren), oder lassen Sie sie weg, um in der eigenen Organisation des Tokens zu handeln.',
  },
  'error.server.LICENSE_EXCEEDED': {
    en: "The server's license allows no more users or devices.",
    de: 'Die Lizenz des Servers erlaubt keine weiteren Benutzer oder Geräte.',
  },
  'error.server.LICENSE_EXCEEDED.action': {
    en: "Ask the server's administrator to extend the license, or remove users or devices no longer needed, then try again.",
    de: 'Bitten Sie den Administrator des Servers, die Lizenz zu erweitern, oder entfernen Sie nicht mehr benötigte Benutzer oder Geräte, und versuchen Sie es dann erneut.',
  },
  'error.reason.INVALID_CREDENTIALS': {
    en: 'The server does not accept this API access token: it is wrong, revoked or expired.',
    de: 'Der Server nimmt dieses API-Zugriffstoken nicht an: Es ist falsch, widerrufen oder abgelaufen.',
  },
  'error.reason.USER_LOCKED': {
    en: "The token's user is locked (after too many failed logins, or by an administrator).",
    de: 'Der Benutzer des Tokens ist gesperrt (nach zu vielen fehlgeschlagenen Anmeldungen oder durch einen Administrator).',
  },
  'error.reason.USER_LOCKED.action': {
    en: 'Ask an administrator to unlock the user in the portal, then try again.',
    de: 'Bitten Sie einen Administrator, den Benutzer im Portal zu entsperren, und versuchen Sie es dann erneut.',
  },
  'error.reason.USER_DEACTIVATED': {
    en: "The token's user is deactivated.",
    de: 'Der Benutzer des Tokens ist deaktiviert.',
  },
  'error.reason.USER_DEACTIVATED.action': {
    en: "Ask an administrator to activate the user again, or use another user's token.",
    de: 'Bitten Sie einen Administrator, den Benutzer wieder zu aktivieren, oder verwenden Sie das Token eines anderen Benutzers.',
  },
  'error.reason.PASSWORD_EXPIRED': {
    en: "The password of the token's user has expired: the server refuses the user until it is changed.",
    de: 'Das Kennwort des Benutzers des Tokens ist abgelaufen: Der Server weist den Benutzer ab, bis es geändert ist.',
  },
  'error.reason.PASSWORD_EXPIRED.action': {
    en: 'Log in to the portal as that user, set a new password there, then try again.',
    de: 'Melden Sie sich als dieser Benutzer im Portal an, vergeben Sie dort ein neues Kennwort und versuchen Sie es dann erneut.',
  },
  'error.reason.PASSWORD_CHANGE_REQUIRED': {
    en: "The token's user must change the password before the server accepts the user again.",
    de: 'Der Benutzer des Tokens muss sein Kennwort ändern, bevor der Server ihn wieder annimmt.',
  },
  'error.reason.PASSWORD_CHANGE_REQUIRED.action': {
    en: 'Log in to the portal as that user, change the password there, then try again.',
    de: 'Melden Sie sich als dieser Benutzer im Portal an, ändern Sie dort das Kennwort und versuchen Sie es dann erneut.',
  },
  'error.reason.USER_BELONGS_TO_DIFFERENT_ORGANIZATION': {
    en: "The token's user belongs to another organization than {{organization}}.",
    de: 'Der Benutzer des Tokens gehört zu einer anderen Organisation als {{organization}}.',
  },
  'error.reason.USER_BELONGS_TO_DIFFERENT_ORGANIZATION.unknown': {
    en: "The token's user belongs to another organization than the one this call acts in.",
    de: 'Der Benutzer des Tokens gehört zu einer anderen Organisation als der, in der dieser Aufruf handelt.',
  },
  'error.reason.USER_BELONGS_TO_DIFFERENT_ORGANIZATION.action.app': {
    en: "Use a token of that organization's administrator, or set the profile's organization to the token's own (or leave it empty) under Connections.",
    de: 'Verwenden Sie das Token eines Administrators dieser Organisation, oder stellen Sie unter „Verbindungen“ die Organisation der Verbindung auf die eigene des Tokens (oder lassen Sie das Feld leer).',
  },
  'error.reason.USER_BELONGS_TO_DIFFERENT_ORGANIZATION.action.cli': {
    en: "Use a token of that organization's administrator, or give the token's own organization with --organization (or leave it out).",
    de: 'Verwenden Sie das Token eines Administrators dieser Organisation, oder geben Sie mit --organization die eigene Organisation des Tokens an (oder lassen Sie die Option weg).',
  },
  'error.reason.MFA_SETUP_REQUIRED': {
    en: "The token's user must set up two-factor authentication before the server accepts the user.",
    de: 'Der Benutzer des Tokens muss die Zwei-Faktor-Authentifizierung einrichten, bevor der Server ihn annimmt.',
  },
  'error.reason.MFA_SETUP_REQUIRED.action': {
    en: 'Log in to the portal as that user, set up two-factor authentication there, then try again.',
    de: 'Melden Sie sich als dieser Benutzer im Portal an, richten Sie dort die Zwei-Faktor-Authentifizierung ein und versuchen Sie es dann erneut.',
  },
  'error.reason.SSL_REQUIRED': {
    en: 'The server accepts this only over an encrypted connection.',
    de: 'Der Server nimmt dies nur über eine verschlüsselte Verbindung an.',
  },
  'error.reason.SSL_REQUIRED.action.app': {
    en: "Change the profile's base URL to https:// under Connections.",
    de: 'Ändern Sie unter „Verbindungen“ die Basis-URL der Verbindung auf https://.',
  },
  'error.reason.SSL_REQUIRED.action.cli': {
    en: 'Use an https:// base URL.',
    de: 'Verwenden Sie eine https://-Basis-URL.',
  },
  'error.situation.CREATION_WIZARD_REFUSED': {
    en: 'The server refused the query for creation-wizard requests (HTTP {{status}}). On some servers this endpoint submits a new organization request instead of listing them, and a list query is not a valid request there.',
    de: 'Der Server hat die Abfrage der Anträge aus dem Organisationsassistenten abgelehnt (HTTP {{status}}). Auf manchen Servern legt dieser Endpunkt einen neuen Antrag an, statt Anträge aufzulisten, und eine Listenabfrage ist dort kein gültiger Antrag.',
  },
  'error.situation.CREATION_WIZARD_REFUSED.unknown': {
    en: 'The server refused the query for creation-wizard requests.',
    de: 'Der Server hat die Abfrage der Anträge aus dem Organisationsassistenten abgelehnt.',
  },
  'error.situation.CREATION_WIZARD_REFUSED.action': {
    en: 'Nothing was created: the app sends this endpoint only the list query you ask for. This server may not list creation-wizard requests through the API; see them in the portal.',
    de: 'Es wurde nichts angelegt: Die App schickt diesem Endpunkt nur die Listenabfrage, die Sie anfordern. Dieser Server listet die Anträge vielleicht nicht über die API auf; Sie finden sie im Portal.',
  },
  // The right an operation needs (INSUFFICIENT_PRIVILEGES's {{right}}): German as a zu-infinitive.
  'error.right.importUsers': { en: 'import users', de: 'Benutzer zu importieren' },
  'error.right.readImportJobs': { en: 'read import jobs', de: 'Importaufträge zu lesen' },
  'error.right.listCreationWizardRequests': {
    en: 'list organization creation-wizard requests',
    de: 'Anträge aus dem Organisationsassistenten aufzulisten',
  },
  'error.right.listDevices': { en: 'list devices', de: 'Geräte aufzulisten' },
  'error.right.lookUpUsers': { en: 'look users up', de: 'Benutzer nachzuschlagen' },
  'error.right.readPasswordPolicy': {
    en: "read the organization's password policy",
    de: 'die Kennwortrichtlinie der Organisation zu lesen',
  },
});
