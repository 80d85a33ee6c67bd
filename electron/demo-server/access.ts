import type { IncomingMessage } from 'node:http';
import { TENANT_PARAMETER, TOKEN_HEADER } from '../../shared/api/endpoints';
import type { Caller } from '../../shared/api/endpoints';

/** What a token may do: its role, the organization it belongs to, and whether it may act in the others. */
export interface Grant {
  role: Exclude<Caller, 'any'>;
  /** The organization a call acts in when it names none (absent: the system administrator's). */
  home?: string;
  /** The first organization's administrator administers a meta organization over all of them. */
  anyOrganization: boolean;
}

/** A refusal, as the error body says it. */
export interface Refusal {
  status: number;
  errorCode: string;
  message: string;
  errors?: Record<string, string>;
  fields?: Record<string, unknown>;
}

const article = (role: string) => (/^[aeiou]/i.test(role) ? 'an' : 'a');

/** The token of a request (the header's name is case-insensitive, as every HTTP header's). */
export function tokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers[TOKEN_HEADER.toLowerCase()];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * The organization a request names: `tenantOrganizationUuid` in the query string or in a
 * header of that name (header names match without regard to case). Both present and
 * different is a 400; empty counts as absent.
 */
export function requestedOrganization(req: IncomingMessage, url: URL): string | Refusal | undefined {
  const fromQuery = url.searchParams.get(TENANT_PARAMETER)?.trim() || undefined;
  const raw = req.headers[TENANT_PARAMETER.toLowerCase()];
  const fromHeader = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
  if (fromQuery && fromHeader && fromQuery.toLowerCase() !== fromHeader.toLowerCase()) {
    return {
      status: 400,
      errorCode: 'ARGUMENTS_MISSING_OR_INVALID',
      message: `The query parameter ${TENANT_PARAMETER} ('${fromQuery}') and the header of that name ('${fromHeader}') name different organizations`,
      errors: { [TENANT_PARAMETER]: fromQuery },
    };
  }
  return fromQuery ?? fromHeader;
}

export function missingToken(): Refusal {
  return {
    status: 401,
    errorCode: 'REQUEST_UNAUTHORIZED',
    message: `Missing ${TOKEN_HEADER} header: every API call needs an access token`,
    fields: { anonymous: true },
  };
}

export function unknownToken(): Refusal {
  return {
    status: 401,
    errorCode: 'REQUEST_UNAUTHORIZED',
    message: 'The access token is unknown or has been revoked',
    fields: { reason: 'INVALID_CREDENTIALS', anonymous: true },
  };
}

/**
 * An expired token (reference: `ACCESS_TOKEN_EXPIRED`; `AccessToken.expirationDate` is epoch
 * ms). Where a real server puts the date is not known: the demo says it in the message, in
 * `errors.expirationDate` (ISO 8601) and as `expirationDate` (epoch ms), and leaves all three
 * out when the date is not known (the `expired-token` fault).
 */
export function expiredToken(expirationDate?: number): Refusal {
  if (expirationDate === undefined)
    return {
      status: 401,
      errorCode: 'ACCESS_TOKEN_EXPIRED',
      message: 'The access token has expired',
      fields: { anonymous: true },
    };
  const iso = new Date(expirationDate).toISOString();
  return {
    status: 401,
    errorCode: 'ACCESS_TOKEN_EXPIRED',
    message: `The access token expired on ${iso}`,
    errors: { expirationDate: iso },
    fields: { anonymous: true, expirationDate },
  };
}

export function unknownOrganization(uuid: string): Refusal {
  return {
    status: 404,
    errorCode: 'UNKNOWN_ORGANIZATION',
    message: `No organization with uuid '${uuid}'`,
    errors: { [TENANT_PARAMETER]: uuid },
  };
}

/** The wrong role for the endpoint: 403 `INSUFFICIENT_PRIVILEGES`, also given as the `reason`. */
export function wrongRole(needed: Exclude<Caller, 'any'>, role: Exclude<Caller, 'any'>): Refusal {
  return {
    status: 403,
    errorCode: 'INSUFFICIENT_PRIVILEGES',
    message: `Access denied: this endpoint needs a token of ${article(needed)} ${needed}, not of ${article(role)} ${role}`,
    fields: { reason: 'INSUFFICIENT_PRIVILEGES', anonymous: false },
  };
}

export function otherOrganization(uuid: string): Refusal {
  return {
    status: 403,
    errorCode: 'ACCESS_FORBIDDEN',
    message: `Access denied: this token's user belongs to a different organization than '${uuid}'`,
    errors: { [TENANT_PARAMETER]: uuid },
    fields: { reason: 'USER_BELONGS_TO_DIFFERENT_ORGANIZATION', anonymous: false },
  };
}

/** Reads `--token-expires-at`: an ISO 8601 date-time (or epoch ms); throws naming what is wrong. */
export function parseExpiry(value: number | string | Date): number {
  const ms =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'number'
        ? value
        : /^\d+$/.test(value)
          ? Number(value)
          : Date.parse(value);
  if (!Number.isFinite(ms))
    throw new Error(
      `tokenExpiresAt: ${JSON.stringify(String(value))} is not a date (expected ISO 8601, e.g. 2026-03-01T12:00:00Z)`,
    );
  return ms;
}
