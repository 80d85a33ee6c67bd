import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useShallow } from 'zustand/react/shallow';
import { describeError } from '../../../shared/errors/wording';
import { describeStartCheck, describeUnconfirmed, isLeaversStart } from '../../../shared/jobs/start-check-wording';
import { useJobs } from '../../stores/jobs';
import { useT } from '../../ui/i18n';
import { useImportWizard } from './import-wizard-store';

/**
 * The send step when the start's answer never came: what is known, the look at the server's
 * users (made at once, and again on "Check the server"), its finding, and "Start again" only
 * after a finding of none. Never a plain retry: the server may have the job.
 */
export function UnconfirmedStartAlert() {
  const translator = useT();
  const { t, language } = translator;
  const { state, checkStart, startAgain, reset } = useImportWizard(
    useShallow((s) => ({
      state: s.unconfirmedStart,
      checkStart: s.checkStart,
      startAgain: s.startAgain,
      reset: s.reset,
    })),
  );
  const job = useJobs((s) => (state ? s.jobs.find((j) => j.id === state.jobId) : undefined));
  if (!state) return null;
  const check = state.check;
  const leavers = job ? isLeaversStart(job) : check?.basis === 'leavers';
  return (
    <Alert color="orange" title={t('startCheck.title')} data-testid="start-unconfirmed">
      <Stack gap={6}>
        {job && <Text size="sm">{describeUnconfirmed(job, translator)}</Text>}
        {!check && !state.busy && (
          <Text size="sm">{t(leavers ? 'startCheck.advice.leavers' : 'startCheck.advice')}</Text>
        )}
        {state.busy && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t(leavers ? 'startCheck.checking.leavers' : 'startCheck.checking')}</Text>
          </Group>
        )}
        {check && !state.busy && (
          <Text size="sm" fw={600} data-testid="start-check-finding" data-outcome={check.outcome}>
            {describeStartCheck(check, translator)}
          </Text>
        )}
        {state.error && (
          <Text size="sm" c="red">
            {describeError(state.error, 'app', { language, t })}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            disabled={state.busy}
            onClick={() => void checkStart()}
            data-testid="check-start"
          >
            {t('startCheck.check')}
          </Button>
          {check?.outcome === 'not-ran' && (
            <Button
              size="xs"
              disabled={state.busy}
              onClick={() => void startAgain()}
              title={t(leavers ? 'startCheck.startAgainHint.leavers' : 'startCheck.startAgainHint')}
              data-testid="start-again"
            >
              {t('startCheck.startAgain')}
            </Button>
          )}
          {/* It ran, runs, or cannot be told: this file is done here; the job stays on the Jobs screen. */}
          {check && check.outcome !== 'not-ran' && (
            <Button size="xs" variant="default" onClick={reset} data-testid="unconfirmed-done">
              {t('jobs.newImport')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
