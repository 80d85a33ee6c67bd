import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeShown, isShown, lockedFieldsChanged, syncPresets } from '../../../../../electron/core/profiles/presets';
import type { ConnectionPresets } from '../../../../../electron/core/profiles/presets';
import type { ProfilesDocument, StoredProfile } from '../../../../../electron/core/profiles/profile-store';
import type { PolicyConnection } from '../../../../../shared/policy';

const ORG = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

const rules = { userConnections: true, demoServer: true, policyFile: '/etc/mdm-admin/policy.json' };
const policyOf = (presets: PolicyConnection[], more: Partial<ConnectionPresets['rules']> = {}): ConnectionPresets => ({
  presets,
  rules: { ...rules, ...more },
});

function stored(fields: Partial<StoredProfile>): StoredProfile {
  return {
    id: fields.id ?? `id-${fields.name ?? 'x'}`,
    name: 'Mine',
    baseUrl: 'https://mine.example.com',
    kind: 'organization',
    dialect: 'auto',
    learnedDialect: null,
    caCertificatePem: null,
    tokenHint: '…a1b2',
    demo: false,
    allowInsecureHttp: false,
    passwordPolicy: null,
    preset: false,
    organizationUuid: null,
    createdAt: 1,
    updatedAt: 1,
    ...fields,
  };
}

const doc = (profiles: StoredProfile[], activeId: string | null = profiles[0]?.id ?? null): ProfilesDocument => ({
  version: 1,
  activeId,
  profiles,
});

const district: PolicyConnection = {
  name: 'School district',
  baseUrl: 'https://mdm.school.example/',
  kind: 'organization',
  organizationUuid: ORG,
  caCertificatePem: PEM,
};

describe('syncPresets', () => {
  it('on first start, a preset becomes a locked profile without a token, and the active one', () => {
    const d = doc([]);
    expect(syncPresets(d, policyOf([district]), 5)).toEqual({ dropTokens: [], changed: true });
    expect(d.profiles).toEqual([
      expect.objectContaining({
        name: 'School district',
        baseUrl: 'https://mdm.school.example',
        kind: 'organization',
        organizationUuid: ORG,
        caCertificatePem: PEM,
        tokenHint: null,
        preset: true,
      }),
    ]);
    expect(d.activeId).toBe(d.profiles[0]!.id);
  });

  it('a second start with the same policy changes nothing; the token the user added stays', () => {
    const d = doc([]);
    syncPresets(d, policyOf([district]), 5);
    d.profiles[0]!.tokenHint = '…9z9z';
    const before = structuredClone(d);
    expect(syncPresets(d, policyOf([district]), 6)).toEqual({ dropTokens: [], changed: false });
    expect(d).toEqual(before);
  });

  it("takes the policy's new values; another server drops the token, the same server keeps it", () => {
    const d = doc([]);
    syncPresets(d, policyOf([district]), 5);
    const id = d.profiles[0]!.id;
    d.profiles[0]!.tokenHint = '…9z9z';
    d.profiles[0]!.learnedDialect = 'management';
    const samePlace = { ...district, baseUrl: 'https://mdm.school.example/relution', kind: 'system' as const };
    expect(syncPresets(d, policyOf([samePlace]), 6).dropTokens).toEqual([]);
    expect(d.profiles[0]).toMatchObject({ id, kind: 'system', tokenHint: '…9z9z', learnedDialect: null });
    const moved = { ...district, baseUrl: 'https://mdm.other.example' };
    expect(syncPresets(d, policyOf([moved]), 7).dropTokens).toEqual([id]);
    expect(d.profiles[0]).toMatchObject({ id, baseUrl: 'https://mdm.other.example', tokenHint: null });
  });

  it("adopts the user's own profile of the same name and server, token and all", () => {
    const own = stored({ id: 'own', name: 'school DISTRICT', baseUrl: 'https://mdm.school.example' });
    const d = doc([own]);
    expect(syncPresets(d, policyOf([district]), 5).dropTokens).toEqual([]);
    expect(d.profiles).toHaveLength(1);
    expect(d.profiles[0]).toMatchObject({ id: 'own', name: 'School district', preset: true, tokenHint: '…a1b2' });
  });

  it("renames the user's own profile of the same name for another server, and keeps it", () => {
    const own = stored({ id: 'own', name: 'School district', baseUrl: 'https://elsewhere.example' });
    const d = doc([own]);
    syncPresets(d, policyOf([district]), 5);
    expect(d.profiles.map((p) => [p.name, p.preset, p.tokenHint])).toEqual([
      ['School district (own)', false, '…a1b2'],
      ['School district', true, null],
    ]);
  });

  it('a preset the policy no longer names becomes the user’s own, with its token', () => {
    const d = doc([]);
    syncPresets(d, policyOf([district]), 5);
    d.profiles[0]!.tokenHint = '…9z9z';
    syncPresets(d, policyOf([]), 6);
    expect(d.profiles[0]).toMatchObject({ name: 'School district', preset: false, tokenHint: '…9z9z' });
  });

  it('property: a second run changes nothing, each preset is one locked profile, no token crosses servers', () => {
    const host = fc.constantFrom('a.example', 'b.example', 'c.example');
    const name = fc.constantFrom('One', 'Two', 'two', 'Three');
    const preset = fc.record({
      name,
      baseUrl: fc.tuple(host, fc.constantFrom('', '/relution')).map(([h, p]) => `https://${h}${p}`),
      kind: fc.constantFrom('organization' as const, 'system' as const),
    });
    const presets = fc.uniqueArray(preset, { selector: (p) => p.name.toLowerCase(), maxLength: 3 });
    const profile = fc.record({
      name,
      baseUrl: host.map((h) => `https://${h}`),
      demo: fc.boolean(),
      preset: fc.boolean(),
      tokenHint: fc.constantFrom(null, '…tok1'),
    });
    const profiles = fc.uniqueArray(profile, { selector: (p) => p.name.toLowerCase(), maxLength: 4 });
    fc.assert(
      fc.property(presets, profiles, fc.boolean(), (given, existing, userConnections) => {
        const d = doc(existing.map((p, i) => stored({ ...p, id: `p${i}` })));
        const before = new Map(d.profiles.map((p) => [p.id, structuredClone(p)]));
        const policy = policyOf(given, { userConnections });
        const first = syncPresets(d, policy, 5);
        expect(syncPresets(d, policy, 6).changed).toBe(false);
        for (const p of given) {
          const matching = d.profiles.filter((s) => s.name.toLowerCase() === p.name.toLowerCase());
          expect(matching).toHaveLength(1);
          expect(matching[0]).toMatchObject({ name: p.name, baseUrl: p.baseUrl, kind: p.kind, preset: true });
        }
        expect(d.profiles.filter((p) => p.preset)).toHaveLength(given.length);
        // Names stay unique (ignoring case), and no profile is lost.
        expect(new Set(d.profiles.map((p) => p.name.toLowerCase())).size).toBe(d.profiles.length);
        for (const id of before.keys()) expect(d.profiles.some((p) => p.id === id)).toBe(true);
        // A token stays only with the server it was given for.
        for (const p of d.profiles) {
          const old = before.get(p.id);
          if (old && p.tokenHint !== null) expect(new URL(p.baseUrl).host).toBe(new URL(old.baseUrl).host);
          if (old && old.tokenHint !== null && p.tokenHint === null) expect(first.dropTokens).toContain(p.id);
        }
      }),
    );
  });
});

