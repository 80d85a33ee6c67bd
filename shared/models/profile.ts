import type { OperationId } from '../api/endpoints';
import { z } from 'zod';
import { PasswordPolicyInput } from '../api/wire/password-policy';
import { emailPatternOf, parsePattern } from '../users-csv/name-pattern';
import { ID_COLUMNS } from '../users-csv/id-column';

/** Whose token a profile holds; it decides which screens work (spec 5.3, 5.4). */
export const PROFILE_KINDS = ['organization', 'system'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export const PROFILE_KIND_LABEL: Record<ProfileKind, string> = {
  organization: 'Organization administrator',
  system: 'System administrator',
};

/** `auto`: the spec's paths first, the management form once on 404/405, then remembered. */
export const DIALECT_CHOICES = ['auto', 'spec', 'management'] as const;
export type DialectChoice = (typeof DIALECT_CHOICES)[number];

/** An organization's UUID as servers write them (8-4-4-4-12 hexadecimal digits, any case). */
export const ORGANIZATION_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ORGANIZATION_HINT =
  "The organization must be a UUID such as 3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13 (the portal shows it in the organization's settings).";

/** The organization a connection acts in: a trimmed, lower-cased UUID, or null for the token's own. */
export function normaliseOrganization(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.toLowerCase();
}

export function isOrganizationUuid(value: string): boolean {
  return ORGANIZATION_UUID.test(value.trim());
}

/**
 * A connection's naming scheme: the patterns that build the login names and e-mail addresses
 * a school's file lacks (`name-pattern.ts`; '' for none; an e-mail entry may be a bare domain),
 * the import wizard's default for this connection; and where the server keeps the person's
 * key, the school's ID of them (`idColumn`, id-column.ts; absent: custom1).
 */
export const namingSchemeSchema = z.object({
  namePattern: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || parsePattern(v, 'name').ok, 'The login name pattern is not valid.'),
  emailPattern: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || parsePattern(emailPatternOf(v), 'email').ok, 'The e-mail pattern is not valid.'),
  idColumn: z.enum(ID_COLUMNS).optional(),
});
export type NamingScheme = z.infer<typeof namingSchemeSchema>;

