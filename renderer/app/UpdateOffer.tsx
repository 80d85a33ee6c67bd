import { Alert, Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { UpdateStatus } from '../../shared/models/updates';
import { call, onEvent } from '../bridge/mdm';
import { useT } from '../ui/i18n';

/**
 * The update the policy's feed offers: its version while it downloads, then "Restart now" or
 * "Later". Nothing restarts unless the user says so; "Later" hides the offer until the next start.
 */
export function UpdateOffer() {
  const { t } = useT();
  const [status, setStatus] = useState<UpdateStatus | null>(null);
  const [later, setLater] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const off = onEvent('updates.changed', setStatus);
    call('updates.status').then(
      (now) => setStatus((seen) => seen ?? now),
      () => undefined,
    );
    return off;
  }, []);
  if (!status || later) return null;
  if (status.state === 'downloading') {
    return (
      <Alert color="blue" variant="light" icon={<IconDownload />} mb="md" data-testid="update-offer">
        <Text size="sm">{t('updates.downloading', { version: status.version, percent: status.percent })}</Text>
        <Progress
          value={status.percent}
          size="xs"
          mt={6}
          aria-label={t('updates.downloadingLabel', { version: status.version })}
        />
      </Alert>
    );
  }
  if (status.state !== 'ready') return null;
  const restart = () => {
    setFailure(null);
    call('updates.install').catch((error: Error) => setFailure(error.message));
  };
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconDownload />}
      title={t('updates.ready', { version: status.version })}
      mb="md"
      data-testid="update-offer"
    >
      <Text size="sm">{t('updates.readyExplained')}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={restart}>
          {t('updates.restart')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setLater(true)}>
          {t('updates.later')}
        </Button>
      </Group>
      {failure && (
        <Text size="sm" c="red" mt="xs">
          {failure}
        </Text>
      )}
    </Alert>
  );
}
