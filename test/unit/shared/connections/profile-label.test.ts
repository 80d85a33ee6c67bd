import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE_NAMES, nameToSave, profileLabel } from '../../../../shared/connections/profile-label';
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

  it('saves an edited name unchanged from what was shown under the stored name, a changed one as typed', () => {
    const shown = profileLabel(DEMO_PROFILE_NAMES.organization, de);
    expect(nameToSave(DEMO_PROFILE_NAMES.organization, shown, shown)).toBe(DEMO_PROFILE_NAMES.organization);
    expect(nameToSave(DEMO_PROFILE_NAMES.organization, shown, ` ${shown} `)).toBe(DEMO_PROFILE_NAMES.organization);
    expect(nameToSave(DEMO_PROFILE_NAMES.organization, shown, 'Testschule')).toBe('Testschule');
    expect(nameToSave('Schule am Markt', 'Schule am Markt', 'Schule am Markt')).toBe('Schule am Markt');
  });
});
