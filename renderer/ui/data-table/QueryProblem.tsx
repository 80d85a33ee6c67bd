import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { explainServerError } from '../../../shared/errors/server-explanation';
import { describeError } from '../../../shared/errors/wording';
import type { RpcError } from '../../../shared/ipc';
import { useT } from '../i18n';

/** The parts of an error's details worth showing: HTTP status and the server's own words. */
function describeServerError(error: RpcError): { status: number | null; serverMessage: string | null } {
  const details = error.details ?? {};
  const status =
    typeof details.status === 'number'
      ? details.status
      : typeof details.httpStatus === 'number'
        ? details.httpStatus
        : null;
  const raw = details.serverMessage ?? details.message;
  const serverMessage = typeof raw === 'string' && raw.trim() !== '' ? raw : null;
  return { status, serverMessage };
}

/**
 * A failed query: what went wrong in plain language and what to do (the server-error table,
 * shared/errors), with the server's own code and message beside it, and a Retry button.
 */
export function QueryProblem({
  title,
  error,
  onRetry,
  forbiddenHint,
}: {
  title: string;
  error: RpcError;
  onRetry(): void;
  forbiddenHint?: string;
}) {
  const translator = useT();
  const { t } = translator;
  const { status, serverMessage: said } = describeServerError(error);
  const sentence = describeError(error, 'app', translator);
  // The worded error often quotes the server already; say it once.
  const serverMessage = said && !sentence.includes(said) ? said : null;
  const refused = status === 401 || status === 403 || error.code === 'unauthorized';
  const explained =
    error.code === 'http-status' || error.code === 'unauthorized'
      ? explainServerError(error.details ?? {}, 'app', translator)
      : null;
  const serverCode = explained
    ? [explained.server.errorCode, explained.server.reason && t('problem.reason', { reason: explained.server.reason })]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      data-testid="query-problem"
    >
      <Stack gap={6}>
        {explained ? (
          <>
            <Text size="sm" fw={500} data-testid="query-problem-explanation">
              {explained.sentence}
            </Text>
            <Text size="sm">{explained.action}</Text>
            {explained.server.message && (
              <Text size="sm" c="dimmed" data-testid="query-problem-server">
                {t('problem.serverSaid')} <q>{explained.server.message}</q>
              </Text>
            )}
          </>
        ) : (
          <>
            <Text size="sm">{sentence}</Text>
            {serverMessage && (
              <Text size="sm">
                {t('problem.serverSaid')} <q>{serverMessage}</q>
              </Text>
            )}
          </>
        )}
        {refused && forbiddenHint && <Text size="sm">{forbiddenHint}</Text>}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {status !== null ? `HTTP ${status} · ` : ''}
            {serverCode ? `${serverCode} · ` : ''}
            {error.code}
          </Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
          >
            {t('common.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
