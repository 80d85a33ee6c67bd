/**
 * The connection test of a profile (`profiles.test`): the cheapest authenticated read for
 * the profile's kind, made without retries, answered step by step (network path, reach,
 * authenticate, permission, dialect) with the call it made and whether a proxy was used.
 *
 * It only ever reads. An organization administrator's profile lists one device. A system
 * administrator's profile does not call the creation-wizard endpoint: on a real server it
 * may submit a new organization request rather than list them (shared/reference), so the
 * test uses the user lookup (count only), which cannot create anything, and then one device
 * read to tell the token's kind (a token that may list devices is an organization
 * administrator's: a system administrator's belongs to no organization).
 */
import { endpoint } from '../../../shared/api/endpoints';
import type { Dialect, OperationId } from '../../../shared/api/endpoints';
import { PROFILE_KIND_LABEL } from '../../../shared/models/profile';
import type { ConnectionCheck, ProfileKind } from '../../../shared/models/profile';
import type { ClosableApiClient } from '../api/create-api-client';
import { AppError } from '../errors';
import type { ProxyRoute, ProxySource } from '../network/proxy-route';
import type { StoredProfile } from './profile-store';

type Step = ConnectionCheck['steps'][number];

/** The 401/403 reasons that say the token's user cannot log in at all (not a missing right). */
const LOGIN_REFUSED = new Set([
  'INVALID_CREDENTIALS',
  'USER_LOCKED',
  'USER_DEACTIVATED',
  'PASSWORD_EXPIRED',
  'PASSWORD_CHANGE_REQUIRED',
  'MFA_SETUP_REQUIRED',
  'SSL_REQUIRED',
]);

const CALL_OF: Record<ProfileKind, OperationId> = { organization: 'queryDevices', system: 'queryUsers' };

export function describeCall(op: OperationId, dialect: Dialect | null): string {
  const ep = endpoint(op);
  const form = ep.forms[dialect ?? 'spec'];
  return `${form.method} ${form.path} (${ep.title.toLowerCase()})`;
}

/** Where a proxy came from, as the network step says it. */
const PROXY_FROM: Record<ProxySource, string> = {
  policy: "the machine-wide policy's proxy, which wins over HTTPS_PROXY and the system's settings",
  environment: 'HTTPS_PROXY / HTTP_PROXY',
  system: "the system's proxy settings",
};

function networkStep(route: ProxyRoute | null): Step {
  if (!route) return { label: 'Network path', ok: false, message: 'Not known.' };
  if (route.kind === 'direct') return { label: 'Network path', ok: true, message: `Directly: ${route.why}.` };
  const from = PROXY_FROM[route.source];
  return { label: 'Network path', ok: true, message: `Through the proxy ${route.shown} (from ${from}).` };
}

const statusOf = (e: AppError): number | null => (typeof e.details?.status === 'number' ? e.details.status : null);
const reasonOf = (e: AppError): string | null => (typeof e.details?.reason === 'string' ? e.details.reason : null);

async function attempt<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: AppError }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error: error instanceof AppError ? error : new AppError('internal', String(error)) };
  }
}

