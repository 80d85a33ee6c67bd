import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { DeviceFilter } from '../../../shared/models/query';
import type { FilterPart } from './filter-summary';
import { useT } from '../../ui/i18n';
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
  const { t } = useT();
  const parts = describeDeviceFilter(filter);
  return (
    <Group
      gap={6}
      data-testid="active-filter"
      aria-live="polite"
      wrap="wrap"
      mih={26}
      role="group"
      aria-label={t('filter.active')}
    >
      <IconFilter size={16} aria-hidden style={{ opacity: 0.7 }} />
      {parts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('filter.none')}
        </Text>
      ) : (
        <>
          {parts.map((p, i) => (
            <Group key={p.part} gap={6} wrap="nowrap">
              {i > 0 && (
                <Text size="xs" c="dimmed" fw={600}>
                  {t('filter.and')}
                </Text>
              )}
              <Badge
                variant="light"
                size="lg"
                tt="none"
                fw={500}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('filter.remove', { text: p.text })}
                    onClick={() => onClearPart(p.part)}
                  />
                }
              >
                {p.text}
              </Badge>
            </Group>
          ))}
          <Button size="compact-xs" variant="subtle" onClick={onClearAll}>
            {t('filter.clear')}
          </Button>
        </>
      )}
    </Group>
  );
}
