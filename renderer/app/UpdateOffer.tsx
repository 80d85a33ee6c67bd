import { Alert, Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { UpdateStatus } from '../../shared/models/updates';
import { call, onEvent } from '../bridge/mdm';

/**
 * The update the policy's feed offers: its version while it downloads, then "Restart now" or
 * "Later". Nothing restarts unless the user says so; "Later" hides the offer until the next start.
 */
export function UpdateOffer() {
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
        <Text size="sm">
          Version {status.version} of MDM Admin is available and being downloaded ({status.percent} %).
        </Text>
        <Progress value={status.percent} size="xs" mt={6} aria-label={`Downloading version ${status.version}`} />
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
      title={`Version ${status.version} is ready`}
      mb="md"
      data-testid="update-offer"
    >
      <Text size="sm">
        MDM Admin restarts into the new version when you choose; running imports are picked up again after the restart.
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={restart}>
          Restart now
        </Button>
        <Button size="xs" variant="default" onClick={() => setLater(true)}>
          Later
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
