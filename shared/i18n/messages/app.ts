import { defineMessages } from '../define';

/** The frame: title, navigation, header, language, notifications. */
export const appMessages = defineMessages({
  'app.name': { en: 'MDM Admin', de: 'MDM Admin' },
  'app.sections': { en: 'Sections', de: 'Bereiche' },
  'app.nothingToShow': { en: 'Nothing to show.', de: 'Nichts anzuzeigen.' },
  'app.version': { en: 'Version {{version}} · {{shell}}', de: 'Version {{version}} · {{shell}}' },
  'app.shell.electron': { en: 'desktop', de: 'Desktop' },
  'app.shell.web': { en: 'web', de: 'Web' },
  'app.shell.cli': { en: 'command line', de: 'Kommandozeile' },
  'app.language': { en: 'Language', de: 'Sprache' },
  'section.import': { en: 'Import users', de: 'Benutzer importieren' },
  'section.jobs': { en: 'Jobs', de: 'Aufträge' },
  'section.connections': { en: 'Connections', de: 'Verbindungen' },
  'section.devices': { en: 'Devices', de: 'Geräte' },
  'section.organizations': { en: 'Organization requests', de: 'Organisationsanträge' },
  'section.api-reference': { en: 'API reference', de: 'API-Referenz' },
  'section.jobs.running': {
    en: { one: '{{count, number}} running', other: '{{count, number}} running' },
    de: { one: '{{count, number}} läuft', other: '{{count, number}} laufen' },
  },
  'profile.connect': { en: 'Connect to a server', de: 'Mit einem Server verbinden' },
  'profile.active': { en: 'Active connection', de: 'Aktive Verbindung' },
  'profile.choose': { en: 'Choose a connection', de: 'Verbindung wählen' },
  'profile.demo': { en: 'Demo', de: 'Demo' },
  // The demo profiles' stock names as shown (shared/connections/profile-label.ts); the stored
  // name, which the CLI's --profile takes, stays the English one.
  'profile.demoName.organization': {
    en: 'Demo server (organization administrator)',
    de: 'Demo-Server (Organisationsadministrator)',
  },
  'profile.demoName.system': {
    en: 'Demo server (system administrator)',
    de: 'Demo-Server (Systemadministrator)',
  },
  'profile.kind.organization': { en: 'Organization administrator', de: 'Organisationsadministrator' },
  'profile.kind.system': { en: 'System administrator', de: 'Systemadministrator' },
  'profile.switchFailed': {
    en: 'Could not switch the connection',
    de: 'Die Verbindung konnte nicht gewechselt werden',
  },
  'notify.jobFinished': { en: 'Import finished: {{file}}', de: 'Import abgeschlossen: {{file}}' },
  'notify.jobFailed': { en: 'Import failed: {{file}}', de: 'Import fehlgeschlagen: {{file}}' },
  'notify.jobStopped': { en: 'Import stopped: {{file}}', de: 'Import angehalten: {{file}}' },
  'notify.jobCounts': {
    en: '{{success, number}} imported, {{skipped, number}} skipped, {{failure, number}} failed',
    de: '{{success, number}} importiert, {{skipped, number}} übersprungen, {{failure, number}} fehlgeschlagen',
  },
  'notify.leavers': {
    en: 'Users not in the file: {{outcome}}',
    de: 'Benutzer, die nicht in der Datei stehen: {{outcome}}',
  },
  'notify.leavers.deactivated': { en: '{{count, number}} deactivated', de: '{{count, number}} deaktiviert' },
  'notify.leavers.stillActive': {
    en: {
      one: '{{count, number}} still active: deactivate them in the portal',
      other: '{{count, number}} still active: deactivate them in the portal',
    },
    de: {
      one: '{{count, number}} noch aktiv: Deaktivieren Sie diesen Benutzer im Portal',
      other: '{{count, number}} noch aktiv: Deaktivieren Sie diese Benutzer im Portal',
    },
  },
  'notify.leavers.notFound': { en: '{{count, number}} no longer found', de: '{{count, number}} nicht mehr gefunden' },
  'notify.leavers.unchecked': {
    en: '{{count, number}} not checked (the server could not be read)',
    de: '{{count, number}} nicht geprüft (der Server konnte nicht gelesen werden)',
  },
  'notify.appCouldNotFinish': {
    en: 'The app could not finish its part.',
    de: 'Die App konnte ihren Teil nicht abschließen.',
  },
  'notify.close': { en: 'Close notification', de: 'Benachrichtigung schließen' },
  'common.retry': { en: 'Retry', de: 'Erneut versuchen' },
  'common.cancel': { en: 'Cancel', de: 'Abbrechen' },
  'common.save': { en: 'Save', de: 'Speichern' },
  'common.back': { en: 'Back', de: 'Zurück' },
  'common.continue': { en: 'Continue', de: 'Weiter' },
  'common.loading': { en: 'Loading…', de: 'Wird geladen…' },
  'common.previous': { en: 'Previous', de: 'Zurück' },
  'common.next': { en: 'Next', de: 'Weiter' },
  'common.none': { en: 'none', de: 'keine' },
  'common.close': { en: 'Close', de: 'Schließen' },
  // The web shell's terminal (electron/web/console-lines.ts).
  'webShell.open': {
    en: 'Open that URL in a browser on this machine. Press Ctrl+C to stop.',
    de: 'Öffnen Sie diese Adresse in einem Browser auf diesem Computer. Mit Strg+C beenden Sie die Anwendung.',
  },
  'webShell.policyCheck': {
    en: 'Check the file with: mdm-admin policy check',
    de: 'Prüfen Sie die Datei mit: mdm-admin policy check',
  },
  'webShell.badPort': {
    en: '--port must be a number from 0 to 65535, not {{value}}',
    de: '--port muss eine Zahl von 0 bis 65535 sein, nicht {{value}}',
  },
});
