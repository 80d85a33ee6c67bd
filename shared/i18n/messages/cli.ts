import { defineMessages } from '../define';

/** The CLI's human-readable lines (never its --json output, never its exit codes). */
export const cliMessages = defineMessages({
  'cli.pattern.error': {
    en: '--{{flag}} "{{pattern}}", character {{column}}: {{problem}}',
    de: '--{{flag}} „{{pattern}}“, Zeichen {{column}}: {{problem}}',
  },
  'cli.phoneCountry.unknown': {
    en: '--phone-country must be one of {{countries}}, not "{{value}}"',
    de: '--phone-country muss eines von {{countries}} sein, nicht „{{value}}“',
  },
  'cli.derived.summary': {
    en: 'Derived: {{names}} login names, {{emails}} e-mail addresses ({{suffixed}} made unique with a number)',
    de: 'Abgeleitet: {{names}} Anmeldenamen, {{emails}} E-Mail-Adressen ({{suffixed}} mit einer Zahl eindeutig gemacht)',
  },
  'cli.derived.phones': {
    en: '{{count}} phone numbers put into the international form',
    de: '{{count}} Telefonnummern ins internationale Format gebracht',
  },
  'cli.job.counts': {
    en: '{{success}} stored, {{skipped}} skipped, {{failure}} failed',
    de: '{{success}} gespeichert, {{skipped}} übersprungen, {{failure}} fehlgeschlagen',
  },
  'cli.job.countsOf': {
    en: '{{success}} stored, {{skipped}} skipped, {{failure}} failed of {{total}}',
    de: '{{success}} gespeichert, {{skipped}} übersprungen, {{failure}} fehlgeschlagen von {{total}}',
  },
  'cli.job.gone': { en: 'no longer on the server', de: 'nicht mehr auf dem Server' },
  'cli.phase.uploading': { en: 'uploading', de: 'Hochladen' },
  'cli.phase.starting': { en: 'starting', de: 'Start' },
  'cli.phase.running': { en: 'running', de: 'läuft' },
  'cli.phase.finished': { en: 'finished', de: 'fertig' },
  'cli.phase.failed': { en: 'failed', de: 'fehlgeschlagen' },
  'cli.phase.detached': { en: 'detached', de: 'nicht verfolgt' },
  'cli.phase.error': { en: 'error', de: 'Fehler' },
  'cli.progress.uploading': {
    en: 'uploading {{bar}} {{percent}}% {{sent}}/{{total}} bytes',
    de: 'Hochladen {{bar}} {{percent}} % {{sent}}/{{total}} Bytes',
  },
  'cli.progress.uploadingLeavers': {
    en: 'uploading the users not in the file (to deactivate them)',
    de: 'Benutzer, die nicht in der Datei stehen, werden hochgeladen (zum Deaktivieren)',
  },
  'cli.progress.bytes': {
    en: '{{bar}} {{percent}}% {{sent}}/{{total}} bytes',
    de: '{{bar}} {{percent}} % {{sent}}/{{total}} Bytes',
  },
  'cli.progress.starting': { en: 'starting the import job', de: 'Importauftrag wird gestartet' },
  'cli.progress.waiting': { en: 'waiting', de: 'wartet' },
  'cli.progress.started': { en: 'started', de: 'gestartet' },
  'cli.progress.jobStarted': { en: 'job {{uuid}}: {{status}}', de: 'Auftrag {{uuid}}: {{status}}' },
  'cli.progress.lines': {
    en: '{{status}} {{bar}} {{percent}}% {{done}}/{{total}} lines{{rate}}',
    de: '{{status}} {{bar}} {{percent}} % {{done}}/{{total}} Zeilen{{rate}}',
  },
  'cli.progress.rate': { en: '  {{rate}} lines/s', de: '  {{rate}} Zeilen/s' },
  'cli.importStopped': { en: 'the import stopped.', de: 'der Import wurde angehalten.' },
  // import-users: dry runs, predictions, generated passwords, split imports, receipts (issue 12)
  'cli.predicted': {
    en: 'predicted: {{success}} new, {{skipped}} skipped, {{overwritten}} overwritten, {{failed}} failing',
    de: 'vorhergesagt: {{success}} neu, {{skipped}} übersprungen, {{overwritten}} überschrieben, {{failed}} mit Fehler',
  },
  'cli.beforeImport': { en: 'Before the import, {{predicted}}.', de: 'Vor dem Import {{predicted}}.' },
  'cli.dryRun': {
    en: 'Dry run of {{file}} against {{server}}: {{predicted}}. Nothing was uploaded.',
    de: 'Probelauf von {{file}} gegen {{server}}: {{predicted}}. Es wurde nichts hochgeladen.',
  },
  'cli.predictedLine': { en: 'line {{line}}: {{status}} - {{reason}}', de: 'Zeile {{line}}: {{status}} - {{reason}}' },
  'cli.dryRun.changed': {
    en: "line {{line}}: {{field}} changes from '{{server}}' to '{{file}}'",
    de: 'Zeile {{line}}: {{field}} ändert sich von „{{server}}“ zu „{{file}}“',
  },
  'cli.idColumn.unknown': {
    en: "--id-column '{{value}}' is not a column for the person's key: use {{columns}}",
    de: '--id-column „{{value}}“ ist keine Spalte für den Schlüssel der Person: verwenden Sie {{columns}}',
  },
  'cli.dryRun.adopts': {
    en: "line {{line}}: gets its school ID {{key}} ({{column}}); next year's file finds it by it",
    de: 'Zeile {{line}}: erhält die Schul-ID {{key}} ({{column}}); die Datei des nächsten Jahres findet den Benutzer daran',
  },
  'cli.conflict.keyHeld': {
    en: "line {{line}}: stopped: school ID {{key}} belongs to '{{holder}}' on the server, not to this line's login",
    de: 'Zeile {{line}}: angehalten: Die Schul-ID {{key}} gehört auf dem Server zu „{{holder}}“, nicht zum Anmeldenamen dieser Zeile',
  },
  'cli.conflict.otherKey': {
    en: "line {{line}}: stopped: the login '{{holder}}' belongs on the server to school ID {{holderKey}}, the line has {{key}}",
    de: 'Zeile {{line}}: angehalten: Der Anmeldename „{{holder}}“ gehört auf dem Server zur Schul-ID {{holderKey}}, die Zeile hat {{key}}',
  },
  'cli.conflict.keyTwice': {
    en: 'line {{line}}: stopped: school ID {{key}} is also on line {{other}}',
    de: 'Zeile {{line}}: angehalten: Die Schul-ID {{key}} steht auch in Zeile {{other}}',
  },
  'cli.lookAlikes.undecided': {
    en: {
      one: '{{count}} line looks like an existing user and is not decided; nothing was uploaded. Say --lookalikes new (a new account) or --lookalikes same (that account), or per line --lookalike LINE=new|same:',
      other:
        '{{count}} lines look like existing users and are not decided; nothing was uploaded. Say --lookalikes new (new accounts) or --lookalikes same (those accounts), or per line --lookalike LINE=new|same:',
    },
    de: {
      one: '{{count}} Zeile ähnelt einem vorhandenen Benutzer und ist nicht entschieden; es wurde nichts hochgeladen. Geben Sie --lookalikes new (ein neues Konto) oder --lookalikes same (dieses Konto) an, oder je Zeile --lookalike ZEILE=new|same:',
      other:
        '{{count}} Zeilen ähneln vorhandenen Benutzern und sind nicht entschieden; es wurde nichts hochgeladen. Geben Sie --lookalikes new (neue Konten) oder --lookalikes same (diese Konten) an, oder je Zeile --lookalike ZEILE=new|same:',
    },
  },
  'cli.lookAlikes.line': {
    en: 'line {{line}} looks like {{users}} on the server',
    de: 'Zeile {{line}} ähnelt {{users}} auf dem Server',
  },
  'cli.lookAlikes.same': {
    en: "line {{line}} is the same person as {{account}}: sent as that account (its login and e-mail, not the file's)",
    de: 'Zeile {{line}} ist dieselbe Person wie {{account}}: wird als dieses Konto gesendet (mit dessen Anmeldenamen und E-Mail-Adresse, nicht denen der Datei)',
  },
  'cli.lookAlikes.lineUnknown': {
    en: "--lookalike '{{value}}': give a line of the file and new or same, as in --lookalike 5=same",
    de: '--lookalike „{{value}}“: geben Sie eine Zeile der Datei und new oder same an, etwa --lookalike 5=same',
  },
  'cli.lookAlikes.unknown': {
    en: "--lookalikes '{{value}}': use new or same",
    de: '--lookalikes „{{value}}“: verwenden Sie new oder same',
  },
  'cli.sendOnly.leftOut': {
    en: 'Left out of the upload: {{unchanged}} unchanged, {{skipped}} existing (skipped without --overwrite), {{stopped}} stopped by their school ID.',
    de: 'Nicht hochgeladen: {{unchanged}} unverändert, {{skipped}} vorhanden (ohne --overwrite übersprungen), {{stopped}} wegen der Schul-ID angehalten.',
  },
  'cli.sendOnly.newPasswords': {
    en: {
      one: "{{count}} existing user gets a new password (the password column is mandatory when overwriting); the letter comes with the new users'.",
      other:
        "{{count}} existing users get a new password (the password column is mandatory when overwriting); their letters come with the new users'.",
    },
    de: {
      one: '{{count}} vorhandener Benutzer erhält ein neues Passwort (beim Überschreiben ist die Passwortspalte Pflicht); sein Brief kommt mit denen der neuen Benutzer.',
      other:
        '{{count}} vorhandene Benutzer erhalten ein neues Passwort (beim Überschreiben ist die Passwortspalte Pflicht); ihre Briefe kommen mit denen der neuen Benutzer.',
    },
  },
  'cli.sendOnly.unchanged': {
    en: 'unchanged, not sent: line {{lines}}',
    de: 'unverändert, nicht gesendet: Zeile {{lines}}',
  },
  'cli.sendOnly.nothing': {
    en: 'Nothing to send: every line is unchanged, skipped, stopped or kept as it is.',
    de: 'Nichts zu senden: Jede Zeile ist unverändert, übersprungen, angehalten oder bleibt, wie sie ist.',
  },
  'cli.sendOnly.leaversOnly': {
    en: {
      one: 'Nothing of the file is sent: only the {{count}} user not in the file goes to {{server}}, to be deactivated.',
      other:
        'Nothing of the file is sent: only the {{count}} users not in the file go to {{server}}, to be deactivated.',
    },
    de: {
      one: 'Von der Datei wird nichts gesendet: Nur der {{count}} Benutzer, der nicht in der Datei steht, geht an {{server}}, um deaktiviert zu werden.',
      other:
        'Von der Datei wird nichts gesendet: Nur die {{count}} Benutzer, die nicht in der Datei stehen, gehen an {{server}}, um deaktiviert zu werden.',
    },
  },
  'cli.dryRun.looksLike': {
    en: 'line {{line}}: a new user who looks like {{users}} on the server',
    de: 'Zeile {{line}}: ein neuer Benutzer, der {{users}} auf dem Server ähnelt',
  },
  'cli.dryRun.leavers': {
    en: 'Not in the file ({{count, number}}):',
    de: 'Nicht in der Datei ({{count, number}}):',
  },
  'cli.dryRun.leaver.position': { en: 'class {{position}}', de: 'Klasse {{position}}' },
  'cli.dryRun.leaver.key': { en: 'school ID {{key}}', de: 'Schul-ID {{key}}' },
  'cli.dryRun.notInFile': {
    en: {
      one: "{{count}} of the organization's users is not in the file, listed in {{file}}; nothing was deactivated.",
      other: "{{count}} of the organization's users are not in the file, listed in {{file}}; nothing was deactivated.",
    },
    de: {
      one: '{{count}} Benutzer der Organisation steht nicht in der Datei, aufgeführt in {{file}}; niemand wurde deaktiviert.',
      other:
        '{{count}} Benutzer der Organisation stehen nicht in der Datei, aufgeführt in {{file}}; niemand wurde deaktiviert.',
    },
  },
  'cli.credentialsWritten': {
    en: {
      one: '{{count}} generated password written to {{file}} (readable by you alone): hand it out, then delete the file.',
      other:
        '{{count}} generated passwords written to {{file}} (readable by you alone): hand them out, then delete the file.',
    },
    de: {
      one: '{{count}} erzeugtes Passwort in {{file}} geschrieben (nur für Sie lesbar): Geben Sie es aus und löschen Sie danach die Datei.',
      other:
        '{{count}} erzeugte Passwörter in {{file}} geschrieben (nur für Sie lesbar): Geben Sie sie aus und löschen Sie danach die Datei.',
    },
  },
  'cli.lettersWritten': {
    en: {
      one: '{{count}} credential letter written to {{file}} (readable by you alone): print it, hand it out, then delete the file.',
      other:
        '{{count}} credential letters written to {{file}} (readable by you alone): print them, hand them out, then delete the file.',
    },
    de: {
      one: '{{count}} Zugangsbrief in {{file}} geschrieben (nur für Sie lesbar): Drucken Sie ihn, geben Sie ihn aus und löschen Sie danach die Datei.',
      other:
        '{{count}} Zugangsbriefe in {{file}} geschrieben (nur für Sie lesbar): Drucken Sie sie, geben Sie sie aus und löschen Sie danach die Datei.',
    },
  },
  'cli.splitJobs': {
    en: 'The file is imported as {{count}} jobs, one after the other.',
    de: 'Die Datei wird als {{count}} Aufträge nacheinander importiert.',
  },
  'cli.receiptWritten': { en: 'Receipt written to {{file}}', de: 'Importbeleg in {{file}} geschrieben' },
  'cli.allAsPredicted': { en: 'Every line ended as predicted.', de: 'Jede Zeile endete wie vorhergesagt.' },
  'cli.differing': {
    en: {
      one: '{{count}} line ended otherwise than predicted:',
      other: '{{count}} lines ended otherwise than predicted:',
    },
    de: {
      one: '{{count}} Zeile endete anders als vorhergesagt:',
      other: '{{count}} Zeilen endeten anders als vorhergesagt:',
    },
  },
  'cli.differingLine': {
    en: 'line {{line}}: predicted {{predicted}}, got {{status}} - {{message}}',
    de: 'Zeile {{line}}: vorhergesagt {{predicted}}, erhalten {{status}} - {{message}}',
  },
  // Findings of the offline checks, as validate and import-users list them
  'cli.finding.at': {
    en: 'line {{line}}, column "{{column}}": {{message}}',
    de: 'Zeile {{line}}, Spalte „{{column}}“: {{message}}',
  },
  'cli.finding.atLine': { en: 'line {{line}}: {{message}}', de: 'Zeile {{line}}: {{message}}' },
  'cli.severity.error': { en: 'error', de: 'Fehler' },
  'cli.severity.warning': { en: 'warning', de: 'Warnung' },
  'cli.finding.full': { en: '{{severity}} [{{rule}}] {{message}}', de: '{{severity}} [{{rule}}] {{message}}' },
  // validate's report
  'cli.validate.file': { en: 'File: {{file}}', de: 'Datei: {{file}}' },
  'cli.validate.encoding': {
    en: 'Encoding: {{encoding}}{{bom}} ({{reason}})',
    de: 'Zeichenkodierung: {{encoding}}{{bom}} ({{reason}})',
  },
  'cli.validate.bom': { en: ' with BOM', de: ' mit BOM' },
  'cli.validate.separator': {
    en: 'Separator: {{separator}} ({{reason}})',
    de: 'Trennzeichen: {{separator}} ({{reason}})',
  },
  'cli.validate.lineEndings': { en: 'Line endings: {{lineEnding}}', de: 'Zeilenenden: {{lineEnding}}' },
  'cli.validate.rows': { en: 'Rows: {{count}}', de: 'Benutzerzeilen: {{count}}' },
  'cli.validate.columns': { en: 'Columns:', de: 'Spalten:' },
  'cli.validate.notUploaded': { en: 'not uploaded', de: 'wird nicht hochgeladen' },
  'cli.validate.chosen': { en: 'chosen', de: 'gewählt' },
  'cli.validate.missing': { en: 'Missing mandatory columns: {{columns}}', de: 'Fehlende Pflichtspalten: {{columns}}' },
  'cli.validate.findings': { en: 'Findings: {{errors}}, {{warnings}}', de: 'Befunde: {{errors}}, {{warnings}}' },
  'cli.validate.errors': {
    en: { one: '{{count}} error', other: '{{count}} errors' },
    de: { one: '{{count}} Fehler', other: '{{count}} Fehler' },
  },
  'cli.validate.warnings': {
    en: { one: '{{count}} warning', other: '{{count}} warnings' },
    de: { one: '{{count}} Warnung', other: '{{count}} Warnungen' },
  },
  'cli.validate.truncated': {
    en: '(only the first {{count}} findings are listed; the counts above are complete)',
    de: '(nur die ersten {{count}} Befunde sind aufgeführt; die Zählungen oben sind vollständig)',
  },
  'cli.validate.unreadable': {
    en: 'Not a readable CSV file: nothing was checked.',
    de: 'Keine lesbare CSV-Datei: Es wurde nichts geprüft.',
  },
  // import-users: why nothing was uploaded
  'cli.import.unreadable': {
    en: '{{file}}: the file could not be read as CSV; nothing was uploaded.',
    de: '{{file}}: Die Datei konnte nicht als CSV gelesen werden; es wurde nichts hochgeladen.',
  },
  'cli.import.missing': {
    en: '{{file}}: missing mandatory columns: {{columns}}. Nothing was uploaded.',
    de: '{{file}}: Pflichtspalten fehlen: {{columns}}. Es wurde nichts hochgeladen.',
  },
  'cli.import.errors': {
    en: {
      one: '{{file}}: {{count}} error found offline; nothing was uploaded. Fix them, or use --valid-only to upload only the valid rows.',
      other:
        '{{file}}: {{count}} errors found offline; nothing was uploaded. Fix them, or use --valid-only to upload only the valid rows.',
    },
    de: {
      one: '{{file}}: {{count}} Fehler offline gefunden; es wurde nichts hochgeladen. Korrigieren Sie ihn, oder laden Sie mit --valid-only nur die gültigen Zeilen hoch.',
      other:
        '{{file}}: {{count}} Fehler offline gefunden; es wurde nichts hochgeladen. Korrigieren Sie sie, oder laden Sie mit --valid-only nur die gültigen Zeilen hoch.',
    },
  },
  'cli.import.truncated': {
    en: '(only the first findings are listed)',
    de: '(nur die ersten Befunde sind aufgeführt)',
  },
  'cli.import.lineHasErrors': {
    en: 'The line has errors found offline.',
    de: 'Die Zeile hat offline gefundene Fehler.',
  },
  'cli.import.noRows': {
    en: '{{file}}: no row to upload; nothing was uploaded.',
    de: '{{file}}: keine Zeile zum Hochladen; es wurde nichts hochgeladen.',
  },
  'cli.import.noRowsLeftOut': {
    en: '{{file}}: no row to upload ({{count}} left out for errors); nothing was uploaded.',
    de: '{{file}}: keine Zeile zum Hochladen ({{count}} wegen Fehlern ausgelassen); es wurde nichts hochgeladen.',
  },
  'cli.import.credentialsExist': {
    en: '--credentials {{file}} exists already; it is never overwritten. Nothing was uploaded.',
    de: '--credentials {{file}} gibt es schon; die Datei wird nie überschrieben. Es wurde nichts hochgeladen.',
  },
  'cli.import.credentialsUnwritable': {
    en: '--credentials {{file}} cannot be created: {{reason}}. Nothing was uploaded.',
    de: '--credentials {{file}} kann nicht angelegt werden: {{reason}}. Es wurde nichts hochgeladen.',
  },
  'cli.import.lettersExist': {
    en: '--letters {{file}} exists already; it is never overwritten. Nothing was uploaded.',
    de: '--letters {{file}} gibt es schon; die Datei wird nie überschrieben. Es wurde nichts hochgeladen.',
  },
  'cli.import.lettersUnwritable': {
    en: '--letters {{file}} cannot be created: {{reason}}. Nothing was uploaded.',
    de: '--letters {{file}} kann nicht angelegt werden: {{reason}}. Es wurde nichts hochgeladen.',
  },
  'cli.import.notInFileExists': {
    en: '--not-in-file {{file}} exists already; it is never overwritten. Nothing was read.',
    de: '--not-in-file {{file}} gibt es schon; die Datei wird nie überschrieben. Es wurde nichts gelesen.',
  },
  'cli.import.notInFileUnwritable': {
    en: '--not-in-file {{file}} cannot be created: {{reason}}. Nothing was read.',
    de: '--not-in-file {{file}} kann nicht angelegt werden: {{reason}}. Es wurde nichts gelesen.',
  },
  'cli.import.classColumn': {
    en: '--class-column {{column}} names no column of {{file}}; its columns: {{columns}}. Nothing was uploaded.',
    de: '--class-column {{column}} nennt keine Spalte von {{file}}; ihre Spalten: {{columns}}. Es wurde nichts hochgeladen.',
  },
  'cli.import.fileUnreadable': {
    en: 'cannot read {{file}}: {{reason}}',
    de: '{{file}} kann nicht gelesen werden: {{reason}}',
  },
  'cli.import.fileMissing': { en: 'no such file', de: 'Datei nicht gefunden' },
  'cli.import.fileIsFolder': { en: 'it is a folder', de: 'es ist ein Ordner' },
  'cli.import.fileDenied': { en: 'permission denied', de: 'Zugriff verweigert' },
  'cli.import.policyUnsatisfiable': {
    en: 'No password can satisfy the password policy: it allows at most {{max}} characters but requires {{required}}.',
    de: 'Kein Passwort kann die Passwortrichtlinie erfüllen: Sie erlaubt höchstens {{max}} Zeichen, verlangt aber {{required}}.',
  },
  'cli.import.policyNoPassword': {
    en: 'Could not generate a password that satisfies the password policy.',
    de: 'Es konnte kein Passwort erzeugt werden, das die Passwortrichtlinie erfüllt.',
  },
  // import-users: wrong calls
  'cli.import.usage.dryRunOrPredict': {
    en: 'give either --dry-run or --predict, not both',
    de: 'geben Sie entweder --dry-run oder --predict an, nicht beides',
  },
  'cli.import.usage.credentialsNeeded': {
    en: '--generate-passwords needs --credentials OUT.csv or --letters OUT.pdf: the generated passwords go nowhere else',
    de: '--generate-passwords braucht --credentials OUT.csv oder --letters OUT.pdf: Die erzeugten Passwörter gehen nirgendwo anders hin',
  },
  'cli.import.usage.notInFileDryRun': {
    en: '--not-in-file needs --dry-run: the list is part of the comparison before an import',
    de: '--not-in-file braucht --dry-run: Die Liste gehört zum Vergleich vor einem Import',
  },
  'cli.letters.usage.generateNeeded': {
    en: '--letters needs --generate-passwords',
    de: '--letters braucht --generate-passwords',
  },
  'cli.letters.usage.lettersNeeded': {
    en: '--{{option}} needs --letters OUT.pdf',
    de: '--{{option}} braucht --letters OUT.pdf',
  },
  'cli.letters.usage.language': {
    en: '--letters-language {{language}}: give one of {{languages}}',
    de: '--letters-language {{language}}: geben Sie eine von {{languages}} an',
  },
  'cli.import.usage.passwordStyle': {
    en: '--password-style {{style}}: give one of {{styles}}',
    de: '--password-style {{style}}: geben Sie eine von {{styles}} an',
  },
  'cli.import.usage.generateFor': {
    en: '--{{option}} needs --generate-passwords',
    de: '--{{option}} braucht --generate-passwords',
  },
  'cli.letters.usage.address': {
    en: '--letters-address {{address}}: give one of {{addresses}}',
    de: '--letters-address {{address}}: geben Sie eine von {{addresses}} an',
  },
  'cli.import.usage.generateNeeded': {
    en: '--credentials needs --generate-passwords',
    de: '--credentials braucht --generate-passwords',
  },
  'cli.import.usage.connection': {
    en: '--base-url URL (with MDM_TOKEN) or --profile NAME is required',
    de: '--base-url URL (mit MDM_TOKEN) oder --profile NAME ist nötig',
  },
  // import-users: the import as it goes and ends
  'cli.import.uploading': {
    en: {
      one: 'Uploading {{count}} row of {{file}} to {{server}}{{profile}}{{leftOut}}.',
      other: 'Uploading {{count}} rows of {{file}} to {{server}}{{profile}}{{leftOut}}.',
    },
    de: {
      one: '{{count}} Zeile von {{file}} wird nach {{server}}{{profile}} hochgeladen{{leftOut}}.',
      other: '{{count}} Zeilen von {{file}} werden nach {{server}}{{profile}} hochgeladen{{leftOut}}.',
    },
  },
  'cli.import.viaProfile': { en: ' (profile "{{profile}}")', de: ' (Profil „{{profile}}“)' },
  'cli.import.leftOut': {
    en: { one: ' ({{count}} row with errors left out)', other: ' ({{count}} rows with errors left out)' },
    de: { one: ' ({{count}} Zeile mit Fehlern ausgelassen)', other: ' ({{count}} Zeilen mit Fehlern ausgelassen)' },
  },
  'cli.import.detached': {
    en: 'Stopped watching. The server\'s job {{job}} goes on; run "mdm-admin jobs --resume" to watch it again.',
    de: 'Verfolgung beendet. Der Auftrag {{job}} des Servers läuft weiter; „mdm-admin jobs --resume“ verfolgt ihn wieder.',
  },
  'cli.import.job': { en: 'Job {{job}}: {{outcome}}', de: 'Auftrag {{job}}: {{outcome}}' },
  'cli.import.serverSays': { en: 'The server says: {{message}}', de: 'Der Server meldet: {{message}}' },
  'cli.import.reportLine': { en: '{{where}}: {{status}} - {{message}}', de: '{{where}}: {{status}} - {{message}}' },
  'cli.import.reportLineBare': { en: '{{where}}: {{status}}', de: '{{where}}: {{status}}' },
  'cli.import.atLine': { en: 'line {{line}}', de: 'Zeile {{line}}' },
  'cli.import.atUploadLine': { en: 'upload line {{line}}', de: 'Zeile {{line}} der hochgeladenen Datei' },
  'cli.import.noLine': { en: 'no line', de: 'keine Zeile' },
  'cli.import.reportWritten': { en: 'Report written to {{file}}', de: 'Bericht in {{file}} geschrieben' },
  // Why a dry run predicts a line's outcome (the --json output keeps the English)
  'cli.reason.new': { en: 'A new user', de: 'Ein neuer Benutzer' },
  'cli.reason.exists': {
    en: "User '{{name}}' already exists and overwrite is off",
    de: 'Benutzer „{{name}}“ existiert bereits, und Überschreiben ist aus',
  },
  'cli.reason.overwritten': {
    en: "User '{{name}}' already exists and will be overwritten",
    de: 'Benutzer „{{name}}“ existiert bereits und wird überschrieben',
  },
  'cli.reason.emailTaken': {
    en: "E-mail address '{{email}}' is already in use by user '{{holder}}'",
    de: 'Die E-Mail-Adresse „{{email}}“ wird bereits von Benutzer „{{holder}}“ verwendet',
  },
});
