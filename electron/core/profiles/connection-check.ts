/**
 * The connection test of a profile (`profiles.test`): the cheapest authenticated read for
 * the profile's kind, made without retries, answered step by step (network path, reach,
 * authenticate, permission, dialect) with the call it made and whether a proxy was used. A
 * proxy that refuses (its credentials, or the connection) fails the network path: the
 * server was never asked, so nothing after it is tried.
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
import type {
  ConnectionCheck,
  ConnectionCheckStep,
  ConnectionCheckWords,
  ConnectionStepId,
  DirectReason,
  ProfileKind,
} from '../../../shared/models/profile';
import type { ClosableApiClient } from '../api/create-api-client';
import { AppError, errorText } from '../errors';
import type { ProxyRoute, ProxySource } from '../network/proxy-route';
import type { StoredProfile } from './profile-store';

type Step = ConnectionCheckStep;

/** Each step's name in English (the shells word `id` from connections.check.step.<id>). */
const STEP_LABEL: Record<ConnectionStepId, string> = {
  network: 'Network path',
  reach: 'Reach the server',
  authenticate: 'Authenticate',
  permission: 'Permission',
  dialect: 'API dialect',
};

/** A step: its id, English label and message, and the saying the shells word. */
function step(id: ConnectionStepId, ok: boolean, message: string, words: ConnectionCheckWords, skipped = false): Step {
  return { id, label: STEP_LABEL[id], ok, message, words, ...(skipped ? { skipped: true } : {}) };
}

/** A step whose message is the check's error (describeError words it). */
const failed = (id: ConnectionStepId, e: AppError): Step => step(id, false, e.message, { key: 'error', params: {} });

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

/** A call the test made: the operation, and the method and path of the dialect used. */
function callOf(op: OperationId, dialect: Dialect | null): { operation: OperationId; method: string; path: string } {
  const form = endpoint(op).forms[dialect ?? 'spec'];
  return { operation: op, method: form.method, path: form.path };
}

export function describeCall(op: OperationId, dialect: Dialect | null): string {
  const { method, path } = callOf(op, dialect);
  return `${method} ${path} (${endpoint(op).title.toLowerCase()})`;
}

/** Where a proxy came from, as the network step says it. */
const PROXY_FROM: Record<ProxySource, string> = {
  policy: "the machine-wide policy's proxy, which wins over HTTPS_PROXY and the system's settings",
  environment: 'HTTPS_PROXY / HTTP_PROXY',
  system: "the system's proxy settings",
};

function directWords(reason: DirectReason): ConnectionCheckWords {
  switch (reason.code) {
    case 'unconfigured':
      return { key: 'direct.unconfigured', params: {} };
    case 'system-direct':
      return { key: 'direct.systemDirect', params: {} };
    case 'no-proxy':
      return { key: 'direct.noProxy', params: { host: reason.host } };
    case 'policy-bypass':
      return { key: 'direct.policyBypass', params: { host: reason.host } };
    case 'system-unusable':
      return { key: 'direct.systemUnusable', params: { proxies: reason.proxies } };
  }
}

function networkStep(route: ProxyRoute | null): Step {
  if (!route) return step('network', false, 'Not known.', { key: 'networkUnknown', params: {} });
  if (route.kind === 'direct') return step('network', true, `Directly: ${route.why}.`, directWords(route.reason));
  const from = PROXY_FROM[route.source];
  return step('network', true, `Through the proxy ${route.shown} (from ${from}).`, {
    key: `proxy.${route.source}`,
    params: { proxy: route.shown },
  });
}

/** The proxy refused its credentials, or refused the connection itself: the server was never asked. */
const refusedByProxy = (e: AppError): boolean =>
  e.code === 'proxy-credentials' || (e.code === 'refused' && e.details?.proxyRefused === true);

