/**
 * Connection profiles and their tokens: list, save, remove, make active, test, and
 * `resolveClient`, which every service that talks to the server goes through. The
 * renderer only ever sees ProfileView (a masked token hint, never the token).
 */
import { randomUUID } from 'node:crypto';
import { normaliseOrganization, profileInputSchema } from '../../../shared/models/profile';
import type {
  ConnectionCheck,
  DialectChoice,
  ProfileInput,
  ProfileView,
  ProfilesState,
} from '../../../shared/models/profile';
import { sameOrigin, sendsTokenInClear } from '../../../shared/models/server-address';
import type { ApiClient } from '../api/api-client';
import { normaliseBaseUrl } from '../api/base-url';
import { createApiClient } from '../api/create-api-client';
import type { ApiClientOptions, ClosableApiClient } from '../api/create-api-client';
import { tokenHint } from '../api/redact';
import { loggedClient } from '../diagnostics/logged-client';
import { silentLogger } from '../diagnostics/logger';
import type { Logger } from '../diagnostics/logger';
import { AppError } from '../errors';
import type { EventBus } from '../events';
import type { SecretStore } from '../secrets/secret-store';
import { checkConnection } from './connection-check';
import { activeShown, isShown, lockedFieldsChanged, NO_CONNECTION_PRESETS, syncPresets } from './presets';
import type { ConnectionPresets } from './presets';
import { toView } from './profile-store';
import type { ProfilesDocument, ProfileStore, StoredProfile } from './profile-store';

export interface ResolvedClient {
  client: ApiClient;
  profile: ProfileView;
}

export type ResolveClient = (profileId?: string) => Promise<ResolvedClient>;

export interface ProfilesServiceDeps {
  store: ProfileStore;
  secrets: SecretStore;
  events: EventBus;
  /** Timeouts, retry policy and clock of the clients (tests shorten them). */
  clientOptions?: ApiClientOptions;
  /** The connection presets and rules of the machine-wide policy (default: none, everything allowed). */
  presets?: ConnectionPresets;
  log?: Logger;
}

export interface SaveProfileInput {
  id?: string | undefined;
  profile: ProfileInput;
  token?: string | undefined;
  acceptWeakStorage?: boolean | undefined;
  /** Marks the profile as the demo server's (core's demo.start only; not in the contract). */
  demo?: boolean;
}

export interface ProfilesService {
  list(): Promise<ProfilesState>;
  save(input: SaveProfileInput): Promise<ProfileView>;
  remove(id: string): Promise<ProfilesState>;
  setActive(id: string): Promise<ProfilesState>;
  /** Tests a profile's connection; `organization` tests it in another organization than its own (the CLI's option). */
  test(id: string, overrides?: { organization?: string | null | undefined }): Promise<ConnectionCheck>;
  /** Every stored profile, those the policy hides included (the diagnostics). */
  listAll(): Promise<{ activeId: string | null; profiles: StoredProfileSummary[] }>;
  /** The profile whose name matches (case-insensitive), for the CLI's --profile NAME. */
  findByName(name: string): Promise<ProfileView | null>;
  resolveClient: ResolveClient;
  /**
   * A new client of a saved profile with a token given from outside (the CLI's MDM_TOKEN)
   * and, for this run only, another dialect or CA. The caller closes it.
   */
  clientFor(profileId: string, token: string, overrides?: ClientOverrides): Promise<ClosableApiClient>;
  /** The token stored for a profile, or null. */
  storedToken(profileId: string): Promise<string | null>;
  close(): Promise<void>;
}

/** What a run may change of a saved profile's connection (the CLI's options). */
export interface ClientOverrides {
  dialect?: DialectChoice | undefined;
  caCertificatePem?: string | null | undefined;
  /** The organization to act in for this run (`--organization`); null: the token's own. */
  organization?: string | null | undefined;
}

/** A stored profile as the diagnostics show it (its organization in `view.organizationUuid`): never its token. */
export interface StoredProfileSummary {
  view: ProfileView;
  /** False when the policy hides it. */
  shown: boolean;
}

