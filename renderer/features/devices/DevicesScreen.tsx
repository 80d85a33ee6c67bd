import { Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { CountsByValue, QueryPage, ServerRecord } from '../../../shared/models/query';
import type { ProfileView } from '../../../shared/models/profile';
import { exportsPort } from '../../bridge/exports';
import { call } from '../../bridge/mdm';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { CountsChart } from '../../ui/data-table/CountsChart';
import { ListToolbar } from '../../ui/data-table/ListToolbar';
import { PagedResults } from '../../ui/data-table/PagedResults';
import { useExport } from '../../ui/data-table/use-export';
import { useLatestQuery } from '../../ui/data-table/use-latest-query';
import { ProfileGate } from '../../ui/ProfileGate';
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
  const profiles = useProfiles();
  const navigate = useNavigation((s) => s.navigate);
  return (
    <Stack gap="sm">
      <Title order={2}>Devices</Title>
      <ProfileGate
        profiles={profiles}
        onOpenConnections={() => navigate('connections')}
        need="organization"
        what="devices"
        wrongKindReason="The device query (spec 4.6) is meant for an organization administrator's token: it lists the devices of that administrator's organization, and a system administrator's token belongs to no organization."
      >
        {(profile) => <DevicesWorkspace key={profile.id} profile={profile} />}
      </ProfileGate>
    </Stack>
  );
}

function DevicesWorkspace({ profile }: { profile: ProfileView }) {
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
  const tableColumns = useMemo(() => columns.map((field) => deviceColumn(field, answeredAt)), [columns, answeredAt]);
  const choices = useMemo(() => deviceColumnChoices(rows, columns), [rows, columns]);
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

  const startExport = () =>
    void exporter.start(() => call('devices.export', { profileId: profile.id, filter, sort, columns }));

  return (
    <Stack gap="sm">
      <ListToolbar
        profileName={profile.name}
        total={total}
        loading={page.loading}
        noun="devices"
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
        <Paper withBorder p="sm" w={330} style={{ flexShrink: 0 }} aria-label="Counts for the current filter">
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Tooltip
              multiline
              w={260}
              label="Each bar counts the devices that match every other part of the filter, so you see what choosing that value would give."
            >
              <Text size="xs" fw={600} c="dimmed">
                Counts (other filters)
              </Text>
            </Tooltip>
            <SegmentedControl
              size="xs"
              value={chart}
              onChange={(v) => setChart(v as 'platform' | 'status')}
              data={[
                { value: 'platform', label: 'Platform' },
                { value: 'status', label: 'Status' },
              ]}
            />
          </Group>
          <div
            style={{ maxHeight: 150, overflowY: 'auto', opacity: counts.loading ? 0.6 : 1 }}
            data-testid="counts-chart"
          >
            {counts.error ? (
              <Text size="xs" c="red">
                Counts unavailable: {counts.error.message}
              </Text>
            ) : counts.data ? (
              chart === 'platform' ? (
                <CountsChart
                  label="Devices per platform"
                  counts={counts.data.byPlatform}
                  labelOf={platformLabel}
                  selected={filter.platforms}
                  onToggle={(v) => toggle('platforms', v)}
                />
              ) : (
                <CountsChart
                  label="Devices per status"
                  counts={counts.data.byStatus}
                  labelOf={statusLabel}
                  selected={filter.statuses}
                  onToggle={(v) => toggle('statuses', v)}
                />
              )
            ) : (
              <Text size="xs" c="dimmed">
                Counting…
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
          label: 'Devices',
          failure: 'The device query failed',
          forbiddenHint:
            "The server refused this token for the device query. It needs an organization administrator's API access token (spec 5.4).",
          loading: 'Loading devices…',
          empty: 'No device matches this filter.',
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
        height="max(340px, calc(100vh - 520px))"
      />
    </Stack>
  );
}
