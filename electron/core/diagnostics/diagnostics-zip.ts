/**
 * The zip a user attaches to a support ticket (Help > Save diagnostics…): the log, the
 * versions, the policy in force, the profiles and the environment that shapes connections,
 * and nothing secret. Each entry is built without secrets (no token, no hint of one, MDM_TOKEN
 * only as "set"), and then every entry's text goes through the log's redaction once more, so
 * that a secret that slipped into a log line or a server's message still does not leave.
 *
 * fflate: a small, dependency-free zip writer that is well kept and fast; the bundle is a few
 * megabytes at most (the rotated log is bounded), so zipping in memory is simpler than a
 * streaming writer (yazl) and needs no temporary files.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { AppInfo } from '../../../shared/ipc';
import type { ProfileView } from '../../../shared/models/profile';
import type { PolicyProxy, PolicyState } from '../../../shared/policy';

/** A profile as the diagnostics show it: whether a token is stored, never the token or its hint. */
export type DiagnosticProfile = Omit<ProfileView, 'tokenHint'> & {
  tokenStored: boolean;
  /** False when the policy hides it (connections of one's own or the demo server turned off). */
  shown: boolean;
  organizationUuid: string | null;
};

export interface DiagnosticsInput {
  info: AppInfo;
  policy: PolicyState;
  profiles: { activeId: string | null; profiles: DiagnosticProfile[] };
  /** The proxy core was given (the policy's), if any. */
  proxy: PolicyProxy | null;
  /** The log files, newest first. */
  logFiles: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** The log's redaction (known tokens and secret patterns). */
  redact(text: string): string;
  now: Date;
}

/** Variables that change how the app connects or where it keeps things; others stay out. */
const ENVIRONMENT = [
  'MDM_ADMIN_HOME',
  'MDM_ADMIN_POLICY',
  'HTTPS_PROXY',
  'https_proxy',
  'HTTP_PROXY',
  'http_proxy',
  'NO_PROXY',
  'no_proxy',
  'ALL_PROXY',
  'all_proxy',
  'NODE_EXTRA_CA_CERTS',
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'XDG_CONFIG_HOME',
  'XDG_SESSION_TYPE',
  'XDG_CURRENT_DESKTOP',
  'APPIMAGE',
] as const;
/** Variables whose value is a secret: the zip says only whether they are set. */
const SECRET_ENVIRONMENT = ['MDM_TOKEN'] as const;

/** A URL without its user name and password (a proxy's credentials). */
function withoutCredentials(value: string): string {
  try {
    const url = new URL(value);
    if (url.username === '' && url.password === '') return value;
    url.username = '';
    url.password = '';
    return `${url.toString()} (credentials removed)`;
  } catch {
    return value;
  }
}

/**
 * The variables that shape connections, proxies without their credentials; of the secret ones
 * only their names, when set (a value under a name like MDM_TOKEN would be redacted anyway).
 */
export function environmentSummary(env: Readonly<Record<string, string | undefined>>): {
  variables: Record<string, string>;
  secretsSet: string[];
} {
  const variables: Record<string, string> = {};
  for (const name of ENVIRONMENT) {
    const value = env[name];
    if (value !== undefined) variables[name] = /proxy/i.test(name) ? withoutCredentials(value) : value;
  }
  return { variables, secretsSet: SECRET_ENVIRONMENT.filter((name) => env[name] !== undefined) };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = `MDM Admin diagnostics

versions.json     the app, its runtime and the operating system
policy.json       the machine-wide policy in force: the file, what applies, what was wrong with it
profiles.json     the connection profiles (whether a token is stored; never a token)
environment.json  variables that change how the app connects (proxy credentials and MDM_TOKEN left out)
logs/             the app's log, newest file first (tokens, passwords and proxy credentials redacted)
`;

/** The zip's bytes. */
export async function diagnosticsZip(input: DiagnosticsInput): Promise<Uint8Array> {
  const entries: Record<string, string> = {
    'README.txt': README,
    'versions.json': json({
      ...input.info,
      os: { type: os.type(), release: os.release(), arch: os.arch() },
      savedAt: input.now.toISOString(),
    }),
    'policy.json': json(input.policy),
    'profiles.json': json(input.profiles),
    'environment.json': json({
      ...environmentSummary(input.env),
      proxy: input.proxy ? { ...input.proxy, url: withoutCredentials(input.proxy.url) } : null,
    }),
  };
  for (const file of input.logFiles) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text !== null) entries[`logs/${path.basename(file)}`] = text;
  }
  const files: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(entries)) {
    const redacted = text
      .split('\n')
      .map((line) => input.redact(line))
      .join('\n');
    files[name] = strToU8(redacted);
  }
  return zipSync(files, { level: 6, mtime: input.now });
}

/** `mdm-admin-diagnostics-2025-01-31-1405.zip` */
export function diagnosticsFileName(now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `mdm-admin-diagnostics-${stamp}.zip`;
}
