/**
 * The system's proxy for core's API clients, as Chromium resolves it: `resolveProxy(url)`
 * applies the operating system's proxy settings, WPAD and PAC scripts, and answers a PAC
 * result ("PROXY host:port; DIRECT") that core reads (network/pac-proxy.ts). Asked once per
 * base URL, when a client first sends.
 */
import type { Session } from 'electron';
import { pacProxy } from '../core/index';
import type { ProxyResolver } from '../core/index';

export function systemProxy(session: Pick<Session, 'resolveProxy'>): ProxyResolver {
  return pacProxy((url) => session.resolveProxy(url));
}