describe('what the policy shows', () => {
  const mine = stored({ id: 'mine' });
  const demo = stored({ id: 'demo', name: 'Demo', demo: true });
  const preset = stored({ id: 'preset', name: 'Preset', preset: true });

  it('presets always; the demo server’s and one’s own only where allowed', () => {
    const closed = { ...rules, userConnections: false, demoServer: false };
    expect([mine, demo, preset].filter((p) => isShown(p, closed)).map((p) => p.id)).toEqual(['preset']);
    expect([mine, demo, preset].filter((p) => isShown(p, rules)).map((p) => p.id)).toEqual(['mine', 'demo', 'preset']);
  });

  it('the active profile while shown, else the first shown (the stored choice is kept for later)', () => {
    const d = doc([mine, demo, preset], 'mine');
    expect(activeShown(d, rules)).toBe('mine');
    expect(activeShown(d, { ...rules, userConnections: false })).toBe('demo');
    expect(activeShown(d, { ...rules, userConnections: false, demoServer: false })).toBe('preset');
    expect(d.activeId).toBe('mine');
  });

  it('names the locked fields an edit would change', () => {
    const p = stored({ preset: true, caCertificatePem: PEM });
    const same = { name: p.name, baseUrl: p.baseUrl, kind: p.kind };
    expect(lockedFieldsChanged(p, same)).toEqual([]);
    expect(lockedFieldsChanged(p, { ...same, caCertificatePem: PEM })).toEqual([]);
    expect(
      lockedFieldsChanged(p, {
        name: 'Other',
        baseUrl: 'https://x.example',
        kind: 'system',
        caCertificatePem: null,
      }),
    ).toEqual(['name', 'baseUrl', 'kind', 'caCertificatePem']);
  });
});
