import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redact, redactValue, tokenHint } from '../../../../../electron/core/api/redact';

describe('redact', () => {
  it('removes every occurrence of the token, plain and URL-encoded', () => {
    const token = 'ab/cd+ef==12';
    const text = `token ${token} in ${encodeURIComponent(token)} and ${token}`;
    const out = redact(text, [token]);
    expect(out).not.toContain(token);
    expect(out).not.toContain(encodeURIComponent(token));
    expect(out.split(REDACTED)).toHaveLength(4);
  });

  it('never leaves a token of 4+ characters in any text (property)', () => {
    fc.assert(
      // Tokens share no character with "[redacted]": else "ted]" would be found in the redaction itself.
      fc.property(
        fc.string({ minLength: 4, maxLength: 40 }).filter((token) => ![...token].some((c) => REDACTED.includes(c))),
        fc.string(),
        fc.string(),
        (token, before, after) => {
          expect(redact(before + token + after, [token])).not.toContain(token);
        },
      ),
    );
  });

  it('redacts strings deep inside details without touching other values', () => {
    const details = { status: 401, body: 'echo secret-token-xyz', nested: [{ m: 'secret-token-xyz!' }] };
    const out = redactValue(details, ['secret-token-xyz']);
    expect(JSON.stringify(out)).not.toContain('secret-token-xyz');
    expect(out.status).toBe(401);
    expect(details.body).toContain('secret-token-xyz');
  });

  it('shows only a masked hint of the last four characters', () => {
    expect(tokenHint('  0123456789a1b2 ')).toBe('…a1b2');
  });
});