/** Checks a profile's connection with clients that `makeClient` creates (no retries); closes them. */
export async function checkConnection(
  profile: StoredProfile,
  makeClient: () => ClosableApiClient,
): Promise<ConnectionCheck> {
  const started = Date.now();
  const client = makeClient();
  const op = CALL_OF[profile.kind];
  const kind = PROFILE_KIND_LABEL[profile.kind].toLowerCase();
  const routed = await attempt(() => client.route());
  const route = routed.ok ? routed.value : null;
  const steps: Step[] = [networkStep(route)];
  const reach: Step = { label: 'Reach the server', ok: true, message: `${profile.baseUrl} answers.` };
  const notTried = (label: string, why = 'Not tried.'): Step => ({ label, ok: false, message: why, skipped: true });
  const finish = (
    ok: boolean,
    summary: string,
    error?: AppError,
    calls: string[] = [describeCall(op, client.dialect())],
  ) => {
    const check: ConnectionCheck = {
      ok,
      summary,
      steps,
      dialect: client.dialect(),
      durationMs: Date.now() - started,
      call: calls.join(', then '),
      proxy: route?.kind === 'proxy' ? route.shown : null,
      proxySource: route?.kind === 'proxy' ? route.source : null,
    };
    if (error)
      check.error = { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
    return check;
  };
  const dialectStep = (): Step => ({
    label: 'API dialect',
    ok: true,
    message:
      client.dialect() === 'management'
        ? 'The server uses the management paths (/api/management/...).'
        : "The server uses the specification's paths.",
  });
  const organizationNote = profile.organizationUuid ? ` Calls act in organization ${profile.organizationUuid}.` : '';

  try {
    if (!routed.ok) {
      // The proxy settings themselves are wrong (HTTPS_PROXY is not an address): nothing was sent.
      steps[0] = { label: 'Network path', ok: false, message: routed.error.message };
      steps.push(
        notTried('Reach the server'),
        notTried('Authenticate'),
        notTried('Permission'),
        notTried('API dialect'),
      );
      return finish(false, routed.error.message, routed.error, []);
    }
    const first =
      profile.kind === 'organization'
        ? await attempt(() => client.queryDevices({ limit: 1, offset: 0, getNonpagedCount: true }))
        : await attempt(() => client.queryUsers({ limit: 1, offset: 0, getItems: false }));

    if (first.ok) {
      steps.push(reach, { label: 'Authenticate', ok: true, message: 'The token is accepted.' });
      if (profile.kind === 'organization') {
        const n = first.value.total ?? first.value.results.length;
        steps.push(
          { label: 'Permission', ok: true, message: `The token may list devices (${n} devices).` },
          dialectStep(),
        );
        return finish(
          true,
          `Connected as ${kind}: the server answers, the token works and may list devices (${n} devices).${organizationNote}`,
        );
      }
      // A system administrator's profile: the user lookup worked; a device read tells the token's kind.
      const probe = await attempt(() => client.queryDevices({ limit: 1, offset: 0, getNonpagedCount: true }));
      const calls = [describeCall('queryUsers', client.dialect()), describeCall('queryDevices', client.dialect())];
      if (probe.ok) {
        const summary = `This token belongs to an organization administrator (it may list an organization's devices), but the profile is for a system administrator. Change the profile's kind to "${PROFILE_KIND_LABEL.organization}", or use a system administrator's token.`;
        steps.push({ label: 'Permission', ok: false, message: summary }, dialectStep());
        return finish(false, summary, undefined, calls);
      }
      steps.push(wizardNotCalled(), dialectStep());
      return finish(
        true,
        `Connected: the server answers and accepts the token.${organizationNote} Whether it may list creation-wizard requests shows when you open them: the test never calls that endpoint, which on some servers creates organization requests.`,
        undefined,
        calls,
      );
    }

    const e = first.error;
    const status = statusOf(e);
    const reason = reasonOf(e);
    if (['unreachable', 'refused', 'timeout', 'tls'].includes(e.code)) {
      steps.push(
        { label: 'Reach the server', ok: false, message: e.message },
        notTried('Authenticate'),
        notTried('Permission'),
        notTried('API dialect'),
      );
      return finish(false, e.message, e);
    }
    if (e.code === 'unauthorized' && (status !== 403 || (reason !== null && LOGIN_REFUSED.has(reason)))) {
      steps.push(
        reach,
        { label: 'Authenticate', ok: false, message: e.message },
        notTried('Permission'),
        notTried('API dialect'),
      );
      return finish(false, e.message, e);
    }
    if (status === 403) {
      steps.push(reach, { label: 'Authenticate', ok: true, message: 'The token is accepted (HTTP 403, not 401).' });
      if (profile.kind === 'system') {
        // The user lookup is refused to many system administrators; the token itself was accepted.
        steps.push(wizardNotCalled(), { label: 'API dialect', ok: true, message: 'The endpoint exists.' });
        return finish(
          true,
          `Connected: the server answers and accepts the token (it refused the user lookup, HTTP 403, which a system administrator may not make).${organizationNote} Whether it may list creation-wizard requests shows when you open them: the test never calls that endpoint, which on some servers creates organization requests.`,
        );
      }
      const summary = `${e.message} If this is a system administrator's token, change the profile's kind to "${PROFILE_KIND_LABEL.system}".`;
      steps.push(
        { label: 'Permission', ok: false, message: summary },
        { label: 'API dialect', ok: true, message: 'The endpoint exists.' },
      );
      return finish(false, summary, e);
    }
    if (
      (status === 404 || status === 405) &&
      typeof e.details?.errorCode === 'string' &&
      e.details.errorCode !== 'RESOURCE_NOT_FOUND'
    ) {
      // The endpoint exists and named a problem (an unknown organization, ...): the explanation says it.
      steps.push(
        reach,
        { label: 'Authenticate', ok: true, message: 'The token is accepted.' },
        { label: 'Permission', ok: false, message: e.message },
        notTried('API dialect'),
      );
      return finish(false, e.message, e);
    }
    if (status === 404 || status === 405) {
      const summary = `The server answers, but not at the API's paths (HTTP ${status}) in ${profile.dialect === 'auto' ? 'either dialect' : `the ${profile.dialect} dialect`}. Check the base URL (a /relution prefix?)${profile.dialect === 'auto' ? '' : ' or set the dialect to auto'}.`;
      steps.push(reach, notTried('Authenticate'), notTried('Permission'), {
        label: 'API dialect',
        ok: false,
        message: summary,
      });
      return finish(false, summary, e);
    }
    steps.push(
      reach,
      { label: 'Authenticate', ok: false, message: e.message },
      notTried('Permission'),
      notTried('API dialect'),
    );
    return finish(false, e.message, e);
  } finally {
    await client.close();
  }
}

function wizardNotCalled(): ConnectionCheck['steps'][number] {
  return {
    label: 'Permission',
    ok: false,
    skipped: true,
    message:
      'Not tested on purpose: the creation-wizard endpoint is called only when you list its requests (on some servers it creates organization requests).',
  };
}
