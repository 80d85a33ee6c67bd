import { Alert, List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { describeError } from '../../../shared/errors/wording';
import type { ConnectionCheck } from '../../../shared/models/profile';
import type { Translate, Translator } from '../../../shared/i18n/translator';
import { useT } from '../../ui/i18n';

/** The summary in the app's words: a failure's explanation with what to do here (shared/errors). */
function summaryOf(check: ConnectionCheck, translator: Translator): string {
  if (!check.error) return check.summary;
  const rest = check.summary.startsWith(check.error.message) ? check.summary.slice(check.error.message.length) : '';
  return `${describeError(check.error, 'app', translator)}${rest}`;
}

/** The call the test made and the way it went: directly, or through which proxy, and whose. */
function callOf(check: ConnectionCheck, t: Translate): string {
  if (!check.call) return '';
  if (!check.proxy) return `${t('connections.check.direct', { call: check.call })} `;
  const source = t(`connections.check.proxy.${check.proxySource ?? 'system'}`);
  return `${t('connections.check.viaProxy', { call: check.call, proxy: check.proxy, source })} `;
}

/**
 * The outcome of profiles.test: one sentence, then each step with what it found (a step
 * skipped on purpose is grey), the call made and whether a proxy was on the way.
 */
export function ConnectionCheckView({ check }: { check: ConnectionCheck }) {
  const translator = useT();
  const { t } = translator;
  return (
    <Alert color={check.ok ? 'teal' : 'red'} title={summaryOf(check, translator)} data-testid="connection-check">
      <List spacing={2} size="sm" center>
        {check.steps.map((step, i) => (
          <List.Item
            key={i}
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
            <strong>{step.label}</strong>: {step.message}
          </List.Item>
        ))}
        <List.Item icon={<span />} data-testid="connection-check-call">
          {callOf(check, t)}
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
