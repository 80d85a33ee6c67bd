import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_FAILURE_REASONS } from '../../../../shared/api/wire/envelope';
import {
  AUTH_REASON_ENTRIES,
  ERROR_CODE_ENTRIES,
  SITUATION_ENTRIES,
} from '../../../../shared/errors/server-error-table';
import type { ServerErrorEntry } from '../../../../shared/errors/server-error-table';
import { explainServerError, formatInstant, serverErrorSentence } from '../../../../shared/errors/server-explanation';
import { MESSAGES } from '../../../../shared/i18n/catalogue';
import { placeholdersOf } from '../../../../shared/i18n/check';
import { createTranslator } from '../../../../shared/i18n/translator';
import { REFERENCE_SCHEMAS_PATH } from '../../../helpers/reference-schemas';

/** The codes ../shared/reference/README.md lists as "worth a plain-language message". */
const README_CODES = [
  'CSV_IMPORT_JOB_DOES_NOT_EXIST',
  'RESOURCE_UPLOAD_TOO_LARGE',
  'NO_FILE_UPLOADED',
  'UNSUPPORTED_MEDIA_TYPE',
  'COULD_NOT_PARSE_FILE_CONTENT',
  'FILE_PROCESSING_ERROR',
  'ACCESS_TOKEN_EXPIRED',
  'ACCESS_TOKEN_DOES_NOT_EXIST',
  'REQUEST_UNAUTHORIZED',
  'INSUFFICIENT_PRIVILEGES',
  'ACCESS_FORBIDDEN',
  'ROLE_DOES_NOT_EXIST',
  'USER_NOT_VALID',
  'REGISTRATION_EMAIL_ALREADY_IN_USE',
  'TENANT_UUID_MISSING',
  'UNKNOWN_ORGANIZATION',
  'LICENSE_EXCEEDED',
];

const allEntries = (): [string, ServerErrorEntry][] => [
  ...Object.entries(ERROR_CODE_ENTRIES),
  ...Object.entries(AUTH_REASON_ENTRIES),
  ...Object.entries(SITUATION_ENTRIES),
];

const de = createTranslator('de');

describe('the server-error table', () => {
  it("has every errorCode the reference lists, each one the reference server's ErrorCode enum knows", () => {
    const schemas = JSON.parse(readFileSync(REFERENCE_SCHEMAS_PATH, 'utf8')) as {
      schemas: { ErrorCode: { enum: string[] } };
    };
    const known = new Set(schemas.schemas.ErrorCode.enum);
    for (const code of README_CODES) {
      expect(ERROR_CODE_ENTRIES[code], code).toBeDefined();
      expect(known.has(code), code).toBe(true);
    }
  });

  it('has every 401/403 reason', () => {
    for (const reason of AUTH_FAILURE_REASONS) expect(AUTH_REASON_ENTRIES[reason], reason).toBeDefined();
  });

  it('names catalogue keys with known placeholders, and has a sentence for each one that may be missing', () => {
    const names = new Set(['expiry', 'right', 'role', 'fileSize', 'organization', 'status']);
    for (const [key, entry] of allEntries()) {
      const actions = typeof entry.action === 'string' ? [entry.action] : Object.values(entry.action);
      const unknowns = Object.values(entry.unknown ?? {});
      for (const message of [entry.sentence, ...actions, ...unknowns]) {
        expect(MESSAGES[message], `${key}: ${message}`).toBeDefined();
        for (const name of placeholdersOf(MESSAGES[message]!.en as string))
          expect(names.has(name), `${key}: {{${name}}}`).toBe(true);
      }
      // Actions and stand-in sentences quote nothing; each value the sentence quotes has a stand-in.
      for (const message of [...actions, ...unknowns])
        expect(placeholdersOf(MESSAGES[message]!.en as string)).toEqual([]);
      for (const name of placeholdersOf(MESSAGES[entry.sentence]!.en as string))
        expect(entry.unknown?.[name as 'expiry'], `${key} without {{${name}}}`).toBeDefined();
    }
  });

  it('never leaves a placeholder unfilled, whatever the details hold, in any language', () => {
    const keys = [...Object.keys(ERROR_CODE_ENTRIES)];
    const reasons = [...Object.keys(AUTH_REASON_ENTRIES)];
    fc.assert(
      fc.property(
        fc.record(
          {
            status: fc.constantFrom(400, 401, 403, 404, 405, 413, 500),
            errorCode: fc.constantFrom(...keys, 'SOMETHING_NEW'),
            reason: fc.constantFrom(...reasons, 'SOMETHING_ELSE'),
            operation: fc.constantFrom('queryDevices', 'uploadUsersCsv', 'queryCreationWizardRequests', 'nothing'),
            organization: fc.uuid(),
            // Role names without braces: a brace in the sentence must then be a placeholder left unfilled.
            roles: fc.array(
              fc.string({ minLength: 1, maxLength: 10 }).filter((role) => !/[{}]/.test(role)),
              { maxLength: 2 },
            ),
            fileBytes: fc.nat(),
            expirationDate: fc.oneof(fc.integer({ min: 0, max: 4e12 }), fc.constant('not a date')),
          },
          { requiredKeys: ['status'] },
        ),
        fc.constantFrom('app' as const, 'cli' as const),
        fc.constantFrom(undefined, de),
        (details, audience, translator) => {
          const explained = explainServerError(details, audience, translator);
          if (!explained) return;
          expect(explained.sentence).not.toMatch(/\{|\}/);
          expect(explained.action).not.toMatch(/\{|\}/);
        },
      ),
    );
  });
});

