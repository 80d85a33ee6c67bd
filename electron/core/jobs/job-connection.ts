/**
 * Which connection a saved import job reconnects through. A job records the id of the
 * profile it was started with; a job started from the command line with `--base-url` and
 * MDM_TOKEN has no profile, so it records `url:<baseUrl>` instead. Such a job is followed
 * (resumed, its report fetched) through a saved profile for the same base URL, or, in the
 * CLI, with MDM_TOKEN again; otherwise the error says exactly what is missing.
 */
import type { ProfileView, ProfilesState } from '../../../shared/models/profile';
import { normaliseBaseUrl } from '../api/base-url';
import type { ApiClient } from '../api/api-client';
import { AppError } from '../errors';
import type { ResolveClient, ResolvedClient } from '../profiles/profiles-service';

const URL_PROFILE_PREFIX = 'url:';

/** The profile id a job records when it was started with a bare base URL and MDM_TOKEN. */
export function urlProfileId(baseUrl: string): string {
  return `${URL_PROFILE_PREFIX}${normaliseBaseUrl(baseUrl)}`;
}

/** The base URL of a `url:` profile id, or null for a saved profile's id. */
export function baseUrlOfProfileId(profileId: string | undefined): string | null {
  if (!profileId?.startsWith(URL_PROFILE_PREFIX)) return null;
  return profileId.slice(URL_PROFILE_PREFIX.length);
}

/** The stand-in ProfileView of a `url:` job (named by its base URL). */
export function urlProfileView(baseUrl: string): ProfileView {
  const normalised = normaliseBaseUrl(baseUrl);
  return {
    id: urlProfileId(normalised),
    name: normalised,
    baseUrl: normalised,
    kind: 'organization',
    dialect: 'auto',
    learnedDialect: null,
    hasCaCertificate: false,
    tokenHint: null,
    demo: false,
  };
}

/** Whether two base URLs name the same server and path (after normalising; host case-blind). */
export function sameBaseUrl(a: string, b: string): boolean {
  try {
    return normaliseBaseUrl(a).toLowerCase() === normaliseBaseUrl(b).toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The saved profile that can follow a job of `baseUrl`: the active one if it matches, else
 * an organization administrator's (imports need one), else any with that base URL.
 */
export function profileForBaseUrl(state: ProfilesState, baseUrl: string): ProfileView | null {
  const matching = state.profiles.filter((p) => sameBaseUrl(p.baseUrl, baseUrl));
  return (
    matching.find((p) => p.id === state.activeId) ??
    matching.find((p) => p.kind === 'organization') ??
    matching[0] ??
    null
  );
}

export interface JobClientOptions {
  /** Where the resolver runs: the words of the "what is needed" message differ. */
  shell: 'app' | 'cli';
  /**
   * The CLI's MDM_TOKEN: a `url:` job reconnects with it (before any profile), and a
   * profile without a stored token uses it.
   */
  envToken?: string | undefined;
  /** Builds a client for a base URL and MDM_TOKEN (the CLI caches and closes them). */
  urlClient?: (baseUrl: string, token: string) => ApiClient;
}

export function missingConnectionMessage(baseUrl: string, shell: 'app' | 'cli'): string {
  return shell === 'app'
    ? `This job was started from the command line with a token from MDM_TOKEN; add a profile for ${baseUrl} to follow it here.`
    : `This job was started from the command line with a token from MDM_TOKEN; set MDM_TOKEN again, or add a profile for ${baseUrl} (mdm-admin profiles add), to follow it.`;
}

/** The jobs service's `clientFor`: saved profiles by id, `url:` jobs by base URL. */
export function jobClientResolver(
  profiles: {
    list(): Promise<ProfilesState>;
    resolveClient: ResolveClient;
    clientFor?(profile: ProfileView, token: string): ApiClient | Promise<ApiClient>;
  },
  options: JobClientOptions,
): ResolveClient {
  return async (profileId): Promise<ResolvedClient> => {
    const baseUrl = baseUrlOfProfileId(profileId);
    if (baseUrl === null) {
      try {
        return await profiles.resolveClient(profileId);
      } catch (error) {
        // A CLI user may keep a profile without a stored token and pass MDM_TOKEN each time.
        if (
          error instanceof AppError &&
          error.code === 'no-token' &&
          options.envToken &&
          profiles.clientFor &&
          profileId
        ) {
          const profile = (await profiles.list()).profiles.find((p) => p.id === profileId);
          if (profile) return { client: await profiles.clientFor(profile, options.envToken), profile };
        }
        throw error;
      }
    }
    if (options.envToken && options.urlClient) {
      return { client: options.urlClient(baseUrl, options.envToken), profile: urlProfileView(baseUrl) };
    }
    const profile = profileForBaseUrl(await profiles.list(), baseUrl);
    if (!profile) throw new AppError('no-profile', missingConnectionMessage(baseUrl, options.shell), { baseUrl });
    return profiles.resolveClient(profile.id);
  };
}
