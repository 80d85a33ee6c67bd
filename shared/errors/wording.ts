/**
 * Core answers with a code and details; each shell words them for its people, in their
 * language. A code is worded from the catalogue (shared/errors/messages.ts and its
 * neighbours) by its most precise sentence the details allow, else by the code's own
 * sentence (code-messages.ts); core says no sentence of its own. Where the sentence depends on where it is read (what to
 * click in the app, what to type in a terminal), the audience picks the key. A server's
 * refusal that the server-error table explains (server-explanation.ts: its errorCode, a
 * 401/403's reason) is worded as the table's sentence and the action for the reader, after
 * the status and before the server's own words. A failure on a proxy's route is the proxy's
 * (proxy-wording.ts): its own answers worded whole, a network failure on its way naming it.
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translate, Translator } from '../i18n/translator';
import type { RpcError } from '../ipc';
import type { Audience } from './server-error-table';
import { isErrorCode } from './error-code';
import type { ErrorCode } from './error-code';
import { SITUATIONS } from './situation-wording';
import { tlsMessages } from './tls-messages';
import { describeProxyError, throughProxyNote } from './proxy-wording';
import { englishTranslator, explainServerError } from './server-explanation';

export type { Audience } from './server-error-table';

type Wording = (
  details: Record<string, unknown>,
  audience: Audience,
  t: Translate,
  translator: Translator,
) => string | null;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** "The server said: E123: message." when the server gave its own words. */
function serverSaid(details: Record<string, unknown>, t: Translate): string {
  const said = [text(details.errorCode), text(details.serverMessage)].filter(Boolean).join(': ');
  return said ? ` ${t('error.serverSaid', { said })}` : '';
}

const HTTP_ADVICE: Record<number, MessageKey> = {
  400: 'error.http.400',
  404: 'error.http.404',
  405: 'error.http.405',
  408: 'error.http.408',
  409: 'error.http.409',
  413: 'error.http.413',
  429: 'error.http.429',
  500: 'error.http.500',
  502: 'error.http.502',
  503: 'error.http.503',
  504: 'error.http.504',
};

/** Where a job is that has no report yet, by its phase. */
const JOB_NOT_FINISHED: Partial<Record<string, MessageKey>> = {
  uploading: 'error.jobNotFinished.uploading',
  starting: 'error.jobNotFinished.starting',
  running: 'error.jobNotFinished.running',
  detached: 'error.jobNotFinished.detached',
  error: 'error.jobNotFinished.error',
  finished: 'error.jobNotFinished.finished',
  failed: 'error.jobNotFinished.failed',
};

/** The TLS verification errors worded by their code (tls-messages.ts). */
const TLS_KEYS = new Set(Object.keys(tlsMessages).map((key) => key.slice('error.tls.'.length)));

/** A code without a sentence of its own beyond `error.code.<code>`. */
const none: Wording = () => null;

/**
 * Every code's wording (a total record: a new code does not compile without one). Null when
 * the details miss what the precise sentence quotes: describeError then says the code's own
 * sentence (`error.code.<code>`, code-messages.ts).
 */
