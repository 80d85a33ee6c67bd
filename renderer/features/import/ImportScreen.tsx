import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useShallow } from 'zustand/react/shallow';
import { describeNotStartedParts } from '../../../shared/jobs/start-check-wording';
import { useImportWizard } from './import-wizard-store';
import { useJobs } from '../../stores/jobs';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { useT } from '../../ui/i18n';
import { CheckStep } from './CheckStep';
import { FileStep } from './FileStep';
import { OptionsStep } from './OptionsStep';
import { ReadBar } from './ReadBar';
import { ReplaceFileDialog } from './ReplaceFileDialog';
import { UnconfirmedStartAlert } from './UnconfirmedStartAlert';
import { describeJobError } from '../../../shared/jobs/job-error-wording';

const STEPS = ['file', 'check', 'options'] as const;

/** Import users: choose a file, check and fix it, choose options, start. */
export function ImportScreen() {
  const { t, language } = useT();
  const { step, file, setStep, phase, retryOf, retryKind, uploadFailed, retryUpload, unconfirmed } = useImportWizard(
    useShallow((s) => ({
      step: s.step,
      file: s.file,
      setStep: s.setStep,
      phase: s.phase,
      retryOf: s.retryOf,
      retryKind: s.retryKind,
      uploadFailed: s.uploadFailed,
      retryUpload: s.retryUpload,
      unconfirmed: s.unconfirmedStart !== null,
    })),
  );
  const failedJob = useJobs((s) => (uploadFailed ? s.jobs.find((j) => j.id === uploadFailed.jobId) : undefined));
  const activeProfile = useProfiles((s) => s.activeProfile);
  const navigate = useNavigation((s) => s.navigate);
  const active = STEPS.indexOf(step);

  return (
    // Bounded to the window's width, so that the wide grid scrolls inside itself, not the page.
    <Stack gap="sm" style={{ maxWidth: 'var(--app-content-width)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} style={{ whiteSpace: 'nowrap' }}>
          {t('import.title')}
        </Title>
        <Stepper
          active={active}
          size="xs"
          onStepClick={(i) => setStep(STEPS[i] ?? 'file')}
          allowNextStepsSelect={false}
          w={560}
          aria-label={t('import.steps')}
        >
          <Stepper.Step label={t('import.step.file')} />
          <Stepper.Step label={t('import.step.check')} allowStepSelect={!!file} />
          <Stepper.Step label={t('import.step.options')} allowStepSelect={phase === 'done'} />
        </Stepper>
      </Group>
      {!activeProfile && (
        <Alert color="yellow">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('import.notConnected')}</Text>
            <Button size="xs" variant="light" onClick={() => navigate('connections')}>
              {t('section.connections')}
            </Button>
          </Group>
        </Alert>
      )}
      {uploadFailed && (
        <Alert color="red" title={t('import.uploadFailed.title')} data-testid="upload-failed">
          <Stack gap={6}>
            {failedJob?.error && (
              <Text size="sm">
                {describeJobError({ profileName: failedJob.profileName, error: failedJob.error }, 'app', {
                  language,
                  t,
                })}
              </Text>
            )}
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {(failedJob && describeNotStartedParts(failedJob, { t, language })) ?? t('import.uploadFailed.text')}
              </Text>
              {step !== 'options' && (
                <Button size="xs" color="red" variant="light" onClick={retryUpload} data-testid="retry-upload">
                  {t('import.uploadFailed.retry')}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      {unconfirmed && <UnconfirmedStartAlert />}
      {retryOf && (
        <Text size="sm" c="dimmed">
          {retryKind === 'unreached' ? t('import.unreachedLoaded') : t('import.retryLoaded')}
        </Text>
      )}
      {step === 'file' && <FileStep />}
      {step !== 'file' && <ReadBar />}
      {step === 'check' && <CheckStep />}
      {/* While a start is not confirmed, the options step (and its Start) stays away: no second import. */}
      {step === 'options' && !unconfirmed && <OptionsStep />}
      <ReplaceFileDialog />
    </Stack>
  );
}
