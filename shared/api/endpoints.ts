/**
 * The endpoint table: every operation of the specification's section 4, with the
 * specification's path and method (the default dialect) and, where a real 26.x server
 * differs, the "management" dialect's form (shared/reference: /api/management/ prefixes,
 * device query by POST). Beyond section 4: the user lookup real servers offer (`queryUsers`)
 * and the demo server's own password-policy read (`readPasswordPolicy`). The client tries the spec's form first and falls back once on
 * 404/405; the demo server answers either dialect from this same table.
 */

export type HttpMethod = 'GET' | 'POST';
export type Dialect = 'spec' | 'management';
export type Caller = 'any' | 'organization administrator' | 'system administrator';

export type OperationId =
  | 'uploadUsersCsv'
  | 'startUserImport'
  | 'readImportJob'
  | 'queryImportReport'
  | 'queryCreationWizardRequests'
  | 'queryDevices'
  | 'queryUsers'
  | 'readPasswordPolicy';

export interface EndpointForm {
  method: HttpMethod;
  /** Path below the base URL; `{name}` marks a path parameter. */
  path: string;
}

export interface Endpoint {
  id: OperationId;
  /** Section of service-api.md that defines it, or where else it is known from (`reference`, `demo`). */
  section: string;
  title: string;
  purpose: string;
  caller: Caller;
  forms: Record<Dialect, EndpointForm>;
  /** Headers the request carries besides the token header. */
  headers: Record<string, string>;
  body: 'none' | 'multipart' | 'json';
  /** What the response carries that the client reads. */
  response: string;
  /** Query parameters (start import only). */
  parameters?: readonly { name: string; type: string; default: string; meaning: string }[];
  /** Status codes the client treats as success (spec 4 and 7). */
  success: 'exactly 200 or 201' | '200 to 299';
}

export const TOKEN_HEADER = 'X-User-Access-Token';

const json = { Accept: 'application/json', 'Content-Type': 'application/json' } as const;
const jsonUtf8 = { Accept: 'application/json', 'Accept-Charset': 'UTF-8', 'Content-Type': 'application/json' } as const;

