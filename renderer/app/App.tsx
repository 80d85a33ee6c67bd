import { AppShell, Badge, Group, NavLink, ScrollArea, Select, Stack, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { LANGUAGES, LANGUAGE_NAMES } from '../../shared/i18n/language';
import type { Language } from '../../shared/i18n/language';
import type { AppInfo, Route } from '../../shared/ipc';
import { call, onEvent } from '../bridge/mdm';
import { useNavigation } from '../stores/navigation';
import { useWindowFileDrop } from '../features/import/window-drop';
import { isActivePhase, startJobsSync, useJobs } from '../stores/jobs';
import { startProfilesSync, useProfiles } from '../stores/profiles';
import { useT } from '../ui/i18n';
import { notifyJobEnded } from './job-notification';
import { applyStartLanguage, chooseLanguage } from './language';
import { startNotices } from './notices';
import { PolicyBanner } from './PolicyBanner';
import { ProfileSwitcher } from './ProfileSwitcher';
import { SaveDiagnostics } from './SaveDiagnostics';
import { SECTIONS } from './sections';
import type { Section } from './sections';
import { UpdateOffer } from './UpdateOffer';

/** The sidebar's width; screens bound themselves to the rest of the window. */
export const NAVBAR_WIDTH = 240;

export function App() {
  const { t, language } = useT();
  const { section, navigate } = useNavigation();
  const [info, setInfo] = useState<AppInfo | null>(null);

  useEffect(() => {
    call('app.info').then(
      (answer) => {
        setInfo(answer);
        void applyStartLanguage(answer);
      },
      () => void applyStartLanguage(null),
    );
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

  // The first screen: Connections while no profile exists, otherwise the import; a reload keeps its
  // section, and a section opened before the profiles were read is not taken away.
  const profilesLoaded = useProfiles((s) => s.loaded);
  const hasProfiles = useProfiles((s) => s.profiles.length > 0);
  const firstScreenChosen = useRef(false);
  useEffect(() => {
    if (!profilesLoaded || firstScreenChosen.current) return;
    firstScreenChosen.current = true;
    if (useNavigation.getState().chosen) return;
    const first: Route = hasProfiles ? 'import' : 'connections';
    if (SECTIONS.some((s) => s.id === first)) navigate(first);
  }, [profilesLoaded, hasProfiles, navigate]);

  const active = SECTIONS.find((s) => s.id === section) ?? SECTIONS[0];
  const Screen = active?.component;
  const groups = (['work', 'help'] as const).map((group) => SECTIONS.filter((s) => s.group === group));

  return (
    <AppShell header={{ height: 52 }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={1} size="h3" fw={700}>
            {t('app.name')}
          </Title>
          <Group gap="sm" wrap="nowrap">
            <ProfileSwitcher />
            <Select
              size="xs"
              w={130}
              aria-label={t('app.language')}
              leftSection={<IconLanguage size={16} aria-hidden />}
              data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              value={language}
              allowDeselect={false}
              onChange={(value) => value && void chooseLanguage(value as Language)}
              data-testid="language-select"
            />
            {info && (
              <Badge variant="light" color="gray" tt="none" data-testid="app-version">
                {t('app.version', { version: info.version, shell: t(`app.shell.${info.shell}`) })}
              </Badge>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('app.sections')}>
        <Stack justify="space-between" h="100%">
          {groups.map((list, index) => (
            <Stack key={index} gap={2}>
              {list.map((s) => (
                <SectionLink key={s.id} section={s} current={s.id === active?.id} onOpen={() => navigate(s.id)} />
              ))}
              {index === groups.length - 1 && <SaveDiagnostics />}
            </Stack>
          ))}
        </Stack>
      </AppShell.Navbar>
      {/* Screens bound themselves to this width: the sidebar, the padding and the scrollbar are outside it. */}
      <AppShell.Main
        style={
          {
            '--app-content-width': `calc(100vw - ${NAVBAR_WIDTH}px - 2 * var(--mantine-spacing-lg) - 14px)`,
          } as CSSProperties
        }
      >
        {/* Focusable: a keyboard scrolls a long screen (the API reference, the report) without a mouse. */}
        <ScrollArea.Autosize
          mah="calc(100vh - 90px)"
          type="auto"
          offsetScrollbars="y"
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': active ? t(active.label) : undefined }}
        >
          <PolicyBanner />
          <UpdateOffer />
          {Screen ? <Screen /> : <Text>{t('app.nothingToShow')}</Text>}
        </ScrollArea.Autosize>
      </AppShell.Main>
    </AppShell>
  );
}

/** A section as a real link (#jobs): Tab reaches it, a screen reader calls it a link, the current one says so. */
function SectionLink({ section, current, onOpen }: { section: Section; current: boolean; onOpen(): void }) {
  const { t } = useT();
  const running = useJobs((s) => (section.id === 'jobs' ? s.jobs.filter(isActivePhase).length : 0));
  return (
    <NavLink
      component="a"
      href={`#${section.id}`}
      label={t(section.label)}
      leftSection={<section.icon size={18} stroke={1.6} />}
      rightSection={
        running > 0 ? (
          <Badge size="sm" circle data-testid="jobs-running" aria-label={t('section.jobs.running', { count: running })}>
            {running}
          </Badge>
        ) : undefined
      }
      active={current}
      variant="filled"
      onClick={(event) => {
        // A plain click shows the section at once; a modified click (new tab) is the browser's.
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        onOpen();
      }}
      aria-current={current ? 'page' : undefined}
      data-section={section.id}
    />
  );
}