describe('explaining a refusal', () => {
  it('says when an expired token expired, and how to make a new one, for each reader', () => {
    const details = {
      status: 401,
      errorCode: 'ACCESS_TOKEN_EXPIRED',
      expirationDate: Date.parse('2026-03-01T12:00:00Z'),
    };
    const app = explainServerError(details, 'app')!;
    expect(app.sentence).toBe('The API access token expired on 2026-03-01 12:00 UTC.');
    expect(app.action).toContain('Profile > Access tokens');
    expect(app.action).toContain('paste it in Connections');
    expect(explainServerError(details, 'cli')!.action).toContain('MDM_TOKEN');
    expect(app.server).toEqual({ status: 401, errorCode: 'ACCESS_TOKEN_EXPIRED', reason: null, message: null });
    expect(explainServerError({ status: 401, errorCode: 'ACCESS_TOKEN_EXPIRED' }, 'app')!.sentence).toBe(
      'The API access token has expired.',
    );
  });

  it('prefers the specific of a reason and a code, and falls back on the status', () => {
    expect(
      explainServerError({ status: 401, errorCode: 'REQUEST_UNAUTHORIZED', reason: 'USER_LOCKED' }, 'app')!.key,
    ).toBe('reason:USER_LOCKED');
    expect(
      explainServerError({ status: 401, errorCode: 'ACCESS_TOKEN_EXPIRED', reason: 'INVALID_CREDENTIALS' }, 'app')!.key,
    ).toBe('errorCode:ACCESS_TOKEN_EXPIRED');
    expect(explainServerError({ status: 403 }, 'app')!.key).toBe('situation:FORBIDDEN');
    expect(explainServerError({ status: 500, errorCode: 'SOMETHING_NEW' }, 'app')).toBeNull();
  });

  it('names the right the operation needed, the role, the file size and the organization', () => {
    expect(serverErrorSentence({ status: 403, errorCode: 'INSUFFICIENT_PRIVILEGES', operation: 'queryDevices' })).toBe(
      'This token belongs to a user without the right to list devices.',
    );
    expect(serverErrorSentence({ status: 400, errorCode: 'ROLE_DOES_NOT_EXIST', errors: { role: 'Teacher' } })).toBe(
      'The server does not know the role "Teacher".',
    );
    expect(serverErrorSentence({ status: 404, errorCode: 'UNKNOWN_ORGANIZATION', organization: 'abc' })).toBe(
      'The server knows no organization abc.',
    );
    expect(serverErrorSentence({ status: 413, fileBytes: 1_572_864 })).toBe(
      'The file (1.5 MB) is larger than the server accepts.',
    );
  });

  it("words the explanation in the reader's language, the right and the size included", () => {
    const refused = explainServerError(
      { status: 403, errorCode: 'INSUFFICIENT_PRIVILEGES', operation: 'queryDevices' },
      'app',
      de,
    )!;
    expect(refused.sentence).toBe('Dieses Token gehört einem Benutzer ohne das Recht, Geräte aufzulisten.');
    expect(refused.action).toContain('Organisationsadministrator');
    expect(explainServerError({ status: 413, fileBytes: 1_572_864 }, 'cli', de)!.sentence).toBe(
      'Die Datei (1,5 MB) ist größer, als der Server annimmt.',
    );
    expect(
      explainServerError({ status: 400, errorCode: 'ROLE_DOES_NOT_EXIST', roles: ['Lehrer'] }, 'app', de)!.sentence,
    ).toBe('Der Server kennt die Rolle „Lehrer“ nicht.');
  });

  it('words instants', () => {
    expect(formatInstant('2026-03-01T12:00:00Z')).toBe('2026-03-01 12:00 UTC');
    expect(formatInstant('1772366400000')).toBe('2026-03-01 12:00 UTC');
    expect(formatInstant('soon')).toBeNull();
  });
});