export const profileInputSchema = z.object({
  name: z.string().trim().min(1, 'A profile needs a name.').max(100),
  baseUrl: z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'The base URL must be an http:// or https:// address, e.g. https://mdm.example.com'),
  kind: z.enum(PROFILE_KINDS),
  dialect: z.enum(DIALECT_CHOICES).default('auto'),
  /**
   * PEM of a CA to trust for this server (on-premises certificates). A string sets it, null
   * removes it, and an omitted value keeps what is stored (the renderer never sees the PEM,
   * so editing a profile's name must not drop its CA).
   */
  caCertificatePem: z.string().max(200_000).nullable().optional(),
  /**
   * The user's explicit consent that the token travels in clear text: needed for an
   * http:// address of another machine (sendsTokenInClear), ignored otherwise.
   */
  allowInsecureHttp: z.boolean().optional(),
  /**
   * The organization's password policy (the reference `PasswordPolicy` fields), entered once;
   * the offline checks use it where the server does not answer a read of its own. A policy
   * sets it, null removes it, omitted keeps the stored one.
   */
  passwordPolicy: PasswordPolicyInput.nullable().optional(),
  /**
   * The organization every call acts in (`tenantOrganizationUuid`), for an administrator
   * whose token may act in several; empty or null: the token's own organization.
   */
  organizationUuid: z
    .string()
    .trim()
    .refine((value) => value === '' || isOrganizationUuid(value), ORGANIZATION_HINT)
    .nullable()
    .optional(),
  /** The naming scheme of the import wizard: a scheme sets it, null removes it, omitted keeps the stored one. */
  namingScheme: namingSchemeSchema.nullable().optional(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** What the renderer may see of a profile: never the token, only a masked hint. */
export interface ProfileView {
  id: string;
  name: string;
  baseUrl: string;
  kind: ProfileKind;
  dialect: DialectChoice;
  /** What `auto` found to work, remembered per profile. */
  learnedDialect: 'spec' | 'management' | null;
  hasCaCertificate: boolean;
  /** `…a1b2`, or null when no token is stored. */
  tokenHint: string | null;
  /** Created by "Explore with the demo server". */
  demo: boolean;
  /** The user accepted that the token travels in clear text to this http:// server. */
  allowInsecureHttp: boolean;
  /** The organization's password policy as entered for this profile; null or absent: none. */
  passwordPolicy?: PasswordPolicyInput | null;
  /**
   * The organization the profile's calls act in (`tenantOrganizationUuid`; a preset's from
   * the policy's `organizationUuid`); null or absent (views made before organizations existed)
   * for the token's own.
   */
  organizationUuid?: string | null;
  /** The import wizard's patterns for this connection; null or absent: none. */
  namingScheme?: NamingScheme | null;
  /**
   * Set by the machine-wide policy (docs/policy.md): its name, base URL, kind, organization and
   * CA are locked, and it cannot be removed; the user adds the token. Absent: false.
   */
  preset?: boolean;
}

/** What the machine-wide policy lets the user do with connections (all true without a policy). */
export interface ProfileRules {
  /** Whether the user may add, edit and remove connections of their own besides the preset ones. */
  userConnections: boolean;
  /** Whether the built-in demo server is offered. */
  demoServer: boolean;
  /** The policy file that decided, for the lock's tooltip; null when no policy applies. */
  policyFile: string | null;
}

export interface ProfilesState {
  profiles: ProfileView[];
  activeId: string | null;
  /** Absent from an older core: everything allowed. */
  rules?: ProfileRules;
}

/** Where a connection's proxy comes from, strongest first. */
export type ProxySource = 'policy' | 'environment' | 'system';

/** The steps of a connection check, in their order. */
export const CONNECTION_STEP_IDS = ['network', 'reach', 'authenticate', 'permission', 'dialect'] as const;
export type ConnectionStepId = (typeof CONNECTION_STEP_IDS)[number];

/**
 * Why a connection goes to the server directly: no proxy is configured, NO_PROXY or the
 * policy's bypass names the server's host, the system says DIRECT, or the system's proxies
 * are of kinds core cannot use (`proxies`: their PAC entries).
 */
export type DirectReason =
  | { code: 'unconfigured' }
  | { code: 'no-proxy'; host: string }
  | { code: 'policy-bypass'; host: string }
  | { code: 'system-direct' }
  | { code: 'system-unusable'; proxies: string };

type Saying<K extends string, P extends Record<string, string | number | null> = Record<string, never>> = {
  key: K;
  params: P;
};

/**
 * A sentence of the connection check as a key of the catalogue (`connections.check.say.<key>`)
 * and its values, for each shell to word in its reader's language. `error`: the check's
 * `error`, worded by describeError; `errorMaybeSystemToken`: that, then the hint to change the
 * profile's kind. The `connected.*` summaries add the organization note when `organization`
 * is set, and the system ones the note that the creation wizard was not called.
 */
export type ConnectionCheckWords =
  | Saying<'error' | 'errorMaybeSystemToken'>
  | Saying<'networkUnknown' | 'direct.unconfigured' | 'direct.systemDirect'>
  | Saying<'direct.noProxy' | 'direct.policyBypass', { host: string }>
  | Saying<'direct.systemUnusable', { proxies: string }>
  | Saying<'proxy.policy' | 'proxy.environment' | 'proxy.system', { proxy: string }>
  | Saying<'answers', { baseUrl: string }>
  | Saying<'notTried' | 'tokenAccepted' | 'tokenAccepted403' | 'endpointExists' | 'wizardNotCalled'>
  | Saying<'mayListDevices', { count: number }>
  | Saying<'dialect.spec' | 'dialect.management' | 'orgTokenOnSystemProfile'>
  | Saying<'wrongPaths.auto', { status: number }>
  | Saying<'wrongPaths.dialect', { status: number; dialect: 'spec' | 'management' }>
  | Saying<'connected.organization', { count: number; organization: string | null }>
  | Saying<'connected.system' | 'connected.system403', { organization: string | null }>;

/** The key of each saying of the connection check: each has its wording, or check-wording.ts does not compile. */
export type ConnectionCheckKey = ConnectionCheckWords['key'];

/** One step of a connection check: its id and what it found, both worded by the shells. */
export interface ConnectionCheckStep {
  id: ConnectionStepId;
  ok: boolean;
  /** Not tried, on purpose or because an earlier step failed (`ok` is then false). */
  skipped?: boolean;
  words: ConnectionCheckWords;
}

export interface ConnectionCheck {
  ok: boolean;
  /** One sentence as a saying: what works, or what is wrong and what to do. */
  summary: ConnectionCheckWords;
  steps: ConnectionCheckStep[];
  dialect: 'spec' | 'management' | null;
  durationMs: number;
  /** The calls the test made, as facts, for each reader to name the operation in its language. */
  calls: { operation: OperationId; method: string; path: string }[];
  /** The proxy the test went through (`http://proxy.example:3128`, no credentials), or null: directly. */
  proxy: string | null;
  /**
   * Where that proxy came from: the machine-wide policy's `proxy` (which wins over the
   * others), HTTPS_PROXY/HTTP_PROXY, or the system's settings. Null when no proxy was used.
   */
  proxySource?: ProxySource | null;
  /** The error behind a failed step (code and parameters), so that each shell can word it (describeError). */
  error?: { code: string; details?: Record<string, unknown> };
}

/** An organization a picker offers. */
export interface OrganizationChoice {
  uuid: string;
  name: string;
  fullName: string | null;
}

/**
 * What the server lists of its organizations for a profile, or why it cannot. `source` is
 * also the note the shells word (`form.organizationList.<source>`): what was asked and, for
 * `none`, why there is no list and what to do instead.
 */
export interface OrganizationList {
  /** `server`: the server's answer; `demo`: the built-in demo server's own list; `none`: no list. */
  source: 'server' | 'demo' | 'none';
  organizations: OrganizationChoice[];
}

/**
 * Where tokens are kept, as a fact each shell words in its language: encrypted by the system
 * (`backend` names it), nowhere safe (no encryption at all), obscured with a fixed key
 * (Electron's `basic_text`), or a plain 0600 file (`location`).
 */
export type SecretSituation = 'encrypted' | 'no-encryption' | 'obscured' | 'plain-file';

/** How tokens are kept on this machine. */
export interface SecretStoreStatus {
  backend: string;
  situation: SecretSituation;
  /** The file that holds the tokens, for `plain-file`; else null. */
  location: string | null;
  /** False when tokens would be kept in a form other users or programs could read. */
  secure: boolean;
  /** True when saving a token needs the user's explicit consent to weaker storage. */
  needsConsent: boolean;
}