const WORDING: Record<ErrorCode, Wording> = {
  ...situations(),
  'proxy-credentials': none,
  'weak-storage': (details, _audience, t) =>
    details.situation === 'no-encryption'
      ? t('error.weakStorage.no-encryption')
      : details.situation === 'obscured'
        ? t('error.weakStorage.obscured')
        : null,
  'untrusted-sender': none,
  'no-connection': (details, audience, t) => {
    const baseUrl = text(details.baseUrl);
    if (!baseUrl) return null;
    return t(audience === 'app' ? 'error.noConnection.app' : 'error.noConnection.cli', { baseUrl });
  },
  'no-token': (details, audience, t) => {
    if (details.reason === 'env') return t('error.noToken.env');
    const name = text(details.profileName);
    if (!name) return null;
    return t(audience === 'app' ? 'error.noToken.app' : 'error.noToken.cli', { name });
  },
  'no-profile': (details, audience, t) => {
    const profileId = text(details.profileId);
    if (details.reason === 'missing' && profileId) return t('error.noProfile.missing', { profileId });
    if (details.reason !== 'none-active') return null;
    return t(audience === 'app' ? 'error.noProfile.app' : 'error.noProfile.cli');
  },
  timeout: (details, _audience, t) => {
    const host = text(details.host);
    const ms = num(details.ms);
    if (!host || ms === null) return null;
    if (details.phase === 'connect') return t('error.timeout.connect', { host, seconds: ms / 1000 });
    if (details.phase === 'response') return t('error.timeout.response', { host, seconds: ms / 1000 });
    if (details.phase === 'upload') return t('error.timeout.upload', { host, seconds: ms / 1000 });
    return null;
  },
  refused: (details, _audience, t) => {
    const host = text(details.host);
    const port = num(details.port);
    return host && port !== null ? t('error.refused', { host, port }) : null;
  },
  unreachable: (details, _audience, t) => {
    const host = text(details.host);
    if (!host) return null;
    if (details.reason === 'dns') return t('error.unreachable.dns', { host });
    if (details.reason === 'no-route') return t('error.unreachable.noRoute', { host });
    if (details.reason === 'connection-closed') return t('error.unreachable.closed', { host });
    const reason = text(details.reason);
    return reason ? t('error.unreachable.other', { host, reason }) : null;
  },
  tls: (details, _audience, t) => {
    const host = text(details.host);
    const reason = text(details.reason);
    // A known verification error in the reader's words; another in Node's (data, quoted as it came).
    const known: MessageKey | null = reason && TLS_KEYS.has(reason) ? (`error.tls.${reason}` as MessageKey) : null;
    const description = known ? t(known) : text(details.description);
    return host && description && reason ? t('error.tls', { host, description, reason }) : null;
  },
  'http-status': (details, audience, t, translator) => {
    const status = num(details.status);
    if (status === null) return null;
    if (details.contentType !== undefined) return t('error.webPage', { status });
    const explained = explainServerError(details, audience, translator);
    const advice = explained
      ? `${explained.sentence} ${explained.action}`
      : t(HTTP_ADVICE[status] ?? (status >= 500 ? 'error.http.5xx' : 'error.http.4xx'));
    const retryAfterMs = num(details.retryAfterMs);
    const wait =
      retryAfterMs !== null && (status === 429 || status === 503)
        ? ` ${t('error.http.wait', { seconds: Math.ceil(retryAfterMs / 1000) })}`
        : '';
    return `${t('error.http', { status })} ${advice}${serverSaid(details, t)}${wait}`;
  },
  unauthorized: (details, audience, t, translator) => {
    const status = num(details.status);
    if (details.contentType !== undefined && status !== null) return t('error.unauthorized.webPage', { status });
    const explained = status === null ? null : explainServerError(details, audience, translator);
    if (explained && status !== null)
      return `${t('error.http', { status })} ${explained.sentence} ${explained.action}${serverSaid(details, t)}`;
    if (status === 401) return `${t('error.unauthorized.401')}${serverSaid(details, t)}`;
    if (status === 403) return `${t('error.unauthorized.403')}${serverSaid(details, t)}`;
    return null;
  },
  disconnected: (details, _audience, t) =>
    details.reason === 'lost'
      ? t('error.disconnected.lost')
      : details.reason === 'unreachable'
        ? t('error.disconnected.unreachable')
        : null,
  'unknown-method': (details, _audience, t) => {
    const method = text(details.method);
    return method ? t('error.unknownMethod', { method }) : null;
  },
  // The server forgot an import job (404 CSV_IMPORT_JOB_DOES_NOT_EXIST): what the app kept.
  'job-gone': (details, _audience, t) => {
    const fetched = num(details.fetchedLines);
    return fetched === null
      ? t('error.jobGone')
      : `${t('error.jobGone')} ${t('error.jobGone.partial', { count: fetched })}`;
  },
  // A report asked for before its job ended: where the job is.
  'job-not-finished': (details, _audience, t) => {
    const key = JOB_NOT_FINISHED[String(details.phase)];
    return key ? t(key) : null;
  },
  // Watching gave up at its deadline; the server's job goes on.
  deadline: (details, _audience, t) => {
    const elapsedMs = num(details.elapsedMs);
    if (elapsedMs === null) return null;
    const waiting = details.waiting === true;
    return elapsedMs < 60_000
      ? t(waiting ? 'error.deadline.waiting.seconds' : 'error.deadline.running.seconds', {
          count: Math.round(elapsedMs / 1000),
        })
      : t(waiting ? 'error.deadline.waiting.minutes' : 'error.deadline.running.minutes', {
          count: Math.round(elapsedMs / 60_000),
        });
  },
  // The app stopped before the server confirmed a job: during its upload (nothing imported) or its start (unknown).
  interrupted: (details, _audience, t) =>
    details.during === 'upload'
      ? t(details.by === 'user' ? 'error.interrupted.uploadCancelled' : 'error.interrupted.upload')
      : details.during === 'start'
        ? t('error.interrupted.start')
        : null,
  // A part of a split import failed on the server: the import stops there.
  'part-failed': (details, _audience, t) => {
    const part = num(details.part);
    const parts = num(details.parts);
    if (part === null || parts === null) return null;
    const said = text(details.serverError);
    const failed = said ? t('error.partFailed.said', { part, parts, said }) : t('error.partFailed', { part, parts });
    return part < parts ? `${failed} ${t('error.partFailed.rest', { from: part + 1, to: parts })}` : failed;
  },
  'forbidden-by-policy': (details, _audience, t) => {
    const baseUrl = text(details.baseUrl);
    if (details.reason !== 'ad-hoc-connection') return SITUATIONS['forbidden-by-policy'](details, t);
    if (!baseUrl) return null;
    const file = text(details.policyFile);
    return file ? t('error.policy.adHoc.file', { baseUrl, file }) : t('error.policy.adHoc', { baseUrl });
  },
  'cannot-resume': (details, audience, t, translator) => {
    if (details.gone === true) return `${t('error.jobGone')} ${t('error.jobGone.nothingToResume')}`;
    if (details.reason === 'unconfirmed') return t('error.cannotResume.unconfirmed');
    if (details.reason === 'start-unconfirmed') return t('error.cannotResume.start-unconfirmed');
    if (details.reason === 'not-unconfirmed') return t('error.cannotResume.not-unconfirmed');
    if (details.reason === 'not-checked') return t('error.cannotResume.not-checked');
    if (details.reason !== 'never-confirmed') return null;
    const said = t('error.cannotResume.never-confirmed');
    const cause = errorParam(details.error);
    return cause ? `${said} ${describeError(cause, audience, translator)}` : said;
  },
};

