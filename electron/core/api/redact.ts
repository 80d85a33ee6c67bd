/**
 * The token must never reach an error message, a log line or an event. Every text that
 * leaves the transport (server bodies echoed in errors, URLs, causes) passes through here.
 */
export const REDACTED = '[redacted]';

/** Replaces every occurrence of each secret (and its URL-encoded form) with [redacted]. */
export function redact(text: string, secrets: readonly (string | null | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      out = out.split(form).join(REDACTED);
    }
  }
  return out;
}

/** Redacts every string inside a JSON-like value (error details), without mutating it. */
export function redactValue<T>(value: T, secrets: readonly (string | null | undefined)[]): T {
  if (typeof value === 'string') return redact(value, secrets) as T;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = redactValue(item, secrets);
    return out as T;
  }
  return value;
}

/** A masked hint of a token for people: `…a1b2`. */
export function tokenHint(token: string): string {
  const trimmed = token.trim();
  return `…${trimmed.slice(-4)}`;
}
