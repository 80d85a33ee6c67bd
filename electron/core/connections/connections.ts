/**
 * Every way core reaches a server, in one place: the active profile, a saved profile by id
 * (its stored token), or a bare base URL (the CLI's `--base-url`). The CLI layers its
 * environment on top: MDM_TOKEN stands in where no token is stored and for base URLs, and
 * replaces a profile's stored token when the command names that profile (`open`). Saved
 * jobs name their connection (ConnectionRef) and are followed through here too; a job of a
 * base URL is followed through a saved profile for that base URL when no token is given.
 * A connection acts in an organization (`tenantOrganizationUuid`): the profile's, or one
 * given for the run (`--organization`); refs carry it, so a job is followed where it ran.
 * Under a policy that turns connections of one's own off (`allowUserConnections: false`), a
 * bare base URL with MDM_TOKEN is one of those: refused, naming the policy; the policy's
 * preset connections remain (`--profile NAME`).
 */
import type { ConnectionRef } from '../../../shared/models/connection';
import { normaliseOrganization } from '../../../shared/models/profile';
import type { DialectChoice, ProfileRules, ProfileView } from '../../../shared/models/profile';
import type { ApiClient } from '../api/api-client';
import { normaliseBaseUrl } from '../api/base-url';
import { createApiClient } from '../api/create-api-client';
import type { ApiClientOptions, ClosableApiClient } from '../api/create-api-client';
import { AppError } from '../errors';
import type { ProfilesService } from '../profiles/profiles-service';

export interface ResolvedConnection {
  client: ApiClient;
  /** The saved profile, or for a base URL a stand-in view named by it. */
  profile: ProfileView;
  /** The connection to record (a job's) and to resolve again later. */
  ref: ConnectionRef;
}

export interface ConnectionOverrides {
  /** A token for this run (MDM_TOKEN, or piped in); replaces a stored one. */
  token?: string | undefined;
  dialect?: DialectChoice | undefined;
  caCertificatePem?: string | null | undefined;
  /** The user's consent that the token travels in clear text (`--allow-insecure-http`). */
  allowInsecureHttp?: boolean | undefined;
  /** The organization to act in for this run (`--organization UUID`), instead of the profile's. */
  organization?: string | null | undefined;
}

export type OpenTarget = { profileName: string } | { baseUrl: string };

export interface ConnectionService {
  /** The client of a connection; the active profile when none is named. */
  resolve(ref?: ConnectionRef): Promise<ResolvedConnection>;
  /**
   * Opens a connection for this run of the process (the CLI's `--profile NAME` or
   * `--base-url URL`), with what the command line adds; later `resolve` calls of the
   * returned ref use it. No network call is made.
   */
  open(target: OpenTarget, overrides?: ConnectionOverrides): Promise<ResolvedConnection>;
  /** Whether a saved job's connection is this one (a profile, and base-URL jobs of its base URL). */
  covers(ref: ConnectionRef, job: ConnectionRef): Promise<boolean>;
  close(): Promise<void>;
}

export interface ConnectionServiceDeps {
  profiles: ProfilesService;
  /** The CLI's MDM_TOKEN: the token of base-URL connections and of profiles without one. */
  environmentToken?: string | undefined;
  clientOptions?: ApiClientOptions;
  /** What the machine-wide policy allows (default: everything): base URLs are connections of one's own. */
  rules?: Pick<ProfileRules, 'userConnections' | 'policyFile'>;
}

/** Whether two base URLs name the same server and path (after normalising; host case-blind). */
export function sameBaseUrl(a: string, b: string): boolean {
  try {
    return normaliseBaseUrl(a).toLowerCase() === normaliseBaseUrl(b).toLowerCase();
  } catch {
    return false;
  }
}

/** The ref with its organization (none: the token's own). */
export function withOrganization<R extends ConnectionRef>(ref: R, organization: string | null | undefined): R {
  const { organization: _dropped, ...bare } = ref;
  const org = normaliseOrganization(organization);
  return (org ? { ...bare, organization: org } : bare) as R;
}

/** The stand-in view of a base-URL connection (named by its base URL). */
export function urlView(baseUrl: string, organization: string | null = null): ProfileView {
  return {
    organizationUuid: organization,
    id: `url:${baseUrl}`,
    name: baseUrl,
    baseUrl,
    kind: 'organization',
    dialect: 'auto',
    learnedDialect: null,
    hasCaCertificate: false,
    tokenHint: null,
    demo: false,
    allowInsecureHttp: false,
  };
}

