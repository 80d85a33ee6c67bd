import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconUserShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { profileLabel } from '../../shared/connections/profile-label';
import type { ProfileKind, ProfileRules, ProfileView } from '../../shared/models/profile';
import { useT } from './i18n';

/** What the gate reads of the profiles (the renderer's profiles store fits). */
export interface ProfileSource {
  /** False until the profiles were read once. */
  loaded: boolean;
  /** Why reading them failed, when it did. */
  error: string | null;
  activeProfile: ProfileView | null;
  /** Reads the profiles again. */
  refresh(): Promise<void>;
  /** Starts the built-in demo server with a profile of this kind, and makes it the active one. */
  startDemo(kind: ProfileKind): Promise<void>;
  /** The machine-wide policy's rules: no demo button where it turns the demo server off. */
  rules?: Pick<ProfileRules, 'demoServer'>;
}

export interface ProfileGateProps {
  profiles: ProfileSource;
  /** Shows the Connections screen. */
  onOpenConnections(): void;
  /** The kind of token this screen's endpoint needs (spec 5.3, 5.4). */
  need: ProfileKind;
  /** What the screen lists, as it reads inside a sentence ("devices", "Geräte"). */
  what: string;
  /** The same at the start of a sentence ("Devices"). */
  whatTitle: string;
  /** Why the other kind of token does not work here, in one or two sentences. */
  wrongKindReason: string;
  children: (profile: ProfileView) => ReactNode;
}

/**
 * Shows the screen only for an active profile of the right kind; otherwise says what is
 * missing and how to get it, instead of letting the server's refusal surface as an error.
 */
export function ProfileGate({
  profiles,
  onOpenConnections,
  need,
  what,
  whatTitle,
  wrongKindReason,
  children,
}: ProfileGateProps) {
  const { t } = useT();
  const { loaded, activeProfile: profile, error, refresh } = profiles;
  const [demoError, setDemoError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  // The app reads the profiles at start; a screen shown on its own (tests, a deep link) reads them here.
  const source = useRef(profiles);
  useEffect(() => {
    source.current = profiles;
  });
  useEffect(() => {
    if (!source.current.loaded) void source.current.refresh();
  }, []);

  if (error)
    return (
      <Alert color="red" variant="light" title={t('gate.readFailed')} role="alert">
        <Text size="sm">{error}</Text>
        <Button size="xs" mt="xs" variant="light" color="red" onClick={() => void refresh()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!loaded) return <Loader size="sm" aria-label={t('gate.loading')} />;

  const startDemo = () => {
    setStarting(true);
    setDemoError(null);
    profiles
      .startDemo(need)
      .catch((e: Error) => setDemoError(e.message))
      .finally(() => setStarting(false));
  };
  const actions = (
    <Group gap="xs" mt="xs">
      <Button size="xs" variant="light" leftSection={<IconPlugConnected size={14} />} onClick={onOpenConnections}>
        {t('gate.open')}
      </Button>
      {profiles.rules?.demoServer !== false && (
        <Button size="xs" variant="default" loading={starting} onClick={startDemo}>
          {t('connections.demo')}
        </Button>
      )}
      {demoError && (
        <Text size="xs" c="red">
          {demoError}
        </Text>
      )}
    </Group>
  );

  if (!profile)
    return (
      <Alert
        color="blue"
        variant="light"
        title={t('gate.none')}
        icon={<IconPlugConnected />}
        data-testid="profile-missing"
      >
        <Text size="sm">{t(`gate.noneText.${need}`, { what })}</Text>
        {actions}
      </Alert>
    );

  if (profile.kind !== need)
    return (
      <Alert
        color="yellow"
        variant="light"
        title={t(`gate.wrongTitle.${need}`, { what: whatTitle })}
        icon={<IconUserShield />}
        data-testid="wrong-profile-kind"
      >
        <Stack gap={4}>
          <Text size="sm">
            {t(`gate.holds.${profile.kind}`, { name: profileLabel(profile.name, t) })} {wrongKindReason}
          </Text>
          <Text size="sm">{t(`gate.switch.${need}`)}</Text>
        </Stack>
        {actions}
      </Alert>
    );

  return <>{children(profile)}</>;
}
