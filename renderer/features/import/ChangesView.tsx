import { Alert, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ExportFormat } from '../../../shared/csv/export-format';
import { call } from '../../bridge/mdm';
import { downloadExported } from '../../ui/download';
import { ExportFormatChoice } from '../../ui/ExportFormatChoice';
import { useT } from '../../ui/i18n';
import { CHANGES_FILTERS, changesCounts, isComparisonKind } from './changes-model';
import type { ChangesFilter } from './changes-model';
import { ChangesList } from './ChangesList';
import { useChangesView } from './changes-view-store';
import { LeaversList } from './LeaversList';
import { UpdateColumns } from './UpdateColumns';
import { applyLookAlikeDecisions } from './look-alike-apply';
import { sameNotApplied, useLookAlikeDecisions } from './look-alike-decisions';
import { useImportWizard } from './import-wizard-store';
import type { PredictionComparison } from './import-wizard-types';

/**
 * The dry run's comparison with the organization's users, to review before the import: the
 * lines that are new, changed (each field's server and file value side by side), unchanged,
 * or look like an existing user, and the users the file does not name (a count, each by name:
 * LeaversList.tsx, and their list to export). Read-only: nothing is sent from here.
 */
export function ChangesView() {
  const { t } = useT();
  const { opened, filter, close, setFilter } = useChangesView();
  const { comparison, current } = useImportWizard(
    useShallow((s) => ({ comparison: s.prediction.comparison, current: s.summary?.predicted != null })),
  );
  const counts = useMemo(() => (comparison ? changesCounts(comparison) : null), [comparison]);
  const file = useImportWizard((s) => s.file);
  // "Same person" lines to be written into their rows when the view closes (look-alike-apply.ts).
  const samePending = useLookAlikeDecisions((s) => (comparison ? sameNotApplied(comparison, file, s).length : 0));
  const label = (f: ChangesFilter) => t(`changes.filter.${f}`, { count: counts?.[f] ?? 0 });
  // No animations: the dialog and the filter's marker are where they belong at once (as the check step's panels).
  return (
    <Modal
      opened={opened}
      onClose={() => {
        close();
        // "Same person" decided here: written into the rows, and the dry run again (look-alike-apply.ts).
        applyLookAlikeDecisions();
      }}
      title={t('changes.title')}
      size="min(1200px, 96vw)"
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="changes-view"
    >
      {comparison && counts && current ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('changes.intro', { count: comparison.serverUsers })}
          </Text>
          <SegmentedControl
            aria-label={t('changes.filters')}
            value={filter}
            onChange={(value) => setFilter(value as ChangesFilter)}
            // The school-ID filters only where a line is of them (a file without keys never is).
            data={CHANGES_FILTERS.filter((f) => (f !== 'adopts' && f !== 'conflict') || counts[f] > 0).map((f) => ({
              value: f,
              label: label(f),
            }))}
            transitionDuration={0}
            data-testid="changes-filter"
            style={{ alignSelf: 'flex-start' }}
          />
          {isComparisonKind(filter) ? (
            <>
              <Text size="sm">{t(`changes.explain.${filter}`)}</Text>
              {filter === 'changed' && <UpdateColumns comparison={comparison} />}
              {filter === 'looksLike' && samePending > 0 && (
                <Text size="sm" fw={500} data-testid="lookalike-same-pending">
                  {t('changes.decide.samePending', { count: samePending })}
                </Text>
              )}
              <ChangesList comparison={comparison} kind={filter} label={t('changes.list', { filter: label(filter) })} />
            </>
          ) : (
            <NotInFile comparison={comparison} />
          )}
        </Stack>
      ) : (
        <Text size="sm" data-testid="changes-stale">
          {t('changes.stale')}
        </Text>
      )}
    </Modal>
  );
}

/** How many users the file does not name, that nothing is deleted, who they are, and their list to export. */
function NotInFile({ comparison }: { comparison: PredictionComparison }) {
  const { t } = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const count = comparison.notInFile?.count ?? 0;
  const exportList = async (format: ExportFormat) => {
    setFailure(null);
    try {
      downloadExported(await call('dryRun.exportNotInFile', { uploadId: comparison.uploadId, format }));
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  return (
    <Stack gap="sm" data-testid="changes-not-in-file">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" data-testid="not-in-file-count">
          {t(comparison.idColumn ? 'changes.notInFile.countByKey' : 'changes.notInFile.count', { count })}
        </Text>
        <ExportFormatChoice
          label={t('changes.notInFile.export')}
          onExport={(format) => void exportList(format)}
          disabled={count === 0}
          testId="export-not-in-file"
        />
      </Group>
      {/* A note, not an alert: nothing went wrong. */}
      <Alert color="blue" variant="light" role="note" icon={<IconInfoCircle aria-hidden />}>
        {t('changes.notInFile.nothingDeleted')}
      </Alert>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {t('changes.notInFile.failed', { reason: failure })}
        </Text>
      )}
      {count > 0 && <LeaversList comparison={comparison} />}
    </Stack>
  );
}
