import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROFILES_FILE, profileStore, toView } from '../../../../../electron/core/profiles/profile-store';
import { tempDir } from '../../../../helpers/temp-dir';

const ORG = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const stored = (extra: Record<string, unknown>) => ({
  id: 'p1',
  name: 'School',
  baseUrl: 'https://mdm.school.example',
  kind: 'organization',
  dialect: 'auto',
  ...extra,
});

function storeWith(profiles: Record<string, unknown>[]) {
  const dataDir = tempDir('mdm-profile-store-');
  writeFileSync(path.join(dataDir, PROFILES_FILE), JSON.stringify({ version: 1, activeId: 'p1', profiles }));
  return { dataDir, store: profileStore(dataDir) };
}

describe('the profile store', () => {
  it("reads the organization of every shape written so far into organizationUuid, the policy's name", async () => {
    const { store } = storeWith([
      // An earlier build of issue 11 wrote `organization`.
      stored({ id: 'old', organization: ORG }),
      // The policy's presets (issue 14) write `organizationUuid`.
      stored({ id: 'new', name: 'Preset', organizationUuid: ORG, preset: true }),
      // Both, as a hand edit might leave them: organizationUuid wins.
      stored({ id: 'both', name: 'Both', organization: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', organizationUuid: ORG }),
      // None: the token's own organization.
      stored({ id: 'none', name: 'None' }),
    ]);
    const { profiles } = await store.read();
    expect(profiles.map((p) => [p.id, p.organizationUuid])).toEqual([
      ['old', ORG],
      ['new', ORG],
      ['both', ORG],
      ['none', null],
    ]);
    expect(profiles.every((p) => !('organization' in p))).toBe(true);
    expect(toView(profiles[0]!).organizationUuid).toBe(ORG);
  });

  it('writes the one name back when the file next changes', async () => {
    const { dataDir, store } = storeWith([stored({ organization: ORG })]);
    await store.update((doc) => {
      doc.profiles[0]!.name = 'Renamed';
    });
    const [written] = (
      JSON.parse(readFileSync(path.join(dataDir, PROFILES_FILE), 'utf8')) as {
        profiles: Record<string, unknown>[];
      }
    ).profiles;
    expect(written).toMatchObject({ name: 'Renamed', organizationUuid: ORG });
    expect(written).not.toHaveProperty('organization');
  });
});
