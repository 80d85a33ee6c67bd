// Every code core may say is worded in English and German: the types make a missing wording a
// compile error (WORDING and NOTICE_WORDING are total records, `error.code.<code>` a catalogue
// key); this proves the sentences come out whole, with sample parameters and without.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../shared/errors/error-code';
import type { ErrorCode } from '../../../../shared/errors/error-code';
import { NOTICE_CODES } from '../../../../shared/errors/notice-code';
import type { NoticeCode } from '../../../../shared/errors/notice-code';
import { describeNotice } from '../../../../shared/errors/notice-wording';
import { describeError } from '../../../../shared/errors/wording';
import { createTranslator } from '../../../../shared/i18n/translator';

const en = createTranslator('en');
const de = createTranslator('de');

/** Sample parameters for each code's precise sentences, as core sets them (one per situation). */
const SAMPLES: Record<ErrorCode, Record<string, unknown>[]> = {
  unreachable: [
    { host: 'mdm.example', reason: 'dns' },
    { host: 'mdm.example', reason: 'no-route' },
    { host: 'mdm.example', reason: 'connection-closed' },
    { host: 'mdm.example', reason: 'EPROTO', description: 'odd' },
  ],
  refused: [{ host: 'mdm.example', port: 443 }],
  'proxy-credentials': [
    { proxy: 'http://p:3128', proxySource: 'environment', host: 'mdm.example', proxyStatus: 407, credentials: true },
  ],
  timeout: [
    { host: 'mdm.example', ms: 10_000, phase: 'connect' },
    { host: 'mdm.example', ms: 60_000, phase: 'response' },
    { host: 'mdm.example', ms: 120_000, phase: 'upload' },
  ],
  tls: [
    { host: 'mdm.example', reason: 'CERT_HAS_EXPIRED', description: 'certificate has expired' },
    { host: 'mdm.example', reason: 'ERR_SOMETHING', description: 'node said so' },
  ],
  'http-status': [{ status: 500 }, { status: 502, contentType: 'text/html' }],
  unauthorized: [{ status: 401 }, { status: 403 }],
  'not-json': [
    { status: 200, contentType: 'text/plain' },
    { status: 200, contentType: 'text/html', webPage: true },
    { status: 200, contentType: null },
  ],
  'invalid-json': [
    { status: 200, position: 0 },
    { status: 200, position: 12 },
  ],
  'invalid-response': [
    { path: 'results', problem: 'expected array' },
    { reason: 'too-many-statuses', max: 64 },
  ],
  cancelled: [{ what: 'dry-run' }, { what: 'export' }, { what: 'list' }],
  'no-profile': [{ reason: 'none-active' }, { reason: 'missing', profileId: 'p1' }],
  'no-token': [{ profileName: 'school' }, { reason: 'env', baseUrl: 'https://mdm.example' }],
  'no-connection': [{ baseUrl: 'https://mdm.example' }],
  'weak-storage': [{ situation: 'no-encryption' }, { situation: 'obscured' }],
  'secret-unavailable': [{ reason: 'locked' }, { reason: 'changed' }],
  'forbidden-by-policy': [
    { reason: 'ad-hoc-connection', baseUrl: 'https://mdm.example', policyFile: '/etc/mdm-admin/policy.json' },
    { reason: 'demo-server', policyFile: null },
    { reason: 'own-connection', name: 'Mine' },
    { reason: 'add-connection' },
    { reason: 'preset-locked', name: 'District', fields: ['baseUrl'] },
    { reason: 'preset-kind', name: 'District', fields: [] },
    { reason: 'preset-remove', name: 'District' },
  ],
  'job-active': [{ fileName: 'staff.csv' }],
  'job-not-finished': [{ phase: 'running' }],
  'cannot-resume': [
    { gone: true },
    { reason: 'unconfirmed' },
    { reason: 'never-confirmed', error: { code: 'timeout', details: { host: 'h', ms: 1000, phase: 'response' } } },
  ],
  'no-report': [
    { reason: 'gone-unfetched' },
    { reason: 'unconfirmed' },
    { reason: 'not-saved', dir: '/jobs/1' },
    { reason: 'upload-not-kept', dir: '/jobs/1' },
  ],
  interrupted: [{ during: 'upload' }, { during: 'start' }],
  deadline: [{ elapsedMs: 30_000, waiting: false }],
  stopped: [{ what: 'import' }],
  'job-gone': [{ fetchedLines: 3 }],
  'part-failed': [{ part: 1, parts: 3, serverError: 'boom' }],
  'too-many-uploads': [{ max: 8 }],
  'too-large': [{ fileName: 'u.csv', max: 1_000_000 }],
  'worker-failed': [{ exitCode: 1 }, { failure: 'out of memory' }],
  storage: [
    { reason: 'damaged', file: 'a.json', problem: 'EACCES' },
    { reason: 'read', file: 'a.json', problem: 'EACCES' },
    { reason: 'write', file: 'a.json', problem: 'ENOSPC' },
    { reason: 'create', file: 'a.csv', problem: 'EACCES' },
    { reason: 'locked', file: 'a.json' },
  ],
  'corrupt-file': [
    { path: 'a.json', problem: 'json-cut-off' },
    { path: 'a.json', problem: 'not-json', at: 12 },
    { path: 'a.json', problem: 'shape', where: 'profiles.0.kind' },
    { path: 'a.json' },
  ],
  'invalid-argument': [
    { reason: 'call', method: 'app.info', problem: 'unknown key' },
    { reason: 'profile-fields', problems: 'name: too short' },
    { reason: 'ca-not-pem' },
    { reason: 'token-for-other-server', from: 'https://a', to: 'https://b' },
    { reason: 'insecure-http', baseUrl: 'http://mdm.example' },
    { reason: 'name-taken', name: 'School' },
    { reason: 'preference-invalid', key: 'k', path: '$.x', problem: 'bad' },
    { reason: 'preference-unknown', key: 'k' },
    { reason: 'preference-too-large', key: 'k', size: 2_000_000 },
    { reason: 'proxy-not-address', setting: 'HTTPS_PROXY' },
    { reason: 'proxy-protocol', setting: 'HTTPS_PROXY', protocol: 'ftp' },
    { reason: 'base-url-not-address', input: 'x' },
    { reason: 'base-url-protocol', protocol: 'ftp:' },
    { reason: 'base-url-credentials' },
    { reason: 'job-id', id: '../x' },
    { reason: 'dry-run-running' },
    { reason: 'file-exists', file: 'list.csv' },
    { reason: 'no-name-column' },
    { reason: 'no-header' },
    { reason: 'upload-not-finished', fileName: 'u.csv' },
    { reason: 'upload-finished', fileName: 'u.csv' },
    { reason: 'chunk-order', fileName: 'u.csv', offset: 3, received: 5 },
    { reason: 'line-map', entries: 1, records: 2 },
    { reason: 'unclosed-quote', line: 2 },
    { reason: 'updates-off-shell' },
    { reason: 'updates-off-policy' },
    { reason: 'updates-off-build' },
    { reason: 'no-update' },
  ],
  'not-found': [
    { what: 'job', id: 'j' },
    { what: 'profile', id: 'p' },
    { what: 'profile-name', profileName: 'school' },
    { what: 'dry-run' },
    { what: 'upload', uploadId: 'u' },
    { what: 'export', exportId: 'e' },
  ],
  'unknown-method': [{ method: 'x.y' }],
  'untrusted-sender': [],
  'bad-message': [{ problem: 'not JSON' }],
  disconnected: [{ reason: 'lost' }, { reason: 'unreachable' }],
  internal: [{ error: 'boom' }, { invariant: 'no-dialect-tried' }],
};

