import { Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { describeError } from '../../../shared/errors/wording';
import type { CountsByValue, QueryPage, ServerRecord } from '../../../shared/models/query';
import type { ProfileView } from '../../../shared/models/profile';
import { exportsPort } from '../../bridge/exports';
import type { ExportFormat } from '../../../shared/csv/export-format';
import { call } from '../../bridge/mdm';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { CountsChart } from '../../ui/data-table/CountsChart';
import { ListToolbar } from '../../ui/data-table/ListToolbar';
import { PagedResults } from '../../ui/data-table/PagedResults';
import { useExport } from '../../ui/data-table/use-export';
import { useLatestQuery } from '../../ui/data-table/use-latest-query';
import { ProfileGate } from '../../ui/ProfileGate';
import { useT } from '../../ui/i18n';
import { ActiveFilter } from './ActiveFilter';
import { DEFAULT_DEVICE_COLUMNS, deviceColumn, deviceColumnChoices } from './device-columns';
import { KNOWN_PLATFORMS, KNOWN_STATUSES, platformLabel, statusLabel, valueList } from './device-values';
import { DeviceFilters } from './DeviceFilters';
import { useDevicesStore } from './devices-store';
import { clearPart, toggleValue } from './filter-summary';
import { SavedViews } from './SavedViews';

/** performance.measure name: answer arrived -> first frame after the table rendered it. */
const DEVICES_RENDER_MEASURE = 'devices:answer-to-frame';

/** Devices (spec 4.6): filter, sort, page, count and export, for an organization administrator. */
export function DevicesScreen() {
  const { t } = useT();
  const profiles = useProfiles();
  const navigate = useNavigation((s) => s.navigate);
  return (
    <Stack gap="sm">
      <Title order={2}>{t('devices.title')}</Title>
      <ProfileGate
        profiles={profiles}
        onOpenConnections={() => navigate('connections')}
        need="organization"
        what={t('devices.what')}
        whatTitle={t('devices.whatTitle')}
        wrongKindReason={t('devices.wrongKind')}
      >
        {(profile) => <DevicesWorkspace key={profile.id} profile={profile} />}
      </ProfileGate>
    </Stack>
  );
}

function DevicesWorkspace({ profile }: { profile: ProfileView }) {
  const { t, language } = useT();
  const s = useDevicesStore();
  const { filter, sort, limit, offset, columns, debounceMs } = s;
  const [chart, setChart] = useState<'platform' | 'status'>('platform');
  const toggle = (part: 'platforms' | 'statuses', value: string) => s.setFilter(toggleValue(filter, part, value));

  const pageKey = JSON.stringify([profile.id, filter, sort, limit, offset]);
  const page = useLatestQuery<QueryPage<ServerRecord>>({
    key: pageKey,
    enabled: true,
    channel: 'devices.table',
    debounceMs,
    measureName: DEVICES_RENDER_MEASURE,
    run: (channel) => call('devices.query', { profileId: profile.id, filter, sort, limit, offset, channel }),
  });
  const counts = useLatestQuery<CountsByValue>({
    key: JSON.stringify([profile.id, filter]),
    enabled: true,
    channel: 'devices.counts',
    debounceMs,
    run: (channel) => call('devices.counts', { profileId: profile.id, filter, channel }),
  });
  const exporter = useExport(exportsPort);

  const rows = useMemo(() => page.data?.results ?? [], [page.data]);
  const total = page.data?.total ?? null;
  const answeredAt = page.answeredAt;
  // The language is a dependency: the columns carry their names and dates in it.
  const tableColumns = useMemo(
    () => columns.map((field) => deviceColumn(field, answeredAt, language)),
    [columns, answeredAt, language],
  );
  const choices = useMemo(() => deviceColumnChoices(rows, columns, language), [rows, columns, language]);
  const platforms = useMemo(
    () =>
      valueList(
        KNOWN_PLATFORMS,
        Object.keys(counts.data?.byPlatform ?? {}),
        filter.platforms,
        rows.map((r) => String(r.platform ?? '')),
      ),
    [counts.data, filter.platforms, rows],
  );
  const statuses = useMemo(
    () =>
      valueList(
        KNOWN_STATUSES,
        Object.keys(counts.data?.byStatus ?? {}),
        filter.statuses,
        rows.map((r) => String(r.status ?? '')),
      ),
    [counts.data, filter.statuses, rows],
  );

  const startExport = (format: ExportFormat) =>
    void exporter.start(() => call('devices.export', { profileId: profile.id, filter, sort, columns, format }));
  // A failed page already says why; Retry asks for the counts again too, so neither keeps a stale error.
  const retryBoth = () => {
    page.retry();
    counts.retry();
  };

  return (
    <Stack gap="sm">
      <ListToolbar
        profileName={profile.name}
        total={total}
        loading={page.loading}
        noun={(count) => t('devices.noun', { count })}
        totalTestId="devices-total"
        columns={{ choices, visible: columns, defaults: DEFAULT_DEVICE_COLUMNS, onChange: s.setColumns }}
        exporter={exporter}
        onExport={startExport}
      />

      <SavedViews current={{ filter, sort, columns, limit }} onOpen={s.applyView} />

      <Group align="stretch" gap="sm" wrap="nowrap">
        <Paper withBorder p="sm" style={{ flex: 1, minWidth: 0 }}>
          <DeviceFilters
            filter={filter}
            platforms={platforms}
            statuses={statuses}
            onToggle={toggle}
            onSearch={(search) => s.setFilter({ search }, 'typing')}
            onDays={(days) => s.setFilter({ lastConnectionOlderThanDays: days }, 'typing')}
          />
        </Paper>
        <Paper withBorder p="sm" w={340} style={{ flexShrink: 0 }} component="section" aria-label={t('devices.counts')}>
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Tooltip multiline w={260} label={t('devices.countsHint')}>
              <Text size="xs" fw={600} c="dimmed" tabIndex={0}>
                {t('devices.countsTitle')}
              </Text>
            </Tooltip>
            <SegmentedControl
              size="xs"
              value={chart}
              onChange={(v) => setChart(v as 'platform' | 'status')}
              aria-label={t('devices.countsBy')}
              data={[
                { value: 'platform', label: t('devices.platform') },
                { value: 'status', label: t('devices.status') },
              ]}
            />
          </Group>
          <div
            style={{ maxHeight: 150, overflowY: 'auto', opacity: counts.loading ? 0.6 : 1 }}
            data-testid="counts-chart"
          >
            {counts.error ? (
              <Text size="xs" c="red" data-testid="counts-error">
                {page.error
                  ? t('devices.countsUnavailableShort')
                  : t('devices.countsUnavailable', { reason: describeError(counts.error, 'app', { language, t }) })}
              </Text>
            ) : counts.data ? (
              chart === 'platform' ? (
                <CountsChart
                  label={t('devices.perPlatform')}
                  counts={counts.data.byPlatform}
                  labelOf={platformLabel}
                  selected={filter.platforms}
                  onToggle={(v) => toggle('platforms', v)}
                />
              ) : (
                <CountsChart
                  label={t('devices.perStatus')}
                  counts={counts.data.byStatus}
                  labelOf={statusLabel}
                  selected={filter.statuses}
                  onToggle={(v) => toggle('statuses', v)}
                />
              )
            ) : (
              <Text size="xs" c="dimmed">
                {t('devices.counting')}
              </Text>
            )}
          </div>
        </Paper>
      </Group>

      <ActiveFilter
        filter={filter}
        onClearPart={(part) => s.setFilter(clearPart(filter, part))}
        onClearAll={s.clearFilter}
      />

      <PagedResults
        what={{
          label: t('devices.table'),
          failure: t('devices.failure'),
          forbiddenHint: t('devices.forbidden'),
          loading: t('devices.loading'),
          empty: t('devices.empty'),
        }}
        page={page}
        onRetry={retryBoth}
        columns={tableColumns}
        sort={sort}
        onSort={s.sortBy}
        offset={offset}
        limit={limit}
        onOffset={s.setOffset}
        onLimit={s.setLimit}
        pageKey={pageKey}
        height="max(340px, calc(100vh - 520px))"
      />
    </Stack>
  );
}
