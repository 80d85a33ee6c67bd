import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE_NAMES, profileLabel } from '../../../../shared/connections/profile-label';
import { createTranslator } from '../../../../shared/i18n/translator';

describe('profileLabel', () => {
  const en = createTranslator('en').t;
  const de = createTranslator('de').t;

  it('words the demo profiles stock names in the reader language', () => {
    expect(profileLabel(DEMO_PROFILE_NAMES.organization, de)).toBe('Demo-Server (Organisationsadministrator)');
    expect(profileLabel(DEMO_PROFILE_NAMES.system, de)).toBe('Demo-Server (Systemadministrator)');
    expect(profileLabel(DEMO_PROFILE_NAMES.organization, en)).toBe('Demo server (organization administrator)');
    expect(profileLabel(DEMO_PROFILE_NAMES.system, en)).toBe('Demo server (system administrator)');
  });

  it("shows any other name as it was typed, a renamed demo profile's too", () => {
    expect(profileLabel('Schule am Markt', de)).toBe('Schule am Markt');
    expect(profileLabel('Demo server', de)).toBe('Demo server');
  });
});
