/**
 * The machine-wide policy: a JSON file an IT department deploys to preset connections and lock
 * settings (where it lives: electron/core/machine-policy/policy-path.ts; for IT: docs/policy.md; its JSON
 * Schema, generated from this one: docs/policy.schema.json).
 *
 * Every object is strict: a field the app does not know is an error, so that a misspelt setting
 * is reported instead of silently not applied. A policy never holds a token or a password: the
 * file is readable by every user of the machine, and each administrator's token belongs in their
 * own OS keychain, entered in the app.
 */
import { z } from 'zod';
import { LANGUAGES } from './i18n/language';
import { PROFILE_KINDS } from './models/profile';
import { jsonPath, policyProblem, policyProblems } from './policy-problems';
import type { PolicyProblem } from './policy-problems';

export { jsonPath, policyProblems } from './policy-problems';
export type { PolicyProblem, PolicyProblemCode, PolicyProblemParams } from './policy-problems';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isHttpUrl = (value: string) => ['http:', 'https:'].includes(parsedUrl(value)?.protocol ?? '');
const hasCredentials = (value: string) => {
  const url = parsedUrl(value);
  return url !== null && (url.username !== '' || url.password !== '');
};

// The messages below are problem codes (shared/policy-problems.ts), worded by the shells.
const httpUrl = (example: string) =>
  z
    .string()
    .refine(isHttpUrl, { message: 'http-url', params: { example } })
    .refine((value) => !hasCredentials(value), 'no-credentials');

const PEM_CERTIFICATE = /^\s*(-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----\s*)+$/;

export const policyConnectionSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'empty').max(100).describe('Shown to the user; unique in the policy.'),
    baseUrl: httpUrl('https://mdm.example.com').describe("The server's address, e.g. https://mdm.example.com"),
    kind: z
      .enum(PROFILE_KINDS)
      .describe('Whose token the user will enter: an organization administrator or the system administrator.'),
    organizationUuid: z.uuid('uuid').optional().describe('The organization this connection is for.'),
    caCertificatePem: z
      .string()
      .regex(PEM_CERTIFICATE, 'pem-certificate')
      .optional()
      .describe("A CA to trust for this server (on-premises certificates), in PEM; the machine's CAs still apply."),
  })
  .describe('A connection preset for every user; each user enters their own token in the app.');
export type PolicyConnection = z.output<typeof policyConnectionSchema>;

/** Each connection whose name (ignoring case) an earlier one already has, with that earlier index. */
function duplicateNames(connections: readonly { name: string }[]): { index: number; first: number }[] {
  const seen = new Map<string, number>();
  const duplicates: { index: number; first: number }[] = [];
  connections.forEach((connection, index) => {
    const key = connection.name.trim().toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.push({ index, first });
  });
  return duplicates;
}

export const policyUpdatesSchema = z
  .union([
    z.literal('off').describe('No update checks (the default).'),
    z
      .strictObject({
        channel: z
          .string()
          .regex(/^[a-z][a-z0-9-]*$/, 'channel-name')
          .default('latest')
          .describe('The update channel: latest (the default), beta, ...'),
        url: httpUrl('https://updates.example.com/mdm-admin/')
          .refine((value) => {
            const url = parsedUrl(value);
            return url?.protocol !== 'http:' || LOOPBACK_HOSTS.has(url.hostname);
          }, 'https-only')
          .describe('Where the update feed is (a generic electron-updater feed).'),
      })
      .describe('Check this feed for updates; the user decides when to restart.'),
  ])
  .describe('"off", or where updates come from.');
export type PolicyUpdates = z.output<typeof policyUpdatesSchema>;

export const policyProxySchema = z
  .strictObject({
    url: httpUrl('http://proxy.example.com:3128').describe(
      'The proxy every connection goes through, without credentials (the file is readable by every user).',
    ),
    bypass: z
      .array(z.string().trim().min(1, 'empty'))
      .default([])
      .describe('Hosts reached directly: names, *.domain wildcards, IP addresses.'),
  })
  .describe('A proxy for the connections to the servers.');
export type PolicyProxy = z.output<typeof policyProxySchema>;

