/**
 * Takes secrets out of a log line before it is written anywhere (the log file, a diagnostics zip,
 * the CLI's --verbose output). Two layers:
 * - values the app knows are secret (the tokens it holds, the passwords of the CSV file being
 *   imported) are replaced wherever they appear, in any context (core's `redact`);
 * - patterns catch secrets the app was not told about: the token header, MDM_TOKEN=, token and
 *   password fields and parameters, 60-character v2 tokens, credentials in URLs and
 *   Authorization headers.
 * A bare UUID is left alone: job, device and organization ids are UUIDs too, and a log without
 * them is useless. A UUID token is caught in a token context (header, MDM_TOKEN=, a token field)
 * or as a known value.
 */
import { REDACTED, redact } from '../api/redact';

/** A v2 access token: 60 characters (a 14-character id and a 46-character secret). */
const V2_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{60}(?![A-Za-z0-9_-])/g;

/** Field names whose values are secrets: token, accessToken, x-user-access-token, password... */
const SECRET_NAME = String.raw`[\w-]*(?:token|password|passwd|secret)`;

const PATTERNS: readonly [RegExp, string][] = [
  // JSON: "password": "…", "accessToken": "…" (escaped quotes inside the value included).
  [new RegExp(String.raw`("${SECRET_NAME}"\s*:\s*")(?:[^"\\]|\\.)*(")`, 'gi'), `$1${REDACTED}$2`],
  // Headers, environment, parameters: X-User-Access-Token: …, MDM_TOKEN=…, password=…, ?token=…
  // (not again over a JSON value the pattern above has already replaced).
  [
    new RegExp(String.raw`(\b${SECRET_NAME}\b["']?\s*[:=]\s*)(?!"\[redacted\]")("[^"]*"|'[^']*'|[^\s"'&,;]+)`, 'gi'),
    `$1${REDACTED}`,
  ],
  // Authorization: Basic …, Proxy-Authorization: Bearer …
  [/(\b(?:proxy-)?authorization\s*[:=]\s*(?:basic|bearer|negotiate|ntlm|digest)?\s*)[^\s,;]+/gi, `$1${REDACTED}`],
  // Credentials in a URL: http://user:pass@proxy:3128 (the user name goes too: it is half the secret).
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, `$1${REDACTED}@`],
  [V2_TOKEN, REDACTED],
];

/** The line with every known secret and every secret-shaped value replaced by [redacted]. */
export function redactLogLine(line: string, knownSecrets: readonly (string | null | undefined)[] = []): string {
  const longestFirst = [...knownSecrets]
    .filter((secret): secret is string => !!secret)
    .sort((a, b) => b.length - a.length);
  let out = redact(line, longestFirst);
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
