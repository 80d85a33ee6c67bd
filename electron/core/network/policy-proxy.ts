/**
 * The machine-wide policy's proxy (docs/policy.md, `proxy: {url, bypass}`): when the policy
 * names one, every connection goes through it, whatever HTTPS_PROXY or the system's settings
 * say, except to the hosts in `bypass` (names, `*.domain` wildcards, IP addresses), which are
 * reached directly. The IT department set it for the machine; a user's environment must not
 * route around it.
 */
import type { PolicyProxy } from '../../../shared/policy';
import { bypassesProxy } from './environment-proxy';
import { directRoute, proxyUrl, shownProxy } from './proxy-route';
import type { ProxyResolver } from './proxy-route';

/** Whether a `bypass` entry names the URL's host: as NO_PROXY entries (`*.a.b` and `.a.b` cover a.b's subdomains). */
export function bypassedByPolicy(target: URL, bypass: readonly string[]): boolean {
  return bypass.length > 0 && bypassesProxy(target, bypass.join(','));
}

export function policyProxy(setting: Pick<PolicyProxy, 'url' | 'bypass'>): ProxyResolver {
  return {
    async resolve(url) {
      const target = new URL(url);
      if (bypassedByPolicy(target, setting.bypass)) {
        return directRoute({ code: 'policy-bypass', host: target.hostname });
      }
      // The setting by its name in the policy file (docs/policy.md), as HTTPS_PROXY is named by its own.
      const proxy = proxyUrl(setting.url, 'proxy.url');
      return { kind: 'proxy', uri: proxy.href, shown: shownProxy(proxy), source: 'policy' };
    },
  };
}

/** The route core takes: the policy's proxy when it names one, else the shell's (environment or system). */
export function effectiveProxy(policy: PolicyProxy | undefined, shell: ProxyResolver): ProxyResolver {
  return policy ? policyProxy(policy) : shell;
}
