/**
 * Which certificate authorities a connection trusts. Node's default (Mozilla's bundle as
 * Node ships it, plus NODE_EXTRA_CA_CERTS, or OpenSSL's store with --use-openssl-ca) is kept
 * as it is unless something must be added: then the list is the default's, plus the
 * operating system's trusted CAs where the runtime can read them, plus the profile's CA.
 *
 * - The system's store: `tls.getCACertificates('system')` (Node 22.15 and later, so
 *   Electron 45's Node: the macOS keychain, the Windows store, OpenSSL's paths on Linux:
 *   what Chromium trusts for its own connections, less its NSS database on Linux).
 *   Node 20 (the CLI and web shell here) cannot read it: there, trust the system's store
 *   with NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt (or --use-openssl-ca).
 * - An explicit `ca` replaces Node's default in full (NODE_EXTRA_CA_CERTS included), so
 *   the default is rebuilt first: `tls.getCACertificates('default')` where it exists, else
 *   `tls.rootCertificates` plus the NODE_EXTRA_CA_CERTS file read here.
 *
 * The result is one SecureContext per API client (parsing a few hundred certificates per
 * connection would cost milliseconds each time).
 */
import { readFileSync } from 'node:fs';
import tls from 'node:tls';
import type { SecureContext } from 'node:tls';

type CertificateSet = 'default' | 'system' | 'bundled' | 'extra';
type GetCACertificates = (set?: CertificateSet) => string[];

/** What the runtime offers (injected in tests). */
export interface TrustRuntime {
  getCACertificates?: GetCACertificates | undefined;
  rootCertificates: readonly string[];
  env: Record<string, string | undefined>;
  readFile(path: string): string;
}

export const nodeTrust: TrustRuntime = {
  getCACertificates: (tls as unknown as { getCACertificates?: GetCACertificates }).getCACertificates,
  rootCertificates: tls.rootCertificates,
  env: process.env,
  readFile: (file) => readFileSync(file, 'utf8'),
};

const PEM = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The CAs the operating system trusts, where the runtime can read them (else none). */
export function systemCertificates(runtime: TrustRuntime = nodeTrust): string[] {
  try {
    return runtime.getCACertificates?.('system') ?? [];
  } catch {
    return [];
  }
}

/** Node's default trust, rebuilt as a list (see above). */
export function defaultCertificates(runtime: TrustRuntime = nodeTrust): string[] {
  if (runtime.getCACertificates) {
    try {
      return runtime.getCACertificates('default');
    } catch {
      // Fall through to the bundle.
    }
  }
  const extraFile = runtime.env.NODE_EXTRA_CA_CERTS;
  let extra: string[] = [];
  if (extraFile) {
    try {
      extra = runtime.readFile(extraFile).match(PEM) ?? [];
    } catch {
      // Node itself only warns about an unreadable file; so does the absence of its certificates here.
    }
  }
  return [...runtime.rootCertificates, ...extra];
}

/**
 * The CAs to trust for a connection, or undefined for Node's default unchanged (nothing to
 * add: no profile CA, and no system store the runtime can read).
 */
export function trustedCertificates(
  profilePem: string | null,
  runtime: TrustRuntime = nodeTrust,
): string[] | undefined {
  const system = systemCertificates(runtime);
  if (!profilePem && system.length === 0) return undefined;
  const all = new Set([...defaultCertificates(runtime), ...system]);
  if (profilePem) all.add(profilePem);
  return [...all];
}

/** One SecureContext for the list, or undefined for Node's default. */
export function secureContextFor(certificates: string[] | undefined): SecureContext | undefined {
  return certificates ? tls.createSecureContext({ ca: certificates }) : undefined;
}
