import { Alert, List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { wordCalls, wordStep, wordSummary } from '../../../shared/connections/check-wording';
import type { ConnectionCheck } from '../../../shared/models/profile';
import type { Translator } from '../../../shared/i18n/translator';
import { useT } from '../../ui/i18n';

/** The call the test made and the way it went: directly, or through which proxy, and whose. */
function callOf(check: ConnectionCheck, translator: Translator): string {
  const { t } = translator;
  if (check.calls.length === 0) return '';
  const call = wordCalls(check, translator);
  if (!check.proxy) return `${t('connections.check.direct', { call })} `;
  const source = t(`connections.check.proxy.${check.proxySource ?? 'system'}`);
  return `${t('connections.check.viaProxy', { call, proxy: check.proxy, source })} `;
}

/**
 * The outcome of profiles.test: one sentence, then each step with what it found (a step
 * skipped on purpose is grey), the call made and whether a proxy was on the way.
 */
export function ConnectionCheckView({ check }: { check: ConnectionCheck }) {
  const translator = useT();
  const { t } = translator;
  return (
    <Alert
      color={check.ok ? 'teal' : 'red'}
      title={wordSummary(check, 'app', translator)}
      data-testid="connection-check"
    >
      <List spacing={2} size="sm" center>
        {check.steps.map((step, i) => {
          const { label, message } = wordStep(step, check, 'app', translator);
          return (
            <List.Item
              key={`${step.id}-${i}`}
              icon={
                <ThemeIcon color={step.ok ? 'teal' : step.skipped ? 'gray' : 'red'} size={18} radius="xl">
                  {step.ok ? (
                    <IconCheck size={12} aria-label={t('connections.check.ok')} />
                  ) : step.skipped ? (
                    <IconMinus size={12} aria-label={t('connections.check.skipped')} />
                  ) : (
                    <IconX size={12} aria-label={t('connections.check.failed')} />
                  )}
                </ThemeIcon>
              }
            >
              <strong>{label}</strong>: {message}
            </List.Item>
          );
        })}
        <List.Item icon={<span />} data-testid="connection-check-call">
          {callOf(check, translator)}
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
