/**
 * What a server's refusal means and what to do about it: one table for the app and the
 * command line, keyed by the server's `errorCode` (every code the reference README lists), by
 * the `reason` of a 401/403, and by a few situations the app recognises without a code (an
 * upload refused as too large, the creation-wizard endpoint refusing a query). The words are
 * in the catalogue (shared/errors/messages.ts, English and German); this table says which
 * message is the sentence, which one stands in when a detail the sentence quotes is missing,
 * and which is the action, per reader where what to do depends on it (what to click in the
 * app, what to type in a terminal). server-explanation.ts fills them from an error's details.
 */
import type { MessageKey } from '../i18n/catalogue';

export type Audience = 'app' | 'cli';

/** The values a sentence may quote; server-explanation.ts says where each comes from. */
export type Placeholder = 'expiry' | 'right' | 'role' | 'fileSize' | 'organization' | 'status';

export interface ServerErrorEntry {
  /** What happened. */
  sentence: MessageKey;
  /** The sentence to use instead when a value it quotes is missing. */
  unknown?: Partial<Record<Placeholder, MessageKey>>;
  /** What to do. */
  action: MessageKey | Record<Audience, MessageKey>;
  /**
   * A catch-all (a plain "unauthorized"): when a response names both a reason and a code,
   * the more specific of the two is explained.
   */
  generic?: boolean;
}

const NEW_TOKEN: Record<Audience, MessageKey> = {
  app: 'error.server.newToken.app',
  cli: 'error.server.newToken.cli',
};

/** Keyed by the server's `errorCode` (reference README, "Error codes worth a plain-language message"). */
export const ERROR_CODE_ENTRIES: Readonly<Record<string, ServerErrorEntry>> = {
  CSV_IMPORT_JOB_DOES_NOT_EXIST: {
    sentence: 'error.server.CSV_IMPORT_JOB_DOES_NOT_EXIST',
    action: 'error.server.CSV_IMPORT_JOB_DOES_NOT_EXIST.action',
  },
  RESOURCE_UPLOAD_TOO_LARGE: {
    sentence: 'error.server.RESOURCE_UPLOAD_TOO_LARGE',
    unknown: { fileSize: 'error.server.RESOURCE_UPLOAD_TOO_LARGE.unknown' },
    action: 'error.server.RESOURCE_UPLOAD_TOO_LARGE.action',
  },
  NO_FILE_UPLOADED: { sentence: 'error.server.NO_FILE_UPLOADED', action: 'error.server.NO_FILE_UPLOADED.action' },
  UNSUPPORTED_MEDIA_TYPE: {
    sentence: 'error.server.UNSUPPORTED_MEDIA_TYPE',
    action: 'error.server.UNSUPPORTED_MEDIA_TYPE.action',
  },
  COULD_NOT_PARSE_FILE_CONTENT: {
    sentence: 'error.server.COULD_NOT_PARSE_FILE_CONTENT',
    action: 'error.server.COULD_NOT_PARSE_FILE_CONTENT.action',
  },
  FILE_PROCESSING_ERROR: {
    sentence: 'error.server.FILE_PROCESSING_ERROR',
    action: 'error.server.FILE_PROCESSING_ERROR.action',
  },
  ACCESS_TOKEN_EXPIRED: {
    sentence: 'error.server.ACCESS_TOKEN_EXPIRED',
    unknown: { expiry: 'error.server.ACCESS_TOKEN_EXPIRED.unknown' },
    action: NEW_TOKEN,
  },
  ACCESS_TOKEN_DOES_NOT_EXIST: { sentence: 'error.server.ACCESS_TOKEN_DOES_NOT_EXIST', action: NEW_TOKEN },
  REQUEST_UNAUTHORIZED: { sentence: 'error.server.REQUEST_UNAUTHORIZED', action: NEW_TOKEN, generic: true },
  INSUFFICIENT_PRIVILEGES: {
    sentence: 'error.server.INSUFFICIENT_PRIVILEGES',
    unknown: { right: 'error.server.INSUFFICIENT_PRIVILEGES.unknown' },
    action: {
      app: 'error.server.INSUFFICIENT_PRIVILEGES.action.app',
      cli: 'error.server.INSUFFICIENT_PRIVILEGES.action.cli',
    },
  },
  ACCESS_FORBIDDEN: {
    sentence: 'error.server.ACCESS_FORBIDDEN',
    action: { app: 'error.server.ACCESS_FORBIDDEN.action.app', cli: 'error.server.ACCESS_FORBIDDEN.action.cli' },
    generic: true,
  },
  ROLE_DOES_NOT_EXIST: {
    sentence: 'error.server.ROLE_DOES_NOT_EXIST',
    unknown: { role: 'error.server.ROLE_DOES_NOT_EXIST.unknown' },
    action: 'error.server.ROLE_DOES_NOT_EXIST.action',
  },
  USER_NOT_VALID: { sentence: 'error.server.USER_NOT_VALID', action: 'error.server.USER_NOT_VALID.action' },
  REGISTRATION_EMAIL_ALREADY_IN_USE: {
    sentence: 'error.server.REGISTRATION_EMAIL_ALREADY_IN_USE',
    action: 'error.server.REGISTRATION_EMAIL_ALREADY_IN_USE.action',
  },
  TENANT_UUID_MISSING: {
    sentence: 'error.server.TENANT_UUID_MISSING',
    action: {
      app: 'error.server.TENANT_UUID_MISSING.action.app',
      cli: 'error.server.TENANT_UUID_MISSING.action.cli',
    },
  },
  UNKNOWN_ORGANIZATION: {
    sentence: 'error.server.UNKNOWN_ORGANIZATION',
    unknown: { organization: 'error.server.UNKNOWN_ORGANIZATION.unknown' },
    action: {
      app: 'error.server.UNKNOWN_ORGANIZATION.action.app',
      cli: 'error.server.UNKNOWN_ORGANIZATION.action.cli',
    },
  },
  LICENSE_EXCEEDED: { sentence: 'error.server.LICENSE_EXCEEDED', action: 'error.server.LICENSE_EXCEEDED.action' },
};

