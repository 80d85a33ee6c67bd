/**
 * What a server's refusal means and what to do about it, in plain language: one table for
 * the app and the command line, keyed by the server's `errorCode` (every code the reference
 * README lists), by the `reason` of a 401/403, and by a few situations the app recognises
 * without a code (an upload refused as too large, the creation-wizard endpoint refusing a
 * query). Each text is English with named placeholders (`{expiry}`, `{role}`, ...), filled
 * from the error's details by server-explanation.ts, so that every entry can move into a
 * translation catalogue as it is. Where the action depends on the reader (what to click in
 * the app, what to type in a terminal), it has one text per audience.
 */

export type Audience = 'app' | 'cli';

/** The values a text may name; server-explanation.ts says where each comes from. */
export type Placeholder = 'expiry' | 'right' | 'role' | 'fileSize' | 'organization' | 'status';

export interface ServerErrorText {
  /** What happened. */
  sentence: string;
  /** The sentence to use instead when a placeholder it names has no value. */
  unknown?: Partial<Record<Placeholder, string>>;
  /** What to do. */
  action: string | Record<Audience, string>;
  /**
   * A catch-all (a plain "unauthorized"): when a response names both a reason and a code,
   * the more specific of the two is explained.
   */
  generic?: boolean;
}

const NEW_TOKEN: Record<Audience, string> = {
  app: 'Create a new token in the portal (Profile > Access tokens), then paste it in Connections (edit this profile).',
  cli: 'Create a new token in the portal (Profile > Access tokens), then set MDM_TOKEN to it, or store it with "mdm-admin profiles add NAME --base-url URL --kind KIND --token-stdin".',
};

const PORTAL_THEN_RETRY = 'Log in to the portal as that user, do so, then try again.';

/** Keyed by the server's `errorCode` (reference README, "Error codes worth a plain-language message"). */
export const ERROR_CODE_TEXTS: Readonly<Record<string, ServerErrorText>> = {
  CSV_IMPORT_JOB_DOES_NOT_EXIST: {
    sentence: 'The server no longer knows this import job: it removes old jobs after a while.',
    action:
      'What the app knew of the job is kept (its counts, the report lines fetched, the file). For a new report, import the file again (existing users are skipped unless you choose to overwrite them).',
  },
  RESOURCE_UPLOAD_TOO_LARGE: {
    sentence: 'The file ({fileSize}) is larger than the server accepts.',
    unknown: { fileSize: 'The file is larger than the server accepts.' },
    action:
      "Split it into smaller files and import them one by one, or ask the server's administrator to raise the upload limit (1 GB per file by default).",
  },
  NO_FILE_UPLOADED: {
    sentence: 'The server received no file in the upload.',
    action:
      'Try again. If it happens again, a proxy between this computer and the server may be removing uploads: ask your network administrator.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    sentence: 'The server does not accept the format of what was sent.',
    action:
      "Check that the base URL is the API's (a /relution prefix?). If it is, the server may expect another API version: send the server's message below to its administrator.",
  },
  COULD_NOT_PARSE_FILE_CONTENT: {
    sentence: 'The server could not read the file as CSV.',
    action:
      'Check the separator chosen for the import (comma or semicolon) and that the file is UTF-8 text; the offline check shows where a file breaks.',
  },
  FILE_PROCESSING_ERROR: {
    sentence: 'The server failed while processing the file.',
    action: "Try again later. If it keeps failing, send the server's message below to its administrator.",
  },
  ACCESS_TOKEN_EXPIRED: {
    sentence: 'The API access token expired on {expiry}.',
    unknown: { expiry: 'The API access token has expired.' },
    action: NEW_TOKEN,
  },
  ACCESS_TOKEN_DOES_NOT_EXIST: {
    sentence: 'The server does not know this API access token: it was deleted, or was made on another server.',
    action: NEW_TOKEN,
  },
  REQUEST_UNAUTHORIZED: {
    sentence: 'The server did not accept the API access token: it is missing, wrong, revoked or expired.',
    action: NEW_TOKEN,
    generic: true,
  },
  INSUFFICIENT_PRIVILEGES: {
    sentence: 'This token belongs to a user without the right to {right}.',
    unknown: { right: 'This token belongs to a user without the right to do this.' },
    action: {
      app: "Use the token of a user with that right (devices and imports: an organization administrator; creation-wizard requests: a system administrator) and set the profile's kind to match, or ask an administrator to grant the right.",
      cli: 'Use the token of a user with that right (devices and imports: an organization administrator; creation-wizard requests: a system administrator), or ask an administrator to grant the right.',
    },
  },
  ACCESS_FORBIDDEN: {
    sentence: 'The server refused this token access to what was asked.',
    action: {
      app: "Check the organization the profile acts in (Connections) and that the token's user may act there.",
      cli: "Check the organization the command acts in (--organization, or the profile's) and that the token's user may act there.",
    },
    generic: true,
  },
  ROLE_DOES_NOT_EXIST: {
    sentence: 'The server does not know the role {role}.',
    unknown: { role: 'The server does not know a role the import names.' },
    action:
      'Copy the exact role name from the portal (Users > Roles): role names may carry the organization\'s name as a prefix, e.g. "Organisation Developer". Without a role, imported users get the organization\'s device-user role.',
  },
  USER_NOT_VALID: {
    sentence: 'The server refused a user record as not valid.',
    action: "The server's message below names what is wrong; correct that row and import it again.",
  },
  REGISTRATION_EMAIL_ALREADY_IN_USE: {
    sentence: "The e-mail address belongs to another of the organization's users already.",
    action: 'E-mail addresses must be unique in an organization: give this user another address.',
  },
  TENANT_UUID_MISSING: {
    sentence: 'The server needs to know which organization this call acts in.',
    action: {
      app: "Set the organization of this profile under Connections (pick it from the server's list, or paste its UUID from the portal).",
      cli: 'Give --organization UUID, or store it with the profile: "mdm-admin profiles add NAME ... --organization UUID".',
    },
  },
  UNKNOWN_ORGANIZATION: {
    sentence: 'The server knows no organization {organization}.',
    unknown: { organization: 'The server does not know the organization this call names.' },
    action: {
      app: "Check the profile's organization under Connections (pick it from the server's list, or copy its UUID from the portal), or leave it empty to act in the token's own organization.",
      cli: "Check --organization or the profile's organization (copy the UUID from the portal), or leave it out to act in the token's own organization.",
    },
  },
  LICENSE_EXCEEDED: {
    sentence: "The server's license allows no more users or devices.",
    action:
      "Ask the server's administrator to extend the license, or remove users or devices no longer needed, then try again.",
  },
};

