import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../../../shared/errors/error-code';
import { describeError } from '../../../../shared/errors/wording';
import { createTranslator } from '../../../../shared/i18n/translator';

const de = createTranslator('de');

describe('error wording', () => {
  it('words what depends on where it is read, from the details core gives', () => {
    const error = { code: 'no-connection', message: 'core words', details: { baseUrl: 'https://mdm.example.com' } };
    expect(describeError(error, 'app')).toBe(
      'This job was started from the command line with a token from MDM_TOKEN; add a profile for https://mdm.example.com to follow it here.',
    );
    expect(describeError(error, 'cli')).toContain(
      'set MDM_TOKEN again, or add a profile for https://mdm.example.com (mdm-admin profiles add)',
    );
    const noToken = { code: 'no-token', message: 'x', details: { profileName: 'school' } };
    expect(describeError(noToken, 'app')).toContain('Edit the profile under Connections');
    expect(describeError(noToken, 'cli')).toContain('set MDM_TOKEN');
  });

  it("keeps core's own sentence where no wording is needed, or the details lack what it would say", () => {
    expect(describeError({ code: 'http-status', message: 'The server answered 503.' }, 'cli')).toBe(
      'The server answered 503.',
    );
    expect(describeError({ code: 'no-connection', message: 'fallback', details: {} }, 'app')).toBe('fallback');
  });

  it("words the codes in the reader's language", () => {
    const noToken = { code: 'no-token', message: 'x', details: { profileName: 'Schule' } };
    expect(describeError(noToken, 'app', de)).toContain('Bearbeiten Sie die Verbindung unter „Verbindungen“');
    expect(describeError(noToken, 'cli', de)).toContain('setzen Sie MDM_TOKEN');
    const refused = { code: 'refused', message: 'core words', details: { host: 'mdm.local', port: 8443 } };
    expect(describeError(refused, 'app')).toBe(
      'mdm.local refused the connection on port 8443. Is the server running, and is the port in the base URL right?',
    );
    expect(describeError(refused, 'app', de)).toContain('mdm.local hat die Verbindung auf Port 8443 abgelehnt');
  });

  it("words an HTTP failure from its status and keeps the server's own words", () => {
    const error = {
      code: 'http-status',
      message: 'The device query failed with HTTP 503.',
      details: { status: 503, errorCode: 'MAINTENANCE', serverMessage: 'Back at 10:00', retryAfterMs: 30_000 },
    };
    expect(describeError(error, 'app', de)).toBe(
      'Der Server antwortete mit HTTP 503. Der Server ist nicht verfügbar (Wartung oder Überlastung). Der Server meldet: MAINTENANCE: Back at 10:00. Er bittet, 30 s zu warten.',
    );
    expect(describeError({ code: 'unauthorized', message: 'm', details: { status: 401 } }, 'app', de)).toContain(
      'HTTP 401',
    );
  });

  it('knows its codes', () => {
    expect(ERROR_CODES).toContain('unauthorized');
    expect(isErrorCode('no-connection')).toBe(true);
    expect(isErrorCode('made-up')).toBe(false);
  });
});
