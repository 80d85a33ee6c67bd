import { AppShell, Badge, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { AppInfo, Route } from '../../shared/ipc';
import { call, onEvent } from '../bridge/mdm';
import { useNavigation } from '../stores/navigation';
import { useWindowFileDrop } from '../features/import/window-drop';
import { startJobsSync } from '../stores/jobs';
import { startProfilesSync, useProfiles } from '../stores/profiles';
import { notifyJobEnded } from './job-notification';
import { startNotices } from './notices';
import { PolicyBanner } from './PolicyBanner';
import { ProfileSwitcher } from './ProfileSwitcher';
import { SaveDiagnostics } from './SaveDiagnostics';
import { SECTIONS } from './sections';
import { UpdateOffer } from './UpdateOffer';

export function App() {
  const { section, navigate, suggest } = useNavigation();
  const [info, setInfo] = useState<AppInfo | null>(null);

  useEffect(() => {
    call('app.info').then(setInfo, () => setInfo(null));
    const offNavigate = onEvent('app.navigate', ({ route }) => navigate(route));
    const offProfiles = startProfilesSync();
    const offJobs = startJobsSync(notifyJobEnded);
    const offNotices = startNotices();
    return () => {
      offNavigate();
      offProfiles();
      offJobs();
      offNotices();
    };
  }, [navigate]);

  useWindowFileDrop();

  // The first screen: Connections while no profile exists, otherwise the import.
  const profilesLoaded = useProfiles((s) => s.loaded);
  const hasProfiles = useProfiles((s) => s.profiles.length > 0);
  const firstScreenChosen = useRef(false);
  useEffect(() => {
    if (!profilesLoaded || firstScreenChosen.current) return;
    firstScreenChosen.current = true;
    const first: Route = hasProfiles ? 'import' : 'connections';
    if (SECTIONS.some((s) => s.id === first)) suggest(first);
  }, [profilesLoaded, hasProfiles, suggest]);

  const active = SECTIONS.find((s) => s.id === section) ?? SECTIONS[0];
  const Screen = active?.component;
  const groups = (['work', 'help'] as const).map((group) => SECTIONS.filter((s) => s.group === group));

  return (
    <AppShell header={{ height: 52 }} navbar={{ width: 220, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={3} fw={700}>
            MDM Admin
          </Title>
          <Group gap="sm" wrap="nowrap">
            <ProfileSwitcher />
            {info && (
              <Badge variant="light" color="gray" data-testid="app-version">
                {info.version} · {info.shell}
              </Badge>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Sections">
        <Stack justify="space-between" h="100%">
          {groups.map((list, index) => (
            <Stack key={index} gap={2}>
              {list.map((s) => (
                <NavLink
                  key={s.id}
                  label={s.label}
                  leftSection={<s.icon size={18} stroke={1.6} />}
                  active={s.id === active?.id}
                  onClick={() => navigate(s.id)}
                  aria-current={s.id === active?.id ? 'page' : undefined}
                />
              ))}
              {index === groups.length - 1 && <SaveDiagnostics />}
            </Stack>
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <ScrollArea.Autosize mah="calc(100vh - 90px)" type="auto">
          <PolicyBanner />
          <UpdateOffer />
          {Screen ? <Screen /> : <Text>Nothing to show.</Text>}
        </ScrollArea.Autosize>
      </AppShell.Main>
    </AppShell>
  );
}
