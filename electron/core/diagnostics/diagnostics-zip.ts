/**
 * The zip a user attaches to a support ticket (Help > Save diagnostics…): the log, the
 * versions, the policy in force, the profiles and the environment that shapes connections,
 * and nothing secret. Each entry is built without secrets (no token, no hint of one, MDM_TOKEN
 * only as "set"), and then every entry's text goes through the log's redaction once more, so
 * that a secret that slipped into a log line or a server's message still does not leave.
 *
 * fflate: a small, dependency-free zip writer that is well kept and fast, streaming or not; the
 * bundle is a few megabytes at most (the rotated log is bounded), so it is made in memory, with
 * no temporary files. Redacting and compressing 5 MB of log take ~230 ms of CPU, too long to hold
 * the event loop of Electron's main process: the entries are fed to fflate's streaming writer a
 * slice of lines at a time, with a turn of the event loop between slices (a few ms each).
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppInfo } from '../../../shared/ipc';
import type { ProfileView } from '../../../shared/models/profile';
import type { PolicyProxy, PolicyState } from '../../../shared/policy';
import { nextTurn } from '../support/next-turn';

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
  return zipRedacted(entries, input.redact, input.now);
}

/** Lines redacted and compressed per turn of the event loop. */
const LINES_PER_SLICE = 500;

/** The entries zipped, every line redacted, a slice at a time between turns of the event loop. */
async function zipRedacted(
  entries: Record<string, string>,
  redact: (line: string) => string,
  mtime: Date,
): Promise<Uint8Array> {
  // Loaded when a zip is made, not with core.
  const { strToU8, Zip, ZipDeflate } = await import('fflate');
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for (const [name, text] of Object.entries(entries)) {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    const lines = text.split('\n');
    for (let start = 0; start < lines.length; start += LINES_PER_SLICE) {
      const last = start + LINES_PER_SLICE >= lines.length;
      const slice = lines
        .slice(start, start + LINES_PER_SLICE)
        .map(redact)
        .join('\n');
      file.push(strToU8(last ? slice : `${slice}\n`), last);
      await nextTurn();
    }
  }
  zip.end();
  if (failure) throw failure;
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** `mdm-admin-diagnostics-2025-01-31-1405.zip` */
export function diagnosticsFileName(now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `mdm-admin-diagnostics-${stamp}.zip`;
}
