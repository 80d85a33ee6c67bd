import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUserRow } from '../../../../electron/demo-server/user-row';
import { MESSAGES } from '../../../../shared/i18n/catalogue';
import { createTranslator } from '../../../../shared/i18n/translator';
import {
  recogniseReportMessage,
  REPORT_MESSAGE_KEYS,
  serverSentence,
  wordReportMessage,
} from '../../../../shared/report/report-messages';
import type { ReportMessagePart } from '../../../../shared/report/report-messages';

const de = createTranslator('de').t;
const en = createTranslator('en').t;

describe("the server's per-line report messages", () => {
  it('are worded in German and English, the server keeping its own text', () => {
    const exists = "User 'anna.alt' already exists and should not be overwritten";
    expect(wordReportMessage(exists, de)).toEqual({
      text: 'Benutzer „anna.alt“ existiert bereits und wurde nicht verändert (Überschreiben ist aus).',
      known: true,
      server: exists,
    });
    expect(wordReportMessage(exists, en).text).toBe(
      'User "anna.alt" already exists and was left as it is (overwriting is off).',
    );
    expect(wordReportMessage("User 'bert' stored with version 1", de).text).toBe(
      'Benutzer „bert“ gespeichert (Version 1).',
    );
    expect(wordReportMessage("User 'bert' overwritten and stored with version 3", de).text).toBe(
      'Vorhandener Benutzer „bert“ überschrieben (jetzt Version 3).',
    );
    expect(
      wordReportMessage(
        "E-mail address 'a@b.de' is already in use by another user (REGISTRATION_EMAIL_ALREADY_IN_USE)",
        de,
      ).text,
    ).toBe('Die E-Mail-Adresse „a@b.de“ gehört bereits einem anderen Benutzer.');
    expect(wordReportMessage('Number of data fields (4) does not match number of headers (5)', de).text).toBe(
      'Die Zeile hat eine andere Anzahl Felder (4) als die Kopfzeile Spalten (5).',
    );
    expect(wordReportMessage('Waiting to be imported', de).text).toBe('Wartet auf den Import.');
  });

  it('quote a value as it is, never as a placeholder or a nested message', () => {
    expect(wordReportMessage("User '{{version}}' stored with version 1", de).text).toBe(
      'Benutzer „{{version}}“ gespeichert (Version 1).',
    );
    expect(wordReportMessage("User '$t(report.all)' stored with version 2", en).text).toBe(
      'User "$t(report.all)" saved (version 2).',
    );
  });

  it('are read leniently: without quotes, with a final full stop, in another case', () => {
    expect(recogniseReportMessage('User user0 stored with version 1.')).toMatchObject({
      known: true,
      parts: [{ key: 'reportLine.stored', params: { login: 'user0', version: 1 } }],
    });
    expect(recogniseReportMessage('The number of data fields does not match the number of headers.')).toMatchObject({
      known: true,
      parts: [{ key: 'reportLine.fieldCountUncounted', params: {} }],
    });
    expect(recogniseReportMessage('user "x" ALREADY EXISTS and should not be overwritten')).toMatchObject({
      known: true,
      parts: [{ key: 'reportLine.exists', params: { login: 'x' } }],
    });
  });

  it("word every problem the demo server finds in a line, joined with '; '", () => {
    const columns = ['name', 'email', 'givenName', 'surName', 'password', 'phone'];
    const check = checkUserRow({ line: 2, fields: ['a:b', 'not-mail', '', 'S', 'short', '0301234'] }, columns, {
      minimumPasswordLength: 8,
      minimumNumbersOfDigits: 1,
      minimumNumbersOfUpperCaseLetters: 2,
      requiredNumbersOfSymbols: 1,
    });
    expect(check.ok).toBe(false);
    const message = (check as { message: string }).message;
    const worded = wordReportMessage(message, de);
    expect(worded.known).toBe(true);
    expect(worded.text).toBe(
      [
        'Das Pflichtfeld „givenName“ ist leer.',
        'Der Anmeldename „a:b“ enthält \\ oder :, was der Server nicht erlaubt.',
        '„not-mail“ ist keine gültige E-Mail-Adresse.',
        'Die Telefonnummer „0301234“ ist nicht im internationalen Format („+“ gefolgt von Ziffern).',
        'Das Passwort ist für die Passwortrichtlinie zu kurz: mindestens 8 Zeichen.',
        'Die Passwortrichtlinie verlangt mindestens 1 Ziffer.',
        'Die Passwortrichtlinie verlangt mindestens 2 Großbuchstaben.',
        'Die Passwortrichtlinie verlangt mindestens 1 Sonderzeichen.',
      ].join(' '),
    );
    const shortRow = checkUserRow({ line: 3, fields: ['a', 'b'] }, columns, {});
    expect(wordReportMessage((shortRow as { message: string }).message, en).text).toBe(
      'The line has another number of fields (2) than the header has columns (6).',
    );
  });

  it("show an unknown message as the server's, the whole message when one part is unknown", () => {
    expect(wordReportMessage('Something new went wrong', de)).toEqual({
      text: 'Something new went wrong',
      known: false,
      server: 'Something new went wrong',
    });
    expect(recogniseReportMessage("Field 'email' is mandatory but empty; and something else").known).toBe(false);
    expect(recogniseReportMessage('').known).toBe(false);
    expect(recogniseReportMessage("User 'x' stored with version one").known).toBe(false);
  });

  it('word every known sentence in every language', () => {
    for (const key of REPORT_MESSAGE_KEYS) expect(MESSAGES[key], key).toBeDefined();
  });
});

