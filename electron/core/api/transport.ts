/**
 * The HTTP transport: undici's `request`, because the device query sends a JSON body with
 * GET (spec 4.6) and fetch refuses to. One dispatcher per connection (network/dispatcher.ts)
 * carries the route (direct or through a proxy, asked once of the ProxyResolver for the
 * base URL), the connect timeout and the trusted CAs (network/trust.ts: Node's default, the
 * system's store where the runtime reads it, and the profile's CA).
 *
 * Timeouts are our own timers (undici's tick once a second): a response must come within
 * `responseTimeoutMs`; a streamed body (an upload) may take as long as it needs while its
 * bytes move, and fails only after `uploadIdleTimeoutMs` with no byte taken by the
 * connection. The response timer starts once the body has gone.
 */
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { TOKEN_HEADER } from '../../../shared/api/endpoints';
import { AppError } from '../errors';
import { createDispatcher } from '../network/dispatcher';
import { DIRECT, proxySecrets } from '../network/proxy-route';
import type { ProxyResolver, ProxyRoute } from '../network/proxy-route';
import { secureContextFor, trustedCertificates } from '../network/trust';
import { joinUrl } from './base-url';
import type { RawResponse } from './http-errors';
import { mapNetworkError } from './network-errors';
import { proxyError } from './proxy-errors';
import { redactValue } from './redact';

export interface TransportOptions {
  baseUrl: string;
  token: string;
  caCertificatePem?: string | null;
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
  /** The longest pause in an upload with no byte moving (default 60 s). */
  uploadIdleTimeoutMs?: number;
  /** How to reach the base URL (default: directly). */
  proxy?: ProxyResolver;
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: URLSearchParams;
  headers: Record<string, string>;
  body?: string | AsyncIterable<Uint8Array>;
  signal?: AbortSignal | undefined;
}

export interface Transport {
  send(req: HttpRequest): Promise<RawResponse>;
  close(): Promise<void>;
  /** The route requests take (asked of the proxy resolver on first use). */
  route(): Promise<ProxyRoute>;
  /** Removes the token (and proxy credentials) from any text or value before it leaves the transport. */
  redact<T>(value: T): T;
  /** The same error with the token removed from its message and details. */
  redactError(error: AppError): AppError;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_RESPONSE_TIMEOUT_MS = 60_000;
export const DEFAULT_UPLOAD_IDLE_TIMEOUT_MS = 60_000;

function checkPem(pem: string): string {
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(pem)) {
    throw new AppError('invalid-argument', { reason: 'ca-not-pem' });
  }
  return pem;
}

/** A timer that can be re-armed with another length, and says which phase it ran out in. */
function phaseTimer(onExpire: () => void) {
  let timer: NodeJS.Timeout | null = null;
  let phase: 'upload' | 'response' = 'response';
  let ms = 0;
  return {
    arm(next: 'upload' | 'response', length: number) {
      phase = next;
      ms = length;
      if (timer) clearTimeout(timer);
      timer = setTimeout(onExpire, length);
    },
    get phase() {
      return phase;
    },
    get ms() {
      return ms;
    },
    clear() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export function createTransport(options: TransportOptions): Transport {
  const connectMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const responseMs = options.responseTimeoutMs ?? DEFAULT_RESPONSE_TIMEOUT_MS;
  const idleMs = options.uploadIdleTimeoutMs ?? DEFAULT_UPLOAD_IDLE_TIMEOUT_MS;
  const pem = options.caCertificatePem ? checkPem(options.caCertificatePem) : null;
  const secrets: string[] = [options.token];
  let closed = false;
  const scrub = <T>(value: T): T => redactValue(value, secrets);
  const scrubError = (error: AppError) =>
    new AppError(error.code, error.details && scrub(error.details), { cause: error.cause });

  let connection: Promise<{ route: ProxyRoute; dispatcher: Dispatcher }> | null = null;
  const connect = () =>
    (connection ??= (async () => {
      const route = options.proxy ? await options.proxy.resolve(options.baseUrl) : DIRECT;
      secrets.push(...proxySecrets(route));
      const secureContext = secureContextFor(trustedCertificates(pem));
      return {
        route,
        dispatcher: await createDispatcher(route, {
          secureContext,
          connectTimeoutMs: connectMs,
          responseTimeoutMs: responseMs,
        }),
      };
    })());

  return {
    redact: scrub,
    redactError: scrubError,
    route: async () => (await connect()).route,
    async close() {
      // Idempotent: a client may be closed by its cache and by its user.
      if (closed) return;
      closed = true;
      const made = await connection?.catch(() => null);
      await made?.dispatcher.close();
    },
    async send(req) {
      const url = joinUrl(options.baseUrl, req.path, req.query);
      if (req.signal?.aborted) throw new AppError('cancelled');
      const { route, dispatcher } = await connect();
      const timer = new AbortController();
      const deadline = phaseTimer(() => timer.abort());
      const signal = req.signal ? AbortSignal.any([req.signal, timer.signal]) : timer.signal;
      let body: string | Readable | null = null;
      const streamed = req.body !== undefined && typeof req.body !== 'string';
      if (typeof req.body === 'string') body = req.body;
      else if (req.body !== undefined) {
        const source = req.body;
        // Each chunk the connection takes re-arms the inactivity timer; the last starts the response's.
        body = Readable.from(
          (async function* () {
            for await (const chunk of source) {
              deadline.arm('upload', idleMs);
              yield chunk;
            }
            deadline.arm('response', responseMs);
          })(),
          // One byte of buffer: the source is read only as the socket takes what came before.
          { objectMode: false, highWaterMark: 1 },
        );
      }
      deadline.arm(streamed ? 'upload' : 'response', streamed ? idleMs : responseMs);
      try {
        // The dispatcher's own request() (undici's `request(url)` is a wrapper that fills these in).
        const { origin, pathname, search } = new URL(url);
        const response = await dispatcher.request({
          origin,
          path: `${pathname}${search}`,
          method: req.method,
          headers: { ...req.headers, [TOKEN_HEADER]: options.token },
          body,
          signal,
          // An upload's pace is ours to judge (inactivity, above), not undici's totals.
          ...(streamed ? { headersTimeout: 0, bodyTimeout: 0 } : {}),
        });
        const text = await response.body.text();
        return { status: response.statusCode, headers: response.headers, body: text };
      } catch (error) {
        if (req.signal?.aborted) throw new AppError('cancelled', undefined, { cause: error });
        if (timer.signal.aborted) {
          if (deadline.phase === 'upload') {
            throw new AppError(
              'timeout',
              { phase: 'upload', ms: deadline.ms, host: new URL(url).hostname, network: true },
              { cause: error },
            );
          }
          throw scrubError(mapNetworkError({ code: 'UND_ERR_HEADERS_TIMEOUT' }, url, { connectMs, responseMs }));
        }
        const viaProxy = route.kind === 'proxy' ? proxyError(error, route, url) : null;
        throw scrubError(viaProxy ?? mapNetworkError(error, url, { connectMs, responseMs }, route));
      } finally {
        deadline.clear();
      }
    },
  };
}
