import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ConnectionCheck, ProfileRules, ProfileView } from '../../../shared/models/profile';
import { profileLabel } from '../../../shared/connections/profile-label';
import type { Translate } from '../../../shared/i18n/translator';
import { call } from '../../bridge/mdm';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { useT } from '../../ui/i18n';
import { notify } from '../../ui/notify';
import { ConnectionCheckView } from './ConnectionCheckView';
import { PolicyLock, policyText } from './PolicyLock';
import { ProfileForm } from './ProfileForm';

/** Connections: add, edit, test, remove and choose profiles; the first screen when there is none. */
export function ConnectionsScreen() {
  const { t } = useT();
  const { profiles, activeId, loaded, error, apply, setActive, rules, startDemo: startDemoServer } = useProfiles();
  const navigate = useNavigation((s) => s.navigate);
  const [editing, setEditing] = useState<ProfileView | 'new' | null>(null);
  const [demoBusy, setDemoBusy] = useState(false);
  const [demoError, setDemoError] = useState<string | null>(null);

  const startDemo = async () => {
    setDemoBusy(true);
    setDemoError(null);
    try {
      await startDemoServer('organization');
      notify({ color: 'teal', message: t('connections.demoRunning') });
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
          <Title order={2}>{t('connections.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('connections.explain')}
          </Text>
        </div>
        <Group gap="xs">
          {rules.demoServer && (
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => void startDemo()}
              loading={demoBusy}
            >
              {t('connections.demo')}
            </Button>
          )}
          {rules.userConnections ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('connections.add')}
            </Button>
          ) : (
            <Group gap={6} data-testid="user-connections-locked">
              <PolicyLock policyFile={rules.policyFile} what={t('policy.lock.userConnections')} />
              <Text size="sm" c="dimmed">
                {t('policy.connectionsSetByIt')}
              </Text>
            </Group>
          )}
        </Group>
      </Group>
      {demoError && (
        <Alert
          color="red"
          title={t('connections.demoFailed')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setDemoError(null)}
        >
          {demoError}
        </Alert>
      )}
      {error && (
        <Alert color="red" title={t('connections.readFailed')}>
          {error}
        </Alert>
      )}
      {!loaded && <Loader aria-label={t('connections.loading')} />}
      {loaded && profiles.length === 0 && !error && (
        <Card withBorder padding="xl" data-testid="no-profiles">
          <Stack align="flex-start" gap="sm">
            <Title order={3}>{t('connections.none')}</Title>
            <Text size="sm">{firstConnectionText(rules, t)}</Text>
            <Group>
              {rules.demoServer && (
                <Button
                  size="md"
                  leftSection={<IconPlayerPlay size={18} />}
                  onClick={() => void startDemo()}
                  loading={demoBusy}
                >
                  {t('connections.demo')}
                </Button>
              )}
              {rules.userConnections && (
                <Button size="md" variant="default" onClick={() => setEditing('new')}>
                  {t('connections.addYours')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
      {profiles.map((p) => (
        <ProfileCard
          key={p.id}
          profile={p}
          active={p.id === activeId}
          policyFile={rules.policyFile}
          onEdit={() => setEditing(p)}
          onActivate={() => void setActive(p.id)}
          onRemoved={apply}
        />
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('connections.new') : t('connections.edit')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing !== null && (
          <ProfileForm
            editing={editing === 'new' ? null : editing}
            policyFile={rules.policyFile}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              notify({ color: 'teal', message: t('connections.saved', { name: profileLabel(saved.name, t) }) });
              void useProfiles.getState().refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

/** What the empty screen offers, as far as the machine-wide policy allows. */
function firstConnectionText(rules: ProfileRules, t: Translate): string {
  if (rules.userConnections && rules.demoServer) return t('connections.noneText');
  if (rules.userConnections) return t('connections.noneTextOwnOnly');
  const setBy = policyText(t, rules.policyFile, 'connections');
  return rules.demoServer ? t('connections.noneTextDemoOnly', { setBy }) : t('connections.noneTextNothing', { setBy });
}

interface CardProps {
  profile: ProfileView;
  active: boolean;
  /** The machine-wide policy's file, for a preset's lock. */
  policyFile: string | null;
  onEdit(): void;
  onActivate(): void;
  onRemoved(state: Awaited<ReturnType<typeof call<'profiles.remove'>>>): void;
}

function ProfileCard({ profile: p, active, policyFile, onEdit, onActivate, onRemoved }: CardProps) {
  const { t } = useT();
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
      aria-label={t('connections.card', { name: profileLabel(p.name, t) })}
      component="section"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} size="h4">
              {profileLabel(p.name, t)}
            </Title>
            {p.preset && <PolicyLock policyFile={policyFile} what={t('policy.lock.thisConnection')} />}
            {active && (
              <Badge color="teal" tt="none">
                {t('connections.activeBadge')}
              </Badge>
            )}
            {p.demo && (
              <Badge color="grape" variant="light" tt="none">
                {t('profile.demo')}
              </Badge>
            )}
            <Badge variant="light" color="gray" tt="none">
              {t(`profile.kind.${p.kind}`)}
            </Badge>
          </Group>
          <Text size="sm" ff="monospace">
            {p.baseUrl}
          </Text>
          <Text size="xs" c="dimmed">
            {p.tokenHint ? t('connections.tokenStored', { hint: p.tokenHint }) : t('connections.tokenMissing')}
            {p.hasCaCertificate ? ` · ${t('connections.ownCa')}` : ''}
            {p.learnedDialect
              ? ` · ${p.learnedDialect === 'spec' ? t('connections.specPaths') : t('connections.managementPaths')}`
              : ''}
            {p.organizationUuid ? ` · ${t('connections.organizationOf', { uuid: p.organizationUuid })}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!active && (
            <Button size="xs" variant="light" onClick={onActivate}>
              {t('connections.use')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => void test()} loading={testing}>
            {t('connections.test')}
          </Button>
          <Button size="xs" variant="default" onClick={onEdit}>
            {p.preset && !p.tokenHint ? t('connections.addToken') : t('connections.editButton')}
          </Button>
          {p.preset ? null : confirming ? (
            <>
              <Button size="xs" color="red" onClick={() => void remove()}>
                {t('connections.removeNamed', { name: profileLabel(p.name, t) })}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
                {t('connections.keep')}
              </Button>
            </>
          ) : (
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('connections.remove')}
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
