import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobPart } from '../../../../shared/models/job';
import { notifyJobEnded } from '../../../../renderer/app/job-notification';
import { changeLanguage } from '../../../../renderer/ui/i18n';
import { notify } from '../../../../renderer/ui/notify';
import { fakeJob } from '../fake-job';

vi.mock('../../../../renderer/ui/notify', () => ({ notify: vi.fn() }));

// The window's notification of a job's end: the shared wording (shared/jobs/job-end.ts), in
// the window's language, with what reading the leavers back found.

const leavers = (outcome: 'deactivated' | 'still-active'): JobPart => ({
  source: 'leavers',
  records: { from: 0, to: 15 },
  phase: 'finished',
  fileUuid: 'f',
  serverJobUuid: 'l',
  serverStatus: 'FINISHED',
  counts: { total: 15, success: 15, skipped: 0, failure: 0 },
  error: null,
  leavers: Array.from({ length: 15 }, (_, i) => ({ name: `u${i}`, outcome })),
});

afterEach(async () => {
  vi.mocked(notify).mockClear();
  await changeLanguage('en');
});

describe('the notification of a job that ended', () => {
  it('says the leavers deactivated, or still active to deactivate in the portal (English and German)', async () => {
    const job = fakeJob({ phase: 'finished', counts: { total: 0, success: 0, skipped: 0, failure: 0 } });
    notifyJobEnded({ ...job, parts: [leavers('deactivated')] });
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        id: `job-${job.id}`,
        title: `Import finished: ${job.fileName}`,
        message: 'Users not in the file: 15 deactivated',
        color: 'teal',
      }),
    );
    await changeLanguage('de');
    notifyJobEnded({ ...job, parts: [leavers('still-active')] });
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: `Import abgeschlossen: ${job.fileName}`,
        message: 'Benutzer, die nicht in der Datei stehen: 15 noch aktiv: Deaktivieren Sie diese Benutzer im Portal',
        color: 'yellow',
      }),
    );
  });
});