describe('recognising (properties)', () => {
  it('never throws, and an unknown message is kept as the server wrote it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (message) => {
        const recognised = recogniseReportMessage(message);
        expect(recognised.server).toBe(message);
        const worded = wordReportMessage(message, de);
        if (!worded.known) expect(worded.text).toBe(message);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on texts made of the sentences’ own words', () => {
    const words = fc.constantFrom(
      'User',
      "'",
      '"',
      ' ',
      '; ',
      '.',
      'stored with version',
      '1',
      'Field',
      'password',
      'does not satisfy the password policy:',
      'at least',
      'required',
      'Malformed CSV record:',
      'Number of data fields',
      '(3)',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 30 }), (parts) => {
        const message = parts.join('');
        expect(recogniseReportMessage(message).server).toBe(message);
        wordReportMessage(message, en);
      }),
    );
  });

  /** A value as a server may quote it: no line break, no ';' (which joins problems), not empty. */
  const value = fc
    .string({ minLength: 1, maxLength: 24 })
    .filter((s) => !/[;\r\n]/.test(s) && s.trim() === s && s !== '');
  const count = fc.integer({ min: 0, max: 10_000 });
  const part: fc.Arbitrary<ReportMessagePart> = fc.oneof(
    fc.record({ key: fc.constant('reportLine.stored' as const), params: fc.record({ login: value, version: count }) }),
    fc.record({
      key: fc.constant('reportLine.overwritten' as const),
      params: fc.record({ login: value, version: count }),
    }),
    fc.record({ key: fc.constant('reportLine.exists' as const), params: fc.record({ login: value }) }),
    fc.record({ key: fc.constant('reportLine.emailInUse' as const), params: fc.record({ email: value }) }),
    fc.record({
      key: fc.constant('reportLine.fieldCount' as const),
      params: fc.record({ fields: count, headers: count }),
    }),
    fc.record({
      key: fc.constant('reportLine.mandatory' as const),
      params: fc.record({ field: fc.constantFrom('name', 'email', 'givenName', 'surName', 'password') }),
    }),
    fc.record({ key: fc.constant('reportLine.nameCharacters' as const), params: fc.record({ value }) }),
    fc.record({ key: fc.constant('reportLine.emailInvalid' as const), params: fc.record({ value }) }),
    fc.record({ key: fc.constant('reportLine.phoneFormat' as const), params: fc.record({ value }) }),
    ...(
      [
        'reportLine.password.minLength',
        'reportLine.password.maxLength',
        'reportLine.password.digits',
        'reportLine.password.lower',
        'reportLine.password.upper',
        'reportLine.password.symbols',
      ] as const
    ).map((key) => fc.record({ key: fc.constant(key), params: fc.record({ count }) })),
    fc.constantFrom<ReportMessagePart>(
      { key: 'reportLine.password.simple', params: {} },
      { key: 'reportLine.unterminatedQuote', params: {} },
      { key: 'reportLine.trailingQuote', params: {} },
      { key: 'reportLine.fieldCountUncounted', params: {} },
      { key: 'reportLine.pending', params: {} },
    ),
  );

  it('round-trips the parameters of a known message, alone or joined with others', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), (parts) => {
        // A line's problems are joined with '; ' (the outcomes of a stored user stand alone).
        const message = parts.map(serverSentence).join('; ');
        const recognised = recogniseReportMessage(message);
        expect(recognised).toEqual({ known: true, server: message, parts });
        const worded = wordReportMessage(message, de);
        for (const p of parts) for (const v of Object.values(p.params)) expect(worded.text).toContain(String(v));
      }),
      { numRuns: 1000 },
    );
  });
});