/**
 * The saved profile that can follow a job of `baseUrl`: the active one if it matches, else
 * an organization administrator's (imports need one), else any with that base URL.
 */
export function profileForBaseUrl(
  state: { profiles: ProfileView[]; activeId: string | null },
  baseUrl: string,
): ProfileView | null {
  const matching = state.profiles.filter((p) => sameBaseUrl(p.baseUrl, baseUrl));
  return (
    matching.find((p) => p.id === state.activeId) ??
    matching.find((p) => p.kind === 'organization') ??
    matching[0] ??
    null
  );
}

const keyOf = (ref: ConnectionRef): string =>
  `${ref.kind === 'profile' ? `profile:${ref.id}` : `url:${ref.baseUrl}`}@${ref.organization ?? ''}`;

/** The refusal of a bare base URL when the policy turns connections of one's own off. */
export function adHocRefused(baseUrl: string, policyFile: string | null): AppError {
  return new AppError('forbidden-by-policy', { reason: 'ad-hoc-connection', baseUrl, policyFile });
}

export function createConnectionService(deps: ConnectionServiceDeps): ConnectionService {
  const { profiles } = deps;
  const adHocAllowed = deps.rules?.userConnections ?? true;
  const policyFile = deps.rules?.policyFile ?? null;
  const environmentToken = deps.environmentToken?.trim() || undefined;
  /** Connections opened for this run, with their own clients (closed with the service). */
  const opened = new Map<string, { client: ClosableApiClient; profile: ProfileView }>();
  /** Clients made with the environment's token, per connection. */
  const fromEnvironment = new Map<string, ClosableApiClient>();
  /** Clients of saved profiles acting in another organization than the profile's, per connection. */
  const scoped = new Map<string, ClosableApiClient>();

  const urlClient = (baseUrl: string, token: string, overrides: ConnectionOverrides = {}) =>
    createApiClient(
      {
        baseUrl,
        token,
        dialect: overrides.dialect ?? 'auto',
        caCertificatePem: overrides.caCertificatePem ?? null,
        allowInsecureHttp: overrides.allowInsecureHttp ?? false,
        organization: overrides.organization ?? null,
      },
      deps.clientOptions,
    );

  /**
   * A saved profile's connection. `organization` undefined: the profile's own; else that
   * organization (a job's, or the run's), through a client of its own when it differs.
   */
  async function resolveProfile(id: string | undefined, organization?: string | null): Promise<ResolvedConnection> {
    const own = await resolveProfileAsSaved(id);
    const wanted =
      organization === undefined ? (own.profile.organizationUuid ?? null) : normaliseOrganization(organization);
    if (wanted === (own.profile.organizationUuid ?? null)) return own;
    const profileId = own.profile.id;
    const ref = withOrganization<ConnectionRef>({ kind: 'profile', id: profileId }, wanted);
    const key = keyOf(ref);
    let client = scoped.get(key);
    if (!client) {
      const token = (await profiles.storedToken(profileId)) ?? environmentToken;
      if (!token) throw new AppError('no-token', { profileId, profileName: own.profile.name });
      scoped.set(key, (client = await profiles.clientFor(profileId, token, { organization: wanted })));
    }
    return { client, profile: { ...own.profile, organizationUuid: wanted }, ref };
  }

  async function resolveProfileAsSaved(id: string | undefined): Promise<ResolvedConnection> {
    try {
      const { client, profile } = await profiles.resolveClient(id);
      return {
        client,
        profile,
        ref: withOrganization<ConnectionRef>({ kind: 'profile', id: profile.id }, profile.organizationUuid),
      };
    } catch (error) {
      // A CLI user may keep a profile without a stored token and pass MDM_TOKEN each time.
      if (!(error instanceof AppError && error.code === 'no-token' && environmentToken)) throw error;
      const profileId = typeof error.details?.profileId === 'string' ? error.details.profileId : id;
      if (profileId === undefined) throw error;
      const key = `profile:${profileId}`;
      let client = fromEnvironment.get(key);
      if (!client) fromEnvironment.set(key, (client = await profiles.clientFor(profileId, environmentToken)));
      const profile = (await profiles.list()).profiles.find((p) => p.id === profileId);
      if (!profile) throw error;
      return {
        client,
        profile,
        ref: withOrganization<ConnectionRef>({ kind: 'profile', id: profileId }, profile.organizationUuid),
      };
    }
  }

  async function resolveUrl(baseUrl: string, organization: string | null): Promise<ResolvedConnection> {
    const ref = withOrganization<ConnectionRef>({ kind: 'url', baseUrl }, organization);
    // A profile this run opened for the same server and organization (`jobs --profile NAME`) follows it first.
    const viaOpened = [...opened.values()].find(
      (o) =>
        !o.profile.id.startsWith('url:') &&
        sameBaseUrl(o.profile.baseUrl, baseUrl) &&
        (o.profile.organizationUuid ?? null) === organization,
    );
    if (viaOpened) return { client: viaOpened.client, profile: viaOpened.profile, ref };
    // Under a policy without connections of one's own, only a saved (preset) profile may follow it.
    if (environmentToken && adHocAllowed) {
      const key = keyOf(ref);
      let client = fromEnvironment.get(key);
      if (!client) fromEnvironment.set(key, (client = urlClient(baseUrl, environmentToken, { organization })));
      return { client, profile: urlView(baseUrl, organization), ref };
    }
    const profile = profileForBaseUrl(await profiles.list(), baseUrl);
    if (!profile) {
      throw new AppError('no-connection', { baseUrl });
    }
    const through = await resolveProfile(profile.id, organization);
    // The job keeps its own connection: a later MDM_TOKEN may follow it again.
    return { client: through.client, profile: through.profile, ref };
  }

  return {
    async resolve(ref) {
      const own = ref ? opened.get(keyOf(ref)) : undefined;
      if (ref && own) return { ...own, ref };
      if (!ref) return resolveProfile(undefined);
      // A ref without an organization means the connection's own (a profile's, or none for a base URL).
      return ref.kind === 'profile'
        ? resolveProfile(ref.id, ref.organization)
        : resolveUrl(ref.baseUrl, normaliseOrganization(ref.organization));
    },

    async open(target, overrides = {}) {
      const token = overrides.token?.trim() || undefined;
      if ('baseUrl' in target) {
        const baseUrl = normaliseBaseUrl(target.baseUrl);
        if (!adHocAllowed) throw adHocRefused(baseUrl, policyFile);
        const organization = normaliseOrganization(overrides.organization);
        const ref = withOrganization<ConnectionRef>({ kind: 'url', baseUrl }, organization);
        const chosen = token ?? environmentToken;
        if (!chosen) {
          throw new AppError('no-token', { reason: 'env', baseUrl });
        }
        const client = urlClient(baseUrl, chosen, overrides);
        const profile = urlView(baseUrl, organization);
        await opened.get(keyOf(ref))?.client.close();
        opened.set(keyOf(ref), { client, profile });
        return { client, profile, ref };
      }
      const profile = await profiles.findByName(target.profileName);
      if (!profile) {
        throw new AppError('not-found', { what: 'profile-name', profileName: target.profileName });
      }
      const organization =
        overrides.organization === undefined
          ? (profile.organizationUuid ?? null)
          : normaliseOrganization(overrides.organization);
      const ref = withOrganization<ConnectionRef>({ kind: 'profile', id: profile.id }, organization);
      const chosen = token ?? environmentToken;
      const changes = overrides.dialect !== undefined || overrides.caCertificatePem !== undefined;
      if (!chosen && !changes) return resolveProfile(profile.id, organization);
      const stored = chosen ?? (await profiles.storedToken(profile.id));
      if (!stored) {
        throw new AppError('no-token', { profileId: profile.id, profileName: profile.name });
      }
      const client = await profiles.clientFor(profile.id, stored, { ...overrides, organization });
      const view: ProfileView = { ...profile, organizationUuid: organization };
      await opened.get(keyOf(ref))?.client.close();
      opened.set(keyOf(ref), { client, profile: view });
      return { client, profile: view, ref };
    },

    async covers(ref, job) {
      if (ref.kind === 'url') return job.kind === 'url' && sameBaseUrl(job.baseUrl, ref.baseUrl);
      if (job.kind === 'profile') return job.id === ref.id;
      const profile = (await profiles.list()).profiles.find((p) => p.id === ref.id);
      return profile !== undefined && sameBaseUrl(job.baseUrl, profile.baseUrl);
    },

    async close() {
      const clients = [...[...opened.values()].map((o) => o.client), ...fromEnvironment.values(), ...scoped.values()];
      opened.clear();
      fromEnvironment.clear();
      scoped.clear();
      await Promise.all(clients.map((c) => c.close()));
    },
  };
}
