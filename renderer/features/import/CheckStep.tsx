import { Accordion, Alert, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconFileAlert } from '@tabler/icons-react';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useImportWizard } from './import-wizard-store';
import { useProfiles } from '../../stores/profiles';
import { useT } from '../../ui/i18n';
import { findingText } from '../../../shared/users-csv';
import { MappingTable } from './MappingTable';
import { NamingBar } from './NamingBar';
import { PreviewGrid, binarySearch } from './PreviewGrid';
import type { CellRef } from './PreviewGrid';
import { ProblemsPanel } from './ProblemsPanel';
import { PredictionBar } from './PredictionBar';
import type { PredictedStatus } from '../../../shared/models/dry-run';

/** Mapping, then every row with its problems; next/previous problem and the problem-rows filter. */
export function CheckStep() {
  // Selected, not the whole store: progress ticks every 80 ms while reading; only the row count matters here.
  const { t, language } = useT();
  const { header, summary, phase, mapping, setStep, retryOf, error, overwrite, predictedRows } = useImportWizard(
    useShallow((s) => ({
      header: s.header,
      summary: s.summary,
      phase: s.phase,
      mapping: s.mapping,
      setStep: s.setStep,
      retryOf: s.retryOf,
      error: s.error,
      overwrite: s.options.overwrite,
      predictedRows: s.predictedRows,
    })),
  );
  const readRecords = useImportWizard((s) => (s.summary ? 0 : s.progress.records));
  const connected = useProfiles((s) => s.activeProfile !== null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<CellRef | null>(null);
  const [scrollTo, setScrollTo] = useState<{ index: number; nonce: number } | null>(null);
  // The rows of one predicted outcome (the prediction bar's filter).
  // The naming bar's height (it wraps, and shows a pattern's error): the grid gives way by as much.
  const { ref: namingRef, height: namingHeight } = useElementSize();
  const [byPrediction, setByPrediction] = useState<{ status: PredictedStatus; rows: Int32Array } | null>(null);
  const filterByPrediction = (status: PredictedStatus | null) => {
    if (!status) return setByPrediction(null);
    void predictedRows(status).then((rows) => setByPrediction({ status, rows }));
  };
  const showPredicted = summary?.predicted ? { overwrite } : null;
  const predictedFilter = showPredicted ? byPrediction : null;
  const problems = summary?.problemRows ?? null;
  const total = summary?.records ?? readRecords;
  const mappedCount = mapping.filter(Boolean).length;

  const jump = (direction: 1 | -1) => {
    if (!problems || problems.length === 0) return;
    const current = selected?.index ?? -1;
    let position: number;
    if (direction === 1) {
      position = binarySearch(problems, current + 1);
      if (position < 0) position = 0;
    } else {
      position = binarySearch(problems, current);
      position = (position < 0 ? problems.length : position) - 1;
      if (position < 0) position = problems.length - 1;
    }
    const index = problems[position]!;
    setSelected({ index, column: selected?.column ?? 0 });
    setScrollTo({ index, nonce: Date.now() });
  };

  if (header.length === 0) {
    // No header: a binary or empty file, or one that could not be read. Say why, never an empty page.
    if (phase === 'reading' || phase === 'idle') return null;
    const findings = summary?.fileFindings ?? [];
    return (
      <Alert color="red" title={t('import.check.nothingRead')} icon={<IconFileAlert />} data-testid="file-unusable">
        <Stack gap={4}>
          {findings.map((f, i) => (
            <Text key={i} size="sm" data-testid="file-finding">
              {findingText(f, language, t)}
            </Text>
          ))}
          {findings.length === 0 && error && <Text size="sm">{error}</Text>}
          <Text size="sm">{t('import.check.nothingReadHelp')}</Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      {/* No animation: the panel opens at its full height at once (a measured height cut its last row). */}
      <Accordion
        variant="contained"
        value={columnsOpen}
        onChange={setColumnsOpen}
        chevronPosition="left"
        transitionDuration={0}
      >
        <Accordion.Item value="mapping">
          <Accordion.Control data-testid="mapping-toggle">
            <Group gap="xs">
              <Text fw={600}>{t('import.check.columns')}</Text>
              <Text size="sm" c="dimmed">
                {t('import.check.imported', { mapped: mappedCount, total: header.length })}
              </Text>
              {summary && summary.missing.length > 0 && (
                <Badge color="red" tt="none">
                  {t('import.check.missing', { columns: summary.missing.join(', ') })}
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {/* Mounted only when open: its Selects are the costliest part of the step's first render. */}
            {columnsOpen === 'mapping' && <MappingTable />}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <div ref={namingRef} style={{ marginTop: namingHeight > 0 ? 4 : 0 }}>
        <NamingBar />
      </div>
      {connected && (
        <div style={{ marginTop: 4 }}>
          <PredictionBar filter={predictedFilter?.status ?? null} onFilter={filterByPrediction} />
        </div>
      )}
      <Group justify="space-between" my={4} wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Switch
            label={t('import.check.onlyProblems')}
            checked={onlyProblems}
            onChange={(e) => setOnlyProblems(e.currentTarget.checked)}
            disabled={!problems}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowUp size={14} aria-hidden />}
            style={{ flex: 'none' }}
            onClick={() => jump(-1)}
            disabled={!problems?.length}
          >
            {t('import.check.previous')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowDown size={14} aria-hidden />}
            style={{ flex: 'none' }}
            onClick={() => jump(1)}
            disabled={!problems?.length}
          >
            {t('import.check.next')}
          </Button>
          {problems && (
            <Text size="xs" c="dimmed" title={t('import.check.editHint')}>
              {t('import.check.problemRows', { count: problems.length })}
            </Text>
          )}
        </Group>
        <Button
          onClick={() => setStep('options')}
          disabled={phase !== 'done' || (summary?.missing.length ?? 1) > 0}
          data-testid="to-options"
        >
          {t('common.continue')}
        </Button>
      </Group>
      {/* Sized so that the step fits 1280x800 with the columns folded: no page scrollbar over the panel. */}
      <div
        style={{
          display: 'flex',
          gap: 12,
          height: `calc(100vh - ${350 + (namingHeight > 0 ? Math.ceil(namingHeight) + 4 : 0) + (connected ? 34 : 76) + (retryOf ? 34 : 0) + (phase === 'reading' ? 44 : 0)}px)`,
          minHeight: 280,
        }}
      >
        <div style={{ flex: 1, minWidth: 0 }}>
          <PreviewGrid
            only={onlyProblems ? problems : (predictedFilter?.rows ?? null)}
            predicted={showPredicted}
            total={total}
            selected={selected}
            onSelect={setSelected}
            scrollTo={scrollTo}
          />
        </div>
        <div style={{ width: 280, flex: 'none', minWidth: 0 }}>
          <ProblemsPanel selected={selected} />
        </div>
      </div>
    </>
  );
}
