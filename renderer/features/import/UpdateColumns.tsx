import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { countComparison } from '../../../shared/models/dry-run-comparison';
import type { ComparedField } from '../../../shared/models/dry-run-comparison';
import { UPDATE_COLUMNS } from '../../../shared/users-csv/update-columns';
import { useT } from '../../ui/i18n';
import { changedColumnCounts, keptRecords } from './changes-model';
import { useImportWizard } from './import-wizard-store';
import type { PredictionComparison } from './import-wizard-types';

/**
 * Which changes are worth an update, above the Changes view's "Changed" list: each column that
 * changed, with how many lines, ticked at first. Every existing user sent with overwrite gets a
 * new password (the service's import needs one on every row), so a user whose changes are all
 * in unticked columns is left out and keeps it (leave-out.ts; the rule: update-columns.ts).
 */
export function UpdateColumns({ comparison }: { comparison: PredictionComparison }) {
  const { t } = useT();
  const { overwrite, notForUpdate, setOptions } = useImportWizard(
    useShallow((s) => ({
      overwrite: s.options.overwrite,
      notForUpdate: s.options.notForUpdate,
      setOptions: s.setOptions,
    })),
  );
  const counts = useMemo(() => changedColumnCounts(comparison), [comparison]);
  const columns = UPDATE_COLUMNS.filter((column) => (counts.get(column) ?? 0) > 0);
  const kept = useMemo(() => keptRecords(comparison, notForUpdate).size, [comparison, notForUpdate]);
  if (columns.length === 0) return null;
  if (!overwrite)
    return (
      <Text size="sm" c="dimmed" data-testid="update-columns-no-overwrite">
        {t('changes.updateColumns.noOverwrite')}
      </Text>
    );
  // The existing users overwriting sends, as the options step counts them.
  const { changed, adopts } = countComparison(comparison.kinds);
  const existing = changed + adopts;
  const toggle = (column: ComparedField, ticked: boolean) =>
    setOptions({
      notForUpdate: ticked ? notForUpdate.filter((c) => c !== column) : [...notForUpdate, column],
    });
  return (
    <Paper withBorder p="sm" data-testid="update-columns">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('changes.updateColumns.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('changes.updateColumns.hint')}
        </Text>
        <Group gap="lg">
          {columns.map((column) => (
            <Checkbox
              key={column}
              checked={!notForUpdate.includes(column)}
              onChange={(event) => toggle(column, event.currentTarget.checked)}
              label={t('changes.updateColumns.column', {
                column: t(`changes.field.${column}`),
                count: counts.get(column) ?? 0,
              })}
              data-testid={`update-column-${column}`}
            />
          ))}
        </Group>
        <Text size="sm" data-testid="update-columns-summary">
          {t('changes.updateColumns.summary', { count: existing - kept, kept })}
        </Text>
      </Stack>
    </Paper>
  );
}