/** Keyed by the `reason` of a 401 or 403 (reference: `RelutionException` extended by `reason`). */
export const AUTH_REASON_ENTRIES: Readonly<Record<string, ServerErrorEntry>> = {
  INVALID_CREDENTIALS: { sentence: 'error.reason.INVALID_CREDENTIALS', action: NEW_TOKEN, generic: true },
  USER_LOCKED: { sentence: 'error.reason.USER_LOCKED', action: 'error.reason.USER_LOCKED.action' },
  USER_DEACTIVATED: { sentence: 'error.reason.USER_DEACTIVATED', action: 'error.reason.USER_DEACTIVATED.action' },
  PASSWORD_EXPIRED: { sentence: 'error.reason.PASSWORD_EXPIRED', action: 'error.reason.PASSWORD_EXPIRED.action' },
  PASSWORD_CHANGE_REQUIRED: {
    sentence: 'error.reason.PASSWORD_CHANGE_REQUIRED',
    action: 'error.reason.PASSWORD_CHANGE_REQUIRED.action',
  },
  USER_BELONGS_TO_DIFFERENT_ORGANIZATION: {
    sentence: 'error.reason.USER_BELONGS_TO_DIFFERENT_ORGANIZATION',
    unknown: { organization: 'error.reason.USER_BELONGS_TO_DIFFERENT_ORGANIZATION.unknown' },
    action: {
      app: 'error.reason.USER_BELONGS_TO_DIFFERENT_ORGANIZATION.action.app',
      cli: 'error.reason.USER_BELONGS_TO_DIFFERENT_ORGANIZATION.action.cli',
    },
  },
  MFA_SETUP_REQUIRED: {
    sentence: 'error.reason.MFA_SETUP_REQUIRED',
    action: 'error.reason.MFA_SETUP_REQUIRED.action',
  },
  SSL_REQUIRED: {
    sentence: 'error.reason.SSL_REQUIRED',
    action: { app: 'error.reason.SSL_REQUIRED.action.app', cli: 'error.reason.SSL_REQUIRED.action.cli' },
  },
  INSUFFICIENT_PRIVILEGES: ERROR_CODE_ENTRIES.INSUFFICIENT_PRIVILEGES!,
};

/** Situations recognised without a code of the server's. */
export const SITUATION_ENTRIES = {
  /** HTTP 413 without a code: the same as RESOURCE_UPLOAD_TOO_LARGE. */
  UPLOAD_TOO_LARGE: ERROR_CODE_ENTRIES.RESOURCE_UPLOAD_TOO_LARGE!,
  /** HTTP 401 without a code or reason. */
  UNAUTHORIZED: ERROR_CODE_ENTRIES.REQUEST_UNAUTHORIZED!,
  /** HTTP 403 without a code or reason. */
  FORBIDDEN: ERROR_CODE_ENTRIES.INSUFFICIENT_PRIVILEGES!,
  /**
   * HTTP 400 or 405 from the creation-wizard endpoint: on a real server it may submit a new
   * organization request (reference: "submit a request"), and a list query is not one.
   */
  CREATION_WIZARD_REFUSED: {
    sentence: 'error.situation.CREATION_WIZARD_REFUSED',
    unknown: { status: 'error.situation.CREATION_WIZARD_REFUSED.unknown' },
    action: 'error.situation.CREATION_WIZARD_REFUSED.action',
  },
} satisfies Record<string, ServerErrorEntry>;