/** Keyed by the `reason` of a 401 or 403 (reference: `RelutionException` extended by `reason`). */
export const AUTH_REASON_TEXTS: Readonly<Record<string, ServerErrorText>> = {
  INVALID_CREDENTIALS: {
    sentence: 'The server does not accept this API access token: it is wrong, revoked or expired.',
    action: NEW_TOKEN,
    generic: true,
  },
  USER_LOCKED: {
    sentence: "The token's user is locked (after too many failed logins, or by an administrator).",
    action: 'Ask an administrator to unlock the user in the portal, then try again.',
  },
  USER_DEACTIVATED: {
    sentence: "The token's user is deactivated.",
    action: "Ask an administrator to activate the user again, or use another user's token.",
  },
  PASSWORD_EXPIRED: {
    sentence: "The password of the token's user has expired: the server refuses the user until it is changed.",
    action: `Set a new password: ${PORTAL_THEN_RETRY}`,
  },
  PASSWORD_CHANGE_REQUIRED: {
    sentence: "The token's user must change the password before the server accepts the user again.",
    action: `Change the password: ${PORTAL_THEN_RETRY}`,
  },
  USER_BELONGS_TO_DIFFERENT_ORGANIZATION: {
    sentence: "The token's user belongs to another organization than {organization}.",
    unknown: { organization: "The token's user belongs to another organization than the one this call acts in." },
    action: {
      app: "Use a token of that organization's administrator, or set the profile's organization to the token's own (or leave it empty) under Connections.",
      cli: "Use a token of that organization's administrator, or give the token's own organization with --organization (or leave it out).",
    },
  },
  MFA_SETUP_REQUIRED: {
    sentence: "The token's user must set up two-factor authentication before the server accepts the user.",
    action: `Set up two-factor authentication: ${PORTAL_THEN_RETRY}`,
  },
  SSL_REQUIRED: {
    sentence: 'The server accepts this only over an encrypted connection.',
    action: {
      app: "Change the profile's base URL to https:// under Connections.",
      cli: 'Use an https:// base URL.',
    },
  },
  INSUFFICIENT_PRIVILEGES: ERROR_CODE_TEXTS.INSUFFICIENT_PRIVILEGES!,
};

/** Situations recognised without a code of the server's. */
export const SITUATION_TEXTS = {
  /** HTTP 413 without a code: the same as RESOURCE_UPLOAD_TOO_LARGE. */
  UPLOAD_TOO_LARGE: ERROR_CODE_TEXTS.RESOURCE_UPLOAD_TOO_LARGE!,
  /** HTTP 401 without a code or reason. */
  UNAUTHORIZED: ERROR_CODE_TEXTS.REQUEST_UNAUTHORIZED!,
  /** HTTP 403 without a code or reason. */
  FORBIDDEN: ERROR_CODE_TEXTS.INSUFFICIENT_PRIVILEGES!,
  /**
   * HTTP 400 or 405 from the creation-wizard endpoint: on a real server it may submit a new
   * organization request (reference: "submit a request"), and a list query is not one.
   */
  CREATION_WIZARD_REFUSED: {
    sentence:
      'The server refused the query for creation-wizard requests (HTTP {status}). On some servers this endpoint submits a new organization request instead of listing them, and a list query is not a valid request there.',
    unknown: { status: 'The server refused the query for creation-wizard requests.' },
    action:
      'Nothing was created: the app sends this endpoint only the list query you ask for. This server may not list creation-wizard requests through the API; see them in the portal.',
  },
} satisfies Record<string, ServerErrorText>;
