/**
 * The machine-wide policy's connections as profiles (docs/policy.md): each preset becomes a
 * stored profile, matched by name from then on, whose name, base URL, kind, organization and CA
 * come from the policy at every start and cannot be changed in the app; the user adds the
 * token. What the policy forbids (connections of one's own, the demo server) is not shown and
 * refused, but kept on disk: a policy that changes back finds them again.
 */
import { randomUUID } from 'node:crypto';
import { normaliseOrganization } from '../../../shared/models/profile';
import type { ProfileRules } from '../../../shared/models/profile';
import { sameOrigin } from '../../../shared/models/server-address';
import type { Policy, PolicyConnection, PolicyState } from '../../../shared/policy';
import { normaliseBaseUrl } from '../api/base-url';
import type { ProfilesDocument, StoredProfile } from './profile-store';

/** What the profiles service applies: the policy's presets and rules, and the file they come from. */
export interface ConnectionPresets {
  presets: readonly PolicyConnection[];
  rules: ProfileRules;
}

/** Without a policy: no presets, everything allowed. */
export const NO_CONNECTION_PRESETS: ConnectionPresets = {
  presets: [],
  rules: { userConnections: true, demoServer: true, policyFile: null },
};

export function connectionPresetsOf(state: PolicyState): ConnectionPresets {
  const policy: Policy = state.policy;
  return {
    presets: policy.connections,
    rules: {
      userConnections: policy.allowUserConnections,
      demoServer: policy.offerDemoServer,
      policyFile: state.file,
    },
  };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the policy lets the user see and use a stored profile. */
export function isShown(profile: StoredProfile, rules: ProfileRules): boolean {
  if (profile.preset) return true;
  if (profile.demo) return rules.demoServer;
  return rules.userConnections;
}

export interface PresetSync {
  /** Profiles whose stored token must go: their preset now points at another server. */
  dropTokens: string[];
  /** Whether the document changed (and must be written). */
  changed: boolean;
}

/** A name no other profile has: `Name (own)`, `Name (own 2)`, ... */
function freeName(name: string, profiles: readonly StoredProfile[]): string {
  for (let n = 1; ; n += 1) {
    const candidate = `${name} (own${n === 1 ? '' : ` ${n}`})`;
    if (!profiles.some((p) => sameName(p.name, candidate))) return candidate;
  }
}

/**
 * Brings the stored profiles in line with the policy's presets (a pure step on the document,
 * run at every start; a second run changes nothing):
 * - a preset without a profile gets one (no token yet);
 * - a preset's profile takes the policy's name, base URL, kind, organization and CA; if the base
 *   URL moved to another server, its token is dropped (a token only ever goes to the server it
 *   was given for) and what the old server taught (the dialect) is forgotten;
 * - a profile of the user's own with a preset's name becomes that preset when it is for the same
 *   server (keeping its token), or is renamed "Name (own)" otherwise;
 * - a preset's profile the policy no longer names becomes the user's own, token and all;
 * - with no active profile, the first one shown becomes active (a first start with presets).
 * A profile the policy hides stays active on disk; `activeShown` picks another meanwhile.
 */
export function syncPresets(doc: ProfilesDocument, policy: ConnectionPresets, now: number): PresetSync {
  const before = JSON.stringify(doc);
  const dropTokens: string[] = [];
  const claimed = new Set<string>();
  for (const preset of policy.presets) {
    const baseUrl = normaliseBaseUrl(preset.baseUrl);
    let profile = doc.profiles.find((p) => p.preset && !claimed.has(p.id) && sameName(p.name, preset.name));
    const own = doc.profiles.find((p) => !p.preset && !claimed.has(p.id) && sameName(p.name, preset.name));
    if (!profile && own && !own.demo && sameOrigin(own.baseUrl, baseUrl)) profile = own;
    else if (own) own.name = freeName(own.name, doc.profiles);
    if (!profile) {
      profile = {
        id: randomUUID(),
        name: preset.name,
        baseUrl,
        kind: preset.kind,
        dialect: 'auto',
        learnedDialect: null,
        caCertificatePem: null,
        tokenHint: null,
        demo: false,
        allowInsecureHttp: false,
        // The organization's password rules are the user's to enter (or the server's to tell).
        passwordPolicy: null,
        preset: true,
        organizationUuid: null,
        createdAt: now,
        updatedAt: now,
      };
      doc.profiles.push(profile);
    }
    claimed.add(profile.id);
    if (!sameOrigin(profile.baseUrl, baseUrl) && profile.tokenHint !== null) {
      dropTokens.push(profile.id);
      profile.tokenHint = null;
      profile.allowInsecureHttp = false;
    }
    if (profile.baseUrl !== baseUrl) profile.learnedDialect = null;
    Object.assign(profile, {
      name: preset.name,
      baseUrl,
      kind: preset.kind,
      organizationUuid: normaliseOrganization(preset.organizationUuid),
      caCertificatePem: preset.caCertificatePem ?? null,
      preset: true,
      demo: false,
    });
  }
  for (const profile of doc.profiles) {
    if (profile.preset && !claimed.has(profile.id)) profile.preset = false;
  }
  if (doc.activeId === null) doc.activeId = doc.profiles.find((p) => isShown(p, policy.rules))?.id ?? null;
  const changed = JSON.stringify(doc) !== before;
  if (changed) {
    for (const profile of doc.profiles) if (claimed.has(profile.id)) profile.updatedAt = now;
  }
  return { dropTokens, changed };
}

/** The active profile if the policy shows it, else the first one it shows, else null. */
export function activeShown(doc: ProfilesDocument, rules: ProfileRules): string | null {
  const shown = doc.profiles.filter((p) => isShown(p, rules));
  return (shown.find((p) => p.id === doc.activeId) ?? shown[0])?.id ?? null;
}

/** Which locked fields of a preset an edit would change (empty: the edit keeps them). */
export function lockedFieldsChanged(
  stored: StoredProfile,
  edit: {
    name: string;
    baseUrl: string;
    kind: string;
    caCertificatePem?: string | null | undefined;
    organizationUuid?: string | null | undefined;
  },
): string[] {
  const changed: string[] = [];
  if (edit.name.trim() !== stored.name) changed.push('name');
  if (edit.baseUrl !== stored.baseUrl) changed.push('baseUrl');
  if (edit.kind !== stored.kind) changed.push('kind');
  if (edit.caCertificatePem !== undefined && edit.caCertificatePem !== stored.caCertificatePem)
    changed.push('caCertificatePem');
  if (edit.organizationUuid !== undefined && normaliseOrganization(edit.organizationUuid) !== stored.organizationUuid)
    changed.push('organizationUuid');
  return changed;
}