const NOTICE_SAMPLES: Record<NoticeCode, Record<string, unknown>> = {
  'job-file-unreadable': { file: 'j.json', problem: 'EACCES' },
  'job-file-mismatch': { file: 'j.json', id: 'k' },
  'job-file-damaged': { file: 'j.json', movedTo: 'j.json.damaged', error: { code: 'corrupt-file', details: {} } },
  'split-file-unreadable': { file: 's.json', error: { code: 'storage', details: {} } },
  'job-not-saved': { fileName: 'u.csv', dir: '/jobs', error: { code: 'storage', details: {} } },
  'job-failed': { fileName: 'u.csv', error: { code: 'internal', details: { error: 'boom' } } },
  'job-unwatched': { fileName: 'u.csv' },
  'report-refetch': { error: { code: 'corrupt-file', details: { path: 'r.json' } } },
  'passwords-not-removed': { fileName: 'u.csv', dir: '/jobs', error: { code: 'storage', details: {} } },
  'file-damaged': { file: 'prefs.json', problem: 'not-json', at: 1, movedTo: 'prefs.json.damaged' },
  'policy-problems': {
    file: '/etc/mdm-admin/policy.json',
    problems: [{ path: '$.proxy.url', code: 'http-url', params: { example: 'http://proxy.example.com:3128' } }],
  },
  'template-not-saved': { reason: 'EACCES' },
  'diagnostics-not-saved': { reason: 'EACCES' },
};

const whole = (text: string) => {
  expect(text.trim()).not.toBe('');
  expect(text).not.toContain('{{');
  expect(text).not.toMatch(/^error\.|^notice\./);
};

describe('every error code', () => {
  it.each(ERROR_CODES.map((code) => [code]))('%s has its own sentence in English and German', (code) => {
    const english = describeError({ code }, 'app', en);
    const german = describeError({ code }, 'cli', de);
    whole(english);
    whole(german);
    expect(german).not.toBe(english);
  });

  it.each(ERROR_CODES.map((code) => [code]))('%s words each of its situations in English and German', (code) => {
    const generic = describeError({ code }, 'app', en);
    for (const details of SAMPLES[code]) {
      for (const audience of ['app', 'cli'] as const) {
        const english = describeError({ code, details }, audience, en);
        const german = describeError({ code, details }, audience, de);
        whole(english);
        whole(german);
        expect(german, JSON.stringify(details)).not.toBe(english);
        // A situation core names is said precisely, never by the code's own sentence.
        expect(english, JSON.stringify(details)).not.toBe(generic);
      }
    }
  });
});

describe('every notice code', () => {
  it.each(NOTICE_CODES.map((code) => [code]))('%s is worded in English and German', (code) => {
    const notice = { code, params: NOTICE_SAMPLES[code] };
    const english = describeNotice(notice, 'app', en);
    const german = describeNotice(notice, 'app', de);
    whole(english);
    whole(german);
    expect(german).not.toBe(english);
  });
});
