import { Button, Checkbox, Divider, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useT } from '../i18n';

export interface ColumnChoice {
  field: string;
  label: string;
}

export interface ColumnChooserProps {
  /** Every column that can be shown: the app's own, then the other fields the server returned. */
  choices: readonly ColumnChoice[];
  visible: readonly string[];
  onChange(visible: string[]): void;
  /** The columns shown when nothing was chosen. */
  defaults: readonly string[];
}

/** Shows or hides columns; the order of `choices` is the order on screen. */
export function ColumnChooser({ choices, visible, onChange, defaults }: ColumnChooserProps) {
  const { t } = useT();
  const toggle = (field: string, on: boolean) => {
    const next = new Set(visible);
    if (on) next.add(field);
    else next.delete(field);
    // Keep at least one column: an empty table explains nothing.
    if (next.size === 0) return;
    onChange(choices.map((c) => c.field).filter((f) => next.has(f)));
  };
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} aria-hidden />} aria-haspopup="dialog">
          {t('table.columns', { count: visible.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('table.chooseColumns')}>
        <Group justify="space-between" mb={6}>
          <Text size="sm" fw={600}>
            {t('table.columnsTitle')}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([...defaults])}>
            {t('table.reset')}
          </Button>
        </Group>
        <Divider mb={6} />
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack gap={6} pr={4}>
            {choices.map((c) => (
              <Checkbox
                key={c.field}
                size="xs"
                label={c.label}
                checked={visible.includes(c.field)}
                onChange={(event) => toggle(c.field, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
