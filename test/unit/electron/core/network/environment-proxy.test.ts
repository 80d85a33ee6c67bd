import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bypassesProxy, environmentProxy } from '../../../../../electron/core/network/environment-proxy';
import { proxySecrets } from '../../../../../electron/core/network/proxy-route';

describe('the proxy of the environment', () => {
  it('uses HTTPS_PROXY for https servers (else HTTP_PROXY), HTTP_PROXY for http ones, lower case first', async () => {
    const env = { HTTPS_PROXY: 'http://secure.example:3128', HTTP_PROXY: 'plain.example:8080' };
    expect(await environmentProxy(env).resolve('https://mdm.example.com')).toEqual({
      kind: 'proxy',
      uri: 'http://secure.example:3128/',
      shown: 'http://secure.example:3128',
      source: 'environment',
      setting: 'HTTPS_PROXY',
    });
    // The variable's name, for messages that say where to fix the proxy's credentials.
    expect(await environmentProxy(env).resolve('http://mdm.example.com')).toMatchObject({
      uri: 'http://plain.example:8080/',
      setting: 'HTTP_PROXY',
    });
    expect(await environmentProxy({ HTTP_PROXY: 'http://p.example:1' }).resolve('https://x.example')).toMatchObject({
      shown: 'http://p.example:1',
    });
    expect(
      await environmentProxy({ https_proxy: 'http://lower.example:1', HTTPS_PROXY: 'http://upper.example:1' }).resolve(
        'https://x.example',
      ),
    ).toMatchObject({ shown: 'http://lower.example:1', setting: 'HTTPS_PROXY' });
    expect(await environmentProxy({}).resolve('https://x.example')).toMatchObject({ kind: 'direct' });
  });

  it('never shows the credentials in the proxy address, and lists them for redaction', async () => {
    const route = await environmentProxy({ HTTPS_PROXY: 'http://alice:s%40cret@proxy.example:3128' }).resolve(
      'https://mdm.example.com',
    );
    expect(route).toMatchObject({ kind: 'proxy', shown: 'http://proxy.example:3128' });
    expect(proxySecrets(route)).toEqual(expect.arrayContaining(['alice', 's%40cret', 's@cret']));
  });

  it('refuses an address that is not a proxy, naming the variable and not its value', async () => {
    await expect(
      environmentProxy({ HTTPS_PROXY: 'ftp://user:pw@x.example' }).resolve('https://mdm.example.com'),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: expect.not.stringContaining('pw') });
  });

  it('bypasses the proxy for NO_PROXY hosts, their subdomains, a port, and *', async () => {
    const env = { HTTPS_PROXY: 'http://p.example:3128', NO_PROXY: 'localhost, .school.example,mdm.example.com:8443' };
    const resolve = (url: string) => environmentProxy(env).resolve(url);
    expect(await resolve('https://localhost:8443')).toMatchObject({
      kind: 'direct',
      reason: { code: 'no-proxy', host: 'localhost' },
    });
    expect(await resolve('https://a.school.example')).toMatchObject({ kind: 'direct' });
    expect(await resolve('https://school.example')).toMatchObject({ kind: 'direct' });
    expect(await resolve('https://mdm.example.com:8443')).toMatchObject({ kind: 'direct' });
    expect(await resolve('https://mdm.example.com')).toMatchObject({ kind: 'proxy' });
    expect(await resolve('https://notschool.example')).toMatchObject({ kind: 'proxy' });
    expect(await environmentProxy({ ...env, NO_PROXY: '*' }).resolve('https://any.example')).toMatchObject({
      kind: 'direct',
    });
  });

  it('matches hosts as undici 7 EnvHttpProxyAgent does: the host itself and its subdomains, whatever the case', () => {
    // Labels start with a letter: all-digit or hex ones would make URL read an IPv4 address.
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), label, fc.boolean(), (parts, sub, upper) => {
        const host = parts.join('.');
        const entry = upper ? host.toUpperCase() : host;
        expect(bypassesProxy(new URL(`https://${host}`), entry)).toBe(true);
        expect(bypassesProxy(new URL(`https://${sub}.${host}`), `.${entry}`)).toBe(true);
        expect(bypassesProxy(new URL(`https://${sub}x${host}`), entry)).toBe(false);
      }),
    );
  });
});
