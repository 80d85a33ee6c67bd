import { describe, expect, it } from 'vitest';
import {
  defaultCertificates,
  systemCertificates,
  trustedCertificates,
} from '../../../../../electron/core/network/trust';
import type { TrustRuntime } from '../../../../../electron/core/network/trust';

const pem = (name: string) => `-----BEGIN CERTIFICATE-----\n${name}\n-----END CERTIFICATE-----`;

/** Node 20: no getCACertificates; a bundle and maybe NODE_EXTRA_CA_CERTS. */
const node20 = (env: Record<string, string> = {}, files: Record<string, string> = {}): TrustRuntime => ({
  rootCertificates: [pem('mozilla-1'), pem('mozilla-2')],
  env,
  readFile: (file) => {
    if (!(file in files)) throw new Error('ENOENT');
    return files[file]!;
  },
});

/** Node 22.15+ (Electron 45): the default set and the system's store can be read. */
const node22: TrustRuntime = {
  ...node20(),
  getCACertificates: (set) => (set === 'system' ? [pem('os-1'), pem('mozilla-1')] : [pem('mozilla-1'), pem('extra')]),
};

describe('which certificate authorities a connection trusts', () => {
  it("leaves Node's default alone when there is nothing to add", () => {
    expect(trustedCertificates(null, node20())).toBeUndefined();
  });

  it("adds a profile's CA to Node's bundle and to NODE_EXTRA_CA_CERTS, which an explicit list would otherwise drop", () => {
    const runtime = node20(
      { NODE_EXTRA_CA_CERTS: '/etc/extra.pem' },
      { '/etc/extra.pem': `${pem('extra-1')}\n${pem('extra-2')}\n` },
    );
    expect(defaultCertificates(runtime)).toEqual([pem('mozilla-1'), pem('mozilla-2'), pem('extra-1'), pem('extra-2')]);
    expect(trustedCertificates(pem('school-ca'), runtime)).toEqual([
      pem('mozilla-1'),
      pem('mozilla-2'),
      pem('extra-1'),
      pem('extra-2'),
      pem('school-ca'),
    ]);
    // An unreadable NODE_EXTRA_CA_CERTS is ignored, as Node ignores it.
    expect(defaultCertificates(node20({ NODE_EXTRA_CA_CERTS: '/missing' }))).toHaveLength(2);
  });

  it("adds the operating system's store where the runtime reads it, beside the default and the profile's CA, once each", () => {
    expect(systemCertificates(node20())).toEqual([]);
    expect(trustedCertificates(null, node22)).toEqual([pem('mozilla-1'), pem('extra'), pem('os-1')]);
    expect(trustedCertificates(pem('school-ca'), node22)).toEqual([
      pem('mozilla-1'),
      pem('extra'),
      pem('os-1'),
      pem('school-ca'),
    ]);
  });
});
