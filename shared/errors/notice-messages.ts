import { defineMessages } from '../i18n/define';

/**
 * How the app and the CLI word a notice (`notice.<code>`, notice-code.ts lists the codes).
 * `{{error}}` is an error the notice carries, worded by describeError; `{{moved}}` the
 * sentence of where a file went (`notice.moved` / `notice.leftOut`).
 */
export const noticeMessages = defineMessages({
  'notice.job-file-unreadable': {
    en: 'The job file {{file}} could not be read ({{problem}}); it was left out.',
    de: 'Die Auftragsdatei {{file}} konnte nicht gelesen werden ({{problem}}); sie wurde ausgelassen.',
  },
  'notice.job-file-mismatch': {
    en: 'The job file {{file}} holds job {{id}}; it was left out.',
    de: 'Die Auftragsdatei {{file}} enthält den Auftrag {{id}}; sie wurde ausgelassen.',
  },
  'notice.job-file-damaged': {
    en: "{{error}} {{moved}} The job's other files are kept.",
    de: '{{error}} {{moved}} Die übrigen Dateien des Auftrags bleiben erhalten.',
  },
  'notice.moved': { en: 'It was moved aside to {{movedTo}}.', de: 'Sie wurde nach {{movedTo}} verschoben.' },
  'notice.leftOut': { en: 'It was left out.', de: 'Sie wurde ausgelassen.' },
  'notice.split-file-unreadable': {
    en: 'The split import file {{file}} could not be read: {{error}}',
    de: 'Die Datei des aufgeteilten Imports {{file}} konnte nicht gelesen werden: {{error}}',
  },
  'notice.job-not-saved': {
    en: 'Could not save import job {{fileName}} to {{dir}}: {{error}}',
    de: 'Der Importauftrag {{fileName}} konnte nicht in {{dir}} gespeichert werden: {{error}}',
  },
  'notice.job-failed': {
    en: 'Import job {{fileName}}: {{error}}',
    de: 'Importauftrag {{fileName}}: {{error}}',
  },
  'notice.job-unwatched': {
    en: "Stopped watching the import of {{fileName}}. The server's job goes on; resume to watch it again.",
    de: 'Die Beobachtung des Imports von {{fileName}} wurde beendet. Der Auftrag läuft auf dem Server weiter; setzen Sie ihn fort, um ihn wieder zu beobachten.',
  },
  'notice.report-refetch': {
    en: '{{error}} Fetching the report again.',
    de: '{{error}} Der Bericht wird erneut abgerufen.',
  },
  'notice.passwords-not-removed': {
    en: 'Could not remove the passwords from the upload of {{fileName}} in {{dir}}: {{error}} The app tries again when it stops.',
    de: 'Die Passwörter konnten nicht aus der hochgeladenen Datei {{fileName}} in {{dir}} entfernt werden: {{error}} Die App versucht es beim Beenden erneut.',
  },
  'notice.file-damaged': {
    en: '{{file}} was damaged: {{reason}}. It was moved aside to {{movedTo}}, and started afresh.',
    de: '{{file}} war beschädigt: {{reason}}. Die Datei wurde nach {{movedTo}} verschoben und neu angelegt.',
  },
  'notice.policy-problems': {
    en: {
      one: 'The machine-wide policy {{file}} has {{count}} problem; the app uses the defaults for it: {{problems}}',
      other:
        'The machine-wide policy {{file}} has {{count}} problems; the app uses the defaults for them: {{problems}}',
    },
    de: {
      one: 'Die Richtlinie {{file}} hat {{count}} Problem; die App verwendet dafür die Standardwerte: {{problems}}',
      other: 'Die Richtlinie {{file}} hat {{count}} Probleme; die App verwendet dafür die Standardwerte: {{problems}}',
    },
  },
});
