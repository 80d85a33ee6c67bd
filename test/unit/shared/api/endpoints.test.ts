import { describe, expect, it } from 'vitest';
import { ENDPOINTS, TENANT_PARAMETER, endpoint } from '../../../../shared/api/endpoints';
import {
  AuthErrorBody,
  LegacyUserQueryResponse,
  PASSWORD_POLICY_FIELDS,
  PasswordPolicyInput,
  PasswordPolicyResponse,
  UserQueryResponse,
} from '../../../../shared/api/wire';
import { assertReference, referenceProblems } from '../../../helpers/reference-schemas';

describe('the endpoint table', () => {
  it('puts every operation under /api/management/ in the management dialect, the creation wizard included', () => {
    for (const e of ENDPOINTS) expect(e.forms.management.path, e.id).toMatch(/^\/api\/management\//);
    expect(endpoint('queryCreationWizardRequests').forms.management).toEqual({
      method: 'POST',
      path: '/api/management/v1/security/organizations/creationWizardRequests',
    });
  });
  it('has the user lookup (both dialects, organization administrator) and the demo-only policy read', () => {
    expect(endpoint('queryUsers')).toMatchObject({
      caller: 'organization administrator',
      body: 'json',
      forms: {
        spec: { method: 'POST', path: '/api/v1/security/users/baseInfo/query' },
        management: { method: 'POST', path: '/api/management/v1/security/users/baseInfo/query' },
      },
    });
    expect(endpoint('queryUsers').purpose).toMatch(/spec dialect's path is this project's choice/);
    expect(endpoint('readPasswordPolicy')).toMatchObject({ section: 'demo', body: 'none' });
    expect(endpoint('readPasswordPolicy').purpose).toMatch(/demo server's own.*404/);
    expect(TENANT_PARAMETER).toBe('tenantOrganizationUuid');
  });
  it('has ids that are unique and paths that differ per operation', () => {
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    for (const dialect of ['spec', 'management'] as const) {
      const forms = ENDPOINTS.map((e) => `${e.forms[dialect].method} ${e.forms[dialect].path}`);
      expect(new Set(forms).size).toBe(forms.length);
    }
  });
});

describe('wire schemas of the user lookup and the password policy', () => {
  it('reads a user lookup answer in either envelope, keeping unknown fields', () => {
    const user = { uuid: 'u', type: 'USER', name: 'old0', email: 'old0@x.de', surname: 'N', futureField: 1 };
    expect(UserQueryResponse.parse({ status: 'OK', results: [user], total: 1 }).results[0]).toEqual(user);
    expect(LegacyUserQueryResponse.parse({ status: 200, items: [user], nonpagedCount: 1 }).items).toHaveLength(1);
    expect(UserQueryResponse.safeParse({ results: [{ email: 'x' }] }).success).toBe(false);
  });
  it("holds exactly the reference PasswordPolicy's rule fields", () => {
    for (const field of PASSWORD_POLICY_FIELDS) {
      expect(referenceProblems('PasswordPolicy', { [field]: field === 'allowSimplePassword' ? true : 3 })).toEqual([]);
    }
    expect(Object.keys(PasswordPolicyInput.shape).sort()).toEqual([...PASSWORD_POLICY_FIELDS].sort());
    const answer = { status: 'OK', message: null, errors: {}, total: 1, results: [{ minimumPasswordLength: 10 }] };
    expect(PasswordPolicyResponse.parse(answer).results[0]?.minimumPasswordLength).toBe(10);
  });
  it('reads a 401 body with reason and expiration date, which is still a RelutionException', () => {
    const body = {
      errorCode: 'ACCESS_TOKEN_EXPIRED',
      errors: { expirationDate: '2026-01-01T00:00:00.000Z' },
      status: 'UNAUTHORIZED',
      message: 'The access token expired on 2026-01-01T00:00:00.000Z',
      anonymous: true,
      expirationDate: 1767225600000,
    };
    expect(AuthErrorBody.parse(body).expirationDate).toBe(1767225600000);
    assertReference('RelutionException', body);
  });
});
