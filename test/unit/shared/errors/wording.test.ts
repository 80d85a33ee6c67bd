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

  it('knows its codes', () => {
    expect(ERROR_CODES).toContain('unauthorized');
    expect(isErrorCode('no-connection')).toBe(true);
    expect(isErrorCode('made-up')).toBe(false);
  });
});
