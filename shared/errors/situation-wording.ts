/**
 * The wording of the codes that cover several situations, each told apart by a parameter
 * core sets (`reason`, `what`): the sentence of each situation from situation-messages.ts
 * and job-file-messages.ts. A wording answers null when the details miss what its sentence
 * quotes; describeError then says the code's own sentence (`error.code.<code>`).
 */
import { fileProblemText } from './file-problem';
import type { MessageKey } from '../i18n/catalogue';
import type { MessageParams, Translate } from '../i18n/translator';

type Details = Record<string, unknown>;
export type SituationWording = (details: Details, t: Translate) => string | null;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A situation's key and the details its sentence quotes (all present), else null. */
function pick(
  keys: Record<string, { key: MessageKey; needs?: readonly string[] }>,
  by: unknown,
  details: Details,
  t: Translate,
): string | null {
  const situation = typeof by === 'string' ? keys[by] : undefined;
  if (!situation) return null;
  const params: MessageParams = {};
  for (const name of situation.needs ?? []) {
    const value = details[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    else if (Array.isArray(value) && value.length > 0) params[name] = value.join(', ');
    else return null;
  }
  return t(situation.key, params);
}

const INVALID: Record<string, { key: MessageKey; needs?: readonly string[] }> = {
  call: { key: 'error.invalid.call', needs: ['method', 'problem'] },
  'profile-fields': { key: 'error.invalid.profile-fields', needs: ['problems'] },
  'ca-not-pem': { key: 'error.invalid.ca-not-pem' },
  'token-for-other-server': { key: 'error.invalid.token-for-other-server', needs: ['from', 'to'] },
  'insecure-http': { key: 'error.invalid.insecure-http', needs: ['baseUrl'] },
  'name-taken': { key: 'error.invalid.name-taken', needs: ['name'] },
  'preference-invalid': { key: 'error.invalid.preference-invalid', needs: ['key', 'path', 'problem'] },
  'preference-unknown': { key: 'error.invalid.preference-unknown', needs: ['key'] },
  'preference-too-large': { key: 'error.invalid.preference-too-large', needs: ['key', 'size'] },
  'proxy-not-address': { key: 'error.invalid.proxy-not-address', needs: ['setting'] },
  'proxy-protocol': { key: 'error.invalid.proxy-protocol', needs: ['setting', 'protocol'] },
  'base-url-not-address': { key: 'error.invalid.base-url-not-address', needs: ['input'] },
  'base-url-protocol': { key: 'error.invalid.base-url-protocol', needs: ['protocol'] },
  'base-url-credentials': { key: 'error.invalid.base-url-credentials' },
  'job-id': { key: 'error.invalid.job-id', needs: ['id'] },
  'dry-run-running': { key: 'error.invalid.dry-run-running' },
  'file-exists': { key: 'error.invalid.file-exists', needs: ['file'] },
  'no-name-column': { key: 'error.invalid.no-name-column' },
  'no-header': { key: 'error.invalid.no-header' },
  'upload-not-finished': { key: 'error.invalid.upload-not-finished', needs: ['fileName'] },
  'upload-finished': { key: 'error.invalid.upload-finished', needs: ['fileName'] },
  'chunk-order': { key: 'error.invalid.chunk-order', needs: ['fileName', 'offset', 'received'] },
  'line-map': { key: 'error.invalid.line-map', needs: ['entries', 'records'] },
  'unclosed-quote': { key: 'error.invalid.unclosed-quote', needs: ['line'] },
  'updates-off-shell': { key: 'error.invalid.updates-off.shell' },
  'updates-off-policy': { key: 'error.invalid.updates-off.policy' },
  'updates-off-build': { key: 'error.invalid.updates-off.build' },
  'no-update': { key: 'error.invalid.no-update' },
  'deactivate-brake': { key: 'error.invalid.deactivate-brake', needs: ['count', 'brake'] },
  'deactivate-no-comparison': { key: 'error.invalid.deactivate-no-comparison' },
};

const NOT_FOUND: Record<string, { key: MessageKey; needs?: readonly string[] }> = {
  job: { key: 'error.notFound.job', needs: ['id'] },
  profile: { key: 'error.notFound.profile', needs: ['id'] },
  'profile-name': { key: 'error.notFound.profile-name', needs: ['profileName'] },
  'dry-run': { key: 'error.notFound.dry-run' },
  upload: { key: 'error.notFound.upload', needs: ['uploadId'] },
  export: { key: 'error.notFound.export', needs: ['exportId'] },
};

const NO_REPORT: Record<string, { key: MessageKey; needs?: readonly string[] }> = {
  'gone-unfetched': { key: 'error.noReport.gone-unfetched' },
  unconfirmed: { key: 'error.noReport.unconfirmed' },
  'not-saved': { key: 'error.noReport.not-saved', needs: ['dir'] },
  'upload-not-kept': { key: 'error.noReport.upload-not-kept', needs: ['dir'] },
};

const STORAGE: Record<string, { key: MessageKey; needs?: readonly string[] }> = {
  damaged: { key: 'error.storage.damaged', needs: ['file', 'problem'] },
  read: { key: 'error.storage.read', needs: ['file', 'problem'] },
  write: { key: 'error.storage.write', needs: ['file', 'problem'] },
  create: { key: 'error.storage.create', needs: ['file', 'problem'] },
  locked: { key: 'error.storage.locked', needs: ['file'] },
};

const POLICY: Record<string, { key: MessageKey; needs?: readonly string[] }> = {
  'demo-server': { key: 'error.policy.demo-server' },
  'own-connection': { key: 'error.policy.own-connection', needs: ['name'] },
  'add-connection': { key: 'error.policy.add-connection' },
  'preset-locked': { key: 'error.policy.preset-locked', needs: ['name', 'fields'] },
  'preset-kind': { key: 'error.policy.preset-kind', needs: ['name'] },
  'preset-remove': { key: 'error.policy.preset-remove', needs: ['name'] },
};

const FIELDS = new Set(['name', 'baseUrl', 'kind', 'caCertificatePem', 'organizationUuid']);

/** A connection's field (`baseUrl`) in the reader's words; another as it came. */
function fieldName(field: unknown, t: Translate): string {
  const name = String(field);
  return FIELDS.has(name) ? t(`error.field.${name}` as MessageKey) : name;
}

/** The sentence of a code that covers several situations; null when the details do not say which. */
export const SITUATIONS = {
  'invalid-argument': (d, t) => pick(INVALID, d.reason, d, t),
  'not-found': (d, t) => pick(NOT_FOUND, d.what, d, t),
  'no-report': (d, t) => pick(NO_REPORT, d.reason, d, t),
  storage: (d, t) => pick(STORAGE, d.reason, d, t),
  'forbidden-by-policy': (d, t) => {
    const fields = Array.isArray(d.fields) ? d.fields.map((f) => fieldName(f, t)) : d.fields;
    const said = pick(POLICY, d.reason, { ...d, fields }, t);
    const file = text(d.policyFile);
    return said && file ? `${said} ${t('error.policy.file', { file })}` : said;
  },
  cancelled: (d, t) =>
    d.what === 'dry-run'
      ? t('error.cancelled.dry-run')
      : d.what === 'export'
        ? t('error.cancelled.export')
        : d.what === 'list'
          ? t('error.cancelled.list')
          : t('error.cancelled'),
  stopped: (d, t) => (d.what === 'import' ? t('error.stopped.import') : null),
  internal: (d, t) => {
    const said = text(d.error);
    if (said) return t('error.internal.said', { error: said });
    const invariant = text(d.invariant);
    return invariant ? t('error.internal.invariant', { invariant }) : null;
  },
  'bad-message': (d, t) => {
    const problem = text(d.problem);
    return problem ? t('error.badMessage', { problem }) : null;
  },
  'job-active': (d, t) => {
    const fileName = text(d.fileName);
    return fileName ? t('error.jobActive', { fileName }) : null;
  },
  'too-many-uploads': (d, t) => {
    const max = num(d.max);
    return max === null ? null : t('error.tooManyUploads', { max });
  },
  'too-large': (d, t) => {
    const fileName = text(d.fileName);
    const max = num(d.max);
    return fileName && max !== null ? t('error.tooLarge', { fileName, max }) : null;
  },
  'worker-failed': (d, t) => {
    const failure = text(d.failure) ?? (num(d.exitCode) !== null ? `exit code ${String(d.exitCode)}` : null);
    return failure ? t('error.workerFailed', { failure }) : null;
  },
  'corrupt-file': (d, t) => {
    const path = text(d.path);
    if (!path) return null;
    const reason = fileProblemText(d, t);
    return reason ? t('error.corruptFile', { path, reason }) : t('error.corruptFile.noReason', { path });
  },
  'secret-unavailable': (d, t) =>
    d.reason === 'locked' ? t('error.secret.locked') : d.reason === 'changed' ? t('error.secret.changed') : null,
  'invalid-response': (d, t) => {
    if (d.reason === 'too-many-statuses') {
      const max = num(d.max);
      return max === null ? null : t('error.invalidResponse.tooManyStatuses', { max });
    }
    const path = text(d.path);
    const problem = text(d.problem);
    return path && problem ? t('error.invalidResponse.shape', { path, problem }) : null;
  },
  'not-json': (d, t) => {
    const status = num(d.status);
    if (status === null) return null;
    if (d.webPage === true) return t('error.webPage', { status });
    if (d.contentType === null) return t('error.notJson.noType', { status });
    const contentType = text(d.contentType);
    return contentType ? t('error.notJson', { status, contentType }) : null;
  },
  'invalid-json': (d, t) => {
    const status = num(d.status);
    const position = num(d.position);
    if (position === 0 && status !== null) return t('error.invalidJson.empty', { status });
    return position === null ? null : t('error.invalidJson.at', { position });
  },
} satisfies Record<string, SituationWording>;
