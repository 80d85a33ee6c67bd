/**
 * Picks the entry of the server-error table (server-error-texts.ts) that fits an error's
 * details and fills its placeholders. Core puts what it knows into an HTTP error's details
 * (the status, the server's `errorCode`, `reason` and message, the operation, the
 * organization the call acted in, the roles and the file size it sent, an expiry date), so
 * the explanation can be made again in each shell's words. The server's own code and
 * message are handed back beside it, never replaced.
 */
import { AUTH_REASON_TEXTS, ERROR_CODE_TEXTS, SITUATION_TEXTS } from './server-error-texts';
import type { Audience, Placeholder, ServerErrorText } from './server-error-texts';

export interface ServerExplanation {
  /** The table entry: `errorCode:X`, `reason:X` or `situation:X` (a catalogue key). */
  key: string;
  sentence: string;
  action: string;
  /** The server's own words, to show beside the explanation. */
  server: { status: number | null; errorCode: string | null; reason: string | null; message: string | null };
}

/** What each operation of the endpoint table is the right to do (INSUFFICIENT_PRIVILEGES's `{right}`). */
export const OPERATION_RIGHTS: Readonly<Record<string, string>> = {
  uploadUsersCsv: 'import users',
  startUserImport: 'import users',
  readImportJob: 'read import jobs',
  queryImportReport: 'read import jobs',
  queryCreationWizardRequests: 'list organization creation-wizard requests',
  queryDevices: 'list devices',
  queryUsers: 'look users up',
  readPasswordPolicy: "read the organization's password policy",
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** An instant as people read it everywhere: `2026-03-01 12:00 UTC`. */
export function formatInstant(value: unknown): string | null {
  const ms =
    typeof value === 'number' && Number.isFinite(value)
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? /^\d+$/.test(value.trim())
          ? Number(value.trim())
          : Date.parse(value)
        : NaN;
  if (!Number.isFinite(ms)) return null;
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A size as people read it: `734 bytes`, `12.5 MB`, `1.2 GB` (powers of 1000). */
export function formatFileSize(bytes: unknown): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** Each placeholder's value from the details core gives, or null when they do not say. */
function placeholderValues(details: Record<string, unknown>): Record<Placeholder, string | null> {
  const errors = record(details.errors);
  const roles = Array.isArray(details.roles) ? details.roles.filter((r): r is string => typeof r === 'string') : [];
  const role = text(errors.role) ?? text(errors.roleName) ?? (roles.length > 0 ? roles.join(', ') : null);
  return {
    expiry: formatInstant(details.expirationDate ?? errors.expirationDate),
    right: OPERATION_RIGHTS[String(details.operation)] ?? null,
    role: role === null ? null : `"${role}"`,
    fileSize: formatFileSize(details.fileBytes),
    organization: text(details.organization) ?? text(errors.tenantOrganizationUuid),
    status: typeof details.status === 'number' ? String(details.status) : null,
  };
}

/** `{name}` replaced by its value; the entry's `unknown` sentence when a named value is missing. */
function fillSentence(entry: ServerErrorText, values: Record<Placeholder, string | null>): string {
  let missing: string | undefined;
  const filled = entry.sentence.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name as Placeholder];
    if (value === null || value === undefined) {
      missing ??= entry.unknown?.[name as Placeholder] ?? undefined;
      return whole;
    }
    return value;
  });
  return missing ?? filled;
}

function fillAction(entry: ServerErrorText, audience: Audience, values: Record<Placeholder, string | null>): string {
  const action = typeof entry.action === 'string' ? entry.action : entry.action[audience];
  return action.replace(/\{(\w+)\}/g, (whole, name: string) => values[name as Placeholder] ?? whole);
}

/** The table entry for the details, and its key; null when the table has nothing to add. */
export function explanationEntry(details: Record<string, unknown>): { key: string; entry: ServerErrorText } | null {
  const reason = text(details.reason);
  const errorCode = text(details.errorCode);
  const found: { key: string; entry: ServerErrorText }[] = [];
  if (reason && AUTH_REASON_TEXTS[reason]) found.push({ key: `reason:${reason}`, entry: AUTH_REASON_TEXTS[reason] });
  if (errorCode && ERROR_CODE_TEXTS[errorCode])
    found.push({ key: `errorCode:${errorCode}`, entry: ERROR_CODE_TEXTS[errorCode] });
  const specific = found.find((f) => !f.entry.generic) ?? found[0];
  if (specific) return specific;
  const status = details.status;
  if (details.operation === 'queryCreationWizardRequests' && (status === 400 || status === 405))
    return { key: 'situation:CREATION_WIZARD_REFUSED', entry: SITUATION_TEXTS.CREATION_WIZARD_REFUSED };
  if (status === 413) return { key: 'situation:UPLOAD_TOO_LARGE', entry: SITUATION_TEXTS.UPLOAD_TOO_LARGE };
  if (status === 401) return { key: 'situation:UNAUTHORIZED', entry: SITUATION_TEXTS.UNAUTHORIZED };
  if (status === 403) return { key: 'situation:FORBIDDEN', entry: SITUATION_TEXTS.FORBIDDEN };
  return null;
}

/** The explanation of an HTTP error's details for one audience, or null when the table has none. */
export function explainServerError(details: Record<string, unknown>, audience: Audience): ServerExplanation | null {
  const found = explanationEntry(details);
  if (!found) return null;
  const values = placeholderValues(details);
  return {
    key: found.key,
    sentence: fillSentence(found.entry, values),
    action: fillAction(found.entry, audience, values),
    server: {
      status: typeof details.status === 'number' ? details.status : null,
      errorCode: text(details.errorCode),
      reason: text(details.reason),
      message: text(details.serverMessage),
    },
  };
}

/** The sentence alone (the same for every audience): what core writes into its message. */
export function serverErrorSentence(details: Record<string, unknown>): string | null {
  const found = explanationEntry(details);
  return found ? fillSentence(found.entry, placeholderValues(details)) : null;
}
