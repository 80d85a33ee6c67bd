import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { policyProblemText } from '../../../shared/errors/policy-problem-wording';
import { checkPolicy, DEFAULT_POLICY, jsonPath, policyConnectionSchema, policySchema } from '../../../shared/policy';

const CA = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2Vy\ndGlmaWNhdGU=\n-----END CERTIFICATE-----\n';

const full = {
  $schema: 'https://mdm-admin.example/policy.schema.json',
  version: 1,
  connections: [
    {
      name: 'School district',
      baseUrl: 'https://mdm.school.example',
      kind: 'organization',
      organizationUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      caCertificatePem: CA,
    },
    { name: 'Operations', baseUrl: 'https://mdm.school.example', kind: 'system' },
  ],
  allowUserConnections: false,
  offerDemoServer: false,
  updates: { channel: 'beta', url: 'https://updates.example.com/mdm-admin/' },
  defaultLanguage: 'de',
  proxy: { url: 'http://proxy.school.example:3128', bypass: ['localhost', '*.school.example'] },
};

describe('the policy schema', () => {
  it('accepts a policy with every setting and applies it as written', () => {
    expect(checkPolicy(full)).toEqual({ policy: full, problems: [] });
  });

  it('an empty file object means the defaults: users may add connections, the demo is offered, no updates', () => {
    expect(checkPolicy({})).toEqual({ policy: DEFAULT_POLICY, problems: [] });
    expect(DEFAULT_POLICY).toEqual({
      version: 1,
      connections: [],
      allowUserConnections: true,
      offerDemoServer: true,
      updates: 'off',
    });
  });

  it('a token anywhere is an error that says why, at its JSON path', () => {
    const { problems } = checkPolicy({
      token: 'x',
      connections: [{ ...full.connections[1], token: 'abc', accessToken: 'def' }],
      proxy: { url: 'http://proxy:3128', password: 'secret' },
    });
    expect(problems.map((problem) => problem.path).sort()).toEqual([
      '$.connections[0].accessToken',
      '$.connections[0].token',
      '$.proxy.password',
      '$.token',
    ]);
    for (const problem of problems) expect(problem.code).toBe('secret-key');
    expect(JSON.stringify(problems)).not.toMatch(/abc|def|secret"/);
  });

  it('refuses credentials in the proxy URL, saying the file is readable by every user', () => {
    const { problems, policy } = checkPolicy({ proxy: { url: 'http://jane:pa55@proxy:3128' } });
    expect(problems).toEqual([{ path: '$.proxy.url', code: 'no-credentials', params: {} }]);
    expect(JSON.stringify(problems)).not.toContain('pa55');
    expect(policy.proxy).toBeUndefined();
  });

  it('names each wrong value: an unknown field, a bad URL, kind, UUID, PEM, language, duplicate name', () => {
    const { problems } = checkPolicy({
      colour: 'blue',
      connections: [
        { name: 'A', baseUrl: 'ftp://a.example', kind: 'admin', organizationUuid: 'nope', caCertificatePem: 'PEM?' },
        { name: 'B', baseUrl: 'https://b.example', kind: 'system' },
        { name: 'b', baseUrl: 'https://c.example', kind: 'system' },
      ],
      defaultLanguage: 'fr',
    });
    expect(problems.map((problem) => problem.path).sort()).toEqual([
      '$.colour',
      '$.connections[0].baseUrl',
      '$.connections[0].caCertificatePem',
      '$.connections[0].kind',
      '$.connections[0].organizationUuid',
      '$.connections[2].name',
      '$.defaultLanguage',
    ]);
    expect(checkPolicy({ connections: [full.connections[1], full.connections[1]] }).problems).toEqual([
      { path: '$.connections[1].name', code: 'duplicate-name', params: { name: 'Operations', first: 0 } },
    ]);
    const at = (path: string) => problems.find((problem) => problem.path === path);
    expect(at('$.colour')).toMatchObject({ code: 'unknown-key', params: { key: 'colour' } });
    expect(at('$.connections[2].name')).toMatchObject({ code: 'duplicate-name', params: { name: 'b', first: 1 } });
    expect(at('$.connections[0].baseUrl')).toMatchObject({
      code: 'http-url',
      params: { example: 'https://mdm.example.com' },
    });
    expect(at('$.connections[0].kind')).toMatchObject({
      code: 'not-one-of',
      params: { values: ['"organization"', '"system"'] },
    });
    expect(at('$.connections[0].organizationUuid')!.code).toBe('uuid');
    expect(at('$.connections[0].caCertificatePem')!.code).toBe('pem-certificate');
    expect(at('$.defaultLanguage')).toMatchObject({ code: 'not-one-of', params: { values: ['"en"', '"de"'] } });
  });

  it('updates: "off" or an https feed (plain http only on loopback, for a local test feed)', () => {
    expect(checkPolicy({ updates: 'off' }).problems).toEqual([]);
    expect(checkPolicy({ updates: { url: 'http://127.0.0.1:8080/feed/' } }).policy.updates).toEqual({
      channel: 'latest',
      url: 'http://127.0.0.1:8080/feed/',
    });
    expect(checkPolicy({ updates: { url: 'http://updates.example.com/' } }).problems).toEqual([
      { path: '$.updates.url', code: 'https-only', params: {} },
    ]);
    expect(checkPolicy({ updates: 'sometimes' }).problems).toEqual([
      { path: '$.updates', code: 'updates-shape', params: {} },
    ]);
  });

  it('a wrong setting falls back to its default alone: the valid settings and the valid connections still apply', () => {
    const { policy, problems } = checkPolicy({
      ...full,
      connections: [...full.connections, { name: 'Broken', baseUrl: 'nope', kind: 'system' }],
      updates: { url: 'ftp://x' },
    });
    expect(problems.map((problem) => problem.path)).toEqual(['$.connections[2].baseUrl', '$.updates.url']);
    expect(policy.connections.map((connection) => connection.name)).toEqual(['School district', 'Operations']);
    expect(policy).toMatchObject({ offerDemoServer: false, allowUserConnections: false, defaultLanguage: 'de' });
    expect(policy.updates).toBe('off');
  });

  it('a file that is not an object yields the defaults and says so', () => {
    for (const input of [null, [], 'policy', 42]) {
      expect(checkPolicy(input)).toEqual({
        policy: DEFAULT_POLICY,
        problems: [{ path: '$', code: 'not-object', params: {} }],
      });
    }
  });

  it('never throws, and what it applies always satisfies the schema, whatever the JSON (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            { connections: fc.array(fc.jsonValue()), updates: fc.jsonValue(), proxy: fc.jsonValue() },
            { requiredKeys: [] },
          ),
        ),
        (input) => {
          const { policy, problems } = checkPolicy(input);
          expect(policySchema.safeParse(policy).success).toBe(true);
          if (problems.length === 0) expect(policySchema.safeParse(input).success).toBe(true);
          for (const problem of problems) {
            expect(problem.path).toMatch(/^\$/);
            // Every problem is a code the shells word: none falls through to zod's English.
            expect(policyProblemText(problem)).not.toMatch(/Invalid|expected|received/);
          }
        },
      ),
    );
  });

  it('writes JSON paths as JSONPath: dots for names, brackets for indexes and odd keys', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['connections', 0, 'baseUrl'])).toBe('$.connections[0].baseUrl');
    expect(jsonPath(['odd key', 'x-y'])).toBe('$["odd key"]["x-y"]');
  });
});

describe('docs/policy.md', () => {
  const doc = readFileSync('docs/policy.md', 'utf8');

  it('its example is a valid policy that sets every field', () => {
    const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(doc)![1]!) as Record<string, unknown>;
    expect(checkPolicy(example).problems).toEqual([]);
    expect(Object.keys(example).sort()).toEqual(Object.keys(policySchema.shape).sort());
  });

  it('documents every field of the policy and of a connection', () => {
    const fields = [...Object.keys(policySchema.shape), ...Object.keys(policyConnectionSchema.shape)];
    for (const field of fields) expect(doc, field).toContain(`| \`${field}\``);
  });
});
