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
import type { ProxyRoute } from '../network/proxy-route';
import type { StoredProfile } from './profile-store';

type Step = ConnectionCheckStep;

/**
 * A step: its id and what it found, as a saying. Core words neither: the shells word the id
 * (connections.check.step.<id>) and the saying (shared/connections/check-wording.ts).
 */
function step(id: ConnectionStepId, ok: boolean, words: ConnectionCheckWords, skipped = false): Step {
  return { id, ok, words, ...(skipped ? { skipped: true } : {}) };
}

/** A step that is the check's error (describeError words it). */
const failed = (id: ConnectionStepId): Step => step(id, false, { key: 'error', params: {} });

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
  if (!route) return step('network', false, { key: 'networkUnknown', params: {} });
  if (route.kind === 'direct') return step('network', true, directWords(route.reason));
  return step('network', true, { key: `proxy.${route.source}`, params: { proxy: route.shown } });
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
  const routed = await attempt(() => client.route());
  const route = routed.ok ? routed.value : null;
  const steps: Step[] = [networkStep(route)];
  const reach = step('reach', true, { key: 'answers', params: { baseUrl: profile.baseUrl } });
  const accepted = step('authenticate', true, { key: 'tokenAccepted', params: {} });
  const notTried = (id: ConnectionStepId): Step => step(id, false, { key: 'notTried', params: {} }, true);
  const endpointExists = step('dialect', true, { key: 'endpointExists', params: {} });
  const finish = (ok: boolean, summary: ConnectionCheckWords, error?: AppError, ops: OperationId[] = [op]) => {
    const check: ConnectionCheck = {
      ok,
      summary,
      steps,
      dialect: client.dialect(),
      durationMs: Date.now() - started,
      calls: ops.map((o) => callOf(o, client.dialect())),
      proxy: route?.kind === 'proxy' ? route.shown : null,
      proxySource: route?.kind === 'proxy' ? route.source : null,
    };
    if (error) check.error = { code: error.code, ...(error.details ? { details: error.details } : {}) };
    return check;
  };
  const dialectStep = (): Step =>
    step('dialect', true, {
      key: client.dialect() === 'management' ? 'dialect.management' : 'dialect.spec',
      params: {},
    });
  const organization = profile.organizationUuid ?? null;
  const error = { key: 'error', params: {} } as const;

  try {
    if (!routed.ok) {
      // The proxy settings themselves are wrong (HTTPS_PROXY is not an address): nothing was sent.
      steps[0] = failed('network');
      steps.push(notTried('reach'), notTried('authenticate'), notTried('permission'), notTried('dialect'));
      return finish(false, error, routed.error, []);
    }
    const first =
      profile.kind === 'organization'
        ? await attempt(() => client.queryDevices({ limit: 1, offset: 0, getNonpagedCount: true }))
        : await attempt(() => client.queryUsers({ limit: 1, offset: 0, getItems: false }));

    if (first.ok) {
      steps.push(reach, accepted);
      if (profile.kind === 'organization') {
        const n = first.value.total ?? first.value.results.length;
        steps.push(step('permission', true, { key: 'mayListDevices', params: { count: n } }), dialectStep());
        return finish(true, { key: 'connected.organization', params: { count: n, organization } });
      }
      // A system administrator's profile: the user lookup worked; a device read tells the token's kind.
      const probe = await attempt(() => client.queryDevices({ limit: 1, offset: 0, getNonpagedCount: true }));
      const calls: OperationId[] = ['queryUsers', 'queryDevices'];
      if (probe.ok) {
        const words = { key: 'orgTokenOnSystemProfile', params: {} } as const;
        steps.push(step('permission', false, words), dialectStep());
        return finish(false, words, undefined, calls);
      }
      steps.push(wizardNotCalled(), dialectStep());
      return finish(true, { key: 'connected.system', params: { organization } }, undefined, calls);
    }

    const e = first.error;
    const status = statusOf(e);
    const reason = reasonOf(e);
    if (refusedByProxy(e)) {
      // The proxy turned the connection away before the server was asked: the network path failed.
      steps[0] = failed('network');
      steps.push(notTried('reach'), notTried('authenticate'), notTried('permission'), notTried('dialect'));
      return finish(false, error, e);
    }
    if (['unreachable', 'refused', 'timeout', 'tls'].includes(e.code)) {
      steps.push(failed('reach'), notTried('authenticate'), notTried('permission'), notTried('dialect'));
      return finish(false, error, e);
    }
    if (e.code === 'unauthorized' && (status !== 403 || (reason !== null && LOGIN_REFUSED.has(reason)))) {
      steps.push(reach, failed('authenticate'), notTried('permission'), notTried('dialect'));
      return finish(false, error, e);
    }
    if (status === 403) {
      steps.push(reach, step('authenticate', true, { key: 'tokenAccepted403', params: {} }));
      if (profile.kind === 'system') {
        // The user lookup is refused to many system administrators; the token itself was accepted.
        steps.push(wizardNotCalled(), endpointExists);
        return finish(true, { key: 'connected.system403', params: { organization } });
      }
      const words = { key: 'errorMaybeSystemToken', params: {} } as const;
      steps.push(step('permission', false, words), endpointExists);
      return finish(false, words, e);
    }
    if (
      (status === 404 || status === 405) &&
      typeof e.details?.errorCode === 'string' &&
      e.details.errorCode !== 'RESOURCE_NOT_FOUND'
    ) {
      // The endpoint exists and named a problem (an unknown organization, ...): the explanation says it.
      steps.push(reach, accepted, failed('permission'), notTried('dialect'));
      return finish(false, error, e);
    }
    if (status === 404 || status === 405) {
      const words: ConnectionCheckWords =
        profile.dialect === 'auto'
          ? { key: 'wrongPaths.auto', params: { status } }
          : { key: 'wrongPaths.dialect', params: { status, dialect: profile.dialect } };
      steps.push(reach, notTried('authenticate'), notTried('permission'), step('dialect', false, words));
      return finish(false, words, e);
    }
    steps.push(reach, failed('authenticate'), notTried('permission'), notTried('dialect'));
    return finish(false, error, e);
  } finally {
    await client.close();
  }
}

/** Not tested on purpose: the creation-wizard endpoint may create organization requests. */
const wizardNotCalled = (): Step => step('permission', false, { key: 'wizardNotCalled', params: {} }, true);
