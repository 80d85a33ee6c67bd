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
import { AppError } from '../errors';
import type { EventBus } from '../events';
import type { SecretStore } from '../secrets/secret-store';
import { checkConnection } from './connection-check';
import { toView } from './profile-store';
import type { ProfileStore, StoredProfile } from './profile-store';

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

export function createProfilesService(deps: ProfilesServiceDeps): ProfilesService {
  const { store, secrets, events } = deps;
  const cache = new Map<string, ClosableApiClient>();
  // A learned dialect is saved in the background of the call that learned it; answers
  // about profiles wait for those writes, so they never predate what was learned.
  const dialectWrites = new Set<Promise<unknown>>();
  const settleDialectWrites = () => Promise.all([...dialectWrites]);

  const state = async (): Promise<ProfilesState> => {
    await settleDialectWrites();
    const doc = await store.read();
    return { profiles: doc.profiles.map(toView), activeId: doc.activeId };
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
  const find = async (id: string): Promise<StoredProfile> => {
    const profile = (await store.read()).profiles.find((p) => p.id === id);
    if (!profile)
      throw new AppError('not-found', `There is no connection profile with id ${id}; it may have been removed.`, {
        id,
      });
    return profile;
  };

  function makeClient(profile: StoredProfile, token: string, options: ApiClientOptions = {}): ClosableApiClient {
    return createApiClient(
      {
        baseUrl: profile.baseUrl,
        token,
        dialect: profile.dialect,
        learnedDialect: profile.learnedDialect,
        caCertificatePem: profile.caCertificatePem,
        allowInsecureHttp: profile.allowInsecureHttp,
        organization: profile.organization,
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
  }

  async function tokenOf(profile: StoredProfile): Promise<string> {
    const token = await secrets.get(profile.id);
    if (!token) {
      throw new AppError(
        'no-token',
        `The profile "${profile.name}" has no API access token stored. Edit the profile and paste a token (portal: profile, access tokens, add).`,
        { profileId: profile.id, profileName: profile.name },
      );
    }
    return token;
  }

  const service: ProfilesService = {
    list: state,

    async save(input) {
      const parsed = profileInputSchema.safeParse(input.profile);
      if (!parsed.success)
        throw new AppError(
          'invalid-argument',
          parsed.error.issues.map((i) => `${i.path.join('.') || 'profile'}: ${i.message}`).join('; '),
        );
      const fields = parsed.data;
      const baseUrl = normaliseBaseUrl(fields.baseUrl);
      if (
        typeof fields.caCertificatePem === 'string' &&
        !/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(fields.caCertificatePem)
      ) {
        throw new AppError(
          'invalid-argument',
          'The CA certificate must be PEM text, starting with -----BEGIN CERTIFICATE-----.',
        );
      }
      const existing = input.id ? await find(input.id) : null;
      const token = input.token?.trim();
      // A stored token is only ever sent to the server it was given for: another scheme,
      // host or port needs the token again (a renderer must not be able to redirect it).
      if (existing && !token && !sameOrigin(existing.baseUrl, baseUrl)) {
        throw new AppError(
          'invalid-argument',
          `The server changed from ${existing.baseUrl} to ${baseUrl}: paste the API access token for ${baseUrl}. A stored token is only ever sent to the server it was given for.`,
          { reason: 'token-for-other-server', field: 'token' },
        );
      }
      const allowInsecureHttp = fields.allowInsecureHttp ?? false;
      if (sendsTokenInClear(baseUrl) && !allowInsecureHttp) {
        throw new AppError(
          'invalid-argument',
          `${baseUrl} is an http:// address of another machine: the token would travel in clear text, readable by anyone on the way. Use https://, or accept this explicitly for this connection.`,
          { reason: 'insecure-http', field: 'allowInsecureHttp' },
        );
      }
      const clashOf = (profiles: StoredProfile[]) =>
        profiles.find((p) => p.id !== existing?.id && p.name.toLowerCase() === fields.name.toLowerCase());
      const nameTaken = (name: string) =>
        new AppError('invalid-argument', `A profile named "${name}" exists already; choose another name.`, {
          name: fields.name,
        });
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
            // Omitted: keep the stored organization; null or empty: the token's own.
            organization:
              fields.organization === undefined
                ? (existing?.organization ?? null)
                : normaliseOrganization(fields.organization),
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
      await find(id);
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

    async findByName(name) {
      const doc = await store.read();
      const found = doc.profiles.find((p) => p.name.toLowerCase() === name.trim().toLowerCase());
      return found ? toView(found) : null;
    },

    async resolveClient(profileId) {
      const doc = await store.read();
      const id = profileId ?? doc.activeId;
      if (!id) {
        throw new AppError(
          'no-profile',
          'No connection profile is active. Add one under Connections (base URL, kind and API access token), or start the demo server.',
          { reason: 'none-active' },
        );
      }
      const profile = doc.profiles.find((p) => p.id === id);
      if (!profile)
        throw new AppError(
          'no-profile',
          `The connection profile ${id} does not exist (any more). Choose another one under Connections.`,
          { profileId: id },
        );
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
        profile = { ...profile, organization: normaliseOrganization(overrides.organization) };
      return makeClient(profile, token);
    },

    storedToken: (profileId) => secrets.get(profileId),

    async test(id, overrides = {}) {
      const saved = await find(id);
      const profile =
        overrides.organization === undefined
          ? saved
          : { ...saved, organization: normaliseOrganization(overrides.organization) };
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
