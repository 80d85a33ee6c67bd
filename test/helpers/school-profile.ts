/**
 * The organization profile the import wizard's tests connect with ("School", p1), and the
 * renderer's profiles store holding it alone, active.
 */
import type { ProfileView } from '../../shared/models/profile';
import { useProfiles } from '../../renderer/stores/profiles';

export function schoolProfile(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    id: 'p1',
    name: 'School',
    baseUrl: 'https://mdm.example.com',
    kind: 'organization',
    dialect: 'auto',
    learnedDialect: null,
    hasCaCertificate: false,
    tokenHint: '…abcd',
    demo: false,
    allowInsecureHttp: false,
    ...overrides,
  };
}

/** The profiles store with the school's profile alone, active. */
export function activateSchoolProfile(overrides: Partial<ProfileView> = {}): void {
  useProfiles.getState().apply({ profiles: [schoolProfile(overrides)], activeId: 'p1' });
}
