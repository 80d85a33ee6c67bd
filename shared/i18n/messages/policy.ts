import { defineMessages } from '../define';

/** The machine-wide policy, updates and the support zip: what the IT department decides and what it needs from us. */
export const policyMessages = defineMessages({
  'policy.setBy': { en: "Set by your IT department's policy", de: 'Von der Richtlinie Ihrer IT-Abteilung festgelegt' },
  'policy.setBy.file': {
    en: "Set by your IT department's policy ({{file}})",
    de: 'Von der Richtlinie Ihrer IT-Abteilung festgelegt ({{file}})',
  },
  'policy.connectionsSetBy': {
    en: "Connections are set by your IT department's policy",
    de: 'Die Verbindungen legt die Richtlinie Ihrer IT-Abteilung fest',
  },
  'policy.connectionsSetBy.file': {
    en: "Connections are set by your IT department's policy ({{file}})",
    de: 'Die Verbindungen legt die Richtlinie Ihrer IT-Abteilung fest ({{file}})',
  },
  'policy.lockLabel': {
    en: "{{what}}: set by your IT department's policy",
    de: '{{what}}: von der Richtlinie Ihrer IT-Abteilung festgelegt',
  },
  'policy.lockLabel.file': {
    en: "{{what}}: set by your IT department's policy ({{file}})",
    de: '{{what}}: von der Richtlinie Ihrer IT-Abteilung festgelegt ({{file}})',
  },
  'policy.lock.userConnections': {
    en: 'Connections of your own are turned off',
    de: 'Eigene Verbindungen sind abgeschaltet',
  },
  'policy.lock.thisConnection': { en: 'This connection', de: 'Diese Verbindung' },
  'policy.connectionsSetByIt': {
    en: 'Connections are set by your IT department',
    de: 'Die Verbindungen legt Ihre IT-Abteilung fest',
  },
  'policy.problems': {
    en: {
      one: 'The machine-wide policy has {{count, number}} problem',
      other: 'The machine-wide policy has {{count, number}} problems',
    },
    de: {
      one: 'Die Richtlinie dieses Computers hat {{count, number}} Problem',
      other: 'Die Richtlinie dieses Computers hat {{count, number}} Probleme',
    },
  },
  'policy.problemsHide': { en: 'Hide the policy problems', de: 'Probleme der Richtlinie ausblenden' },
  'policy.theFile': { en: 'The policy', de: 'Die Richtlinie' },
  'policy.problemsExplained': {
    en: '{{file}} could not be applied in full: the app uses the defaults for what is wrong. Tell your IT department (they can check the file with {{command}}):',
    de: '{{file}} konnte nicht vollständig angewendet werden: Für das Fehlerhafte nimmt die App die Voreinstellungen. Sagen Sie es Ihrer IT-Abteilung (sie kann die Datei mit {{command}} prüfen):',
  },
  'policy.check.valid': {
    en: '{{file}}: valid. The app would apply:',
    de: '{{file}}: gültig. Die App würde Folgendes anwenden:',
  },
  'policy.check.problems': {
    en: { one: '{{file}}: {{count, number}} problem', other: '{{file}}: {{count, number}} problems' },
    de: { one: '{{file}}: {{count, number}} Problem', other: '{{file}}: {{count, number}} Probleme' },
  },
  'updates.downloading': {
    en: 'Version {{version}} of MDM Admin is available and being downloaded ({{percent, number}} %).',
    de: 'Version {{version}} von MDM Admin ist verfügbar und wird heruntergeladen ({{percent, number}} %).',
  },
  'updates.downloadingLabel': { en: 'Downloading version {{version}}', de: 'Version {{version}} wird heruntergeladen' },
  'updates.ready': { en: 'Version {{version}} is ready', de: 'Version {{version}} ist bereit' },
  'updates.readyExplained': {
    en: 'MDM Admin restarts into the new version when you choose; running imports are picked up again after the restart.',
    de: 'MDM Admin startet mit der neuen Version neu, wann Sie es wählen; laufende Importe werden nach dem Neustart weiter verfolgt.',
  },
  'updates.restart': { en: 'Restart now', de: 'Jetzt neu starten' },
  'updates.later': { en: 'Later', de: 'Später' },
  'diagnostics.save': { en: 'Save diagnostics…', de: 'Diagnose speichern…' },
  'diagnostics.saved': {
    en: 'Saved {{file}}: attach it to your support ticket. It holds no token or password.',
    de: '{{file}} gespeichert: Hängen Sie die Datei an Ihre Support-Anfrage an. Sie enthält kein Token und kein Passwort.',
  },
  'diagnostics.notSaved': {
    en: 'The diagnostics could not be saved: {{reason}}',
    de: 'Die Diagnosedaten konnten nicht gespeichert werden: {{reason}}',
  },
});
