import { Badge, Group, Text } from '@mantine/core';
import { ColumnChooser } from './ColumnChooser';
import type { ColumnChooserProps } from './ColumnChooser';
import { ExportControl } from './ExportControl';
import type { ExportFormat } from '../../../shared/csv/export-format';
import { useT } from '../i18n';
import type { ExportRun } from './use-export';

export interface ListToolbarProps {
  profileName: string;
  /** The total from getNonpagedCount; null while unknown. */
  total: number | null;
  loading: boolean;
  /** The noun for a count, in the app's language ("1 device", "2 Geräte"). */
  noun: (count: number) => string;
  totalTestId: string;
  columns: ColumnChooserProps;
  exporter: ExportRun;
  onExport(format: ExportFormat): void;
}

/** Above every list: which connection, how many match, the column chooser and the export. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useT();
  const { total } = props;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs">
        <Badge variant="light" color="gray" tt="none" maw={260}>
          {props.profileName}
        </Badge>
        <Text size="sm" c="dimmed" data-testid={props.totalTestId}>
          {total !== null
            ? t('table.matching', { count: total, noun: props.noun(total) })
            : props.loading
              ? t('common.loading')
              : ''}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColumnChooser {...props.columns} />
        <ExportControl run={props.exporter} onStart={props.onExport} disabled={total === 0} what={props.noun} />
      </Group>
    </Group>
  );
}
