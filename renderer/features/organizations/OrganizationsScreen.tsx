import { Button, Group, Paper, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ProfileView } from '../../../shared/models/profile';
import { exportsPort } from '../../bridge/exports';
import { call } from '../../bridge/mdm';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { ListScreen } from '../../ui/list-screen/ListScreen';
import { ListWorkspace } from '../../ui/list-screen/ListWorkspace';
import { NameSearchField } from '../../ui/list-screen/NameSearchField';
import { useT } from '../../ui/i18n';
import { ORG_COLUMNS } from './org-columns';
import { useOrgsStore } from './orgs-store';

/** Organization creation-wizard requests (spec 4.5), for a system administrator. */
export function OrganizationsScreen() {
  const { t } = useT();
  const profiles = useProfiles();
  const navigate = useNavigation((s) => s.navigate);
  return (
    <ListScreen
      title={t('orgs.title')}
      profiles={profiles}
      onOpenConnections={() => navigate('connections')}
      need="system"
      what={t('orgs.what')}
      whatTitle={t('orgs.whatTitle')}
      wrongKindReason={t('orgs.wrongKind')}
    >
      {(profile) => <OrganizationsWorkspace key={profile.id} profile={profile} />}
    </ListScreen>
  );
}

/** What differs from the other lists: the name search alone. */
function OrganizationsWorkspace({ profile }: { profile: ProfileView }) {
  const { t } = useT();
  const s = useOrgsStore();
  return (
    <ListWorkspace
      profile={profile}
      list={s}
      columns={ORG_COLUMNS}
      channel="orgs.table"
      queryPage={(request) => call('orgs.query', request)}
      startExport={(request) => call('orgs.export', request)}
      exportPort={exportsPort}
      noun={(count) => t('orgs.noun', { count })}
      totalTestId="orgs-total"
      what={{
        label: t('orgs.table'),
        failure: t('orgs.failure'),
        forbiddenHint: t('orgs.forbidden'),
        loading: t('orgs.loading'),
        empty: t('orgs.empty'),
      }}
      height="max(340px, calc(100vh - 330px))"
      above={() => <NameSearch search={s.filter.search} onSearch={(search) => s.setFilter({ search }, 'typing')} />}
    />
  );
}

function NameSearch({ search, onSearch }: { search: string; onSearch(search: string): void }) {
  const { t } = useT();
  return (
    <Paper withBorder p="sm">
      <Group gap="sm" align="flex-end" justify="space-between">
        <NameSearchField value={search} placeholder={t('orgs.namePlaceholder')} width={260} onSearch={onSearch} />
        <Group gap={6} data-testid="active-filter" aria-live="polite">
          <IconFilter size={16} aria-hidden style={{ opacity: 0.7 }} />
          {search.trim() ? (
            <>
              <Text size="sm">{t('orgs.filterName', { text: search.trim() })}</Text>
              <Button size="compact-xs" variant="subtle" onClick={() => onSearch('')}>
                {t('filter.clear')}
              </Button>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('orgs.noFilter')}
            </Text>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
