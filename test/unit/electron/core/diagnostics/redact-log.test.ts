import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../../../../electron/core/api/redact';
import { redactLogLine } from '../../../../../electron/core/diagnostics/redact-log';

const V2_TOKEN = 'AbCdEfGhIjKlMn' + 'o1P2q3R4s5T6u7V8w9X0y1Z2a3B4c5D6e7F8g9H0i1J2k3'; // 14 + 46 = 60
const UUID_TOKEN = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

/** The line redacted, and whether the secret is gone from it. */
function check(line: string, secret: string, known: string[] = []) {
  const out = redactLogLine(line, known);
  expect(out, out).not.toContain(secret);
  expect(out).toContain('[redacted]');
  return out;
}

describe('redactLogLine: tokens', () => {
  it('the X-User-Access-Token header value, whatever the case, separator or quoting', () => {
    expect(check(`GET /devices X-User-Access-Token: ${UUID_TOKEN} 200`, UUID_TOKEN)).toBe(
      'GET /devices X-User-Access-Token: [redacted] 200',
    );
    check(`headers {"x-user-access-token":"${V2_TOKEN}"}`, V2_TOKEN);
    check(`x-user-access-token=${UUID_TOKEN}`, UUID_TOKEN);
  });

  it('MDM_TOKEN=… as a shell or environment line', () => {
    expect(check(`env MDM_TOKEN=${UUID_TOKEN} npx mdm-admin devices`, UUID_TOKEN)).toBe(
      'env MDM_TOKEN=[redacted] npx mdm-admin devices',
    );
    check(`MDM_TOKEN="${V2_TOKEN}"`, V2_TOKEN);
  });

  it('a 60-character v2 token anywhere in text, even without a name beside it', () => {
    expect(check(`the server refused ${V2_TOKEN}.`, V2_TOKEN)).toBe('the server refused [redacted].');
  });

  it('a UUID token in a token field or parameter, while UUID ids (jobs, devices) stay readable', () => {
    const jobId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const out = check(`job ${jobId} started with {"token": "${UUID_TOKEN}"} ?accessToken=${UUID_TOKEN}`, UUID_TOKEN);
    expect(out).toContain(jobId);
  });

  it('a token the app holds (a known value), in any context', () => {
    expect(check(`echo ${UUID_TOKEN} | mdm-admin`, UUID_TOKEN, [UUID_TOKEN])).toBe('echo [redacted] | mdm-admin');
    check(`url-encoded: ${encodeURIComponent('to/k en+1')}`, encodeURIComponent('to/k en+1'), ['to/k en+1']);
  });

  it('Authorization and Proxy-Authorization header values', () => {
    check('Proxy-Authorization: Basic amFuZTpwYTU1', 'amFuZTpwYTU1');
    check('authorization: Bearer eyJhbGciOi.x.y', 'eyJhbGciOi.x.y');
  });
});

describe('redactLogLine: passwords', () => {
  it('the passwords of the CSV being imported, handed to it, wherever they appear', () => {
    const out = check('line 3: anna,anna@example.org,Anna,Alt,Sommer-2024!,+49151', 'Sommer-2024!', ['Sommer-2024!']);
    expect(out).toBe('line 3: anna,anna@example.org,Anna,Alt,[redacted],+49151');
  });

  it('password=… in parameters and key=value text', () => {
    expect(check('login user=jane password=pa55word&next=/', 'pa55word')).toBe(
      'login user=jane password=[redacted]&next=/',
    );
    check("db password: 'hunter 2'", 'hunter 2');
  });

  it('"password": "…" in JSON, escaped quotes included', () => {
    const line = String.raw`{"name":"jdoe","password":"se\"cret","email":"j@example.org"}`;
    expect(check(line, 'se')).toBe('{"name":"jdoe","password":"[redacted]","email":"j@example.org"}');
  });
});

describe('redactLogLine: proxy credentials', () => {
  it('user and password in a proxy URL; the host stays for diagnosis', () => {
    const out = check('using proxy http://jane:pa55@proxy.school.example:3128 for mdm', 'pa55');
    expect(out).toBe('using proxy http://[redacted]@proxy.school.example:3128 for mdm');
    expect(out).not.toContain('jane');
    check('HTTPS_PROXY=https://svc%40corp:p%3Ass@10.0.0.1:8080', 'p%3Ass');
  });
});

describe('redactLogLine: what it leaves alone', () => {
  it('an ordinary line is unchanged', () => {
    const line = 'import job 3f2504e0-4f89-41d3-9a0c-0305e82c3301: 120 of 500 lines, https://mdm.example.com/api/v1';
    expect(redactLogLine(line)).toBe(line);
  });

  it('no known secret of 4 characters or more survives, whatever text surrounds it (property)', () => {
    fc.assert(
      // Secrets share no character with "[redacted]": else "ted]" would be found in the redaction itself.
      fc.property(
        fc.string(),
        fc.string({ minLength: 4 }).filter((secret) => ![...secret].some((c) => REDACTED.includes(c))),
        fc.string(),
        (before, secret, after) => {
          expect(redactLogLine(`${before}${secret}${after}`, [secret])).not.toContain(secret);
        },
      ),
    );
  });
});
