import { Alert, List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { describeError } from '../../../shared/errors/wording';
import type { ConnectionCheck } from '../../../shared/models/profile';

/** The summary in the app's words: a failure's explanation with what to do here (shared/errors). */
function summaryOf(check: ConnectionCheck): string {
  if (!check.error) return check.summary;
  const rest = check.summary.startsWith(check.error.message) ? check.summary.slice(check.error.message.length) : '';
  return `${describeError(check.error, 'app')}${rest}`;
}

/**
 * The outcome of profiles.test: one sentence, then each step with what it found (a step
 * skipped on purpose is grey), the call made and whether a proxy was on the way.
 */
export function ConnectionCheckView({ check }: { check: ConnectionCheck }) {
  return (
    <Alert color={check.ok ? 'teal' : 'red'} title={summaryOf(check)} data-testid="connection-check">
      <List spacing={2} size="sm" center>
        {check.steps.map((step, i) => (
          <List.Item
            key={i}
            icon={
              <ThemeIcon color={step.ok ? 'teal' : step.skipped ? 'gray' : 'red'} size={18} radius="xl">
                {step.ok ? <IconCheck size={12} /> : step.skipped ? <IconMinus size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <strong>{step.label}</strong>: {step.message}
          </List.Item>
        ))}
        <List.Item icon={<span />} data-testid="connection-check-call">
          {check.call ? `Called ${check.call}` : ''}
          {check.call ? (check.proxy ? `, through the proxy ${check.proxy}. ` : ', directly. ') : ''}
          {check.dialect ? `API paths: ${check.dialect === 'spec' ? "the specification's" : 'management'}. ` : ''}
          {Math.round(check.durationMs)} ms
        </List.Item>
      </List>
    </Alert>
  );
}