export function createProfilesService(deps: ProfilesServiceDeps): ProfilesService {
  const { store, secrets, events } = deps;
  const policy = deps.presets ?? NO_CONNECTION_PRESETS;
  const { rules } = policy;
  const log = deps.log ?? silentLogger();
  const forbidden = (reason: string, details: Record<string, unknown> = {}) =>
    new AppError('forbidden-by-policy', { reason, ...details, policyFile: rules.policyFile });

  // The policy's presets are applied once, before anything reads the profiles. A failure (a
  // file that cannot be written) is logged and leaves the profiles as they were: the app starts.
  let presetsApplied: Promise<void> | null = null;
  const ready = () => (presetsApplied ??= applyPresets());
  async function applyPresets(): Promise<void> {
    try {
      // Written only when something changes: every CLI command starts a core.
      const probe = structuredClone(await store.read());
      if (!syncPresets(probe, policy, Date.now()).changed) return;
      const { dropTokens } = await store.update((doc) => syncPresets(doc, policy, Date.now()));
      for (const id of dropTokens) await secrets.delete(id);
      log.info(
        `profiles: the policy's ${policy.presets.length} preset connection(s) applied${dropTokens.length > 0 ? `; ${dropTokens.length} token(s) dropped because their preset moved to another server` : ''}`,
      );
    } catch (error) {
      log.error(`profiles: the policy's connections could not be applied: ${(error as Error).message}`);
    }
  }
  const readDoc = async (): Promise<ProfilesDocument> => {
    await ready();
    return store.read();
  };
  const cache = new Map<string, ClosableApiClient>();
  // A learned dialect is saved in the background of the call that learned it; answers
  // about profiles wait for those writes, so they never predate what was learned.
  const dialectWrites = new Set<Promise<unknown>>();
  const settleDialectWrites = () => Promise.all([...dialectWrites]);

  const state = async (): Promise<ProfilesState> => {
    await settleDialectWrites();
    const doc = await readDoc();
    return {
      profiles: doc.profiles.filter((p) => isShown(p, rules)).map(toView),
      activeId: activeShown(doc, rules),
      rules,
    };
  };
  const changed = async (): Promise<ProfilesState> => {
    const now = await state();
    events.emit('profiles.changed', now);
    return now;
  };
  const drop = async (id: string) => {
    const client = cache.get(id);
    cache.delete(id);
    await client?.close();
  };
  /** A profile the policy shows (one it hides is refused, naming why). */
  const find = async (id: string): Promise<StoredProfile> => {
    const profile = (await readDoc()).profiles.find((p) => p.id === id);
    if (!profile) throw new AppError('not-found', { what: 'profile', id });
    if (!isShown(profile, rules)) throw hidden(profile);
    return profile;
  };
  const hidden = (profile: StoredProfile) =>
    profile.demo
      ? forbidden('demo-server', { profileId: profile.id })
      : forbidden('own-connection', { profileId: profile.id, name: profile.name });

  function makeClient(profile: StoredProfile, token: string, options: ApiClientOptions = {}): ClosableApiClient {
    log.addSecret(token);
    const client = createApiClient(
      {
        baseUrl: profile.baseUrl,
        token,
        dialect: profile.dialect,
        learnedDialect: profile.learnedDialect,
        caCertificatePem: profile.caCertificatePem,
        allowInsecureHttp: profile.allowInsecureHttp,
        organization: profile.organizationUuid,
        onDialectLearned: (dialect) => {
          const write = store
            .update((doc) => {
              const stored = doc.profiles.find((p) => p.id === profile.id);
              if (stored) stored.learnedDialect = dialect;
            })
            .catch(() => undefined);
          dialectWrites.add(write);
          void write
            .finally(() => dialectWrites.delete(write))
            .then(changed)
            .catch(() => undefined);
        },
      },
      { ...deps.clientOptions, ...options },
    );
    return loggedClient(client, log, `profile ${profile.id}`);
  }

  async function tokenOf(profile: StoredProfile): Promise<string> {
    const token = await secrets.get(profile.id);
    log.addSecret(token);
    if (!token) {
      throw new AppError('no-token', { profileId: profile.id, profileName: profile.name });
    }
    return token;
  }

  const service: ProfilesService = {
    list: state,

    async save(input) {
      const parsed = profileInputSchema.safeParse(input.profile);
      if (!parsed.success)
        throw new AppError('invalid-argument', {
          reason: 'profile-fields',
          // zod's own text per field: data quoted as it came, for the shells to show beside their sentence.
          problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'profile'}: ${i.message}`).join('; '),
          fields: parsed.error.issues.map((i) => i.path.join('.')),
        });
      const fields = parsed.data;
      const baseUrl = normaliseBaseUrl(fields.baseUrl);
      if (
        typeof fields.caCertificatePem === 'string' &&
        !/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(fields.caCertificatePem)
      ) {
        throw new AppError('invalid-argument', { reason: 'ca-not-pem', field: 'caCertificatePem' });
      }
      const existing = input.id ? await find(input.id) : null;
      if (!existing && input.demo && !rules.demoServer) throw forbidden('demo-server');
      if (!existing && !input.demo && !rules.userConnections) throw forbidden('add-connection');
      if (existing?.preset) {
        const locked = lockedFieldsChanged(existing, { ...fields, baseUrl });
        if (locked.length > 0 || input.demo)
          throw forbidden(locked.length > 0 ? 'preset-locked' : 'preset-kind', {
            profileId: existing.id,
            name: existing.name,
            fields: locked,
          });
      }
      const token = input.token?.trim();
      log.addSecret(token);
      // A stored token is only ever sent to the server it was given for: another scheme,
      // host or port needs the token again (a renderer must not be able to redirect it).
      if (existing && !token && !sameOrigin(existing.baseUrl, baseUrl)) {
        throw new AppError('invalid-argument', {
          reason: 'token-for-other-server',
          field: 'token',
          from: existing.baseUrl,
          to: baseUrl,
        });
      }
      const allowInsecureHttp = fields.allowInsecureHttp ?? false;
      if (sendsTokenInClear(baseUrl) && !allowInsecureHttp) {
        throw new AppError('invalid-argument', { reason: 'insecure-http', field: 'allowInsecureHttp', baseUrl });
      }
      const clashOf = (profiles: StoredProfile[]) =>
        profiles.find((p) => p.id !== existing?.id && p.name.toLowerCase() === fields.name.toLowerCase());
      const nameTaken = (name: string) =>
        new AppError('invalid-argument', { reason: 'name-taken', name, field: 'name' });
      const early = clashOf((await store.read()).profiles);
      if (early) throw nameTaken(early.name);
      const id = existing?.id ?? randomUUID();
      if (token) await secrets.set(id, token, { acceptWeakStorage: input.acceptWeakStorage ?? false });
      const now = Date.now();
      const connectionChanged =
        existing !== null && (existing.baseUrl !== baseUrl || existing.dialect !== fields.dialect);
      let saved: StoredProfile;
      try {
        saved = await store.update((d) => {
          // Checked again under the lock: another process may have added the name meanwhile.
          const clash = clashOf(d.profiles);
          if (clash) throw nameTaken(clash.name);
          const record: StoredProfile = {
            id,
            name: fields.name,
            baseUrl,
            kind: fields.kind,
            dialect: fields.dialect,
            learnedDialect: existing && !connectionChanged ? existing.learnedDialect : null,
            // Omitted: keep the stored CA; null: remove it.
            caCertificatePem:
              fields.caCertificatePem === undefined ? (existing?.caCertificatePem ?? null) : fields.caCertificatePem,
            tokenHint: token ? tokenHint(token) : (existing?.tokenHint ?? null),
            demo: input.demo ?? existing?.demo ?? false,
            allowInsecureHttp: sendsTokenInClear(baseUrl) && allowInsecureHttp,
            // Omitted: keep the stored policy; null: remove it.
            passwordPolicy:
              fields.passwordPolicy === undefined ? (existing?.passwordPolicy ?? null) : fields.passwordPolicy,
            preset: existing?.preset ?? false,
            // Omitted: keep the stored organization; null or empty: the token's own. A preset's is
            // the policy's (lockedFieldsChanged refuses another).
            organizationUuid:
              fields.organizationUuid === undefined || existing?.preset
                ? (existing?.organizationUuid ?? null)
                : normaliseOrganization(fields.organizationUuid),
            // Omitted: keep the stored scheme; null: remove it.
            namingScheme: fields.namingScheme === undefined ? (existing?.namingScheme ?? null) : fields.namingScheme,
            createdAt: existing?.createdAt ?? now,
            updatedAt: now,
          };
          const index = d.profiles.findIndex((p) => p.id === id);
          if (index >= 0) d.profiles[index] = record;
          else d.profiles.push(record);
          if (d.activeId === null) d.activeId = id;
          return record;
        });
      } catch (error) {
        if (!existing && token) await secrets.delete(id).catch(() => undefined);
        throw error;
      }
      await drop(id);
      await changed();
      return toView(saved);
    },

    async remove(id) {
      const profile = await find(id);
      if (profile.preset) throw forbidden('preset-remove', { profileId: id, name: profile.name });
      await store.update((doc) => {
        doc.profiles = doc.profiles.filter((p) => p.id !== id);
        if (doc.activeId === id) doc.activeId = doc.profiles[0]?.id ?? null;
      });
      await secrets.delete(id);
      await drop(id);
      return changed();
    },

    async setActive(id) {
      await find(id);
      await store.update((doc) => void (doc.activeId = id));
      return changed();
    },

    async listAll() {
      const doc = await readDoc();
      return {
        activeId: doc.activeId,
        profiles: doc.profiles.map((p) => ({
          view: toView(p),
          shown: isShown(p, rules),
        })),
      };
    },

    async findByName(name) {
      const doc = await readDoc();
      const found = doc.profiles.find((p) => isShown(p, rules) && p.name.toLowerCase() === name.trim().toLowerCase());
      return found ? toView(found) : null;
    },

    async resolveClient(profileId) {
      const doc = await readDoc();
      const id = profileId ?? activeShown(doc, rules);
      if (!id) {
        throw new AppError('no-profile', { reason: 'none-active' });
      }
      const profile = doc.profiles.find((p) => p.id === id);
      if (!profile) throw new AppError('no-profile', { reason: 'missing', profileId: id });
      if (!isShown(profile, rules)) throw hidden(profile);
      let client = cache.get(id);
      if (!client) {
        client = makeClient(profile, await tokenOf(profile));
        cache.set(id, client);
      }
      return { client, profile: toView(profile) };
    },

    async clientFor(profileId, token, overrides = {}) {
      const stored = await find(profileId);
      // A dialect chosen for this run is not learned for the profile.
      let profile: StoredProfile =
        overrides.dialect === undefined ? stored : { ...stored, dialect: overrides.dialect, learnedDialect: null };
      if (overrides.caCertificatePem !== undefined)
        profile = { ...profile, caCertificatePem: overrides.caCertificatePem };
      if (overrides.organization !== undefined)
        profile = { ...profile, organizationUuid: normaliseOrganization(overrides.organization) };
      return makeClient(profile, token);
    },

    async storedToken(profileId) {
      const token = await secrets.get(profileId);
      log.addSecret(token);
      return token;
    },

    async test(id, overrides = {}) {
      const saved = await find(id);
      const profile =
        overrides.organization === undefined
          ? saved
          : { ...saved, organizationUuid: normaliseOrganization(overrides.organization) };
      const token = await tokenOf(profile);
      const check = await checkConnection(profile, () => makeClient(profile, token, { retry: { attempts: 1 } }));
      await settleDialectWrites();
      return check;
    },

    async close() {
      await Promise.all([...cache.keys()].map(drop));
    },
  };

  return service;
}
