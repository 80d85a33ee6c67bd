import { describe, expect, it } from 'vitest';
import { policyProxy } from '../../../../../electron/core/network/policy-proxy';

describe("the machine-wide policy's proxy", () => {
  it('goes directly to a host its bypass names, saying why as a code', async () => {
    const proxy = policyProxy({ url: 'http://proxy.school.example:3128', bypass: ['.intranet.example'] });
    expect(await proxy.resolve('https://mdm.intranet.example')).toEqual({
      kind: 'direct',
      reason: { code: 'policy-bypass', host: 'mdm.intranet.example' },
    });
    expect(await proxy.resolve('https://mdm.example.com')).toMatchObject({
      kind: 'proxy',
      shown: 'http://proxy.school.example:3128',
      source: 'policy',
    });
  });
});