export const policySchema = z
  .strictObject({
    $schema: z.string().optional().describe('For editors: the JSON Schema of this file.'),
    version: z.literal(1).default(1).describe('The policy format; 1.'),
    connections: z
      .array(policyConnectionSchema)
      .default([])
      .superRefine((connections, context) => {
        for (const { index, first } of duplicateNames(connections)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: 'duplicate-name',
            params: { name: connections[index]!.name, first },
          });
        }
      })
      .describe('Connections every user sees, locked: users cannot edit or remove them.'),
    allowUserConnections: z
      .boolean()
      .default(true)
      .describe('Whether users may add connections of their own besides the preset ones.'),
    offerDemoServer: z.boolean().default(true).describe('Whether the app offers its built-in demo server.'),
    updates: policyUpdatesSchema.default('off'),
    defaultLanguage: z
      .enum(LANGUAGES)
      .optional()
      .describe("The language on first start (the user may change it); absent: the system's."),
    proxy: policyProxySchema.optional(),
  })
  .describe('MDM Admin machine-wide policy');
export type Policy = z.output<typeof policySchema>;

/** What applies without a policy file, or in place of a part of it that is wrong. */
export const DEFAULT_POLICY: Policy = policySchema.parse({});

/**
 * The policy as the app applies it (`policy.get`, the diagnostics): where it was looked for,
 * whether a file was there, what applies, and what was wrong with the file.
 */
export interface PolicyState {
  /** The file looked at; null when this core was given no policy (tests, tools). */
  file: string | null;
  /** False when there is no file: the defaults apply and nothing is wrong. */
  found: boolean;
  /** What applies: the file's valid settings, the defaults for the rest. */
  policy: Policy;
  /** What is wrong with the file, each with its JSON path; empty when all of it applies. */
  problems: PolicyProblem[];
}

/** No policy file: the defaults, nothing wrong. */
export const NO_POLICY: PolicyState = { file: null, found: false, policy: DEFAULT_POLICY, problems: [] };

export interface PolicyCheck {
  /** What the app applies: the file's valid settings, the defaults for the rest. */
  policy: Policy;
  /** Empty when the whole file is valid. */
  problems: PolicyProblem[];
}

const TOP_LEVEL = policySchema.shape;

/**
 * The preset connections that are valid on their own and not a repeated name; a repeated name
 * among them is reported here too (zod checks names only once every connection is valid).
 */
function validConnections(items: readonly unknown[], problems: PolicyProblem[]): unknown[] {
  const valid = items
    .map((item, index) => ({ item, index, parsed: policyConnectionSchema.safeParse(item) }))
    .filter((entry) => entry.parsed.success);
  const names = valid.map((entry) => ({ name: entry.parsed.data!.name }));
  const duplicates = new Map(duplicateNames(names).map(({ index, first }) => [index, first]));
  const kept: unknown[] = [];
  valid.forEach((entry, position) => {
    const first = duplicates.get(position);
    if (first === undefined) {
      kept.push(entry.item);
      return;
    }
    const path = jsonPath(['connections', entry.index, 'name']);
    if (!problems.some((known) => known.path === path)) {
      problems.push(policyProblem(path, 'duplicate-name', { name: names[position]!.name, first: valid[first]!.index }));
    }
  });
  return kept;
}

/**
 * Checks a parsed policy file. A wrong setting never discards the right ones: each top-level
 * setting that is valid applies, each wrong one falls back to its default, and a wrong preset
 * connection is left out while the others stay, so that one typo does not undo, say, the
 * "no demo server" an IT department set.
 */
export function checkPolicy(input: unknown): PolicyCheck {
  const whole = policySchema.safeParse(input);
  if (whole.success) return { policy: whole.data, problems: [] };
  const problems = policyProblems(whole.error);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { policy: DEFAULT_POLICY, problems: [policyProblem('$', 'not-object', {})] };
  }
  const record = input as Record<string, unknown>;
  const valid: Record<string, unknown> = {};
  for (const key of Object.keys(TOP_LEVEL) as (keyof typeof TOP_LEVEL)[]) {
    if (!(key in record)) continue;
    if (key === 'connections' && Array.isArray(record.connections)) {
      valid.connections = validConnections(record.connections, problems);
      continue;
    }
    if (TOP_LEVEL[key].safeParse(record[key]).success) valid[key] = record[key];
  }
  return { policy: policySchema.parse(valid), problems };
}

/** The policy's JSON Schema (docs/policy.schema.json is this, formatted). */
export function policyJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(policySchema, { io: 'input', target: 'draft-2020-12' }),
    $id: 'https://mdm-admin.example/policy.schema.json',
    title: 'MDM Admin machine-wide policy',
  };
}
