import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../../shared/errors/wording';
import { describeStartCheck, describeUnconfirmed, isLeaversStart } from '../../../shared/jobs/start-check-wording';
import type { JobRecord, StartCheck } from '../../../shared/models/job';
import { call } from '../../bridge/mdm';
import { useJobs } from '../../stores/jobs';
import { useT } from '../../ui/i18n';

type CallError = { code: string; message: string; details?: Record<string, unknown> };

/**
 * A job whose start's answer never came: what is known, "Check the server" (core reads the
 * organization's users for the file's logins, or for the part that deactivates the users not
 * in the file whether they are deactivated), the finding, and "Start again" (the same
 * upload, the same passwords) only after a finding of none.
 */
export function UnconfirmedStart({ job }: { job: JobRecord }) {
  const translator = useT();
  const { t, language } = translator;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  // The record carries the finding once core's update arrives; the answer shows it at once.
  const [answered, setAnswered] = useState<StartCheck | null>(null);
  const check = job.unconfirmed?.check ?? answered;
  const leavers = isLeaversStart(job);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      const failure = e as Partial<CallError>;
      setError({ code: failure.code ?? 'internal', message: failure.message ?? String(e), details: failure.details });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="orange" title={t('startCheck.title')} data-testid="job-unconfirmed">
      <Stack gap={6}>
        <Text size="sm">{describeUnconfirmed(job, translator)}</Text>
        {!check && !busy && <Text size="sm">{t(leavers ? 'startCheck.advice.leavers' : 'startCheck.advice')}</Text>}
        {busy && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t(leavers ? 'startCheck.checking.leavers' : 'startCheck.checking')}</Text>
          </Group>
        )}
        {check && !busy && (
          <Text size="sm" fw={600} data-testid="job-start-check" data-outcome={check.outcome}>
            {describeStartCheck(check, translator)}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red">
            {describeError(error, 'app', { language, t })}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            disabled={busy}
            data-testid="job-check-start"
            onClick={() => void run(async () => setAnswered(await call('jobs.checkStart', { id: job.id })))}
          >
            {t('startCheck.check')}
          </Button>
          {check?.outcome === 'not-ran' && (
            <Button
              size="xs"
              disabled={busy}
              title={t(leavers ? 'startCheck.startAgainHint.leavers' : 'startCheck.startAgainHint')}
              data-testid="job-start-again"
              onClick={() =>
                void run(async () => useJobs.getState().upsert(await call('jobs.startAgain', { id: job.id })))
              }
            >
              {t('startCheck.startAgain')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
