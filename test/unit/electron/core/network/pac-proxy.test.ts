import { describe, expect, it } from 'vitest';
import { parsePacResult } from '../../../../../electron/core/network/pac-proxy';

describe('reading a PAC result (Chromium resolveProxy)', () => {
  it('takes the first entry it can use', () => {
    expect(parsePacResult('DIRECT')).toMatchObject({ kind: 'direct', reason: { code: 'system-direct' } });
    expect(parsePacResult('PROXY a.example:8080; DIRECT')).toMatchObject({
      kind: 'proxy',
      uri: 'http://a.example:8080',
    });
    expect(parsePacResult('HTTPS secure.example:443')).toMatchObject({ uri: 'https://secure.example:443' });
    expect(parsePacResult('SOCKS5 s.example:1080')).toMatchObject({ uri: 'socks5://s.example:1080' });
  });

  it('skips what undici cannot speak, and says so when it falls back to direct', () => {
    expect(parsePacResult('SOCKS s.example:1080; PROXY p.example:3128')).toMatchObject({
      uri: 'http://p.example:3128',
    });
    const direct = parsePacResult('SOCKS4 s.example:1080; DIRECT');
    expect(direct).toMatchObject({
      kind: 'direct',
      reason: { code: 'system-unusable', proxies: 'SOCKS4 s.example:1080' },
    });
    expect(parsePacResult('')).toMatchObject({ kind: 'direct', reason: { code: 'unconfigured' } });
  });
});
