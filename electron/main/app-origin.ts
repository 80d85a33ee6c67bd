/**
 * `scheme://host[:port]` of a URL, or null. URL.origin cannot be used: for a custom scheme
 * such as app:// it is the string "null" for every URL, so any two would compare equal.
 */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
}

export function isSameOrigin(url: string, origin: string): boolean {
  const a = originOf(url);
  return a !== null && a === originOf(origin);
}
