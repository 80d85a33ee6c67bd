import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useShallow } from 'zustand/react/shallow';
import { useImportWizard } from './import-wizard-store';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { CheckStep } from './CheckStep';
import { FileStep } from './FileStep';
import { OptionsStep } from './OptionsStep';
import { ReadBar } from './ReadBar';

const STEPS = ['file', 'check', 'options'] as const;

/** Import users: choose a file, check and fix it, choose options, start. */
export function ImportScreen() {
  const { step, file, setStep, phase, retryOf } = useImportWizard(
    useShallow((s) => ({ step: s.step, file: s.file, setStep: s.setStep, phase: s.phase, retryOf: s.retryOf })),
  );
  const activeProfile = useProfiles((s) => s.activeProfile);
  const navigate = useNavigation((s) => s.navigate);
  const active = STEPS.indexOf(step);

  return (
    // Bounded to the window's width, so that the wide grid scrolls inside itself, not the page.
    <Stack gap="sm" style={{ maxWidth: 'calc(100vw - 220px - 2 * var(--mantine-spacing-lg))' }}>
      <Group justify="space-between">
        <Title order={2}>Import users</Title>
        <Stepper
          active={active}
          size="xs"
          onStepClick={(i) => setStep(STEPS[i] ?? 'file')}
          allowNextStepsSelect={false}
          w={520}
        >
          <Stepper.Step label="File" />
          <Stepper.Step label="Check and fix" allowStepSelect={!!file} />
          <Stepper.Step label="Options and start" allowStepSelect={phase === 'done'} />
        </Stepper>
      </Group>
      {!activeProfile && (
        <Alert color="yellow">
          <Group justify="space-between">
            <Text size="sm">You can check a file now; to import it, connect to a server first.</Text>
            <Button size="xs" variant="light" onClick={() => navigate('connections')}>
              Connections
            </Button>
          </Group>
        </Alert>
      )}
      {retryOf && (
        <Text size="sm" c="dimmed">
          The failed rows of an earlier import are loaded: fix them and import again.
        </Text>
      )}
      {step === 'file' && <FileStep />}
      {step !== 'file' && <ReadBar />}
      {step === 'check' && <CheckStep />}
      {step === 'options' && <OptionsStep />}
    </Stack>
  );
}