const statusOf = (e: AppError): number | null => (typeof e.details?.status === 'number' ? e.details.status : null);
const reasonOf = (e: AppError): string | null => (typeof e.details?.reason === 'string' ? e.details.reason : null);

async function attempt<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: AppError }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return {
      ok: false,
      error:
        error instanceof AppError ? error : new AppError('internal', { error: errorText(error) }, { cause: error }),
    };
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
  const reach = step('reach', true, `${profile.baseUrl} answers.`, {
    key: 'answers',
    params: { baseUrl: profile.baseUrl },
  });
  const accepted = step('authenticate', true, 'The token is accepted.', { key: 'tokenAccepted', params: {} });
  const notTried = (id: ConnectionStepId): Step => step(id, false, 'Not tried.', { key: 'notTried', params: {} }, true);
  const endpointExists = step('dialect', true, 'The endpoint exists.', { key: 'endpointExists', params: {} });
  const finish = (
    ok: boolean,
    summary: string,
    summaryWords: ConnectionCheckWords,
    error?: AppError,
    ops: OperationId[] = [op],
  ) => {
    const check: ConnectionCheck = {
      ok,
      summary,
      summaryWords,
      steps,
      dialect: client.dialect(),
      durationMs: Date.now() - started,
      call: ops.map((o) => describeCall(o, client.dialect())).join(', then '),
      calls: ops.map((o) => callOf(o, client.dialect())),
      proxy: route?.kind === 'proxy' ? route.shown : null,
      proxySource: route?.kind === 'proxy' ? route.source : null,
    };
    if (error)
      check.error = { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
    return check;
  };
  const dialectStep = (): Step =>
    client.dialect() === 'management'
      ? step('dialect', true, 'The server uses the management paths (/api/management/...).', {
          key: 'dialect.management',
          params: {},
        })
      : step('dialect', true, "The server uses the specification's paths.", { key: 'dialect.spec', params: {} });
  const organization = profile.organizationUuid ?? null;
  const organizationNote = organization ? ` Calls act in organization ${organization}.` : '';
  const error = { key: 'error', params: {} } as const;

  try {
    if (!routed.ok) {
      // The proxy settings themselves are wrong (HTTPS_PROXY is not an address): nothing was sent.
      steps[0] = failed('network', routed.error);
      steps.push(notTried('reach'), notTried('authenticate'), notTried('permission'), notTried('dialect'));
      return finish(false, routed.error.message, error, routed.error, []);
    }
    const first =
      profile.kind === 'organization'
        ? await attempt(() => client.queryDevices({ limit: 1, offset: 0, getNonpagedCount: true }))
        : await attempt(() => client.queryUsers({ limit: 1, offset: 0, getItems: false }));

    if (first.ok) {
      steps.push(reach, accepted);
      if (profile.kind === 'organization') {
        const n = first.value.total ?? first.value.results.length;
        const devices = `${n} ${n === 1 ? 'device' : 'devices'}`;
        steps.push(
          step('permission', true, `The token may list devices (${devices}).`, {
            key: 'mayListDevices',
            params: { count: n },
          }),
          dialectStep(),
        );
        return finish(
          true,
          `Connected as ${kind}: the server answers, the token works and may list devices (${devices}).${organizationNote}`,
          { key: 'connected.organization', params: { count: n, organization } },
        );
      }
      // A system administrator's profile: the user lookup worked; a device read tells the token's kind.
      const probe = await attempt(() => client.queryDevices({ limit: 1, offset: 0, getNonpagedCount: true }));
      const calls: OperationId[] = ['queryUsers', 'queryDevices'];
      if (probe.ok) {
        const summary = `This token belongs to an organization administrator (it may list an organization's devices), but the profile is for a system administrator. Change the profile's kind to "${PROFILE_KIND_LABEL.organization}", or use a system administrator's token.`;
        const words = { key: 'orgTokenOnSystemProfile', params: {} } as const;
        steps.push(step('permission', false, summary, words), dialectStep());
        return finish(false, summary, words, undefined, calls);
      }
      steps.push(wizardNotCalled(), dialectStep());
      return finish(
        true,
        `Connected: the server answers and accepts the token.${organizationNote} ${WIZARD_LATER}`,
        { key: 'connected.system', params: { organization } },
        undefined,
        calls,
      );
    }

    const e = first.error;
    const status = statusOf(e);
    const reason = reasonOf(e);
    if (refusedByProxy(e)) {
      // The proxy turned the connection away before the server was asked: the network path failed.
      steps[0] = failed('network', e);
      steps.push(notTried('reach'), notTried('authenticate'), notTried('permission'), notTried('dialect'));
      return finish(false, e.message, error, e);
    }
    if (['unreachable', 'refused', 'timeout', 'tls'].includes(e.code)) {
      steps.push(failed('reach', e), notTried('authenticate'), notTried('permission'), notTried('dialect'));
      return finish(false, e.message, error, e);
    }
    if (e.code === 'unauthorized' && (status !== 403 || (reason !== null && LOGIN_REFUSED.has(reason)))) {
      steps.push(reach, failed('authenticate', e), notTried('permission'), notTried('dialect'));
      return finish(false, e.message, error, e);
    }
    if (status === 403) {
      steps.push(
        reach,
        step('authenticate', true, 'The token is accepted (HTTP 403, not 401).', {
          key: 'tokenAccepted403',
          params: {},
        }),
      );
      if (profile.kind === 'system') {
        // The user lookup is refused to many system administrators; the token itself was accepted.
        steps.push(wizardNotCalled(), endpointExists);
        return finish(
          true,
          `Connected: the server answers and accepts the token (it refused the user lookup, HTTP 403, which a system administrator may not make).${organizationNote} ${WIZARD_LATER}`,
          { key: 'connected.system403', params: { organization } },
        );
      }
      const summary = `${e.message} If this is a system administrator's token, change the profile's kind to "${PROFILE_KIND_LABEL.system}".`;
      const words = { key: 'errorMaybeSystemToken', params: {} } as const;
      steps.push(step('permission', false, summary, words), endpointExists);
      return finish(false, summary, words, e);
    }
    if (
      (status === 404 || status === 405) &&
      typeof e.details?.errorCode === 'string' &&
      e.details.errorCode !== 'RESOURCE_NOT_FOUND'
    ) {
      // The endpoint exists and named a problem (an unknown organization, ...): the explanation says it.
      steps.push(reach, accepted, failed('permission', e), notTried('dialect'));
      return finish(false, e.message, error, e);
    }
    if (status === 404 || status === 405) {
      const summary = `The server answers, but not at the API's paths (HTTP ${status}) in ${profile.dialect === 'auto' ? 'either dialect' : `the ${profile.dialect} dialect`}. Check the base URL (a /relution prefix?)${profile.dialect === 'auto' ? '' : ' or set the dialect to auto'}.`;
      const words: ConnectionCheckWords =
        profile.dialect === 'auto'
          ? { key: 'wrongPaths.auto', params: { status } }
          : { key: 'wrongPaths.dialect', params: { status, dialect: profile.dialect } };
      steps.push(reach, notTried('authenticate'), notTried('permission'), step('dialect', false, summary, words));
      return finish(false, summary, words, e);
    }
    steps.push(reach, failed('authenticate', e), notTried('permission'), notTried('dialect'));
    return finish(false, e.message, error, e);
  } finally {
    await client.close();
  }
}

const WIZARD_LATER =
  'Whether it may list creation-wizard requests shows when you open them: the test never calls that endpoint, which on some servers creates organization requests.';

function wizardNotCalled(): Step {
  return step(
    'permission',
    false,
    'Not tested on purpose: the creation-wizard endpoint is called only when you list its requests (on some servers it creates organization requests).',
    { key: 'wizardNotCalled', params: {} },
    true,
  );
}
