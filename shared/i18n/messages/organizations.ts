import { defineMessages } from '../define';

/** Organization creation-wizard requests. */
export const organizationsMessages = defineMessages({
  'orgs.title': { en: 'Organization requests', de: 'Organisationsanträge' },
  'orgs.what': { en: 'organization creation-wizard requests', de: 'Anträge aus dem Organisationsassistenten' },
  'orgs.whatTitle': { en: 'Organization requests', de: 'Organisationsanträge' },
  'orgs.wrongKind': {
    en: "Creation-wizard requests can only be listed with a system administrator's token: an organization administrator's token cannot list them, and the server refuses it.",
    de: 'Anträge aus dem Organisationsassistenten lassen sich nur mit dem Token eines Systemadministrators auflisten: Das Token eines Organisationsadministrators kann sie nicht auflisten, der Server lehnt es ab.',
  },
  'orgs.noun': {
    en: { one: 'request', other: 'requests' },
    de: { one: 'Antrag', other: 'Anträge' },
  },
  'orgs.namePlaceholder': { en: 'e.g. acme', de: 'z. B. acme' },
  'orgs.filterName': { en: 'Name contains “{{text}}”', de: 'Name enthält „{{text}}“' },
  'orgs.noFilter': { en: 'No filter: all requests.', de: 'Kein Filter: alle Anträge.' },
  'orgs.table': {
    en: 'Organization creation-wizard requests',
    de: 'Anträge aus dem Organisationsassistenten',
  },
  'orgs.failure': {
    en: 'The creation-wizard request query failed',
    de: 'Die Abfrage der Anträge ist fehlgeschlagen',
  },
  'orgs.forbidden': {
    en: "The server refused this token for creation-wizard requests. They can only be listed with a system administrator's API access token.",
    de: 'Der Server hat dieses Token für die Anträge abgelehnt. Sie lassen sich nur mit dem API-Zugriffstoken eines Systemadministrators auflisten.',
  },
  'orgs.loading': { en: 'Loading requests…', de: 'Anträge werden geladen…' },
  'orgs.empty': {
    en: 'No creation-wizard request matches this filter.',
    de: 'Kein Antrag entspricht diesem Filter.',
  },
  'orgColumn.name': { en: 'Name', de: 'Name' },
  'orgColumn.orgaName': { en: 'Organization', de: 'Organisation' },
  'orgColumn.orgaFullName': { en: 'Full name', de: 'Vollständiger Name' },
  'orgColumn.orgaAdminUser': { en: 'Admin login', de: 'Admin-Anmeldename' },
  'orgColumn.orgaAdminEmail': { en: 'Admin e-mail', de: 'Admin-E-Mail' },
  'orgColumn.orgaAdminGivenName': { en: 'Admin given name', de: 'Admin-Vorname' },
  'orgColumn.orgaAdminSurName': { en: 'Admin surname', de: 'Admin-Nachname' },
  'orgColumn.orgaContactName': { en: 'Contact', de: 'Kontakt' },
  'orgColumn.orgaContactPhone': { en: 'Contact phone', de: 'Kontakttelefon' },
  'orgColumn.orgaLocale': { en: 'Locale', de: 'Gebietsschema' },
  'orgColumn.orgaIsMeta': { en: 'Meta organization', de: 'Meta-Organisation' },
  'orgColumn.creationDate': { en: 'Created', de: 'Erstellt' },
  'orgColumn.modificationDate': { en: 'Modified', de: 'Geändert' },
  'orgColumn.uuid': { en: 'UUID', de: 'UUID' },
  'orgColumn.orgaMailReplyTo': { en: 'Reply-to addresses', de: 'Antwortadressen' },
  'orgColumn.bugReportSender': { en: 'Bug report sender', de: 'Absender der Fehlerberichte' },
  'orgColumn.bugReportRecipients': { en: 'Bug report recipients', de: 'Empfänger der Fehlerberichte' },
  'orgColumn.skipAdminCreation': { en: 'No administrator created', de: 'Kein Administrator angelegt' },
  'orgColumn.skipPrefill': { en: 'No prefilled data', de: 'Ohne vorbelegte Daten' },
  'orgColumn.orgaAddress': { en: 'Address', de: 'Adresse' },
});
