/**
 * What the app needs to know of a server's address to protect its token: the origin the
 * token was given for (a token is only ever sent there), and whether the address would
 * carry it in clear text over a network (http:// to another machine).
 */

/** scheme://host:port of an address (default ports made explicit), or null when it is not one. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address.trim());
    const port = url.port || (url.protocol === 'https:' ? '443' : url.protocol === 'http:' ? '80' : '');
    return `${url.protocol}//${url.hostname.toLowerCase()}:${port}`;
  } catch {
    return null;
  }
}

/** Whether two addresses name the same origin (scheme, host, port): the token may go to both. */
export function sameOrigin(a: string, b: string): boolean {
  const first = originOf(a);
  return first !== null && first === originOf(b);
}

/** This machine: http:// to it never crosses a network (the demo server, a tunnel). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** http:// to another machine: the token would travel in clear text and needs the user's explicit consent. */
export function sendsTokenInClear(address: string): boolean {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}
