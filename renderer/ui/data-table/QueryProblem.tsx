import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
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
  // Core's message often quotes the server already; say it once.
  const serverMessage = typeof raw === 'string' && raw.trim() !== '' && !error.message.includes(raw) ? raw : null;
  return { status, serverMessage };
}

/** A failed query: what went wrong in the server's words, and a Retry button. */
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
  const { t } = useT();
  const { status, serverMessage } = describeServerError(error);
  const refused = status === 401 || status === 403 || error.code === 'unauthorized';
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
        <Text size="sm">{error.message}</Text>
        {serverMessage && (
          <Text size="sm">
            {t('problem.serverSaid')} <q>{serverMessage}</q>
          </Text>
        )}
        {refused && forbiddenHint && <Text size="sm">{forbiddenHint}</Text>}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {status !== null ? `HTTP ${status} · ` : ''}
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
