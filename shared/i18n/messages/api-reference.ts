import { defineMessages } from '../define';

/**
 * The API reference's prose (the endpoint table itself, paths and field names, is
 * shared/api/endpoints.ts and stays as the API spells it). Keys: apiRef.<operation>.<part>.
 */
export const apiReferenceMessages = defineMessages({
  'apiRef.title': { en: 'API reference', de: 'API-Referenz' },
  'apiRef.intro': {
    en: "The service's REST endpoints this app calls. Every request carries the header X-User-Access-Token. Where a real server answers 404 or 405 on the specification's path, the app tries the management form once and remembers it.",
    de: 'Die REST-Endpunkte des Dienstes, die diese App aufruft. Jede Anfrage trägt den Header X-User-Access-Token. Antwortet ein echter Server auf den Pfad der Spezifikation mit 404 oder 405, versucht die App einmal die Management-Form und merkt sie sich.',
  },
  'apiRef.readFailed': {
    en: 'Could not read the endpoint table',
    de: 'Die Endpunkttabelle konnte nicht gelesen werden',
  },
  'apiRef.loading': { en: 'Loading', de: 'Wird geladen' },
  'apiRef.management': { en: 'Management dialect:', de: 'Management-Variante:' },
  'apiRef.headers': { en: 'Headers', de: 'Header' },
  'apiRef.body': { en: 'Body', de: 'Inhalt' },
  'apiRef.body.none': { en: 'none', de: 'keiner' },
  'apiRef.body.multipart': {
    en: 'multipart form, part "file" (text/csv)',
    de: 'Multipart-Formular, Teil „file“ (text/csv)',
  },
  'apiRef.body.json': { en: 'JSON', de: 'JSON' },
  'apiRef.response': { en: 'Response', de: 'Antwort' },
  'apiRef.success': { en: 'Success', de: 'Erfolg' },
  'apiRef.successStatus': { en: 'HTTP status {{status}}', de: 'HTTP-Status {{status}}' },
  'apiRef.success.exactly 200 or 201': { en: 'exactly 200 or 201', de: 'genau 200 oder 201' },
  'apiRef.success.200 to 299': { en: '200 to 299', de: '200 bis 299' },
  'apiRef.parameter': { en: 'Parameter', de: 'Parameter' },
  'apiRef.type': { en: 'Type', de: 'Typ' },
  'apiRef.default': { en: 'Default', de: 'Vorgabe' },
  'apiRef.meaning': { en: 'Meaning', de: 'Bedeutung' },
  'apiRef.caller.organization administrator': { en: 'organization administrator', de: 'Organisationsadministrator' },
  'apiRef.caller.system administrator': { en: 'system administrator', de: 'Systemadministrator' },
  'apiRef.uploadUsersCsv.title': { en: 'Upload a user CSV file', de: 'Benutzer-CSV-Datei hochladen' },
  'apiRef.uploadUsersCsv.purpose': {
    en: 'Stores a CSV file of users on the server; the answer identifies the file for the import job.',
    de: 'Speichert eine CSV-Datei mit Benutzern auf dem Server; die Antwort nennt die Datei für den Importauftrag.',
  },
  'apiRef.uploadUsersCsv.response': {
    en: 'results[0].uuid: the UUID of the uploaded file',
    de: 'results[0].uuid: die UUID der hochgeladenen Datei',
  },
  'apiRef.startUserImport.title': { en: 'Start a user import job', de: 'Benutzerimport starten' },
  'apiRef.startUserImport.purpose': {
    en: 'Starts a background job that creates (or overwrites) users from an uploaded file.',
    de: 'Startet einen Hintergrundauftrag, der Benutzer aus einer hochgeladenen Datei anlegt (oder überschreibt).',
  },
  'apiRef.startUserImport.response': {
    en: 'uuid (top level): the UUID of the job',
    de: 'uuid (oberste Ebene): die UUID des Auftrags',
  },
  'apiRef.startUserImport.overwrite': {
    en: 'When true, existing users are overwritten; when false, they are skipped.',
    de: 'Bei true werden vorhandene Benutzer überschrieben, bei false übersprungen.',
  },
  'apiRef.startUserImport.role': {
    en: 'Role or roles assigned to the imported users.',
    de: 'Rolle oder Rollen der importierten Benutzer.',
  },
  'apiRef.startUserImport.csvSeparator': {
    en: 'The separator of the uploaded file.',
    de: 'Das Trennzeichen der hochgeladenen Datei.',
  },
  'apiRef.readImportJob.title': { en: 'Read an import job', de: 'Importauftrag lesen' },
  'apiRef.readImportJob.purpose': {
    en: 'Reads the status and the success, skipped and failure counts of an import job; polled until FINISHED or FAILED.',
    de: 'Liest den Status und die Anzahlen erfolgreicher, übersprungener und fehlgeschlagener Zeilen eines Importauftrags; wird abgefragt, bis der Auftrag abgeschlossen (FINISHED) oder fehlgeschlagen (FAILED) ist.',
  },
  'apiRef.readImportJob.response': {
    en: 'results[0]: status, successCount, skippedCount, failureCount',
    de: 'results[0]: status, successCount, skippedCount, failureCount',
  },
  'apiRef.queryImportReport.title': {
    en: 'Query the per-line report of a job',
    de: 'Bericht je Zeile eines Auftrags abfragen',
  },
  'apiRef.queryImportReport.purpose': {
    en: 'Lists the outcome of every line of the imported file (line, status, message), sorted by line.',
    de: 'Listet das Ergebnis jeder Zeile der importierten Datei (Zeile, Status, Meldung), nach Zeile sortiert.',
  },
  'apiRef.queryImportReport.response': {
    en: 'results[]: line, status (SUCCESS, FAILED, SKIPPED), message',
    de: 'results[]: line, status (SUCCESS, FAILED, SKIPPED), message',
  },
  'apiRef.queryCreationWizardRequests.title': {
    en: 'Organization creation-wizard requests',
    de: 'Anträge aus dem Organisationsassistenten',
  },
  'apiRef.queryCreationWizardRequests.purpose': {
    en: 'Lists the organization creation-wizard requests, paged, sorted and filtered.',
    de: 'Listet die Anträge aus dem Organisationsassistenten, seitenweise, sortiert und gefiltert.',
  },
  'apiRef.queryCreationWizardRequests.response': {
    en: 'results[]: each with name',
    de: 'results[]: jeweils mit name',
  },
  'apiRef.queryDevices.title': { en: 'Query devices of an organization', de: 'Geräte einer Organisation abfragen' },
  'apiRef.queryDevices.purpose': {
    en: "Lists the organization's devices, paged, sorted and filtered (platform and status as stringEnum under logOp AND).",
    de: 'Listet die Geräte der Organisation, seitenweise, sortiert und gefiltert (Plattform und Status als stringEnum unter logOp AND).',
  },
  'apiRef.queryDevices.response': {
    en: 'results[]: each with name; total (or nonpagedCount) when getNonpagedCount is true',
    de: 'results[]: jeweils mit name; total (oder nonpagedCount), wenn getNonpagedCount true ist',
  },
  // Beyond section 4: what real servers offer (shared/reference) and what only the demo server has
  'apiRef.section.reference': { en: 'Real servers', de: 'Echte Server' },
  'apiRef.section.demo': { en: 'Demo server', de: 'Demo-Server' },
  'apiRef.queryUsers.title': { en: 'Look users up', de: 'Benutzer nachschlagen' },
  'apiRef.queryUsers.purpose': {
    en: "Finds the organization's users whose name or e-mail contains one of the search strings (real servers' user lookup); read-only, used to predict SKIPPED and e-mail conflicts before an import. The management path is the one public clients use; the spec dialect's path is this project's choice (the /api/v1/security/... form of the other security endpoints), not seen on a real server.",
    de: 'Findet die Benutzer der Organisation, deren Name oder E-Mail-Adresse einen der Suchbegriffe enthält (die Benutzersuche echter Server); nur lesend, dient vor einem Import der Vorhersage übersprungener Zeilen (SKIPPED) und von E-Mail-Konflikten. Der Management-Pfad ist der, den öffentliche Clients verwenden; der Pfad im Dialekt der Spezifikation ist eine Wahl dieses Projekts (die /api/v1/security/...-Form der anderen Security-Endpunkte) und auf keinem echten Server beobachtet.',
  },
  'apiRef.queryUsers.response': {
    en: 'results[] (or items[]): user base info (uuid, name, email, givenName, surname, organizationUuid, ...); total (or nonpagedCount) when getNonpagedCount is true',
    de: 'results[] (oder items[]): Basisdaten der Benutzer (uuid, name, email, givenName, surname, organizationUuid, ...); total (oder nonpagedCount), wenn getNonpagedCount true ist',
  },
  'apiRef.readPasswordPolicy.title': {
    en: "Read the organization's password policy",
    de: 'Passwortrichtlinie der Organisation lesen',
  },
  'apiRef.readPasswordPolicy.purpose': {
    en: "The demo server's own read of the password policy it enforces on imports. No public path of a real server's policy read is known: a client may try it and, on 404, fall back on the policy entered in the profile.",
    de: 'Die eigene Abfrage des Demo-Servers für die Passwortrichtlinie, die er bei Importen durchsetzt. Ein öffentlicher Pfad echter Server für diese Abfrage ist nicht bekannt: Ein Client kann sie versuchen und fällt bei 404 auf die im Profil eingetragene Richtlinie zurück.',
  },
  'apiRef.readPasswordPolicy.response': {
    en: 'results[0]: the PasswordPolicy (minimumPasswordLength, ..., allowSimplePassword)',
    de: 'results[0]: die PasswordPolicy (minimumPasswordLength, ..., allowSimplePassword)',
  },
});
