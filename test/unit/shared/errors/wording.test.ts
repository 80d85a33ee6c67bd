import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../../../shared/errors/error-code';
import { describeError } from '../../../../shared/errors/wording';

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

  it("adds the server-error table's action for the reader right after core's sentence, before the server's words", () => {
    const error = {
      code: 'unauthorized',
      message:
        'The device query failed (HTTP 401). The API access token expired on 2026-03-01 12:00 UTC. The server said: ACCESS_TOKEN_EXPIRED: expired.',
      details: { status: 401, errorCode: 'ACCESS_TOKEN_EXPIRED', expirationDate: Date.parse('2026-03-01T12:00:00Z') },
    };
    expect(describeError(error, 'cli')).toBe(
      'The device query failed (HTTP 401). The API access token expired on 2026-03-01 12:00 UTC. Create a new token in the portal (Profile > Access tokens), then set MDM_TOKEN to it, or store it with "mdm-admin profiles add NAME --base-url URL --kind KIND --token-stdin". The server said: ACCESS_TOKEN_EXPIRED: expired.',
    );
    expect(describeError(error, 'app')).toContain('then paste it in Connections (edit this profile). The server said:');
    // Wrapped by the jobs service: the context stays, the action still follows the sentence.
    const wrapped = {
      ...error,
      code: 'unauthorized',
      message: `Watching the job stopped: ${error.message.slice(0, -1)}. Resume.`,
    };
    expect(describeError(wrapped, 'app')).toMatch(
      /^Watching the job stopped: .* expired on 2026-03-01 12:00 UTC\. Create a new token/,
    );
    // A message without the sentence gets both at its end.
    expect(describeError({ code: 'http-status', message: 'Odd.', details: { status: 413 } }, 'app')).toMatch(
      /^Odd\. The file is larger than the server accepts\. Split it/,
    );
  });

  it('knows its codes', () => {
    expect(ERROR_CODES).toContain('unauthorized');
    expect(isErrorCode('no-connection')).toBe(true);
    expect(isErrorCode('made-up')).toBe(false);
  });
});
