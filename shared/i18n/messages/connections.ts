import { defineMessages } from '../define';

/** Connections: profiles, the token, the connection check, the gate in front of the list screens. */
export const connectionsMessages = defineMessages({
  'connections.title': { en: 'Connections', de: 'Verbindungen' },
  'connections.explain': {
    en: "A connection is a server's address and an administrator's access token. The token is stored by the app's core, never shown again, and never reaches this window: only its last four characters are.",
    de: 'Eine Verbindung ist die Adresse eines Servers und das Zugriffstoken eines Administrators. Das Token wird vom Kern der App gespeichert, nie wieder angezeigt und erreicht dieses Fenster nie: nur seine letzten vier Zeichen.',
  },
  'connections.demo': { en: 'Explore with the demo server', de: 'Mit dem Demo-Server ausprobieren' },
  'connections.add': { en: 'Add connection', de: 'Verbindung hinzufügen' },
  'connections.demoFailed': { en: 'The demo server did not start', de: 'Der Demo-Server ist nicht gestartet' },
  'connections.demoRunning': {
    en: 'The demo server is running and its connection is active.',
    de: 'Der Demo-Server läuft, und seine Verbindung ist aktiv.',
  },
  'connections.readFailed': {
    en: 'Could not read the connections',
    de: 'Die Verbindungen konnten nicht gelesen werden',
  },
  'connections.loading': { en: 'Loading connections', de: 'Verbindungen werden geladen' },
  'connections.none': { en: 'No connection yet', de: 'Noch keine Verbindung' },
  'connections.noneText': {
    en: 'Add your server with its address and an access token, or try everything first against the built-in demo server: it runs on this computer and already knows a few users, so an import can succeed, skip and fail.',
    de: 'Fügen Sie Ihren Server mit Adresse und Zugriffstoken hinzu, oder probieren Sie zuerst alles mit dem eingebauten Demo-Server aus: Er läuft auf diesem Computer und kennt schon einige Benutzer, sodass ein Import gelingen, überspringen und fehlschlagen kann.',
  },
  'connections.noneTextOwnOnly': {
    en: 'Add your server with its address and an access token.',
    de: 'Fügen Sie Ihren Server mit Adresse und Zugriffstoken hinzu.',
  },
  'connections.noneTextDemoOnly': {
    en: '{{setBy}}. Meanwhile, try everything against the built-in demo server: it runs on this computer and already knows a few users, so an import can succeed, skip and fail.',
    de: '{{setBy}}. Bis dahin können Sie alles mit dem eingebauten Demo-Server ausprobieren: Er läuft auf diesem Computer und kennt schon einige Benutzer, sodass ein Import gelingen, überspringen und fehlschlagen kann.',
  },
  'connections.noneTextNothing': {
    en: '{{setBy}}, and it sets none yet: ask your IT department which server this app should use.',
    de: '{{setBy}}, legt aber noch keine fest: Fragen Sie Ihre IT-Abteilung, welchen Server diese App verwenden soll.',
  },
  'connections.addToken': { en: 'Add token', de: 'Token hinzufügen' },
  'connections.addYours': { en: 'Add your server', de: 'Eigenen Server hinzufügen' },
  'connections.new': { en: 'New connection', de: 'Neue Verbindung' },
  'connections.edit': { en: 'Edit connection', de: 'Verbindung bearbeiten' },
  'connections.editNamed': { en: 'Edit {{name}}', de: '{{name}} bearbeiten' },
  'connections.saved': { en: 'Saved {{name}}.', de: '{{name}} gespeichert.' },
  'connections.card': { en: 'Connection {{name}}', de: 'Verbindung {{name}}' },
  'connections.activeBadge': { en: 'Active', de: 'Aktiv' },
  'connections.tokenStored': { en: 'Token stored ({{hint}})', de: 'Token gespeichert ({{hint}})' },
  'connections.tokenMissing': {
    en: 'Token missing: edit to paste one',
    de: 'Token fehlt: zum Einfügen bearbeiten',
  },
  'connections.ownCa': { en: 'own CA certificate', de: 'eigenes CA-Zertifikat' },
  'connections.specPaths': { en: 'specification paths', de: 'Pfade der Spezifikation' },
  'connections.managementPaths': { en: 'management paths', de: 'Management-Pfade' },
  'connections.use': { en: 'Use', de: 'Verwenden' },
  'connections.test': { en: 'Test', de: 'Testen' },
  'connections.editButton': { en: 'Edit', de: 'Bearbeiten' },
  'connections.remove': { en: 'Remove', de: 'Entfernen' },
  'connections.removeNamed': { en: 'Remove {{name}}', de: '{{name}} entfernen' },
  'connections.keep': { en: 'Keep', de: 'Behalten' },
  'connections.check.paths': { en: 'API paths: {{paths}}.', de: 'API-Pfade: {{paths}}.' },
  'connections.check.spec': { en: "the specification's", de: 'die der Spezifikation' },
  'connections.check.management': { en: 'management', de: 'Management' },
  'connections.check.ms': { en: '{{ms, number}} ms', de: '{{ms, number}} ms' },
  'connections.check.ok': { en: 'works', de: 'funktioniert' },
  'connections.check.failed': { en: 'failed', de: 'fehlgeschlagen' },
  'connections.check.skipped': { en: 'not tried', de: 'nicht versucht' },
  'connections.check.direct': { en: 'Called {{call}}, directly.', de: 'Aufgerufen: {{call}}, direkt.' },
  'connections.check.viaProxy': {
    en: 'Called {{call}}, through the proxy {{proxy}} ({{source}}).',
    de: 'Aufgerufen: {{call}}, über den Proxy {{proxy}} ({{source}}).',
  },
  'connections.check.callThen': { en: ', then ', de: ', dann ' },
  'connections.check.cli.calledDirectly': { en: 'Called: {{call}}, directly.', de: 'Aufgerufen: {{call}}, direkt.' },
  'connections.check.cli.calledViaProxy': {
    en: 'Called: {{call}}, through the proxy {{proxy}}.',
    de: 'Aufgerufen: {{call}}, über den Proxy {{proxy}}.',
  },
  'connections.check.proxy.policy': {
    en: "set by your IT department's policy, which wins over HTTPS_PROXY and the system's settings",
    de: 'von der Richtlinie Ihrer IT-Abteilung festgelegt; sie hat Vorrang vor HTTPS_PROXY und den Systemeinstellungen',
  },
  'connections.check.proxy.environment': { en: 'from HTTPS_PROXY / HTTP_PROXY', de: 'aus HTTPS_PROXY / HTTP_PROXY' },
  'connections.check.proxy.system': {
    en: "from the system's proxy settings",
    de: 'aus den Proxy-Einstellungen des Systems',
  },
  // The connection check's steps and sentences (core's ConnectionCheckWords; shared/connections/check-wording.ts)
  'connections.check.step.network': { en: 'Network path', de: 'Netzweg' },
  'connections.check.step.reach': { en: 'Reach the server', de: 'Server erreichen' },
  'connections.check.step.authenticate': { en: 'Authenticate', de: 'Anmelden' },
  'connections.check.step.permission': { en: 'Permission', de: 'Berechtigung' },
  'connections.check.step.dialect': { en: 'API dialect', de: 'API-Dialekt' },
  'connections.check.say.networkUnknown': { en: 'Not known.', de: 'Nicht bekannt.' },
  'connections.check.say.direct.unconfigured': {
    en: 'Directly: no proxy is configured.',
    de: 'Direkt: Es ist kein Proxy eingerichtet.',
  },
  'connections.check.say.direct.noProxy': {
    en: 'Directly: NO_PROXY exempts {{host}}.',
    de: 'Direkt: NO_PROXY nimmt {{host}} aus.',
  },
  'connections.check.say.direct.policyBypass': {
    en: "Directly: the policy's proxy bypass names {{host}}.",
    de: 'Direkt: Die Proxy-Ausnahmen der Richtlinie nennen {{host}}.',
  },
  'connections.check.say.direct.systemDirect': {
    en: 'Directly: the system settings say to connect directly.',
    de: 'Direkt: Die Systemeinstellungen sehen eine direkte Verbindung vor.',
  },
  'connections.check.say.direct.systemUnusable': {
    en: "Directly: the system's proxy ({{proxies}}) is of a kind this app cannot use.",
    de: 'Direkt: Der Proxy des Systems ({{proxies}}) ist von einer Art, die diese App nicht verwenden kann.',
  },
  'connections.check.say.proxy.policy': {
    en: "Through the proxy {{proxy}} (from the machine-wide policy's proxy, which wins over HTTPS_PROXY and the system's settings).",
    de: 'Über den Proxy {{proxy}} (von der Richtlinie Ihrer IT-Abteilung festgelegt; sie hat Vorrang vor HTTPS_PROXY und den Systemeinstellungen).',
  },
  'connections.check.say.proxy.environment': {
    en: 'Through the proxy {{proxy}} (from HTTPS_PROXY / HTTP_PROXY).',
    de: 'Über den Proxy {{proxy}} (aus HTTPS_PROXY / HTTP_PROXY).',
  },
  'connections.check.say.proxy.system': {
    en: "Through the proxy {{proxy}} (from the system's proxy settings).",
    de: 'Über den Proxy {{proxy}} (aus den Proxy-Einstellungen des Systems).',
  },
  'connections.check.say.answers': { en: '{{baseUrl}} answers.', de: '{{baseUrl}} antwortet.' },
  'connections.check.say.notTried': { en: 'Not tried.', de: 'Nicht versucht.' },
  'connections.check.say.tokenAccepted': { en: 'The token is accepted.', de: 'Das Token wird akzeptiert.' },
  'connections.check.say.tokenAccepted403': {
    en: 'The token is accepted (HTTP 403, not 401).',
    de: 'Das Token wird akzeptiert (HTTP 403, nicht 401).',
  },
  'connections.check.say.mayListDevices': {
    en: {
      one: 'The token may list devices ({{count, number}} device).',
      other: 'The token may list devices ({{count, number}} devices).',
    },
    de: {
      one: 'Das Token darf Geräte auflisten ({{count, number}} Gerät).',
      other: 'Das Token darf Geräte auflisten ({{count, number}} Geräte).',
    },
  },
  'connections.check.say.dialect.spec': {
    en: "The server uses the specification's paths.",
    de: 'Der Server verwendet die Pfade der Spezifikation.',
  },
  'connections.check.say.dialect.management': {
    en: 'The server uses the management paths (/api/management/...).',
    de: 'Der Server verwendet die Management-Pfade (/api/management/...).',
  },
  'connections.check.say.endpointExists': { en: 'The endpoint exists.', de: 'Der Endpunkt existiert.' },
  'connections.check.say.wizardNotCalled': {
    en: 'Not tested on purpose: the creation-wizard endpoint is called only when you list its requests (on some servers it creates organization requests).',
    de: 'Absichtlich nicht getestet: Der Endpunkt des Organisationsassistenten wird erst aufgerufen, wenn Sie seine Anträge auflisten (auf manchen Servern legt er Organisationsanträge an).',
  },
  'connections.check.say.maybeSystemToken': {
    en: 'If this is a system administrator\'s token, change the profile\'s kind to "System administrator".',
    de: 'Falls dies das Token eines Systemadministrators ist, ändern Sie die Art der Verbindung in „Systemadministrator“.',
  },
  'connections.check.say.orgTokenOnSystemProfile': {
    en: "This token belongs to an organization administrator (it may list an organization's devices), but the profile is for a system administrator. Change the profile's kind to \"Organization administrator\", or use a system administrator's token.",
    de: 'Dieses Token gehört einem Organisationsadministrator (es darf die Geräte einer Organisation auflisten), die Verbindung ist aber für einen Systemadministrator bestimmt. Ändern Sie die Art der Verbindung in „Organisationsadministrator“, oder verwenden Sie das Token eines Systemadministrators.',
  },
  'connections.check.say.wrongPaths.auto': {
    en: "The server answers, but not at the API's paths (HTTP {{status}}) in either dialect. Check the base URL (a /relution prefix?).",
    de: 'Der Server antwortet, aber in keinem der beiden Dialekte unter den Pfaden der API (HTTP {{status}}). Prüfen Sie die Basis-URL (fehlt ein /relution-Präfix?).',
  },
  'connections.check.say.wrongPaths.dialect': {
    en: "The server answers, but not at the API's paths (HTTP {{status}}) in the {{dialect}} dialect. Check the base URL (a /relution prefix?) or set the dialect to auto.",
    de: 'Der Server antwortet, aber im Dialekt {{dialect}} nicht unter den Pfaden der API (HTTP {{status}}). Prüfen Sie die Basis-URL (fehlt ein /relution-Präfix?), oder stellen Sie den Dialekt auf „auto“.',
  },
  'connections.check.say.connected.organization': {
    en: {
      one: 'Connected as organization administrator: the server answers, the token works and may list devices ({{count, number}} device).',
      other:
        'Connected as organization administrator: the server answers, the token works and may list devices ({{count, number}} devices).',
    },
    de: {
      one: 'Verbunden als Organisationsadministrator: Der Server antwortet, das Token funktioniert und darf Geräte auflisten ({{count, number}} Gerät).',
      other:
        'Verbunden als Organisationsadministrator: Der Server antwortet, das Token funktioniert und darf Geräte auflisten ({{count, number}} Geräte).',
    },
  },
  'connections.check.say.connected.system': {
    en: 'Connected: the server answers and accepts the token.',
    de: 'Verbunden: Der Server antwortet und akzeptiert das Token.',
  },
  'connections.check.say.connected.system403': {
    en: 'Connected: the server answers and accepts the token (it refused the user lookup, HTTP 403, which a system administrator may not make).',
    de: 'Verbunden: Der Server antwortet und akzeptiert das Token (die Benutzerabfrage hat er mit HTTP 403 abgelehnt; ein Systemadministrator darf sie womöglich nicht stellen).',
  },
  'connections.check.say.organizationNote': {
    en: 'Calls act in organization {{organization}}.',
    de: 'Die Aufrufe handeln in der Organisation {{organization}}.',
  },
  'connections.check.say.wizardLater': {
    en: 'Whether it may list creation-wizard requests shows when you open them: the test never calls that endpoint, which on some servers creates organization requests.',
    de: 'Ob es Anträge des Organisationsassistenten auflisten darf, zeigt sich, wenn Sie diese öffnen: Der Test ruft diesen Endpunkt nie auf, weil er auf manchen Servern Organisationsanträge anlegt.',
  },
  'connections.organizationOf': { en: 'organization {{uuid}}', de: 'Organisation {{uuid}}' },
  'form.name': { en: 'Name', de: 'Name' },
  'form.namePlaceholder': { en: 'School district production', de: 'Schulträger Produktion' },
  'form.nameRequired': { en: 'A connection needs a name.', de: 'Eine Verbindung braucht einen Namen.' },
  'form.baseUrl': { en: 'Base URL', de: 'Basis-URL' },
  'form.baseUrlHelp': {
    en: "The server's address, e.g. https://mdm.example.com (a /relution path is kept)",
    de: 'Die Adresse des Servers, z. B. https://mdm.example.com (ein /relution-Pfad bleibt erhalten)',
  },
  'form.baseUrlInvalid': {
    en: 'The base URL must be an http:// or https:// address, e.g. https://mdm.example.com',
    de: 'Die Basis-URL muss eine http://- oder https://-Adresse sein, z. B. https://mdm.example.com',
  },
  'form.kind': { en: 'Whose token is it?', de: 'Wessen Token ist es?' },
  'form.lock.kind': { en: 'Kind', de: 'Art' },
  'form.lock.ca': { en: 'CA certificate', de: 'CA-Zertifikat' },
  'namingScheme.title': { en: 'Naming scheme for imports', de: 'Namensschema für Importe' },
  'namingScheme.idColumn': { en: 'School ID kept in', de: 'Schul-ID gespeichert in' },
  'namingScheme.idColumnHint': {
    en: "The file's ID column (Schüler-ID, sourcedId, person_id, …) is the person's key: next year's file finds each person by it, whatever their name has become.",
    de: 'Die ID-Spalte der Datei (Schüler-ID, sourcedId, person_id, …) ist der Schlüssel der Person: Die Datei des nächsten Jahres findet jede Person daran wieder, wie auch immer sie dann heißt.',
  },
  'namingScheme.explain': {
    en: "How the import builds the login names and e-mail addresses a school's file lacks (e.g. {givenName}.{surName} and schule.example); the import starts with these for this connection.",
    de: 'Wie der Import die Anmeldenamen und E-Mail-Adressen bildet, die der Datei einer Schule fehlen (z. B. {givenName}.{surName} und schule.example); der Import beginnt für diese Verbindung mit ihnen.',
  },
  'form.organization': { en: 'Organization', de: 'Organisation' },
  'form.organizationHelp': {
    en: "The UUID of the organization every call acts in (tenantOrganizationUuid). Leave it empty to act in the token's own organization.",
    de: 'Die UUID der Organisation, in der jeder Aufruf handelt (tenantOrganizationUuid). Lassen Sie das Feld leer, um in der eigenen Organisation des Tokens zu handeln.',
  },
  'form.organizationPlaceholder': {
    en: 'e.g. 3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13',
    de: 'z. B. 3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13',
  },
  'form.organizationInvalid': {
    en: "The organization must be a UUID such as 3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13 (the portal shows it in the organization's settings).",
    de: 'Die Organisation muss eine UUID sein, etwa 3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13 (das Portal zeigt sie in den Einstellungen der Organisation).',
  },
  'form.organizationPick': {
    en: "Pick from the server's organizations",
    de: 'Aus den Organisationen des Servers wählen',
  },
  'form.organizationList': { en: "List the server's organizations", de: 'Organisationen des Servers auflisten' },
  'form.organizationAfterSave': {
    en: 'Once the connection is saved, its organizations can be listed here where the server offers them.',
    de: 'Sobald die Verbindung gespeichert ist, lassen sich ihre Organisationen hier auflisten, sofern der Server sie anbietet.',
  },
  'form.organizationList.server': {
    en: "The server's organizations, as it listed them.",
    de: 'Die Organisationen des Servers, wie er sie aufgelistet hat.',
  },
  'form.organizationList.demo': {
    en: "The built-in demo server's organizations, as it printed them at start (no call to the server was made).",
    de: 'Die Organisationen des eingebauten Demo-Servers, wie er sie beim Start ausgegeben hat (der Server wurde nicht aufgerufen).',
  },
  'form.organizationList.none': {
    en: "This server offers no list of its organizations to the app (no API read of them is known, and the creation-wizard endpoint, which may create organization requests, is never asked for one). Copy the organization's UUID from the portal and paste it here.",
    de: 'Dieser Server bietet der App keine Liste seiner Organisationen an (kein API-Aufruf dafür ist bekannt, und der Endpunkt des Organisationsassistenten, der Anträge anlegen kann, wird nie danach gefragt). Kopieren Sie die UUID der Organisation aus dem Portal und fügen Sie sie hier ein.',
  },
  'form.token': { en: 'Access token', de: 'Zugriffstoken' },
  'form.tokenStored': {
    en: 'A token ending in {{hint}} is stored. Paste a new one only to replace it.',
    de: 'Ein Token mit der Endung {{hint}} ist gespeichert. Fügen Sie nur zum Ersetzen ein neues ein.',
  },
  'form.tokenOnce': {
    en: 'Paste it once; it is never shown again.',
    de: 'Einmal einfügen; es wird nie wieder angezeigt.',
  },
  'form.tokenStoredPlaceholder': { en: 'Stored ({{hint}})', de: 'Gespeichert ({{hint}})' },
  'form.tokenPlaceholder': { en: 'Paste the token', de: 'Token einfügen' },
  'form.tokenRequired': {
    en: 'Paste the access token of this server (it is stored once and never shown again).',
    de: 'Fügen Sie das Zugriffstoken dieses Servers ein (es wird einmal gespeichert und nie wieder angezeigt).',
  },
  'form.serverMoved': {
    en: 'The server changed: paste the access token for this server. A stored token is only ever sent to the server it was given for.',
    de: 'Der Server hat sich geändert: Fügen Sie das Zugriffstoken für diesen Server ein. Ein gespeichertes Token wird nur an den Server geschickt, für den es gegeben wurde.',
  },
  'form.clearTextRequired': {
    en: 'Use https://, or tick to accept that the token travels in clear text.',
    de: 'Verwenden Sie https://, oder kreuzen Sie an, dass das Token unverschlüsselt übertragen werden darf.',
  },
  'form.clearTextTitle': { en: 'This address is not encrypted', de: 'Diese Adresse ist nicht verschlüsselt' },
  'form.clearTextExplained': {
    en: 'With http:// the access token travels in clear text to another machine: anyone on the network path can read it and act as you. Use https:// if the server offers it.',
    de: 'Mit http:// wird das Zugriffstoken unverschlüsselt an einen anderen Rechner übertragen: Jeder auf dem Netzweg kann es lesen und in Ihrem Namen handeln. Verwenden Sie https://, wenn der Server es anbietet.',
  },
  'form.presetNote': {
    en: "{{setBy}}: its name, address, kind, organization and CA certificate are locked. Add or replace your access token here; the organization's password policy is yours to enter too.",
    de: '{{setBy}}: Name, Adresse, Art, Organisation und CA-Zertifikat sind gesperrt. Hier fügen Sie Ihr Zugriffstoken hinzu oder ersetzen es; auch die Passwortrichtlinie der Organisation tragen Sie selbst ein.',
  },
  'form.clearTextAccept': {
    en: 'I accept that the token travels in clear text to this server',
    de: 'Ich akzeptiere, dass das Token unverschlüsselt an diesen Server übertragen wird',
  },
  'form.weakRequired': {
    en: 'Without a keyring the token can only be kept with weaker protection; tick to allow it.',
    de: 'Ohne Schlüsselbund kann das Token nur schwächer geschützt aufbewahrt werden; zum Erlauben ankreuzen.',
  },
  'secrets.title.no-encryption': {
    en: 'This system cannot encrypt stored tokens',
    de: 'Dieses System kann gespeicherte Tokens nicht verschlüsseln',
  },
  'secrets.title.obscured': { en: 'No keyring available', de: 'Kein Schlüsselbund verfügbar' },
  'secrets.title.plain-file': { en: 'Tokens are kept in a file', de: 'Tokens werden in einer Datei aufbewahrt' },
  'secrets.encrypted': {
    en: "Tokens are encrypted with the system's secure storage ({{backend}}) and kept in the app's data folder.",
    de: 'Tokens werden mit dem sicheren Speicher des Systems ({{backend}}) verschlüsselt und im Datenordner der App aufbewahrt.',
  },
  'secrets.no-encryption': {
    en: "This system offers no encryption for stored secrets. A token can only be saved unencrypted in the app's data folder (readable by your user account alone) if you accept that explicitly; otherwise use the command line with the MDM_TOKEN environment variable.",
    de: 'Dieses System bietet keine Verschlüsselung für gespeicherte Geheimnisse. Ein Token kann nur unverschlüsselt im Datenordner der App gespeichert werden (nur für Ihr Benutzerkonto lesbar), wenn Sie dem ausdrücklich zustimmen; andernfalls verwenden Sie die Befehlszeile mit der Umgebungsvariablen MDM_TOKEN.',
  },
  'secrets.obscured': {
    en: 'No keyring (GNOME Keyring, KWallet) is available to this session, so Electron can only obscure tokens with a fixed key: any program running as you could read them. Install or unlock a keyring and restart the app, or accept weaker storage explicitly.',
    de: 'Dieser Sitzung steht kein Schlüsselbund (GNOME Keyring, KWallet) zur Verfügung, daher kann Electron Tokens nur mit einem festen Schlüssel verschleiern: Jedes Programm, das unter Ihrem Konto läuft, könnte sie lesen. Installieren oder entsperren Sie einen Schlüsselbund und starten Sie die App neu, oder stimmen Sie der schwächeren Aufbewahrung ausdrücklich zu.',
  },
  'secrets.plain-file': {
    en: 'Tokens are kept unencrypted in {{path}}, readable by your user account alone (mode 0600), as ~/.ssh keys are: any program you run can read them. For scripts, the MDM_TOKEN environment variable can be used instead.',
    de: 'Tokens werden unverschlüsselt in {{path}} aufbewahrt, nur für Ihr Benutzerkonto lesbar (Modus 0600), wie ~/.ssh-Schlüssel: Jedes Programm, das Sie ausführen, kann sie lesen. Für Skripte kann stattdessen die Umgebungsvariable MDM_TOKEN verwendet werden.',
  },
  'form.weakAccept': {
    en: 'Keep the token with this weaker protection',
    de: 'Token mit diesem schwächeren Schutz aufbewahren',
  },
  'form.paths': { en: 'API paths', de: 'API-Pfade' },
  'dialect.auto': {
    en: 'Automatic (specification first, management form on 404/405)',
    de: 'Automatisch (zuerst Spezifikation, bei 404/405 Management-Form)',
  },
  'dialect.spec': { en: "The specification's paths", de: 'Die Pfade der Spezifikation' },
  'dialect.management': { en: 'Management paths (/api/management/...)', de: 'Management-Pfade (/api/management/...)' },
  'form.ca': {
    en: 'CA certificate (for servers with their own certificate authority)',
    de: 'CA-Zertifikat (für Server mit eigener Zertifizierungsstelle)',
  },
  'form.caLoad': { en: 'Load PEM file…', de: 'PEM-Datei laden…' },
  'form.caRemove': { en: 'Remove certificate', de: 'Zertifikat entfernen' },
  'form.caNew': { en: 'New certificate loaded', de: 'Neues Zertifikat geladen' },
  'form.caStored': { en: 'A certificate is stored', de: 'Ein Zertifikat ist gespeichert' },
  'form.caNone': {
    en: 'None: the system certificates are trusted',
    de: 'Keines: Den Zertifikaten des Systems wird vertraut',
  },
  'form.caPem': { en: 'CA certificate PEM', de: 'CA-Zertifikat (PEM)' },
  'form.caPlaceholder': {
    en: '…or paste -----BEGIN CERTIFICATE----- …',
    de: '…oder -----BEGIN CERTIFICATE----- … einfügen',
  },
  'form.caNotPem': {
    en: '{{file}} is not a PEM certificate (no "-----BEGIN CERTIFICATE-----" line).',
    de: '{{file}} ist kein PEM-Zertifikat (keine Zeile „-----BEGIN CERTIFICATE-----“).',
  },
  'form.saveFailed': { en: 'Could not save the connection', de: 'Die Verbindung konnte nicht gespeichert werden' },
  'gate.readFailed': {
    en: 'Could not read the connection profiles',
    de: 'Die Verbindungen konnten nicht gelesen werden',
  },
  'gate.loading': { en: 'Loading profiles', de: 'Verbindungen werden geladen' },
  'gate.open': { en: 'Open Connections', de: 'Verbindungen öffnen' },
  'gate.none': { en: 'No connection profile is active', de: 'Keine Verbindung ist aktiv' },
  'gate.noneText.system': {
    en: "To list {{what}}, connect with a system administrator's API access token.",
    de: 'Um {{what}} anzuzeigen, verbinden Sie sich mit dem API-Zugriffstoken eines Systemadministrators.',
  },
  'gate.noneText.organization': {
    en: "To list {{what}}, connect with an organization administrator's API access token.",
    de: 'Um {{what}} anzuzeigen, verbinden Sie sich mit dem API-Zugriffstoken eines Organisationsadministrators.',
  },
  'gate.wrongTitle.system': {
    en: "{{what}} need a system administrator's connection",
    de: '{{what}} brauchen die Verbindung eines Systemadministrators',
  },
  'gate.wrongTitle.organization': {
    en: "{{what}} need an organization administrator's connection",
    de: '{{what}} brauchen die Verbindung eines Organisationsadministrators',
  },
  'gate.holds.system': {
    en: "The active connection {{name}} holds a system administrator's token.",
    de: 'Die aktive Verbindung {{name}} enthält das Token eines Systemadministrators.',
  },
  'gate.holds.organization': {
    en: "The active connection {{name}} holds an organization administrator's token.",
    de: 'Die aktive Verbindung {{name}} enthält das Token eines Organisationsadministrators.',
  },
  'gate.switch.system': {
    en: "Switch to a system administrator's connection in the header, or add one under Connections.",
    de: 'Wechseln Sie oben zur Verbindung eines Systemadministrators oder legen Sie eine unter „Verbindungen“ an.',
  },
  'gate.switch.organization': {
    en: "Switch to an organization administrator's connection in the header, or add one under Connections.",
    de: 'Wechseln Sie oben zur Verbindung eines Organisationsadministrators oder legen Sie eine unter „Verbindungen“ an.',
  },
  // The organization's password policy, entered with the connection (issue 12)
  'passwordPolicy.title': { en: 'Password policy of the organization', de: 'Passwortrichtlinie der Organisation' },
  'passwordPolicy.explain': {
    en: 'As configured in the portal; empty fields mean no such rule. Used to check files before an import, unless the server tells its own.',
    de: 'Wie im Portal eingestellt; ein leeres Feld bedeutet: keine solche Regel. Damit werden Dateien vor einem Import geprüft, sofern der Server seine eigene Richtlinie nicht mitteilt.',
  },
  'passwordPolicy.field.minimumPasswordLength': { en: 'Minimum length', de: 'Mindestlänge' },
  'passwordPolicy.field.maximumPasswordLength': { en: 'Maximum length', de: 'Höchstlänge' },
  'passwordPolicy.field.minimumNumbersOfDigits': { en: 'Digits, at least', de: 'Ziffern, mindestens' },
  'passwordPolicy.field.minimumNumbersOfLowerCaseLetters': {
    en: 'Lower-case letters, at least',
    de: 'Kleinbuchstaben, mindestens',
  },
  'passwordPolicy.field.minimumNumbersOfUpperCaseLetters': {
    en: 'Upper-case letters, at least',
    de: 'Großbuchstaben, mindestens',
  },
  'passwordPolicy.field.requiredNumbersOfSymbols': { en: 'Symbols, at least', de: 'Sonderzeichen, mindestens' },
  'passwordPolicy.allowSimple': {
    en: 'A password may equal the user name',
    de: 'Ein Passwort darf mit dem Benutzernamen übereinstimmen',
  },
});
