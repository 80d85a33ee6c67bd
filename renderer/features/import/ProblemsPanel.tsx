import { Badge, Button, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { RuleId } from '../../../shared/users-csv';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useImportWizard } from './import-wizard-store';
import type { CellRef } from './PreviewGrid';
import { useT } from '../../ui/i18n';
import { findingText } from '../../../shared/users-csv';
import { formatNumber } from '../../../shared/i18n/format';

/** Button labels wrap inside the narrow panel instead of widening it past the window's edge. */
const WRAP = { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } };

/** Counts per rule, the safe bulk fixes, the file's own problems and those of the selected row. */
export const ProblemsPanel = memo(function ProblemsPanel({ selected }: { selected: CellRef | null }) {
  const { t, language } = useT();
  const { summary, rows, fixAll, header } = useImportWizard(
    useShallow((s) => ({ summary: s.summary, rows: s.rows, fixAll: s.fixAll, header: s.header })),
  );
  if (!summary) {
    return (
      <Text size="sm" c="dimmed" data-testid="problems-pending">
        {t('import.problems.pending')}
      </Text>
    );
  }
  const row = selected ? rows.get(selected.index) : undefined;
  const rules = Object.entries(summary.counts) as Array<[RuleId, number]>;
  return (
    // Vertical only, with room kept for the scrollbar: nothing is cut at the right edge.
    <ScrollArea h="100%" type="auto" scrollbars="y" offsetScrollbars="y" data-testid="problems-panel">
      <Stack gap="xs" pr={4} style={{ overflowWrap: 'anywhere' }}>
        <Title order={3} size="h5">
          {t('import.problems.title')}
        </Title>
        {rules.length === 0 && <Text size="sm">{t('import.problems.none')}</Text>}
        {rules.map(([rule, count]) => (
          <Group key={rule} justify="space-between" wrap="nowrap" data-testid={`rule-${rule}`}>
            <Text size="sm">{t(`rule.${rule}`)}</Text>
            <Badge size="sm" style={{ flex: 'none' }} color={isWarning(rule) ? 'yellow' : 'red'}>
              {formatNumber(language, count)}
            </Badge>
          </Group>
        ))}
        {(summary.counts.whitespace ?? 0) > 0 && (
          <Button size="xs" variant="light" onClick={() => fixAll('whitespace')} h="auto" py={4} styles={WRAP}>
            {t('import.problems.trim')}
          </Button>
        )}
        {(summary.counts.phone ?? 0) > 0 && (
          <Button
            size="xs"
            variant="light"
            onClick={() => fixAll('phone')}
            title={t('import.problems.phonesHint')}
            h="auto"
            py={4}
            styles={WRAP}
          >
            {t('import.problems.phones')}
          </Button>
        )}
        {summary.findingsTruncated && (
          <Text size="xs" c="dimmed">
            {t('import.problems.truncated')}
          </Text>
        )}
        {row && selected && (
          <>
            <Divider my={4} />
            <Title order={4} size="h6">
              {t('import.problems.lineColumn', { line: row.line, column: header[selected.column] ?? '' })}
            </Title>
            {row.findings.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('import.problems.rowFine')}
              </Text>
            ) : (
              row.findings.map((f, i) => (
                <Text
                  key={i}
                  size="sm"
                  c={f.severity === 'error' ? 'red' : 'yellow.8'}
                  data-testid="row-finding"
                  fw={f.columnIndex === selected.column ? 600 : undefined}
                >
                  {findingText(f, language, t, { row, headerLength: header.length })}
                </Text>
              ))
            )}
          </>
        )}
        {summary.fileFindings.length > 0 && (
          <>
            <Divider my={4} />
            <Title order={4} size="h6">
              {t('import.problems.file')}
            </Title>
            {summary.fileFindings.slice(0, 50).map((f, i) => (
              <Text key={i} size="xs" c={f.severity === 'error' ? 'red' : 'dimmed'}>
                {t('import.problems.fileLine', { line: f.line, message: findingText(f, language, t) })}
              </Text>
            ))}
          </>
        )}
      </Stack>
    </ScrollArea>
  );
});

const isWarning = (rule: RuleId) =>
  rule === 'whitespace' ||
  rule === 'line-break' ||
  rule === 'blank-line' ||
  rule === 'unmapped-column' ||
  rule === 'empty-header';
