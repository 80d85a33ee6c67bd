import { TEST_CALLER } from '../../../../helpers/caller';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../../../electron/core/create-core';
import type { Core } from '../../../../../electron/core/create-core';
import type { ProfileView } from '../../../../../shared/models/profile';
import { tempDir } from '../../../../helpers/temp-dir';
import { worded } from '../../../../helpers/worded';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ\n-----END CERTIFICATE-----\n';
let core: Core | null = null;
afterEach(async () => {
  await core?.dispose();
  core = null;
});

async function save(profile: Record<string, unknown>, id?: string): Promise<ProfileView> {
  const outcome = await core!.call(
    'profiles.save',
    {
      ...(id ? { id } : {}),
      profile: { name: 'On-prem', baseUrl: 'https://mdm.example.com', kind: 'organization', ...profile },
      token: 'token-1234',
    },
    TEST_CALLER,
  );
  if (!outcome.ok) throw outcome.error;
  return outcome.value as ProfileView;
}

describe('profiles.save and the CA certificate', () => {
  it('keeps the stored CA when the field is omitted, and removes it only on null', async () => {
    core = createCore({ shell: 'cli', dataDir: tempDir('mdm-ca-'), resumeJobs: false });
    const created = await save({ caCertificatePem: PEM });
    expect(created.hasCaCertificate).toBe(true);
    // An edit that does not touch the CA (the renderer never has the PEM to send back).
    const renamed = await save({ name: 'On-prem school' }, created.id);
    expect(renamed).toMatchObject({ name: 'On-prem school', hasCaCertificate: true });
    const removed = await save({ caCertificatePem: null }, created.id);
    expect(removed.hasCaCertificate).toBe(false);
    // A new profile without the field has none.
    expect((await save({ name: 'Cloud' })).hasCaCertificate).toBe(false);
  });

  it('still refuses text that is not a PEM certificate', async () => {
    core = createCore({ shell: 'cli', dataDir: tempDir('mdm-ca-'), resumeJobs: false });
    await expect(save({ caCertificatePem: 'not a certificate' })).rejects.toSatisfy(worded(/PEM/));
  });
});
