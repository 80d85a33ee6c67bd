/**
 * A failure on the way through a proxy, worded as the proxy's (never as the server's): core
 * puts the proxy's address without credentials (`proxy`), where it was set (`proxySource`,
 * and `proxySetting` for the environment's variable), and what it answered (`proxyStatus`)
 * into the details; this says it in the reader's language (shared/errors/proxy-messages.ts).
 * Core's own English comes from here too, so both say the same.
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translate } from '../i18n/translator';
import type { ProxySource } from '../models/profile';

const SOURCES: readonly ProxySource[] = ['environment', 'policy', 'system'];
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Which environment variable named the proxy, when core did not say (an older core). */
const ANY_SETTING = 'HTTPS_PROXY / HTTP_PROXY';

interface Via {
  proxy: string;
  source: ProxySource;
  setting: string;
  where: string;
}

function via(details: Record<string, unknown>, t: Translate): Via | null {
  const proxy = text(details.proxy);
  const source = SOURCES.find((s) => s === details.proxySource);
  if (!proxy || !source) return null;
  const setting = text(details.proxySetting) ?? ANY_SETTING;
  return { proxy, source, setting, where: t(`error.proxy.from.${source}`, { setting }) };
}

/**
 * The whole sentence for an error the proxy itself answered (its refusal of credentials, of
 * the connection, or a status instead of the tunnel); null when the error is not one.
 */
export function describeProxyError(code: string, details: Record<string, unknown>, t: Translate): string | null {
  const proxy = via(details, t);
  if (!proxy) return null;
  const host = text(details.host);
  const status = num(details.proxyStatus);
  if (code === 'proxy-credentials') {
    if (!host || status === null) return null;
    const key: MessageKey =
      details.credentials === true
        ? `error.proxy.credentialsRefused.${proxy.source}`
        : `error.proxy.credentialsWanted.${proxy.source}`;
    return t(key, { proxy: proxy.proxy, setting: proxy.setting, host, status });
  }
  if (code === 'refused' && details.proxyRefused === true) {
    return t('error.proxy.refused', { proxy: proxy.proxy, where: proxy.where });
  }
  if (code === 'unreachable' && host && status !== null) {
    return t('error.proxy.status', { proxy: proxy.proxy, where: proxy.where, host, status });
  }
  return null;
}

/** "(The connection goes through the proxy ..., from ...)" for a network failure on a proxy's route; '' without one. */
export function throughProxyNote(details: Record<string, unknown>, t: Translate): string {
  const proxy = via(details, t);
  return proxy ? t('error.proxy.via', { proxy: proxy.proxy, where: proxy.where }) : '';
}
