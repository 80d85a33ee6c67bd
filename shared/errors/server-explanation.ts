/**
 * Picks the entry of the server-error table (server-error-table.ts) that fits an error's
 * details and words it in the reader's language from the catalogue (messages.ts). Core puts
 * what it knows into an HTTP error's details (the status, the server's `errorCode`, `reason`
 * and message, the operation, the organization the call acted in, the roles and the file
 * size it sent, an expiry date), so the explanation can be made again in each shell's words
 * and language. The server's own code and message are handed back beside it, never replaced.
 */
import type { MessageKey } from '../i18n/catalogue';
import { formatBytes } from '../i18n/format';
import { createTranslator } from '../i18n/translator';
import type { Translator } from '../i18n/translator';
import { AUTH_REASON_ENTRIES, ERROR_CODE_ENTRIES, SITUATION_ENTRIES } from './server-error-table';
import type { Audience, Placeholder, ServerErrorEntry } from './server-error-table';

export interface ServerExplanation {
  /** The table entry: `errorCode:X`, `reason:X` or `situation:X`. */
  key: string;
  sentence: string;
  action: string;
  /** The server's own words, to show beside the explanation. */
  server: { status: number | null; errorCode: string | null; reason: string | null; message: string | null };
}

/** What each operation of the endpoint table is the right to do (INSUFFICIENT_PRIVILEGES's `{{right}}`). */
export const OPERATION_RIGHTS: Readonly<Record<string, MessageKey>> = {
  uploadUsersCsv: 'error.right.importUsers',
  startUserImport: 'error.right.importUsers',
  readImportJob: 'error.right.readImportJobs',
  queryImportReport: 'error.right.readImportJobs',
  queryCreationWizardRequests: 'error.right.listCreationWizardRequests',
  queryDevices: 'error.right.listDevices',
  queryUsers: 'error.right.lookUpUsers',
  readPasswordPolicy: 'error.right.readPasswordPolicy',
};

let english: Translator | null = null;
/** The English translator: core's own messages, and the default of every shell. */
export const englishTranslator = (): Translator => (english ??= createTranslator('en'));

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** An instant as people read it everywhere, in every language: `2026-03-01 12:00 UTC`. */
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

/** Each placeholder's value from the details core gives, in the translator's language, or null when they do not say. */
function placeholderValues(
  details: Record<string, unknown>,
  { t, language }: Translator,
): Record<Placeholder, string | null> {
  const errors = record(details.errors);
  const roles = Array.isArray(details.roles) ? details.roles.filter((r): r is string => typeof r === 'string') : [];
  const right = OPERATION_RIGHTS[String(details.operation)];
  const bytes = details.fileBytes;
  return {
    expiry: formatInstant(details.expirationDate ?? errors.expirationDate),
    right: right ? t(right) : null,
    role: text(errors.role) ?? text(errors.roleName) ?? (roles.length > 0 ? roles.join(', ') : null),
    fileSize: typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0 ? formatBytes(language, bytes) : null,
    organization: text(details.organization) ?? text(errors.tenantOrganizationUuid),
    status: typeof details.status === 'number' ? String(details.status) : null,
  };
}

/** The sentence with its values; the entry's `unknown` sentence when a value it quotes is missing. */
function fillSentence(entry: ServerErrorEntry, values: Record<Placeholder, string | null>, { t }: Translator): string {
  for (const [name, key] of Object.entries(entry.unknown ?? {}) as [Placeholder, MessageKey][]) {
    if (values[name] === null) return t(key);
  }
  return t(entry.sentence, values);
}

function fillAction(entry: ServerErrorEntry, audience: Audience, { t }: Translator): string {
  return t(typeof entry.action === 'string' ? entry.action : entry.action[audience]);
}

/** The table entry for the details, and its key; null when the table has nothing to add. */
export function explanationEntry(details: Record<string, unknown>): { key: string; entry: ServerErrorEntry } | null {
  const reason = text(details.reason);
  const errorCode = text(details.errorCode);
  const found: { key: string; entry: ServerErrorEntry }[] = [];
  if (reason && AUTH_REASON_ENTRIES[reason])
    found.push({ key: `reason:${reason}`, entry: AUTH_REASON_ENTRIES[reason] });
  if (errorCode && ERROR_CODE_ENTRIES[errorCode])
    found.push({ key: `errorCode:${errorCode}`, entry: ERROR_CODE_ENTRIES[errorCode] });
  const specific = found.find((f) => !f.entry.generic) ?? found[0];
  if (specific) return specific;
  const status = details.status;
  if (details.operation === 'queryCreationWizardRequests' && (status === 400 || status === 405))
    return { key: 'situation:CREATION_WIZARD_REFUSED', entry: SITUATION_ENTRIES.CREATION_WIZARD_REFUSED };
  if (status === 413) return { key: 'situation:UPLOAD_TOO_LARGE', entry: SITUATION_ENTRIES.UPLOAD_TOO_LARGE };
  if (status === 401) return { key: 'situation:UNAUTHORIZED', entry: SITUATION_ENTRIES.UNAUTHORIZED };
  if (status === 403) return { key: 'situation:FORBIDDEN', entry: SITUATION_ENTRIES.FORBIDDEN };
  return null;
}

/** The explanation of an HTTP error's details for one audience (English by default), or null when the table has none. */
export function explainServerError(
  details: Record<string, unknown>,
  audience: Audience,
  translator: Translator = englishTranslator(),
): ServerExplanation | null {
  const found = explanationEntry(details);
  if (!found) return null;
  return {
    key: found.key,
    sentence: fillSentence(found.entry, placeholderValues(details, translator), translator),
    action: fillAction(found.entry, audience, translator),
    server: {
      status: typeof details.status === 'number' ? details.status : null,
      errorCode: text(details.errorCode),
      reason: text(details.reason),
      message: text(details.serverMessage),
    },
  };
}

/** The English sentence alone (the same for every audience): what core writes into its message. */
export function serverErrorSentence(details: Record<string, unknown>): string | null {
  const found = explanationEntry(details);
  if (!found) return null;
  const translator = englishTranslator();
  return fillSentence(found.entry, placeholderValues(details, translator), translator);
}
