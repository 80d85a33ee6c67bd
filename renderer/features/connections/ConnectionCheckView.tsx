import { Alert, List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ConnectionCheck } from '../../../shared/models/profile';
import { useT } from '../../ui/i18n';

/** The outcome of profiles.test: one sentence, then each step with what it found. */
export function ConnectionCheckView({ check }: { check: ConnectionCheck }) {
  const { t } = useT();
  return (
    <Alert color={check.ok ? 'teal' : 'red'} title={check.summary} data-testid="connection-check">
      <List spacing={2} size="sm" center>
        {check.steps.map((step, i) => (
          <List.Item
            key={i}
            icon={
              <ThemeIcon color={step.ok ? 'teal' : 'red'} size={18} radius="xl">
                {step.ok ? (
                  <IconCheck size={12} aria-label={t('connections.check.ok')} />
                ) : (
                  <IconX size={12} aria-label={t('connections.check.failed')} />
                )}
              </ThemeIcon>
            }
          >
            <strong>{step.label}</strong>: {step.message}
          </List.Item>
        ))}
        <List.Item icon={<span />}>
          {check.dialect
            ? `${t('connections.check.paths', {
                paths: check.dialect === 'spec' ? t('connections.check.spec') : t('connections.check.management'),
              })} `
            : ''}
          {t('connections.check.ms', { ms: Math.round(check.durationMs) })}
        </List.Item>
      </List>
    </Alert>
  );
}
