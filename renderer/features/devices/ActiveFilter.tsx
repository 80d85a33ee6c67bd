import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { DeviceFilter } from '../../../shared/models/query';
import type { FilterPart } from './filter-summary';
import { describeDeviceFilter } from './filter-summary';

/** The filter in force, always in view: each condition removable, all of them at once too. */
export function ActiveFilter({
  filter,
  onClearPart,
  onClearAll,
}: {
  filter: DeviceFilter;
  onClearPart(part: FilterPart): void;
  onClearAll(): void;
}) {
  const parts = describeDeviceFilter(filter);
  return (
    <Group gap={6} data-testid="active-filter" aria-live="polite" wrap="wrap" mih={26}>
      <IconFilter size={16} aria-hidden style={{ opacity: 0.7 }} />
      {parts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No filter: all devices.
        </Text>
      ) : (
        <>
          {parts.map((p, i) => (
            <Group key={p.part} gap={6} wrap="nowrap">
              {i > 0 && (
                <Text size="xs" c="dimmed" fw={600}>
                  AND
                </Text>
              )}
              <Badge
                variant="light"
                size="lg"
                tt="none"
                fw={500}
                rightSection={
                  <CloseButton size="xs" aria-label={`Remove: ${p.text}`} onClick={() => onClearPart(p.part)} />
                }
              >
                {p.text}
              </Badge>
            </Group>
          ))}
          <Button size="compact-xs" variant="subtle" onClick={onClearAll}>
            Clear filter
          </Button>
        </>
      )}
    </Group>
  );
}