export const ENDPOINTS: readonly Endpoint[] = [
  {
    id: 'uploadUsersCsv',
    section: '4.1',
    title: 'Upload a user CSV file',
    purpose: 'Stores a CSV file of users on the server; the answer identifies the file for the import job.',
    caller: 'organization administrator',
    forms: {
      spec: { method: 'POST', path: '/api/management/v1/csvImport/upload/users' },
      management: { method: 'POST', path: '/api/management/v1/csvImport/upload/users' },
    },
    headers: { Accept: 'application/json' },
    body: 'multipart',
    response: 'results[0].uuid: the UUID of the uploaded file',
    success: 'exactly 200 or 201',
  },
  {
    id: 'startUserImport',
    section: '4.2',
    title: 'Start a user import job',
    purpose: 'Starts a background job that creates (or overwrites) users from an uploaded file.',
    caller: 'organization administrator',
    forms: {
      spec: { method: 'POST', path: '/api/v1/security/users/import/fromFile/{fileUuid}' },
      management: { method: 'POST', path: '/api/management/v1/security/users/import/fromFile/{fileUuid}' },
    },
    headers: { Accept: 'application/json' },
    body: 'none',
    response: 'uuid (top level): the UUID of the job',
    parameters: [
      {
        name: 'overwrite',
        type: 'boolean',
        default: 'false',
        meaning: 'When true, existing users are overwritten; when false, they are skipped.',
      },
      {
        name: 'role',
        type: 'string, URL-encoded, repeatable',
        default: "the organization's device-user role",
        meaning: 'Role or roles assigned to the imported users.',
      },
      {
        name: 'csvSeparator',
        type: 'COMMA | SEMICOLON',
        default: 'COMMA',
        meaning: 'The separator of the uploaded file.',
      },
    ],
    success: 'exactly 200 or 201',
  },
  {
    id: 'readImportJob',
    section: '4.3',
    title: 'Read an import job',
    purpose:
      'Reads the status and the success, skipped and failure counts of an import job; polled until FINISHED or FAILED.',
    caller: 'organization administrator',
    forms: {
      spec: { method: 'GET', path: '/api/management/v1/csvImport/job/{jobUuid}' },
      management: { method: 'GET', path: '/api/management/v1/csvImport/job/{jobUuid}' },
    },
    headers: { Accept: 'application/json' },
    body: 'none',
    response: 'results[0]: status, successCount, skippedCount, failureCount',
    success: 'exactly 200 or 201',
  },
  {
    id: 'queryImportReport',
    section: '4.4',
    title: 'Query the per-line report of a job',
    purpose: 'Lists the outcome of every line of the imported file (line, status, message), sorted by line.',
    caller: 'organization administrator',
    forms: {
      spec: { method: 'POST', path: '/api/management/v1/csvImport/job/{jobUuid}/entityStates/query' },
      management: { method: 'POST', path: '/api/management/v1/csvImport/job/{jobUuid}/entityStates/query' },
    },
    headers: json,
    body: 'json',
    response: 'results[]: line, status (SUCCESS, FAILED, SKIPPED), message',
    success: 'exactly 200 or 201',
  },
  {
    id: 'queryCreationWizardRequests',
    section: '4.5',
    title: 'Organization creation-wizard requests',
    purpose: 'Lists the organization creation-wizard requests, paged, sorted and filtered.',
    caller: 'system administrator',
    forms: {
      spec: { method: 'POST', path: '/api/v1/security/organizations/creationWizardRequests' },
      // The vendor's REST guide puts it under /api/management/ too (shared/reference, "Paths").
      management: { method: 'POST', path: '/api/management/v1/security/organizations/creationWizardRequests' },
    },
    headers: jsonUtf8,
    body: 'json',
    response: 'results[]: each with name',
    success: '200 to 299',
  },
  {
    id: 'queryDevices',
    section: '4.6',
    title: 'Query devices of an organization',
    purpose:
      "Lists the organization's devices, paged, sorted and filtered (platform and status as stringEnum under logOp AND).",
    caller: 'organization administrator',
    forms: {
      spec: { method: 'GET', path: '/api/v2/devices/baseInfo/query' },
      management: { method: 'POST', path: '/api/management/v2/devices/baseInfo/query' },
    },
    headers: jsonUtf8,
    body: 'json',
    response: 'results[]: each with name; total (or nonpagedCount) when getNonpagedCount is true',
    success: '200 to 299',
  },
  {
    id: 'queryUsers',
    section: 'reference',
    title: 'Look users up',
    purpose:
      "Finds the organization's users whose name or e-mail contains one of the search strings (real servers' " +
      'user lookup, shared/reference); read-only, used to predict SKIPPED and e-mail conflicts before an import. ' +
      "The management path is the one public clients use; the spec dialect's path is this project's choice " +
      '(the /api/v1/security/... form of the other security endpoints), not seen on a real server.',
    caller: 'organization administrator',
    forms: {
      spec: { method: 'POST', path: '/api/v1/security/users/baseInfo/query' },
      management: { method: 'POST', path: '/api/management/v1/security/users/baseInfo/query' },
    },
    headers: jsonUtf8,
    body: 'json',
    response:
      'results[] (or items[]): user base info (uuid, name, email, givenName, surname, organizationUuid, ...); ' +
      'total (or nonpagedCount) when getNonpagedCount is true',
    success: '200 to 299',
  },
  {
    id: 'readPasswordPolicy',
    section: 'demo',
    title: "Read the organization's password policy",
    purpose:
      "The demo server's own read of the password policy it enforces on imports. No public path of a real " +
      "server's policy read is known: a client may try it and, on 404, fall back on the policy entered in the profile.",
    caller: 'organization administrator',
    forms: {
      spec: { method: 'GET', path: '/api/v1/security/passwordPolicy' },
      management: { method: 'GET', path: '/api/management/v1/security/passwordPolicy' },
    },
    headers: { Accept: 'application/json' },
    body: 'none',
    response: 'results[0]: the PasswordPolicy (minimumPasswordLength, ..., allowSimplePassword)',
    success: '200 to 299',
  },
];

/** The query parameter (and header) that chooses the organization a call acts in (shared/reference). */
export const TENANT_PARAMETER = 'tenantOrganizationUuid';

export function endpoint(id: OperationId): Endpoint {
  const found = ENDPOINTS.find((e) => e.id === id);
  if (!found) throw new Error(`Unknown operation ${id}`);
  return found;
}

/** Fills `{name}` placeholders, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
