import { Alert, List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ConnectionCheck } from '../../../shared/models/profile';

/** The outcome of profiles.test: one sentence, then each step with what it found. */
export function ConnectionCheckView({ check }: { check: ConnectionCheck }) {
  return (
    <Alert color={check.ok ? 'teal' : 'red'} title={check.summary} data-testid="connection-check">
      <List spacing={2} size="sm" center>
        {check.steps.map((step, i) => (
          <List.Item
            key={i}
            icon={
              <ThemeIcon color={step.ok ? 'teal' : 'red'} size={18} radius="xl">
                {step.ok ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <strong>{step.label}</strong>: {step.message}
          </List.Item>
        ))}
        <List.Item icon={<span />}>
          {check.dialect ? `API paths: ${check.dialect === 'spec' ? "the specification's" : 'management'}. ` : ''}
          {Math.round(check.durationMs)} ms
        </List.Item>
      </List>
    </Alert>
  );
}
