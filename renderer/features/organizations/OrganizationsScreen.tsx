import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { ProfileView } from '../../../shared/models/profile';
import type { QueryPage, ServerRecord } from '../../../shared/models/query';
import { exportsPort } from '../../bridge/exports';
import type { ExportFormat } from '../../../shared/csv/export-format';
import { call } from '../../bridge/mdm';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { ListToolbar } from '../../ui/data-table/ListToolbar';
import { PagedResults } from '../../ui/data-table/PagedResults';
import { useExport } from '../../ui/data-table/use-export';
import { useLatestQuery } from '../../ui/data-table/use-latest-query';
import { ProfileGate } from '../../ui/ProfileGate';
import { useT } from '../../ui/i18n';
import { DEFAULT_ORG_COLUMNS, orgColumn, orgColumnChoices } from './org-columns';
import { useOrgsStore } from './orgs-store';

/** Organization creation-wizard requests (spec 4.5), for a system administrator. */
export function OrganizationsScreen() {
  const { t } = useT();
  const profiles = useProfiles();
  const navigate = useNavigation((s) => s.navigate);
  return (
    <Stack gap="sm">
      <Title order={2}>{t('orgs.title')}</Title>
      <ProfileGate
        profiles={profiles}
        onOpenConnections={() => navigate('connections')}
        need="system"
        what={t('orgs.what')}
        whatTitle={t('orgs.whatTitle')}
        wrongKindReason={t('orgs.wrongKind')}
      >
        {(profile) => <OrganizationsWorkspace key={profile.id} profile={profile} />}
      </ProfileGate>
    </Stack>
  );
}

function OrganizationsWorkspace({ profile }: { profile: ProfileView }) {
  const { t, language } = useT();
  const s = useOrgsStore();
  const { filter, sort, limit, offset, columns, debounceMs } = s;
  const setSearch = (search: string) => s.setFilter({ search }, 'typing');
  const pageKey = JSON.stringify([profile.id, filter, sort, limit, offset]);
  const page = useLatestQuery<QueryPage<ServerRecord>>({
    key: pageKey,
    enabled: true,
    channel: 'orgs.table',
    debounceMs,
    run: (channel) => call('orgs.query', { profileId: profile.id, filter, sort, limit, offset, channel }),
  });
  const exporter = useExport(exportsPort);
  const rows = useMemo(() => page.data?.results ?? [], [page.data]);
  const total = page.data?.total ?? null;
  const answeredAt = page.answeredAt;
  const tableColumns = useMemo(
    () => columns.map((field) => orgColumn(field, answeredAt, language)),
    [columns, answeredAt, language],
  );
  const choices = useMemo(() => orgColumnChoices(rows, columns, language), [rows, columns, language]);
  const startExport = (format: ExportFormat) =>
    void exporter.start(() => call('orgs.export', { profileId: profile.id, filter, sort, columns, format }));

  return (
    <Stack gap="sm">
      <ListToolbar
        profileName={profile.name}
        total={total}
        loading={page.loading}
        noun={(count) => t('orgs.noun', { count })}
        totalTestId="orgs-total"
        columns={{ choices, visible: columns, defaults: DEFAULT_ORG_COLUMNS, onChange: s.setColumns }}
        exporter={exporter}
        onExport={startExport}
      />
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" justify="space-between">
          <TextInput
            label={t('orgs.nameContains')}
            placeholder={t('orgs.namePlaceholder')}
            size="xs"
            w={260}
            leftSection={<IconSearch size={14} aria-hidden />}
            value={filter.search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={200}
          />
          <Group gap={6} data-testid="active-filter" aria-live="polite">
            <IconFilter size={16} aria-hidden style={{ opacity: 0.7 }} />
            {filter.search.trim() ? (
              <>
                <Text size="sm">{t('orgs.filterName', { text: filter.search.trim() })}</Text>
                <Button size="compact-xs" variant="subtle" onClick={() => setSearch('')}>
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
      <PagedResults
        what={{
          label: t('orgs.table'),
          failure: t('orgs.failure'),
          forbiddenHint: t('orgs.forbidden'),
          loading: t('orgs.loading'),
          empty: t('orgs.empty'),
        }}
        page={page}
        columns={tableColumns}
        sort={sort}
        onSort={s.sortBy}
        offset={offset}
        limit={limit}
        onOffset={s.setOffset}
        onLimit={s.setLimit}
        pageKey={pageKey}
        height="max(340px, calc(100vh - 330px))"
      />
    </Stack>
  );
}
