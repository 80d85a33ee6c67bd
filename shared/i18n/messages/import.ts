import { defineMessages } from '../define';

/** The import wizard: file, check and fix, options and start. */
export const importMessages = defineMessages({
  'import.title': { en: 'Import users', de: 'Benutzer importieren' },
  'import.steps': { en: 'Steps of the import', de: 'Schritte des Imports' },
  'import.step.file': { en: 'File', de: 'Datei' },
  'import.step.check': { en: 'Check and fix', de: 'Prüfen und korrigieren' },
  'import.step.options': { en: 'Options and start', de: 'Optionen und Start' },
  'import.notConnected': {
    en: 'You can check a file now; to import it, connect to a server first.',
    de: 'Sie können eine Datei jetzt prüfen; um sie zu importieren, verbinden Sie sich zuerst mit einem Server.',
  },
  'import.retryLoaded': {
    en: 'The failed rows of an earlier import are loaded: fix them and import again.',
    de: 'Die fehlgeschlagenen Zeilen eines früheren Imports sind geladen: Korrigieren Sie sie und importieren Sie erneut.',
  },
  'import.unreachedLoaded': {
    en: 'The lines an aborted import never reached are loaded: check them and import again.',
    de: 'Die Zeilen, die ein abgebrochener Import nie erreicht hat, sind geladen: Prüfen Sie sie und importieren Sie erneut.',
  },
  // File step
  'import.file.drop': { en: 'Drop a CSV file of users here', de: 'CSV-Datei mit Benutzern hier ablegen' },
  'import.file.explain': {
    en: "Any export from a school or HR system or from Excel: the encoding (UTF-8, Windows-1252, UTF-16) and the separator are detected, the columns matched onto the service's import columns, and every line checked before anything is sent.",
    de: 'Jeder Export aus einem Schul- oder Personalsystem oder aus Excel: Zeichenkodierung (UTF-8, Windows-1252, UTF-16) und Trennzeichen werden erkannt, die Spalten den Importspalten des Dienstes zugeordnet und jede Zeile geprüft, bevor etwas gesendet wird.',
  },
  'import.file.choose': { en: 'Choose a file…', de: 'Datei auswählen…' },
  'import.file.input': { en: 'CSV file of users', de: 'CSV-Datei mit Benutzern' },
  'import.file.template': {
    en: 'Starting from scratch? The template has the import columns, mandatory ones first, and one example user.',
    de: 'Neu anfangen? Die Vorlage enthält die Importspalten, Pflichtspalten zuerst, und einen Beispielbenutzer.',
  },
  'import.template.download': { en: 'Download template', de: 'Vorlage herunterladen' },
  'import.template.format': { en: 'Template format', de: 'Format der Vorlage' },
  'import.template.semicolon': {
    en: 'Semicolons (Excel in German)',
    de: 'Semikolons (deutsches Excel)',
  },
  'import.template.comma': { en: 'Commas', de: 'Kommas' },
  'import.recent.title': { en: 'Recent files', de: 'Zuletzt verwendete Dateien' },
  'import.recent.explain': {
    en: 'The app cannot reopen a file by itself: choose it again, and the columns you chose last time are applied.',
    de: 'Die App kann eine Datei nicht selbst wieder öffnen: Wählen Sie sie erneut, dann wird Ihre letzte Spaltenzuordnung angewendet.',
  },
  'import.recent.columns': {
    en: { one: '{{count, number}} column: {{columns}}', other: '{{count, number}} columns: {{columns}}' },
    de: { one: '{{count, number}} Spalte: {{columns}}', other: '{{count, number}} Spalten: {{columns}}' },
  },
  'import.recent.chooseAgain': { en: 'Choose again…', de: 'Erneut wählen…' },
  // Read bar
  'import.read.users': {
    en: { one: '{{count, number}} user', other: '{{count, number}} users' },
    de: { one: '{{count, number}} Benutzer', other: '{{count, number}} Benutzer' },
  },
  'import.read.errors': {
    en: { one: '{{count, number}} error', other: '{{count, number}} errors' },
    de: { one: '{{count, number}} Fehler', other: '{{count, number}} Fehler' },
  },
  'import.read.warnings': {
    en: { one: '{{count, number}} warning', other: '{{count, number}} warnings' },
    de: { one: '{{count, number}} Warnung', other: '{{count, number}} Warnungen' },
  },
  'import.read.encoding': { en: 'Encoding', de: 'Zeichenkodierung' },
  'import.read.separator': { en: 'Separator', de: 'Trennzeichen' },
  'import.read.detected': { en: 'Detected: {{value}}', de: 'Erkannt: {{value}}' },
  'import.read.detectEncoding': { en: 'Detect encoding', de: 'Kodierung erkennen' },
  'import.read.detectSeparator': { en: 'Detect separator', de: 'Trennzeichen erkennen' },
  'import.read.otherFile': { en: 'Other file', de: 'Andere Datei' },
  'import.read.reading': { en: 'Reading the file', de: 'Datei wird gelesen' },
  'import.read.progress': {
    en: '{{read}} of {{total}} · {{rows, number}} rows',
    de: '{{read}} von {{total}} · {{rows, number}} Zeilen',
  },
  'import.read.cancelled': { en: 'Reading was cancelled', de: 'Das Lesen wurde abgebrochen' },
  'import.read.cancelledText': {
    en: 'Only the first {{rows, number}} rows were read; read the file again or choose another.',
    de: 'Nur die ersten {{rows, number}} Zeilen wurden gelesen; lesen Sie die Datei erneut oder wählen Sie eine andere.',
  },
  'import.read.again': { en: 'Read again', de: 'Erneut lesen' },
  'import.read.failed': { en: 'The file could not be read', de: 'Die Datei konnte nicht gelesen werden' },
  'import.read.notApplied': { en: 'Not applied', de: 'Nicht übernommen' },
  'import.read.detection': {
    en: '{{encoding}} ({{encodingReason}}{{bom}}), separated by {{separator}} ({{separatorReason}}), line ends {{lineEnding}}',
    de: '{{encoding}} ({{encodingReason}}{{bom}}), getrennt durch {{separator}} ({{separatorReason}}), Zeilenenden {{lineEnding}}',
  },
  'import.read.withBom': { en: ', with BOM', de: ', mit BOM' },
  'import.worker.stopped': {
    en: 'The CSV worker stopped: {{reason}}. Nothing was started; open the file again.',
    de: 'Der CSV-Worker wurde beendet: {{reason}}. Es wurde nichts gestartet; öffnen Sie die Datei erneut.',
  },
  'import.read.cannotRead': {
    en: 'The file cannot be read here: {{reason}}',
    de: 'Die Datei kann hier nicht gelesen werden: {{reason}}',
  },
  'reason.byte order mark': { en: 'byte order mark', de: 'Byte-Order-Mark' },
  'reason.valid UTF-8': { en: 'valid UTF-8', de: 'gültiges UTF-8' },
  'reason.not valid UTF-8': { en: 'not valid UTF-8', de: 'kein gültiges UTF-8' },
  'reason.mostly valid UTF-8': {
    en: 'mostly valid UTF-8 (the bad bytes are marked)',
    de: 'überwiegend gültiges UTF-8 (die fehlerhaften Bytes sind markiert)',
  },
  'reason.NUL byte pattern': { en: 'NUL byte pattern', de: 'Muster der NUL-Bytes' },
  'reason.chosen': { en: 'chosen', de: 'gewählt' },
  'reason.detected': { en: 'detected', de: 'erkannt' },
  'reason.default': { en: 'default', de: 'Vorgabe' },
  'encoding.windows-1252': { en: 'Windows-1252 (Western European)', de: 'Windows-1252 (westeuropäisch)' },
  'separator.comma': { en: 'Comma ,', de: 'Komma ,' },
  'separator.semicolon': { en: 'Semicolon ;', de: 'Semikolon ;' },
  'separator.tab': { en: 'Tab', de: 'Tabulator' },
  'separator.pipe': { en: 'Pipe |', de: 'Senkrechter Strich |' },
  // Check step
  'import.check.columns': { en: 'Columns', de: 'Spalten' },
  'import.check.imported': {
    en: '{{mapped, number}} of {{total, number}} imported',
    de: '{{mapped, number}} von {{total, number}} werden importiert',
  },
  'import.check.missing': { en: 'missing: {{columns}}', de: 'fehlt: {{columns}}' },
  'import.check.onlyProblems': { en: 'Only rows with problems', de: 'Nur Zeilen mit Problemen' },
  'import.check.previous': { en: 'Previous problem', de: 'Vorheriges Problem' },
  'import.check.next': { en: 'Next problem', de: 'Nächstes Problem' },
  'import.check.problemRows': {
    en: { one: '{{count, number}} row with problems', other: '{{count, number}} rows with problems' },
    de: { one: '{{count, number}} Zeile mit Problemen', other: '{{count, number}} Zeilen mit Problemen' },
  },
  'import.check.editHint': {
    en: 'Double-click a cell, or press Enter or F2, to edit it',
    de: 'Doppelklicken Sie auf eine Zelle oder drücken Sie Eingabe oder F2, um sie zu bearbeiten',
  },
  'import.check.nothingRead': {
    en: 'Nothing of this file can be imported',
    de: 'Aus dieser Datei kann nichts importiert werden',
  },
  'import.check.nothingReadHelp': {
    en: 'Choose another file, or save this one again as CSV text (UTF-8) from the program that made it.',
    de: 'Wählen Sie eine andere Datei, oder speichern Sie diese im erzeugenden Programm erneut als CSV-Text (UTF-8).',
  },
  // Mapping
  'import.map.dontImport': { en: "Don't import", de: 'Nicht importieren' },
  'import.map.mandatory': { en: '{{column}} (mandatory)', de: '{{column}} (Pflicht)' },
  'import.map.remembered': {
    en: 'The mapping you chose last time for these columns (with this connection) is applied.',
    de: 'Die Zuordnung, die Sie zuletzt für diese Spalten (mit dieser Verbindung) gewählt haben, ist angewendet.',
  },
  'import.map.missingTitle': { en: 'Mandatory columns missing', de: 'Pflichtspalten fehlen' },
  'import.map.missingText': {
    en: 'No column is assigned to {{columns}}. Assign one below, or add the column to the file.',
    de: 'Keine Spalte ist {{columns}} zugeordnet. Ordnen Sie unten eine zu oder ergänzen Sie die Spalte in der Datei.',
  },
  'import.map.doubledTitle': { en: 'Columns assigned twice', de: 'Doppelt zugeordnete Spalten' },
  'import.map.doubledOne': { en: '{{target}} is assigned to {{sources}}', de: '{{target}} ist {{sources}} zugeordnet' },
  'import.map.doubledEnd': {
    en: 'Each import column takes one source column.',
    de: 'Jede Importspalte nimmt genau eine Spalte der Datei auf.',
  },
  'import.map.source': { en: 'Column in the file', de: 'Spalte in der Datei' },
  'import.map.first': { en: 'First value', de: 'Erster Wert' },
  'import.map.target': { en: 'Imported as', de: 'Importiert als' },
  'import.map.why': { en: 'Why', de: 'Warum' },
  'import.map.noName': { en: '(no name)', de: '(ohne Namen)' },
  'import.map.targetOf': { en: 'Target of column {{column}}', de: 'Ziel der Spalte {{column}}' },
  'import.map.twice': { en: 'Assigned twice', de: 'Doppelt zugeordnet' },
  'match.exact': { en: 'exact', de: 'genau' },
  'match.synonym': { en: 'synonym', de: 'Synonym' },
  'match.legacy name': { en: 'legacy name', de: 'alter Name' },
  'match.similar spelling': { en: 'similar spelling', de: 'ähnliche Schreibweise' },
  'match.school export': { en: 'school export', de: 'Schulexport' },
  'pattern.empty': { en: 'the pattern is empty', de: 'das Muster ist leer' },
  'pattern.unclosed-brace': {
    en: 'this { is never closed by a }',
    de: 'diese { wird nie mit } geschlossen',
  },
  'pattern.stray-brace': {
    en: 'this } closes no {',
    de: 'diese } schließt keine {',
  },
  'pattern.unknown-field': {
    en: '{{text}} is no field: use {givenName}, {surName} or (in an e-mail pattern) {name}, each optionally with :N for at most N characters',
    de: '{{text}} ist kein Feld: {givenName}, {surName} oder (im E-Mail-Muster) {name} verwenden, jeweils wahlweise mit :N für höchstens N Zeichen',
  },
  'pattern.bad-length': {
    en: '{{text}} keeps no character: the number after : must be 1 or more',
    de: '{{text}} behält kein Zeichen: die Zahl nach : muss mindestens 1 sein',
  },
  'pattern.name-in-name': {
    en: '{{text}} cannot build the name from itself; {name} belongs in the e-mail pattern',
    de: '{{text}} kann den Namen nicht aus sich selbst bilden; {name} gehört ins E-Mail-Muster',
  },
  'pattern.bad-character': {
    en: '"{{text}}" cannot be part of a login or e-mail: outside braces use only a-z, 0-9, . - _ (and @ + in an e-mail)',
    de: '„{{text}}“ kann nicht Teil eines Anmeldenamens oder einer E-Mail sein: außerhalb der Klammern nur a-z, 0-9, . - _ (und @ + in einer E-Mail)',
  },
  'pattern.no-field': {
    en: 'the pattern names no field, so every user would get the same value',
    de: 'das Muster nennt kein Feld, jeder Benutzer bekäme denselben Wert',
  },
  'pattern.no-at': {
    en: 'an e-mail pattern needs an @ and the domain (e.g. {name}@schule.example)',
    de: 'ein E-Mail-Muster braucht ein @ und die Domain (z. B. {name}@schule.example)',
  },
  'pattern.two-at': { en: 'a second @', de: 'ein zweites @' },
  'pattern.field-in-domain': {
    en: '{{text}} after the @: the domain is written as it is',
    de: '{{text}} nach dem @: die Domain wird ausgeschrieben',
  },
  'derived.how': { en: 'made from {{pattern}}', de: 'gebildet aus {{pattern}}' },
  'derived.taken in file': {
    en: '{{suffix}} added: line {{line}} has the plain value',
    de: '{{suffix}} angehängt: Zeile {{line}} hat den Wert ohne Zahl',
  },
  'derived.taken on server': {
    en: '{{suffix}} added: the plain value is taken on the server',
    de: '{{suffix}} angehängt: der Wert ohne Zahl ist auf dem Server vergeben',
  },
  'match.derived': { en: 'built from a pattern', de: 'aus einem Muster gebildet' },
  'import.naming.label': { en: 'Build what the file lacks', de: 'Ergänzen, was der Datei fehlt' },
  'import.naming.login': { en: 'Login names', de: 'Anmeldenamen' },
  'import.naming.loginFromFile': { en: 'as in the file', de: 'wie in der Datei' },
  'import.naming.own': { en: 'Own pattern…', de: 'Eigenes Muster…' },
  'import.naming.ownPattern': { en: 'Pattern of the login names', de: 'Muster der Anmeldenamen' },
  'import.naming.email': { en: 'E-mail addresses', de: 'E-Mail-Adressen' },
  'import.naming.emailPlaceholder': { en: 'schule.example or {name}@…', de: 'schule.example oder {name}@…' },
  'import.naming.emailMeans': { en: 'built as {{pattern}}', de: 'gebildet als {{pattern}}' },
  'import.naming.patternHelp': {
    en: '{givenName}, {surName}, {givenName:1} (first letter); in an e-mail also {name}. Umlauts become ae, oe, ue, ss; a number is added where a value is taken.',
    de: '{givenName}, {surName}, {givenName:1} (erster Buchstabe); in einer E-Mail auch {name}. Umlaute werden zu ae, oe, ue, ss; wo ein Wert vergeben ist, wird eine Zahl angehängt.',
  },
  'import.naming.patternError': {
    en: 'Character {{column}}: {{problem}}',
    de: 'Zeichen {{column}}: {{problem}}',
  },
  'import.naming.phone': { en: 'Phone numbers from', de: 'Telefonnummern aus' },
  'import.naming.phoneNone': { en: 'no country (layout only)', de: 'keinem Land (nur Schreibweise)' },
  'import.naming.phone.DE': { en: 'Germany (+49)', de: 'Deutschland (+49)' },
  'import.naming.phone.AT': { en: 'Austria (+43)', de: 'Österreich (+43)' },
  'import.naming.phone.CH': { en: 'Switzerland (+41)', de: 'Schweiz (+41)' },
  'import.naming.generate': { en: 'Generate the passwords', de: 'Passwörter erzeugen lassen' },
  'import.naming.schoolExport': {
    en: 'An export of {{system}}: its columns are matched as that system writes them.',
    de: 'Ein Export aus {{system}}: Die Spalten werden so zugeordnet, wie dieses System sie schreibt.',
  },
  'import.map.derivedSource': { en: '(built from a pattern)', de: '(aus einem Muster gebildet)' },
  'import.grid.derived': { en: 'from a pattern', de: 'aus Muster' },
  'schoolColumn.called-name': {
    en: 'the name the person goes by: the given name unless a Vorname column takes that',
    de: 'der Rufname: der Vorname, wenn keine Spalte Vorname ihn stellt',
  },
  'schoolColumn.all-given-names': {
    en: 'all given names: the given name unless a Rufname or Vorname column takes that',
    de: 'alle Vornamen: der Vorname, wenn keine Spalte Rufname oder Vorname ihn stellt',
  },
  'schoolColumn.class': {
    en: 'the class: proposed as position',
    de: 'die Klasse: als Position vorgeschlagen',
  },
  'schoolColumn.student-id': {
    en: "the student's ID in the school system, the person's key: proposed for the connection's ID column (custom1 unless its naming scheme says otherwise). In the first year existing accounts found by login or e-mail get it; from the next year on each line meets its account by it first, so a renamed pupil keeps their login and two pupils of one name each meet their own.",
    de: 'die Schüler-ID der Schulverwaltung, der Schlüssel der Person: für die ID-Spalte der Verbindung vorgeschlagen (custom1, wenn ihr Namensschema nichts anderes sagt). Im ersten Jahr erhalten vorhandene Konten, die über Anmeldename oder E-Mail gefunden werden, die ID; ab dem nächsten Jahr findet jede Zeile ihr Konto zuerst über sie, sodass umbenannte Schüler ihren Anmeldenamen behalten und zwei Schüler gleichen Namens jeweils ihr eigenes Konto.',
  },
  'schoolColumn.birth-date': {
    en: 'the birth date: left out, the server does not need it',
    de: 'das Geburtsdatum: weggelassen, der Server braucht es nicht',
  },
  'schoolColumn.gender': {
    en: 'the gender: left out, the server does not need it',
    de: 'das Geschlecht: weggelassen, der Server braucht es nicht',
  },
  'schoolColumn.grade-level': {
    en: 'the grade level: left out (the class says more); assign it to a custom column to keep it',
    de: 'die Jahrgangsstufe: weggelassen (die Klasse sagt mehr); einer eigenen Spalte zuordnen, um sie zu behalten',
  },
  'schoolColumn.more-given-names': {
    en: 'further given names: left out, the given name column holds the name',
    de: 'weitere Vornamen: weggelassen, die Vornamensspalte hält den Namen',
  },
  'schoolColumn.record-key': {
    en: "the system's own record key: left out; assign it to a custom column to keep it",
    de: 'der eigene Datensatzschlüssel des Systems: weggelassen; einer eigenen Spalte zuordnen, um ihn zu behalten',
  },
  'schoolColumn.record-state': {
    en: 'bookkeeping of the rostering format: left out',
    de: 'Verwaltungsangabe des Austauschformats: weggelassen',
  },
  'schoolColumn.second-phone': {
    en: 'a second phone number: left out, the phone column holds one',
    de: 'eine zweite Telefonnummer: weggelassen, die Telefonspalte hält eine',
  },
  'import.map.sure': { en: 'How sure the match is', de: 'Wie sicher die Zuordnung ist' },
  'import.map.rememberedBadge': { en: 'remembered', de: 'gemerkt' },
  'import.map.yourChoice': { en: 'your choice', de: 'Ihre Wahl' },
  'import.map.notUploaded': { en: 'not uploaded', de: 'wird nicht hochgeladen' },
  // Grid
  'import.grid.label': { en: 'Rows of the file', de: 'Zeilen der Datei' },
  'import.grid.line': { en: 'Line', de: 'Zeile' },
  'import.grid.inFile': { en: 'in file', de: 'in der Datei' },
  'import.grid.notImported': { en: 'not imported', de: 'nicht importiert' },
  'import.grid.noProblemRow': { en: 'No row has a problem.', de: 'Keine Zeile hat ein Problem.' },
  'import.grid.noRows': { en: 'No rows yet.', de: 'Noch keine Zeilen.' },
  'import.grid.edit': { en: 'Edit value', de: 'Wert bearbeiten' },
  // Problems panel
  'import.problems.pending': {
    en: 'The problems are listed here once the whole file is read (duplicates need every row).',
    de: 'Die Probleme erscheinen hier, sobald die ganze Datei gelesen ist (Duplikate brauchen jede Zeile).',
  },
  'import.problems.title': { en: 'Problems', de: 'Probleme' },
  'import.problems.none': {
    en: 'No problems found: every row can be imported.',
    de: 'Keine Probleme gefunden: Jede Zeile kann importiert werden.',
  },
  'import.problems.trim': { en: 'Trim spaces in all values', de: 'Leerzeichen in allen Werten entfernen' },
  'import.problems.phones': { en: 'Clean up phone numbers', de: 'Telefonnummern bereinigen' },
  'import.problems.phonesHint': {
    en: 'Where a phone number can be written as + and digits',
    de: 'Wo sich eine Telefonnummer als + und Ziffern schreiben lässt',
  },
  'import.problems.truncated': {
    en: 'Only the first 300,000 problems are marked in the grid; the counts are complete.',
    de: 'Nur die ersten 300.000 Probleme sind in der Tabelle markiert; die Zählungen sind vollständig.',
  },
  'import.problems.lineColumn': { en: 'Line {{line}}, {{column}}', de: 'Zeile {{line}}, {{column}}' },
  'import.problems.rowFine': { en: 'This row has no problem.', de: 'Diese Zeile hat kein Problem.' },
  'import.problems.file': { en: 'The file and its header', de: 'Die Datei und ihre Kopfzeile' },
  'import.problems.fileLine': { en: 'Line {{line}}: {{message}}', de: 'Zeile {{line}}: {{message}}' },
  'rule.field-count': { en: 'Wrong number of fields', de: 'Falsche Anzahl Felder' },
  'rule.required': { en: 'Mandatory value empty', de: 'Pflichtwert leer' },
  'rule.email': { en: 'Invalid e-mail', de: 'Ungültige E-Mail' },
  'rule.phone': { en: 'Phone not +digits', de: 'Telefon nicht +Ziffern' },
  'rule.password-policy': { en: 'Password too weak', de: 'Passwort zu schwach' },
  'rule.name-characters': { en: 'Forbidden character in name', de: 'Unzulässiges Zeichen im Namen' },
  'rule.duplicate-name': { en: 'Duplicate name', de: 'Doppelter Name' },
  'rule.duplicate-email': { en: 'Duplicate e-mail', de: 'Doppelte E-Mail' },
  'rule.whitespace': { en: 'Leading/trailing spaces', de: 'Leerzeichen am Anfang/Ende' },
  'rule.line-break': { en: 'Line break in value', de: 'Zeilenumbruch im Wert' },
  'rule.missing-column': { en: 'Mandatory column missing', de: 'Pflichtspalte fehlt' },
  'rule.unmapped-column': { en: 'Column not imported', de: 'Spalte wird nicht importiert' },
  'rule.blank-line': { en: 'Blank line', de: 'Leerzeile' },
  'rule.empty-file': { en: 'Empty file', de: 'Leere Datei' },
  'rule.binary-file': { en: 'Not a text file', de: 'Keine Textdatei' },
  'rule.encoding': { en: 'Encoding', de: 'Zeichenkodierung' },
  'rule.no-records': { en: 'No user lines', de: 'Keine Benutzerzeilen' },
  'rule.unterminated-quote': { en: 'Quote never closed', de: 'Anführungszeichen nicht geschlossen' },
  'rule.malformed-quote': { en: 'Stray quote', de: 'Einzelnes Anführungszeichen' },
  'rule.line-too-long': { en: 'Line too long', de: 'Zeile zu lang' },
  'rule.duplicate-header': { en: 'Repeated header', de: 'Wiederholte Spaltenüberschrift' },
  'rule.empty-header': { en: 'Column without header', de: 'Spalte ohne Überschrift' },
  'rule.too-many-custom': { en: 'Too many custom columns', de: 'Zu viele eigene Spalten' },
  // Findings worded from their rule (German; English shows the engine's own sentence)
  'finding.field-count': {
    en: 'Line {{line}} has {{fields, number}} fields but the header has {{header, number}}.',
    de: 'Zeile {{line}} hat {{fields, number}} Felder, die Kopfzeile aber {{header, number}}; der Server lehnt eine solche Zeile ab (ein Trennzeichen in einem Wert ohne Anführungszeichen?).',
  },
  'finding.required': {
    en: '{{column}} is empty; it is mandatory.',
    de: '{{column}} ist leer; der Wert ist Pflicht.',
  },
  'finding.email': {
    en: '{{column}} "{{value}}" is not a valid e-mail address.',
    de: '{{column}} „{{value}}“ ist keine gültige E-Mail-Adresse.',
  },
  'finding.phone': {
    en: '{{column}} "{{value}}" must be a plus sign followed by digits only (international format, e.g. +4930123456).',
    de: '{{column}} „{{value}}“ muss aus einem Pluszeichen und nur Ziffern bestehen (internationales Format, z. B. +4930123456).',
  },
  'finding.phoneFix': { en: 'Fix: "{{fix}}".', de: 'Korrektur: „{{fix}}“.' },
  'finding.password-policy': {
    en: '{{column}} does not satisfy the password policy.',
    de: '{{column}} erfüllt die Passwortrichtlinie nicht.',
  },
  // One broken rule each (count: what the password has, want: what the policy asks), joined after the sentence
  'finding.password-policy.detail': {
    en: '{{column}} does not satisfy the password policy: {{shortfalls}}.',
    de: '{{column}} erfüllt die Passwortrichtlinie nicht: {{shortfalls}}.',
  },
  'finding.password.min': {
    en: {
      one: '{{count}} character instead of at least {{want}}',
      other: '{{count}} characters instead of at least {{want}}',
    },
    de: { one: '{{count}} Zeichen statt mindestens {{want}}', other: '{{count}} Zeichen statt mindestens {{want}}' },
  },
  'finding.password.max': {
    en: {
      one: '{{count}} character instead of at most {{want}}',
      other: '{{count}} characters instead of at most {{want}}',
    },
    de: { one: '{{count}} Zeichen statt höchstens {{want}}', other: '{{count}} Zeichen statt höchstens {{want}}' },
  },
  'finding.password.digits': {
    en: { one: '{{count}} digit instead of at least {{want}}', other: '{{count}} digits instead of at least {{want}}' },
    de: { one: '{{count}} Ziffer statt mindestens {{want}}', other: '{{count}} Ziffern statt mindestens {{want}}' },
  },
  'finding.password.lower': {
    en: {
      one: '{{count}} lower-case letter instead of at least {{want}}',
      other: '{{count}} lower-case letters instead of at least {{want}}',
    },
    de: {
      one: '{{count}} Kleinbuchstabe statt mindestens {{want}}',
      other: '{{count}} Kleinbuchstaben statt mindestens {{want}}',
    },
  },
  'finding.password.upper': {
    en: {
      one: '{{count}} upper-case letter instead of at least {{want}}',
      other: '{{count}} upper-case letters instead of at least {{want}}',
    },
    de: {
      one: '{{count}} Großbuchstabe statt mindestens {{want}}',
      other: '{{count}} Großbuchstaben statt mindestens {{want}}',
    },
  },
  'finding.password.symbols': {
    en: {
      one: '{{count}} symbol instead of at least {{want}}',
      other: '{{count}} symbols instead of at least {{want}}',
    },
    de: {
      one: '{{count}} Sonderzeichen statt mindestens {{want}}',
      other: '{{count}} Sonderzeichen statt mindestens {{want}}',
    },
  },
  'finding.password.simple': { en: 'the same as the user name', de: 'gleich dem Benutzernamen' },
  'finding.name-characters': {
    en: '{{column}} "{{value}}" contains a character the service does not allow in a name (\\ or :).',
    de: '{{column}} „{{value}}“ enthält ein Zeichen, das der Dienst in Namen nicht erlaubt (\\ oder :).',
  },
  'finding.duplicate-name': {
    en: 'The name "{{value}}" is already on line {{other}}; the server would treat line {{line}} as the same user.',
    de: 'Der Name „{{value}}“ steht schon in Zeile {{other}}; der Server würde Zeile {{line}} als denselben Benutzer behandeln.',
  },
  'finding.duplicate-email': {
    en: 'The e-mail "{{value}}" is already on line {{other}}; the server would treat line {{line}} as the same user.',
    de: 'Die E-Mail „{{value}}“ steht schon in Zeile {{other}}; der Server würde Zeile {{line}} als denselben Benutzer behandeln.',
  },
  'finding.whitespace': {
    en: '{{column}} has leading or trailing spaces.',
    de: '{{column}} hat Leerzeichen am Anfang oder Ende.',
  },
  'finding.line-break': {
    en: "{{column}} contains a line break, which shifts the server's line numbers; the upload file replaces it with a space.",
    de: '{{column}} enthält einen Zeilenumbruch, der die Zeilennummern des Servers verschiebt; die hochgeladene Datei ersetzt ihn durch ein Leerzeichen.',
  },
  'finding.blank-line': {
    en: 'Line {{line}} is blank; it is left out of the upload file.',
    de: 'Zeile {{line}} ist leer; sie wird nicht hochgeladen.',
  },
  'finding.empty-file': {
    en: 'The file is empty: it has no header line and no users.',
    de: 'Die Datei ist leer: Sie hat keine Kopfzeile und keine Benutzer.',
  },
  'finding.binary-file': {
    en: 'The file is a binary file (it contains NUL bytes), not a CSV text file: perhaps an Excel workbook (.xlsx). Save it as CSV first.',
    de: 'Die Datei ist eine Binärdatei (sie enthält NUL-Bytes), keine CSV-Textdatei: vielleicht eine Excel-Arbeitsmappe (.xlsx). Speichern Sie sie zuerst als CSV.',
  },
  'finding.encoding': {
    en: 'Some bytes are not valid in the encoding the file is read with; those characters read as "\uFFFD". Save the file again as UTF-8.',
    de: 'Einige Bytes sind in der gewählten Zeichenkodierung ungültig und erscheinen als „\uFFFD“. Speichern Sie die Datei erneut als UTF-8.',
  },
  'finding.no-records': {
    en: 'The file has a header line but no user lines.',
    de: 'Die Datei hat eine Kopfzeile, aber keine Benutzerzeilen.',
  },
  'finding.unterminated-quote': {
    en: 'A quote (") on line {{line}} is never closed: everything to the end of the file is read as one value.',
    de: 'Ein Anführungszeichen (") in Zeile {{line}} wird nie geschlossen: Alles bis zum Dateiende wird als ein Wert gelesen.',
  },
  'finding.malformed-quote': {
    en: 'Line {{line}} has a quoted value with a stray quote inside: a quote within a quoted value must be doubled ("").',
    de: 'Zeile {{line}} hat in einem Wert in Anführungszeichen ein einzelnes Anführungszeichen: Es muss verdoppelt werden ("").',
  },
  'finding.line-too-long': {
    en: 'Line {{line}} is too long to be a user line.',
    de: 'Zeile {{line}} ist zu lang für eine Benutzerzeile.',
  },
  'finding.duplicate-header': {
    en: 'Column "{{column}}" repeats an earlier header; the server cannot tell which one holds the value.',
    de: 'Die Spalte „{{column}}“ wiederholt eine frühere Überschrift; der Server kann nicht erkennen, welche den Wert enthält.',
  },
  'finding.empty-header': {
    en: 'A column has no header name; its values are not uploaded unless you assign it to a column.',
    de: 'Eine Spalte hat keine Überschrift; ihre Werte werden nur hochgeladen, wenn Sie sie einer Spalte zuordnen.',
  },
  'finding.missing-column': {
    en: 'A mandatory column is missing: no column of the header is mapped to it.',
    de: 'Eine Pflichtspalte fehlt: Keine Spalte der Kopfzeile ist ihr zugeordnet.',
  },
  'finding.missing-column.named': {
    en: 'The mandatory column {{target}} is missing: no column of the header is mapped to it.',
    de: 'Die Pflichtspalte {{target}} fehlt: Keine Spalte der Kopfzeile ist ihr zugeordnet.',
  },
  'finding.unmapped-column': {
    en: 'Column "{{column}}" matches no import column and is not uploaded unless you assign it to one.',
    de: 'Die Spalte „{{column}}“ passt zu keiner Importspalte und wird nur hochgeladen, wenn Sie sie einer zuordnen.',
  },
  'finding.too-many-custom': {
    en: 'Column "{{column}}": the service accepts at most 15 custom columns; this column would be lost.',
    de: 'Spalte „{{column}}“: Der Dienst nimmt höchstens 15 eigene Spalten an; diese Spalte ginge verloren.',
  },
  // Options step
  'import.options.overwrite': { en: 'Overwrite users that already exist', de: 'Vorhandene Benutzer überschreiben' },
  'import.options.overwriteHelp': {
    en: 'Off: an existing user is skipped and reported as "{{status}}".',
    de: 'Aus: Ein vorhandener Benutzer wird übersprungen und im Bericht als „{{status}}“ gemeldet.',
  },
  'import.options.roles': { en: 'Roles', de: 'Rollen' },
  'import.options.rolesHelp': {
    en: "Several allowed; leave empty for the organization's device-user role.",
    de: 'Mehrere möglich; leer lassen für die Gerätebenutzer-Rolle der Organisation.',
  },
  'import.options.rolesPlaceholder': { en: 'Type a role and press Enter', de: 'Rolle eingeben und Eingabe drücken' },
  'import.options.separator': { en: 'Separator of the uploaded file', de: 'Trennzeichen der hochgeladenen Datei' },
  'import.options.comma': { en: 'Comma', de: 'Komma' },
  'import.options.semicolon': { en: 'Semicolon', de: 'Semikolon' },
  'import.options.errorRows': { en: 'Rows with errors', de: 'Zeilen mit Fehlern' },
  'import.options.validOnly': {
    en: 'Upload only the valid rows (the others stay here to fix)',
    de: 'Nur gültige Zeilen hochladen (die anderen bleiben hier zum Korrigieren)',
  },
  'import.options.stop': { en: 'Do not start while errors remain', de: 'Nicht starten, solange Fehler bestehen' },
  'import.options.all': {
    en: 'Upload every row; the server reports the failing ones',
    de: 'Alle Zeilen hochladen; der Server meldet die fehlerhaften',
  },
  'import.summary.title': { en: 'What will be sent', de: 'Was gesendet wird' },
  'import.summary.users': {
    en: '{{sent, number}} of {{total, number}} users from {{file}}',
    de: '{{sent, number}} von {{total, number}} Benutzern aus {{file}}',
  },
  'import.summary.leftOut': {
    en: { one: '{{count, number}} row with errors left out', other: '{{count, number}} rows with errors left out' },
    de: {
      one: '{{count, number}} Zeile mit Fehlern wird ausgelassen',
      other: '{{count, number}} Zeilen mit Fehlern werden ausgelassen',
    },
  },
  'import.summary.included': {
    en: { one: '{{count, number}} row with errors included', other: '{{count, number}} rows with errors included' },
    de: {
      one: '{{count, number}} Zeile mit Fehlern wird mitgesendet',
      other: '{{count, number}} Zeilen mit Fehlern werden mitgesendet',
    },
  },
  'import.summary.columns': { en: 'Columns: {{columns}}', de: 'Spalten: {{columns}}' },
  'import.summary.existing': { en: 'Existing users: {{what}}', de: 'Vorhandene Benutzer: {{what}}' },
  'import.summary.overwritten': { en: 'overwritten', de: 'werden überschrieben' },
  'import.summary.skipped': { en: 'skipped', de: 'werden übersprungen' },
  'import.summary.roles': { en: 'Roles: {{roles}}', de: 'Rollen: {{roles}}' },
  'import.summary.defaultRole': {
    en: "the organization's device-user role",
    de: 'die Gerätebenutzer-Rolle der Organisation',
  },
  'import.summary.separator': { en: 'Separator: {{separator}}, UTF-8', de: 'Trennzeichen: {{separator}}, UTF-8' },
  'import.summary.to': { en: 'To: {{name}} ({{url}})', de: 'An: {{name}} ({{url}})' },
  'import.summary.noConnection': { en: 'To: no connection chosen', de: 'An: keine Verbindung gewählt' },
  'import.summary.stillErrors': {
    en: {
      one: '{{count, number}} row still has errors. Fix it, or choose another way to handle it.',
      other: '{{count, number}} rows still have errors. Fix them, or choose another way to handle them.',
    },
    de: {
      one: '{{count, number}} Zeile hat noch Fehler. Korrigieren Sie sie oder wählen Sie eine andere Behandlung.',
      other: '{{count, number}} Zeilen haben noch Fehler. Korrigieren Sie sie oder wählen Sie eine andere Behandlung.',
    },
  },
  'import.summary.notStarted': { en: 'The import did not start', de: 'Der Import wurde nicht gestartet' },
  'import.start': { en: 'Start import', de: 'Import starten' },
  'import.system.title': {
    en: "This connection holds a system administrator's token",
    de: 'Diese Verbindung enthält das Token eines Systemadministrators',
  },
  'import.system.text': {
    en: "Importing users needs an organization administrator's token: the server would refuse the import after the whole file was uploaded. Switch to an organization administrator's connection in the header.",
    de: 'Für den Import von Benutzern ist das Token eines Organisationsadministrators nötig: Der Server würde den Import erst ablehnen, nachdem die ganze Datei hochgeladen ist. Wechseln Sie oben zu einer Verbindung eines Organisationsadministrators.',
  },
  'import.system.anyway': {
    en: 'Start anyway (the server decides)',
    de: 'Trotzdem starten (der Server entscheidet)',
  },
  // Replacing a file with edits; a failed upload
  'import.replace.title': { en: 'Replace the file you fixed?', de: 'Die korrigierte Datei ersetzen?' },
  'import.replace.text': {
    en: 'You fixed values of {{file}} by hand. Opening {{next}} discards those fixes; the original file on disk is unchanged either way.',
    de: 'Sie haben Werte von {{file}} von Hand korrigiert. Wenn Sie {{next}} öffnen, gehen diese Korrekturen verloren; die Originaldatei auf dem Datenträger bleibt in jedem Fall unverändert.',
  },
  'import.replace.textNoNext': {
    en: 'You fixed values of {{file}} by hand. Choosing another file discards those fixes; the original file on disk is unchanged either way.',
    de: 'Sie haben Werte von {{file}} von Hand korrigiert. Wenn Sie eine andere Datei wählen, gehen diese Korrekturen verloren; die Originaldatei auf dem Datenträger bleibt in jedem Fall unverändert.',
  },
  'import.replace.confirm': { en: 'Discard fixes and replace', de: 'Korrekturen verwerfen und ersetzen' },
  'import.replace.keep': { en: 'Keep my fixes', de: 'Korrekturen behalten' },
  'import.uploadFailed.title': { en: 'The upload failed', de: 'Das Hochladen ist fehlgeschlagen' },
  'import.uploadFailed.text': {
    en: 'Nothing was imported. The file and your fixes are kept: check the connection, then try again.',
    de: 'Es wurde nichts importiert. Die Datei und Ihre Korrekturen bleiben erhalten: Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
  'import.uploadFailed.retry': { en: 'Retry upload', de: 'Hochladen wiederholen' },
  'import.sent': {
    en: 'This file was sent as a job; it stays here until the server has confirmed the job.',
    de: 'Diese Datei wurde als Auftrag gesendet; sie bleibt hier, bis der Server den Auftrag bestätigt hat.',
  },
  // Know before you import (issue 12): the dry run, the password policy, generated passwords, split imports
  'import.grid.predicted': { en: 'Predicted', de: 'Vorhersage' },
  'import.grid.predictedSub': { en: "by the server's users", de: 'nach den Benutzern des Servers' },
  // A new line whose person looks like an existing user, not yet decided (said where "New" would be).
  'import.grid.looksLike': { en: 'Looks like someone', de: 'Ähnelt jemandem' },
  'import.grid.looksLikeHint': {
    en: 'Looks like an existing user: decide under "Changes" whether it is the same person or another. "Start import" waits for it.',
    de: 'Ähnelt einem vorhandenen Benutzer: Entscheiden Sie unter „Änderungen“, ob es dieselbe Person ist oder eine andere. „Import starten“ wartet darauf.',
  },
  'predict.count.SUCCESS': {
    en: { one: '{{count, number}} new', other: '{{count, number}} new' },
    de: { one: '{{count, number}} neu', other: '{{count, number}} neu' },
  },
  'predict.count.SKIPPED': {
    en: { one: '{{count, number}} skipped', other: '{{count, number}} skipped' },
    de: { one: '{{count, number}} übersprungen', other: '{{count, number}} übersprungen' },
  },
  'predict.count.OVERWRITTEN': {
    en: { one: '{{count, number}} overwritten', other: '{{count, number}} overwritten' },
    de: { one: '{{count, number}} überschrieben', other: '{{count, number}} überschrieben' },
  },
  'predict.count.FAILED': {
    en: { one: '{{count, number}} failing', other: '{{count, number}} failing' },
    de: { one: '{{count, number}} schlägt fehl', other: '{{count, number}} schlagen fehl' },
  },
  'predict.summary': { en: 'Predicted: {{counts}}', de: 'Vorhersage: {{counts}}' },
  'predict.run': { en: 'Predict outcomes', de: 'Ergebnisse vorhersagen' },
  'predict.again': { en: 'Predict again', de: 'Erneut vorhersagen' },
  'predict.hint': {
    en: 'Asks the server which users exist and which e-mail addresses are taken; nothing is uploaded.',
    de: 'Fragt den Server, welche Benutzer es bereits gibt und welche E-Mail-Adressen vergeben sind; es wird nichts hochgeladen.',
  },
  'predict.progress': {
    en: 'Looking users up: {{checked, number}} of {{total, number}} names and e-mail addresses',
    de: 'Benutzer werden nachgeschlagen: {{checked, number}} von {{total, number}} Namen und E-Mail-Adressen',
  },
  'predict.progressLabel': { en: 'Progress of the prediction', de: 'Fortschritt der Vorhersage' },
  'predict.counts': { en: 'Predicted:', de: 'Vorhersage:' },
  'predict.filter': { en: 'Show rows by predicted outcome', de: 'Zeilen nach vorhergesagtem Ergebnis zeigen' },
  'predict.allRows': { en: 'All rows', de: 'Alle Zeilen' },
  'predict.only': { en: 'Only: {{status}}', de: 'Nur: {{status}}' },
  'predict.stale': {
    en: 'The rows changed since the prediction; predict again.',
    de: 'Die Zeilen haben sich seit der Vorhersage geändert; sagen Sie die Ergebnisse erneut vorher.',
  },
  'predict.failed': { en: 'The prediction failed: {{reason}}', de: 'Die Vorhersage ist fehlgeschlagen: {{reason}}' },
  'predict.cancelled': { en: 'The prediction was cancelled.', de: 'Die Vorhersage wurde abgebrochen.' },
  'import.options.generatePasswords': {
    en: 'Generate passwords for blank password cells',
    de: 'Passwörter für leere Passwortzellen erzeugen',
  },
  'import.options.generatePasswordsHelp': {
    en: "Each gets a random password that satisfies the organization's policy; you hand them out on a one-time sheet.",
    de: 'Jede erhält ein zufälliges Passwort, das die Passwortrichtlinie der Organisation erfüllt; Sie geben die Passwörter über ein einmaliges Zugangsdatenblatt aus.',
  },
  'import.options.passwordStyle': { en: 'Generated passwords', de: 'Erzeugte Passwörter' },
  'import.options.passwordStyle.strong': { en: 'Strong (adults)', de: 'Stark (Erwachsene)' },
  'import.options.passwordStyle.pupil': { en: 'Easy for pupils', de: 'Einfach für Schüler' },
  'import.options.passwordStyle.strongHelp': {
    en: 'Random characters of every kind, 16 long where the policy allows.',
    de: 'Zufällige Zeichen aller Arten, 16 lang, wo die Richtlinie es erlaubt.',
  },
  // Beside the strong style when the file is a school system's export (its pupils, most likely).
  'import.options.passwordStyle.schoolHint': {
    en: 'The file is an export of {{system}}: if it lists pupils, "Easy for pupils" is easier to read aloud and to type, and their letters address them as friends.',
    de: 'Die Datei ist ein Export aus {{system}}: Stehen darin Schülerinnen und Schüler, sind Passwörter „Einfach für Schüler“ leichter vorzulesen und zu tippen, und ihre Briefe sprechen sie mit „du“ an.',
  },
  'import.options.passwordStyle.pupilHelp': {
    en: "Syllables and digits, easy to read aloud and to type on a tablet (such as bamokesu47), 10 to 12 characters or the policy's minimum, still within the policy.",
    de: 'Silben und Ziffern, leicht vorzulesen und auf einem Tablet zu tippen (etwa bamokesu47), 10 bis 12 Zeichen oder das Minimum der Richtlinie, weiterhin innerhalb der Richtlinie.',
  },
  'import.options.passwordChangeRequired': {
    en: 'Users must choose a new password at their first sign-in',
    de: 'Benutzer müssen bei der ersten Anmeldung ein neues Passwort wählen',
  },
  'import.options.passwordChangeRequiredHelp': {
    en: 'Marks the users with a generated password (the passwordChangeRequired column of the upload).',
    de: 'Kennzeichnet die Benutzer mit einem erzeugten Passwort (Spalte passwordChangeRequired des Uploads).',
  },
  'import.summary.changeRequired': {
    en: 'Users with a generated password choose a new one at their first sign-in.',
    de: 'Benutzer mit einem erzeugten Passwort wählen bei der ersten Anmeldung ein neues.',
  },
  'import.options.split': { en: 'Split into several jobs', de: 'In mehrere Aufträge aufteilen' },
  'import.options.splitHelp': {
    en: 'For servers that limit the lines of one import: the jobs run one after the other, with one report.',
    de: 'Für Server, die die Zeilen eines Imports begrenzen: Die Aufträge laufen nacheinander und ergeben einen gemeinsamen Bericht.',
  },
  'import.options.splitLines': { en: 'Lines per job', de: 'Zeilen pro Auftrag' },
  'import.summary.passwords': { en: 'Passwords: {{policy}} ({{source}})', de: 'Passwörter: {{policy}} ({{source}})' },
  'import.summary.generated': { en: 'Blank passwords: generated', de: 'Leere Passwörter: werden erzeugt' },
  'import.summary.splitJobs': {
    en: '{{count, number}} jobs of at most {{lines, number}} lines',
    de: '{{count, number}} Aufträge mit höchstens {{lines, number}} Zeilen',
  },
  'passwordPolicy.source.server': { en: "the server's policy", de: 'Richtlinie des Servers' },
  'passwordPolicy.source.profile': { en: "the connection's policy", de: 'Richtlinie der Verbindung' },
  'passwordPolicy.source.default': { en: 'the default policy', de: 'Standardrichtlinie' },
  'passwordPolicy.rule.min': {
    en: { one: 'at least {{count, number}} character', other: 'at least {{count, number}} characters' },
    de: { one: 'mindestens {{count, number}} Zeichen', other: 'mindestens {{count, number}} Zeichen' },
  },
  'passwordPolicy.rule.max': {
    en: { one: 'at most {{count, number}} character', other: 'at most {{count, number}} characters' },
    de: { one: 'höchstens {{count, number}} Zeichen', other: 'höchstens {{count, number}} Zeichen' },
  },
  'passwordPolicy.rule.digits': {
    en: { one: '{{count, number}} digit', other: '{{count, number}} digits' },
    de: { one: '{{count, number}} Ziffer', other: '{{count, number}} Ziffern' },
  },
  'passwordPolicy.rule.lower': {
    en: { one: '{{count, number}} lower-case letter', other: '{{count, number}} lower-case letters' },
    de: { one: '{{count, number}} Kleinbuchstabe', other: '{{count, number}} Kleinbuchstaben' },
  },
  'passwordPolicy.rule.upper': {
    en: { one: '{{count, number}} upper-case letter', other: '{{count, number}} upper-case letters' },
    de: { one: '{{count, number}} Großbuchstabe', other: '{{count, number}} Großbuchstaben' },
  },
  'passwordPolicy.rule.symbols': {
    en: { one: '{{count, number}} symbol', other: '{{count, number}} symbols' },
    de: { one: '{{count, number}} Sonderzeichen', other: '{{count, number}} Sonderzeichen' },
  },
  'passwordPolicy.rule.notName': { en: 'not the user name', de: 'nicht der Benutzername' },
  'passwordPolicy.rule.none': { en: 'no rules', de: 'keine Regeln' },
  // The one-time credential sheet of generated passwords
  'import.sheet.saveFirst': {
    en: 'Save or print the credential sheet first: the generated passwords are shown only there.',
    de: 'Speichern oder drucken Sie zuerst das Zugangsdatenblatt: Nur dort werden die erzeugten Passwörter angezeigt.',
  },
  'sheet.generate': { en: 'Generate the passwords', de: 'Passwörter erzeugen' },
  'sheet.saved': {
    en: {
      one: 'The credential sheet of {{count, number}} password is saved; the app keeps no copy of it.',
      other: 'The credential sheet of {{count, number}} passwords is saved; the app keeps no copy of it.',
    },
    de: {
      one: 'Das Zugangsdatenblatt mit {{count, number}} Passwort ist gespeichert; die App behält keine Kopie davon.',
      other:
        'Das Zugangsdatenblatt mit {{count, number}} Passwörtern ist gespeichert; die App behält keine Kopie davon.',
    },
  },
  'sheet.title': { en: 'Hand out the credential sheet', de: 'Zugangsdatenblatt ausgeben' },
  'sheet.text': {
    en: {
      one: '{{count, number}} password was generated. Save the sheet or print it now: it is shown only once, and the app keeps no copy afterwards. The import starts once it is saved or printed.',
      other:
        '{{count, number}} passwords were generated. Save the sheet or print it now: it is shown only once, and the app keeps no copy afterwards. The import starts once it is saved or printed.',
    },
    de: {
      one: '{{count, number}} Passwort wurde erzeugt. Speichern oder drucken Sie das Blatt jetzt: Es wird nur einmal angezeigt, und die App behält danach keine Kopie. Der Import startet erst, wenn es gespeichert oder gedruckt ist.',
      other:
        '{{count, number}} Passwörter wurden erzeugt. Speichern oder drucken Sie das Blatt jetzt: Es wird nur einmal angezeigt, und die App behält danach keine Kopie. Der Import startet erst, wenn es gespeichert oder gedruckt ist.',
    },
  },
  'sheet.save': { en: 'Save the sheet (CSV)', de: 'Blatt speichern (CSV)' },
  'sheet.printable': { en: 'Printable sheet', de: 'Druckansicht' },
  'sheet.modalTitle': { en: 'Credential sheet', de: 'Zugangsdatenblatt' },
  'sheet.printIntro': {
    en: {
      one: '{{file}}: {{count, number}} new password. Hand each user their line; destroy the sheet afterwards.',
      other: '{{file}}: {{count, number}} new passwords. Hand each user their line; destroy the sheet afterwards.',
    },
    de: {
      one: '{{file}}: {{count, number}} neues Passwort. Geben Sie jedem Benutzer seine Zeile; vernichten Sie das Blatt danach.',
      other:
        '{{file}}: {{count, number}} neue Passwörter. Geben Sie jedem Benutzer seine Zeile; vernichten Sie das Blatt danach.',
    },
  },
  'sheet.line': { en: 'Line', de: 'Zeile' },
  'sheet.name': { en: 'User name', de: 'Benutzername' },
  'sheet.givenName': { en: 'Given name', de: 'Vorname' },
  'sheet.surName': { en: 'Surname', de: 'Nachname' },
  'sheet.email': { en: 'E-mail', de: 'E-Mail' },
  'sheet.password': { en: 'Password', de: 'Passwort' },
  'sheet.print': { en: 'Print', de: 'Drucken' },
  'sheet.printed': {
    en: 'Printed: close and forget the passwords',
    de: 'Gedruckt: schließen und Passwörter verwerfen',
  },
});
