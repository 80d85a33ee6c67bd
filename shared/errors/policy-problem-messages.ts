import { defineMessages } from '../i18n/define';

/**
 * What is wrong with a machine-wide policy file, per problem code (shared/policy-problems.ts),
 * said after the field's JSON path (`$.proxy.url: …`); worded by policy-problem-wording.ts.
 */
export const policyProblemMessages = defineMessages({
  'policyProblem.json-syntax': {
    en: 'is not valid JSON (line {{line}}, column {{column}})',
    de: 'ist kein gültiges JSON (Zeile {{line}}, Spalte {{column}})',
  },
  'policyProblem.json-syntax-unplaced': { en: 'is not valid JSON', de: 'ist kein gültiges JSON' },
  'policyProblem.json-cut-short': {
    en: 'ends before its JSON is complete (line {{line}}, column {{column}})',
    de: 'endet, bevor das JSON vollständig ist (Zeile {{line}}, Spalte {{column}})',
  },
  'policyProblem.unreadable': {
    en: 'cannot be read ({{reason}})',
    de: 'kann nicht gelesen werden ({{reason}})',
  },
  'policyProblem.unreadable.permission-denied': {
    en: 'cannot be read: permission denied',
    de: 'kann nicht gelesen werden: Zugriff verweigert',
  },
  'policyProblem.unreadable.not-found': { en: 'does not exist', de: 'existiert nicht' },
  'policyProblem.not-object': {
    en: 'must be a JSON object ({...})',
    de: 'muss ein JSON-Objekt sein ({...})',
  },
  'policyProblem.unknown-key': {
    en: 'is not a policy setting (check the spelling; docs/policy.md lists every field)',
    de: 'ist keine Einstellung der Richtlinie (prüfen Sie die Schreibweise; docs/policy.md nennt jedes Feld)',
  },
  'policyProblem.secret-key': {
    en: 'a policy never holds a token or password, since the file is readable by every user of the machine; each administrator enters their own token in the app, which keeps it in the OS keychain',
    de: 'Eine Richtlinie enthält nie ein Token oder Passwort, denn die Datei kann jeder Benutzer des Computers lesen. Jeder Administrator gibt sein eigenes Token in der App ein, die es im Schlüsselbund des Betriebssystems aufbewahrt.',
  },
  'policyProblem.wrong-type': { en: 'must be {{type}}', de: 'muss {{type}} sein' },
  'policyProblem.type.boolean': { en: 'true or false', de: 'true oder false' },
  'policyProblem.type.string': { en: 'a text in double quotes', de: 'ein Text in doppelten Anführungszeichen' },
  'policyProblem.type.number': { en: 'a number', de: 'eine Zahl' },
  'policyProblem.type.array': { en: 'a list ([...])', de: 'eine Liste ([...])' },
  'policyProblem.type.object': { en: 'an object ({...})', de: 'ein Objekt ({...})' },
  'policyProblem.type.other': { en: 'of the type {{type}}', de: 'vom Typ {{type}}' },
  'policyProblem.not-one-of': {
    en: { one: 'must be {{values}}', other: 'must be one of {{values}}' },
    de: { one: 'muss {{values}} sein', other: 'muss einer dieser Werte sein: {{values}}' },
  },
  'policyProblem.empty': { en: 'must not be empty', de: 'darf nicht leer sein' },
  'policyProblem.too-long': {
    en: 'must be at most {{maximum, number}} characters long',
    de: 'darf höchstens {{maximum, number}} Zeichen lang sein',
  },
  'policyProblem.http-url': {
    en: 'must be an http:// or https:// address, e.g. {{example}}',
    de: 'muss eine http://- oder https://-Adresse sein, z. B. {{example}}',
  },
  'policyProblem.no-credentials': {
    en: 'must not contain a user name or password, since the policy file is readable by every user of the machine',
    de: 'darf keinen Benutzernamen und kein Passwort enthalten, denn die Datei der Richtlinie kann jeder Benutzer des Computers lesen',
  },
  'policyProblem.https-only': {
    en: 'must be an https:// address (plain http only on this machine, for testing)',
    de: 'muss eine https://-Adresse sein (einfaches http nur auf diesem Computer, zum Testen)',
  },
  'policyProblem.uuid': { en: 'must be a UUID', de: 'muss eine UUID sein' },
  'policyProblem.pem-certificate': {
    en: 'must be one or more PEM certificates (-----BEGIN CERTIFICATE----- ...)',
    de: 'muss ein oder mehrere PEM-Zertifikate sein (-----BEGIN CERTIFICATE----- ...)',
  },
  'policyProblem.channel-name': {
    en: 'must be a channel name such as latest or beta',
    de: 'muss ein Kanalname wie latest oder beta sein',
  },
  'policyProblem.duplicate-name': {
    en: '"{{name}}" is already the name of connections[{{first}}]',
    de: '„{{name}}“ ist bereits der Name von connections[{{first}}]',
  },
  'policyProblem.updates-shape': {
    en: 'must be "off" or {"channel": ..., "url": ...}',
    de: 'muss "off" oder {"channel": ..., "url": ...} sein',
  },
  'policyProblem.invalid': {
    en: 'has a value the app does not accept (docs/policy.md says what each field takes)',
    de: 'hat einen Wert, den die App nicht annimmt (docs/policy.md nennt, was jedes Feld erlaubt)',
  },
});
