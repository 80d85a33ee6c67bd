import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PROFILE_KIND_LABEL } from '../../../shared/models/profile';
import type { ConnectionCheck, ProfileView } from '../../../shared/models/profile';
import { call } from '../../bridge/mdm';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { ConnectionCheckView } from './ConnectionCheckView';
import { ProfileForm } from './ProfileForm';

/** Connections: add, edit, test, remove and choose profiles; the first screen when there is none. */
export function ConnectionsScreen() {
  const { profiles, activeId, loaded, error, apply, setActive, startDemo: startDemoServer } = useProfiles();
  const navigate = useNavigation((s) => s.navigate);
  const [editing, setEditing] = useState<ProfileView | 'new' | null>(null);
  const [demoBusy, setDemoBusy] = useState(false);
  const [demoError, setDemoError] = useState<string | null>(null);

  const startDemo = async () => {
    setDemoBusy(true);
    setDemoError(null);
    try {
      await startDemoServer('organization');
      notifications.show({ color: 'teal', message: 'The demo server is running and its connection is active.' });
      navigate('import');
    } catch (e) {
      setDemoError((e as Error).message);
    } finally {
      setDemoBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={920}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Connections</Title>
          <Text c="dimmed" size="sm">
            A connection is a server's address and an administrator's access token. The token is stored by the app's
            core, never shown again, and never reaches this window: only its last four characters are.
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => void startDemo()}
            loading={demoBusy}
          >
            Explore with the demo server
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add connection
          </Button>
        </Group>
      </Group>
      {demoError && (
        <Alert color="red" title="The demo server did not start" withCloseButton onClose={() => setDemoError(null)}>
          {demoError}
        </Alert>
      )}
      {error && (
        <Alert color="red" title="Could not read the connections">
          {error}
        </Alert>
      )}
      {!loaded && <Loader aria-label="Loading connections" />}
      {loaded && profiles.length === 0 && !error && (
        <Card withBorder padding="xl" data-testid="no-profiles">
          <Stack align="flex-start" gap="sm">
            <Title order={3}>No connection yet</Title>
            <Text size="sm">
              Add your server with its address and an access token, or try everything first against the built-in demo
              server: it runs on this computer and already knows a few users, so an import can succeed, skip and fail.
            </Text>
            <Group>
              <Button
                size="md"
                leftSection={<IconPlayerPlay size={18} />}
                onClick={() => void startDemo()}
                loading={demoBusy}
              >
                Explore with the demo server
              </Button>
              <Button size="md" variant="default" onClick={() => setEditing('new')}>
                Add your server
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {profiles.map((p) => (
        <ProfileCard
          key={p.id}
          profile={p}
          active={p.id === activeId}
          onEdit={() => setEditing(p)}
          onActivate={() => void setActive(p.id)}
          onRemoved={apply}
        />
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New connection' : 'Edit connection'}
        size="lg"
      >
        {editing !== null && (
          <ProfileForm
            editing={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              notifications.show({ color: 'teal', message: `Saved ${saved.name}.` });
              void useProfiles.getState().refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

interface CardProps {
  profile: ProfileView;
  active: boolean;
  onEdit(): void;
  onActivate(): void;
  onRemoved(state: Awaited<ReturnType<typeof call<'profiles.remove'>>>): void;
}

function ProfileCard({ profile: p, active, onEdit, onActivate, onRemoved }: CardProps) {
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  const [testing, setTesting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const test = async () => {
    setTesting(true);
    setFailure(null);
    try {
      setCheck(await call('profiles.test', { id: p.id }));
    } catch (e) {
      setCheck(null);
      setFailure((e as Error).message);
    } finally {
      setTesting(false);
    }
  };
  const remove = async () => {
    try {
      onRemoved(await call('profiles.remove', { id: p.id }));
    } catch (e) {
      setFailure((e as Error).message);
    }
    setConfirming(false);
  };

  return (
    <Card
      withBorder
      padding="md"
      data-testid={`profile-${p.name}`}
      aria-label={`Connection ${p.name}`}
      component="section"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={4}>{p.name}</Title>
            {active && <Badge color="teal">Active</Badge>}
            {p.demo && (
              <Badge color="grape" variant="light">
                Demo
              </Badge>
            )}
            <Badge variant="light" color="gray">
              {PROFILE_KIND_LABEL[p.kind]}
            </Badge>
          </Group>
          <Text size="sm" ff="monospace">
            {p.baseUrl}
          </Text>
          <Text size="xs" c="dimmed">
            Token {p.tokenHint ? `stored (${p.tokenHint})` : 'missing: edit to paste one'}
            {p.hasCaCertificate ? ' · own CA certificate' : ''}
            {p.learnedDialect ? ` · ${p.learnedDialect === 'spec' ? 'specification' : 'management'} paths` : ''}
            {p.organization ? ` · organization ${p.organization}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!active && (
            <Button size="xs" variant="light" onClick={onActivate}>
              Use
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => void test()} loading={testing}>
            Test
          </Button>
          <Button size="xs" variant="default" onClick={onEdit}>
            Edit
          </Button>
          {confirming ? (
            <>
              <Button size="xs" color="red" onClick={() => void remove()}>
                Remove {p.name}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          )}
        </Group>
      </Group>
      {(check || failure) && (
        <Stack mt="sm">{check ? <ConnectionCheckView check={check} /> : <Alert color="red">{failure}</Alert>}</Stack>
      )}
    </Card>
  );
}
