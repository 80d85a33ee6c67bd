import { Badge, Group, Text } from '@mantine/core';
import { ColumnChooser } from './ColumnChooser';
import type { ColumnChooserProps } from './ColumnChooser';
import { ExportControl } from './ExportControl';
import { formatCount } from './format';
import type { ExportRun } from './use-export';

export interface ListToolbarProps {
  profileName: string;
  /** The total from getNonpagedCount; null while unknown. */
  total: number | null;
  loading: boolean;
  /** Plural noun for the total and the export ("devices", "requests"). */
  noun: string;
  totalTestId: string;
  columns: ColumnChooserProps;
  exporter: ExportRun;
  onExport(): void;
}

/** Above every list: which connection, how many match, the column chooser and the export. */
export function ListToolbar(props: ListToolbarProps) {
  const { total } = props;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs">
        <Badge variant="light" color="gray" tt="none">
          {props.profileName}
        </Badge>
        <Text size="sm" c="dimmed" data-testid={props.totalTestId}>
          {total !== null ? `${formatCount(total)} matching ${props.noun}` : props.loading ? 'Loading…' : ''}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColumnChooser {...props.columns} />
        <ExportControl run={props.exporter} onStart={props.onExport} disabled={total === 0} what={props.noun} />
      </Group>
    </Group>
  );
}
