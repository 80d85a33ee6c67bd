import { Group, Paper, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { describeError } from '../../../shared/errors/wording';
import type { CountsByValue, ServerRecord } from '../../../shared/models/query';
import type { ProfileView } from '../../../shared/models/profile';
import { exportsPort } from '../../bridge/exports';
import { call } from '../../bridge/mdm';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { CountsChart } from '../../ui/data-table/CountsChart';
import { useLatestQuery } from '../../ui/data-table/use-latest-query';
import type { LatestQuery } from '../../ui/data-table/use-latest-query';
import { ListScreen } from '../../ui/list-screen/ListScreen';
import { ListWorkspace } from '../../ui/list-screen/ListWorkspace';
import { useT } from '../../ui/i18n';
import { ActiveFilter } from './ActiveFilter';
import { DEVICE_COLUMNS } from './device-columns';
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
    <ListScreen
      title={t('devices.title')}
      profiles={profiles}
      onOpenConnections={() => navigate('connections')}
      need="organization"
      what={t('devices.what')}
      whatTitle={t('devices.whatTitle')}
      wrongKindReason={t('devices.wrongKind')}
    >
      {(profile) => <DevicesWorkspace key={profile.id} profile={profile} />}
    </ListScreen>
  );
}

/** What differs from the other lists: the platform and status filters, their counts, saved views. */
function DevicesWorkspace({ profile }: { profile: ProfileView }) {
  const { t } = useT();
  const s = useDevicesStore();
  const { filter, debounceMs } = s;
  const counts = useLatestQuery<CountsByValue>({
    key: JSON.stringify([profile.id, filter]),
    enabled: true,
    channel: 'devices.counts',
    debounceMs,
    run: (channel) => call('devices.counts', { profileId: profile.id, filter, channel }),
  });
  return (
    <ListWorkspace
      profile={profile}
      list={s}
      columns={DEVICE_COLUMNS}
      channel="devices.table"
      measureName={DEVICES_RENDER_MEASURE}
      queryPage={(request) => call('devices.query', request)}
      startExport={(request) => call('devices.export', request)}
      exportPort={exportsPort}
      noun={(count) => t('devices.noun', { count })}
      totalTestId="devices-total"
      what={{
        label: t('devices.table'),
        failure: t('devices.failure'),
        forbiddenHint: t('devices.forbidden'),
        loading: t('devices.loading'),
        empty: t('devices.empty'),
      }}
      // A failed page already says why; Retry asks for the counts again too, so neither keeps a stale error.
      onRetry={counts.retry}
      height="max(340px, calc(100vh - 520px))"
      above={({ rows, failed }) => <DeviceFilterPanel rows={rows} counts={counts} pageFailed={failed} />}
    />
  );
}

function DeviceFilterPanel({
  rows,
  counts,
  pageFailed,
}: {
  rows: readonly ServerRecord[];
  counts: LatestQuery<CountsByValue>;
  pageFailed: boolean;
}) {
  const { t, language } = useT();
  const s = useDevicesStore();
  const { filter, sort, limit, columns } = s;
  const [chart, setChart] = useState<'platform' | 'status'>('platform');
  const toggle = (part: 'platforms' | 'statuses', value: string) => s.setFilter(toggleValue(filter, part, value));
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
  return (
    <>
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
                {pageFailed
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
    </>
  );
}
