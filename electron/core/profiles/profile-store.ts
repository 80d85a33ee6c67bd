/**
 * Connection profiles on disk (`profiles.json` in the data folder): name, base URL, kind,
 * dialect (and what `auto` learned), CA certificate, the organization the calls act in, the
 * token's masked hint, and which profile is active. Tokens are never here: they live behind the SecretStore port.
 */
import path from 'node:path';
import type { DialectChoice, NamingScheme, ProfileKind, ProfileView } from '../../../shared/models/profile';
import { namingSchemeSchema } from '../../../shared/models/profile';
import { z } from 'zod';
import { PasswordPolicyInput } from '../../../shared/api/wire/password-policy';
import { jsonFile } from '../store/json-file';
import type { JsonFileOptions } from '../store/json-file';

export interface StoredProfile {
  id: string;
  name: string;
  baseUrl: string;
  kind: ProfileKind;
  dialect: DialectChoice;
  learnedDialect: 'spec' | 'management' | null;
  caCertificatePem: string | null;
  tokenHint: string | null;
  demo: boolean;
  /** The user accepted that the token travels in clear text (http:// to another machine). */
  allowInsecureHttp: boolean;
  /** The organization's password policy entered for this profile (issue 12), or null. */
  passwordPolicy: PasswordPolicyInput | null;
  /** Made from a connection of the machine-wide policy (presets.ts): locked, matched by name. */
  preset: boolean;
  /**
   * The organization every call acts in (`tenantOrganizationUuid`; a preset's comes from the
   * policy's `organizationUuid`), or null for the token's own.
   */
  organizationUuid: string | null;
  /** The import wizard's login and e-mail patterns for this connection, or null. */
  namingScheme?: NamingScheme | null;
  createdAt: number;
  updatedAt: number;
}

export interface ProfilesDocument {
  version: 1;
  activeId: string | null;
  profiles: StoredProfile[];
}

export const PROFILES_FILE = 'profiles.json';

export interface ProfileStore {
  read(): Promise<ProfilesDocument>;
  /** Reads, changes and writes in one step (serialised with other updates). */
  update<T>(change: (doc: ProfilesDocument) => T): Promise<T>;
}

const empty = (): ProfilesDocument => ({ version: 1, activeId: null, profiles: [] });

const storedProfileSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  baseUrl: z.string(),
  kind: z.enum(['organization', 'system']),
  dialect: z.enum(['auto', 'spec', 'management']),
  learnedDialect: z.enum(['spec', 'management']).nullable().default(null),
  caCertificatePem: z.string().nullable().default(null),
  tokenHint: z.string().nullable().default(null),
  demo: z.boolean().default(false),
  allowInsecureHttp: z.boolean().default(false),
  passwordPolicy: PasswordPolicyInput.nullable().default(null).catch(null),
  preset: z.boolean().default(false),
  organizationUuid: z.string().nullable().default(null),
  namingScheme: namingSchemeSchema.nullable().default(null).catch(null),
  createdAt: z.number().default(0),
  updatedAt: z.number().default(0),
}) satisfies z.ZodType<StoredProfile, unknown>;

/**
 * A stored profile of any version: the organization was once written as `organization` (an
 * earlier build of issue 11); it is read into `organizationUuid`, which the policy's presets
 * also use, and the old name is dropped when the file is next written.
 */
const anyStoredProfileSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { organization, ...rest } = value as Record<string, unknown>;
  if (rest.organizationUuid === undefined || rest.organizationUuid === null)
    return { ...rest, organizationUuid: typeof organization === 'string' ? organization : null };
  return rest;
}, storedProfileSchema);

const profilesDocumentSchema = z
  .object({
    version: z.literal(1).default(1),
    activeId: z.string().nullable().default(null),
    profiles: z.array(anyStoredProfileSchema).default([]),
  })
  .transform((doc) => ({
    ...doc,
    // An active id that names no profile (a hand edit) falls back to the first.
    activeId: doc.profiles.some((p) => p.id === doc.activeId) ? doc.activeId : (doc.profiles[0]?.id ?? null),
  })) satisfies z.ZodType<ProfilesDocument, unknown>;

export function profileStore(
  dataDir: string,
  options: Pick<JsonFileOptions<ProfilesDocument>, 'onDamaged'> = {},
): ProfileStore {
  const file = jsonFile<ProfilesDocument>(path.join(dataDir, PROFILES_FILE), empty, {
    schema: profilesDocumentSchema,
    ...options,
  });
  return {
    read: () => file.read(),
    update: (change) => file.update(change),
  };
}

export function toView(profile: StoredProfile): ProfileView {
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    kind: profile.kind,
    dialect: profile.dialect,
    learnedDialect: profile.learnedDialect,
    hasCaCertificate: profile.caCertificatePem !== null,
    tokenHint: profile.tokenHint,
    demo: profile.demo,
    allowInsecureHttp: profile.allowInsecureHttp,
    passwordPolicy: profile.passwordPolicy,
    organizationUuid: profile.organizationUuid,
    namingScheme: profile.namingScheme ?? null,
    preset: profile.preset,
  };
}
