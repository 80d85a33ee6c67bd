/**
 * The HTTP transport: undici's `request`, because the device query sends a JSON body with
 * GET (spec 4.6) and fetch refuses to. One Agent per connection carries the connect and
 * response timeouts and, for on-premises servers, a trusted CA certificate (PEM).
 */
import { Readable } from 'node:stream';
import { rootCertificates } from 'node:tls';
import { Agent, request } from 'undici';
import type { Dispatcher } from 'undici';
import { TOKEN_HEADER } from '../../../shared/api/endpoints';
import { AppError } from '../errors';
import { joinUrl } from './base-url';
import type { RawResponse } from './http-errors';
import { mapNetworkError } from './network-errors';
import { redactValue } from './redact';

export interface TransportOptions {
  baseUrl: string;
  token: string;
  caCertificatePem?: string | null;
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
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
  /** Removes the token from any text or value before it leaves the transport. */
  redact<T>(value: T): T;
  /** The same error with the token removed from its message and details. */
  redactError(error: AppError): AppError;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_RESPONSE_TIMEOUT_MS = 60_000;

function checkPem(pem: string): string {
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(pem)) {
    throw new AppError(
      'invalid-argument',
      'The CA certificate must be PEM text starting with -----BEGIN CERTIFICATE-----.',
    );
  }
  return pem;
}

/**
 * A streamed body reads at most one chunk ahead (highWaterMark 1 byte), so a progress
 * callback in the source iterator tracks what the socket has taken.
 */
function toBody(body: HttpRequest['body']): string | Readable | null {
  if (body === undefined) return null;
  if (typeof body === 'string') return body;
  return Readable.from(body, { objectMode: false, highWaterMark: 1 });
}

export function createTransport(options: TransportOptions): Transport {
  const connectMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const responseMs = options.responseTimeoutMs ?? DEFAULT_RESPONSE_TIMEOUT_MS;
  const ca = options.caCertificatePem ? [...rootCertificates, checkPem(options.caCertificatePem)] : undefined;
  const dispatcher: Dispatcher = new Agent({
    connect: { timeout: connectMs, ...(ca ? { ca } : {}) },
    headersTimeout: responseMs,
    bodyTimeout: responseMs,
  });
  const secrets = [options.token];
  let closed = false;
  const scrub = <T>(value: T): T => redactValue(value, secrets);

  const scrubError = (error: AppError) =>
    new AppError(error.code, scrub(error.message), error.details && scrub(error.details));
  return {
    redact: scrub,
    redactError: scrubError,
    async close() {
      // Idempotent: a client may be closed by its cache and by its user.
      if (closed) return;
      closed = true;
      await dispatcher.close();
    },
    async send(req) {
      const url = joinUrl(options.baseUrl, req.path, req.query);
      if (req.signal?.aborted) throw new AppError('cancelled', 'The request was cancelled.');
      // undici's own timers tick once a second; this one is exact and covers headers and body.
      const timer = new AbortController();
      const timeout = setTimeout(() => timer.abort(), responseMs);
      const signal = req.signal ? AbortSignal.any([req.signal, timer.signal]) : timer.signal;
      try {
        const response = await request(url, {
          method: req.method,
          headers: { ...req.headers, [TOKEN_HEADER]: options.token },
          body: toBody(req.body),
          signal,
          dispatcher,
        });
        const body = await response.body.text();
        return { status: response.statusCode, headers: response.headers, body };
      } catch (error) {
        if (req.signal?.aborted) throw new AppError('cancelled', 'The request was cancelled.');
        if (timer.signal.aborted)
          throw scrubError(mapNetworkError({ code: 'UND_ERR_HEADERS_TIMEOUT' }, url, { connectMs, responseMs }));
        throw scrubError(mapNetworkError(error, url, { connectMs, responseMs }));
      } finally {
        clearTimeout(timeout);
      }
    },
  };
}
