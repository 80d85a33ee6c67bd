import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinUrl, normaliseBaseUrl } from '../../../../../electron/core/api/base-url';
import { worded } from '../../../../helpers/worded';

describe('base URL', () => {
  it('drops trailing slashes, keeps a /relution prefix, refuses other schemes and credentials', () => {
    expect(normaliseBaseUrl('https://mdm.example.com/')).toBe('https://mdm.example.com');
    expect(normaliseBaseUrl(' https://mdm.example.com/relution/ ')).toBe('https://mdm.example.com/relution');
    expect(normaliseBaseUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(() => normaliseBaseUrl('ftp://x')).toThrow(expect.toSatisfy(worded(/https:\/\//)));
    expect(() => normaliseBaseUrl('https://u:p@x')).toThrow(expect.toSatisfy(worded(/user name/)));
    expect(() => normaliseBaseUrl('mdm.example.com')).toThrow(expect.toSatisfy(worded(/not an address/)));
  });

  it('joins paths with exactly one slash, whatever the base ends with (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '/relution', '/a/b'), fc.integer({ min: 0, max: 3 }), (prefix, slashes) => {
        const url = joinUrl(`https://h.example${prefix}${'/'.repeat(slashes)}`, '/api/v2/devices');
        expect(url).toBe(`https://h.example${prefix}/api/v2/devices`);
      }),
    );
  });

  it('adds the query string', () => {
    const query = new URLSearchParams([
      ['role', 'Device User'],
      ['role', 'a&b'],
    ]);
    expect(joinUrl('https://h', '/x', query)).toBe('https://h/x?role=Device+User&role=a%26b');
  });
});
