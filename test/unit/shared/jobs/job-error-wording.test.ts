import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE_NAMES } from '../../../../shared/connections/profile-label';
import { createTranslator } from '../../../../shared/i18n/translator';
import { describeJobError } from '../../../../shared/jobs/job-error-wording';

describe('describeJobError', () => {
  const job = {
    profileName: DEMO_PROFILE_NAMES.organization,
    error: { code: 'timeout', stage: 'reconnect' as const },
  };

  it("names the demo profile in the app's language, and by its stored name in a terminal", () => {
    const de = createTranslator('de');
    expect(describeJobError(job, 'app', de)).toContain('Demo-Server (Organisationsadministrator)');
    // The CLI's reader types this name after --profile.
    expect(describeJobError(job, 'cli', de)).toContain('Demo server (organization administrator)');
  });
});
