import { Chip, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { DeviceFilter } from '../../../shared/models/query';
import { useT } from '../../ui/i18n';
import { NameSearchField } from '../../ui/list-screen/NameSearchField';
import { platformLabel, statusLabel } from './device-values';

export interface DeviceFiltersProps {
  filter: DeviceFilter;
  platforms: readonly string[];
  statuses: readonly string[];
  onToggle(part: 'platforms' | 'statuses', value: string): void;
  onSearch(text: string): void;
  onDays(days: number | null): void;
}

function ChipRow({
  title,
  part,
  values,
  selected,
  labelOf,
  onToggle,
}: {
  title: string;
  part: 'platforms' | 'statuses';
  values: readonly string[];
  selected: readonly string[];
  labelOf(v: string): string;
  onToggle: DeviceFiltersProps['onToggle'];
}) {
  const { t } = useT();
  return (
    <Group gap={6} align="flex-start" wrap="nowrap" role="group" aria-label={t('devices.filterGroup', { title })}>
      <Text size="xs" fw={600} w={64} pt={3} c="dimmed">
        {title}
      </Text>
      <Group gap={4}>
        {values.map((value) => (
          <Chip
            key={value}
            size="xs"
            variant="outline"
            checked={selected.includes(value)}
            onChange={() => onToggle(part, value)}
            value={value}
            title={value}
            data-value={value}
          >
            {labelOf(value)}
          </Chip>
        ))}
      </Group>
    </Group>
  );
}

/** Name search, "not connected for N days", and a chip for every platform and status. */
export function DeviceFilters({ filter, platforms, statuses, onToggle, onSearch, onDays }: DeviceFiltersProps) {
  const { t } = useT();
  return (
    <Stack gap={8}>
      <Group gap="sm" align="flex-end">
        <NameSearchField
          value={filter.search}
          placeholder={t('devices.namePlaceholder')}
          width={240}
          onSearch={onSearch}
        />
        <NumberInput
          label={t('devices.olderThan')}
          placeholder={t('devices.any')}
          size="xs"
          w={240}
          min={0}
          max={100_000}
          allowDecimal={false}
          allowNegative={false}
          value={filter.lastConnectionOlderThanDays ?? ''}
          onChange={(value) => onDays(value === '' || value === null ? null : Math.max(0, Math.trunc(Number(value))))}
        />
      </Group>
      <ChipRow
        title={t('devices.platform')}
        part="platforms"
        values={platforms}
        selected={filter.platforms}
        labelOf={platformLabel}
        onToggle={onToggle}
      />
      <ChipRow
        title={t('devices.status')}
        part="statuses"
        values={statuses}
        selected={filter.statuses}
        labelOf={statusLabel}
        onToggle={onToggle}
      />
    </Stack>
  );
}
