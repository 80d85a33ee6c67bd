import { describe, expect, it } from 'vitest';
import { systemProxy } from '../../../../electron/main/system-proxy';

describe("the system's proxy, as Chromium resolves it", () => {
  it('asks the session for each base URL and reads its PAC answer', async () => {
    const asked: string[] = [];
    const session = {
      resolveProxy: async (url: string) => {
        asked.push(url);
        return url.includes('intranet') ? 'DIRECT' : 'PROXY proxy.school.example:3128; DIRECT';
      },
    };
    const proxy = systemProxy(session);
    expect(await proxy.resolve('https://mdm.example.com')).toEqual({
      kind: 'proxy',
      uri: 'http://proxy.school.example:3128',
      shown: 'http://proxy.school.example:3128',
      source: 'system',
    });
    expect(await proxy.resolve('https://mdm.intranet.example')).toMatchObject({ kind: 'direct' });
    expect(asked).toEqual(['https://mdm.example.com', 'https://mdm.intranet.example']);
  });
});