/** The codes worded by situation (situation-wording.ts), in the shape of this table. */
function situations(): { [C in keyof typeof SITUATIONS]: Wording } {
  const out = {} as { [C in keyof typeof SITUATIONS]: Wording };
  for (const code of Object.keys(SITUATIONS) as (keyof typeof SITUATIONS)[]) {
    out[code] = (details, _audience, t) => SITUATIONS[code](details, t);
  }
  return out;
}

/** An error carried as a parameter (a notice's `error`, a resume's cause): its code and details, or null. */
export function errorParam(value: unknown): ErrorLike | null {
  if (!value || typeof value !== 'object') return null;
  const { code, details } = value as { code?: unknown; details?: unknown };
  if (typeof code !== 'string') return null;
  return details && typeof details === 'object' ? { code, details: details as Record<string, unknown> } : { code };
}

/** What describeError words: a code and its details (a job record's error may carry more; it is not read). */
export interface ErrorLike {
  code: RpcError['code'] | string;
  details?: Record<string, unknown> | undefined;
}

/**
 * The sentence for an error, in the words of the shell it is shown in and in its language
 * (English by default): from its code and details alone, never from a sentence of core's.
 * A code this version does not know is worded as `internal`.
 */
export function describeError(error: ErrorLike, audience: Audience, translator?: Translator): string {
  const details = error.details ?? {};
  const chosen = translator ?? englishTranslator();
  // The proxy's own answers first: they must never read as the server's.
  const proxied = describeProxyError(error.code, details, chosen.t);
  if (proxied) return proxied;
  const code: ErrorCode = isErrorCode(error.code) ? error.code : 'internal';
  const said = WORDING[code](details, audience, chosen.t, chosen) ?? chosen.t(`error.code.${code}`);
  const note = throughProxyNote(details, chosen.t);
  return note ? `${said} ${note}` : said;
}
