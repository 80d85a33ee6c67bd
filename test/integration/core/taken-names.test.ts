import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { ProfileView } from '../../../shared/models/profile';
import { TEST_CALLER } from '../../helpers/caller';
import { tempDir } from '../../helpers/temp-dir';

// users.takenNames through core's contract against the demo server: the derived logins
// someone else holds, with reads only.
let core: Core;
let server: DemoServer;
let profile: ProfileView;
beforeAll(async () => {
  server = await startDemoServer({
    devices: 1,
    users: [
      { name: 'zoe.weiss', email: 'zoe@elsewhere.example', givenName: 'Zoe', surName: 'Weisshaupt' },
      { name: 'rene.mueller', email: 'rene@schule.example', givenName: 'René', surName: 'Müller' },
      { name: 'max.mustermann2', email: 'max2@schule.example', givenName: 'Max', surName: 'Mustermann-Berg' },
    ],
  });
  core = createCore({ shell: 'cli', dataDir: tempDir(), resumeJobs: false });
  const saved = await core.call(
    'profiles.save',
    { profile: { name: 'School', baseUrl: server.url, kind: 'organization' }, token: server.orgToken },
    TEST_CALLER,
  );
  if (!saved.ok) throw new Error(JSON.stringify(saved.error));
  profile = saved.value as ProfileView;
});
afterAll(async () => {
  await core.dispose();
  await server.close();
});

describe('users.takenNames', () => {
  it("names the logins held by someone else, not the person's own, and only reads", async () => {
    const outcome = await core.call(
      'users.takenNames',
      {
        profileId: profile.id,
        candidates: [
          { name: 'zoe.weiss', givenName: 'Zoë', surName: 'Weiß' },
          { name: 'rene.mueller', givenName: 'Rene', surName: 'Mueller' },
          { name: 'max.mustermann', givenName: 'Max', surName: 'Mustermann' },
          { name: 'sarka.zak', givenName: 'Šárka', surName: 'Žák' },
        ],
      },
      TEST_CALLER,
    );
    expect(outcome).toMatchObject({ ok: true, value: { taken: ['max.mustermann2', 'zoe.weiss'] } });
    expect(server.state.files.size).toBe(0);
  });

  it('refuses a list beyond its bound', async () => {
    const candidates = Array.from({ length: 100_001 }, (_, i) => ({ name: `n${i}`, givenName: 'A', surName: 'B' }));
    const outcome = await core.call('users.takenNames', { profileId: profile.id, candidates }, TEST_CALLER);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });
});
