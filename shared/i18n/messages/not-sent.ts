import { defineMessages } from '../define';

/**
 * The end of a real import in the CLI: the job's counts are of the lines sent, so the lines
 * the comparison left out are counted beside them, and every line of the file is accounted for.
 */
export const notSentMessages = defineMessages({
  'cli.notSent.summary': {
    en: {
      one: '{{count}} line of the file was not sent: {{parts}}.',
      other: '{{count}} lines of the file were not sent: {{parts}}.',
    },
    de: {
      one: '{{count}} Zeile der Datei wurde nicht gesendet: {{parts}}.',
      other: '{{count}} Zeilen der Datei wurden nicht gesendet: {{parts}}.',
    },
  },
  'cli.notSent.unchanged': { en: '{{count}} unchanged', de: '{{count}} unverändert' },
  'cli.notSent.skipped': {
    en: '{{count}} existing (skipped without --overwrite)',
    de: '{{count}} vorhanden (ohne --overwrite übersprungen)',
  },
  'cli.notSent.stopped': {
    en: '{{count}} stopped by their school ID',
    de: '{{count}} wegen der Schul-ID angehalten',
  },
  'cli.notSent.kept': {
    en: '{{count}} kept as they are (--update-only)',
    de: '{{count}} bleiben, wie sie sind (--update-only)',
  },
});
