import { Badge, Button, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { RuleId } from '../../../shared/users-csv';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useImportWizard } from './import-wizard-store';
import type { CellRef } from './PreviewGrid';
import { formatCount } from './format';

const RULE_LABEL: Partial<Record<RuleId, string>> = {
  'field-count': 'Wrong number of fields',
  required: 'Mandatory value empty',
  email: 'Invalid e-mail',
  phone: 'Phone not +digits',
  'password-policy': 'Password too weak',
  'name-characters': 'Forbidden character in name',
  'duplicate-name': 'Duplicate name',
  'duplicate-email': 'Duplicate e-mail',
  whitespace: 'Leading/trailing spaces',
  'line-break': 'Line break in value',
  'missing-column': 'Mandatory column missing',
  'unmapped-column': 'Column not imported',
  'blank-line': 'Blank line',
};

/** Counts per rule, the safe bulk fixes, the file's own problems and those of the selected row. */
export const ProblemsPanel = memo(function ProblemsPanel({ selected }: { selected: CellRef | null }) {
  const { summary, rows, fixAll, header } = useImportWizard(
    useShallow((s) => ({ summary: s.summary, rows: s.rows, fixAll: s.fixAll, header: s.header })),
  );
  if (!summary) {
    return (
      <Text size="sm" c="dimmed" data-testid="problems-pending">
        The problems are listed here once the whole file is read (duplicates need every row).
      </Text>
    );
  }
  const row = selected ? rows.get(selected.index) : undefined;
  const rules = Object.entries(summary.counts) as Array<[RuleId, number]>;
  return (
    // Vertical only, with room kept for the scrollbar: nothing is cut at the right edge.
    <ScrollArea h="100%" type="auto" scrollbars="y" offsetScrollbars="y" data-testid="problems-panel">
      <Stack gap="xs" pr={4} style={{ overflowWrap: 'anywhere' }}>
        <Title order={5}>Problems</Title>
        {rules.length === 0 && <Text size="sm">No problems found: every row can be imported.</Text>}
        {rules.map(([rule, count]) => (
          <Group key={rule} justify="space-between" wrap="nowrap" data-testid={`rule-${rule}`}>
            <Text size="sm">{RULE_LABEL[rule] ?? rule}</Text>
            <Badge size="sm" style={{ flex: 'none' }} color={isWarning(rule) ? 'yellow' : 'red'}>
              {formatCount(count)}
            </Badge>
          </Group>
        ))}
        {(summary.counts.whitespace ?? 0) > 0 && (
          <Button size="xs" variant="light" onClick={() => fixAll('whitespace')}>
            Trim spaces in all values
          </Button>
        )}
        {(summary.counts.phone ?? 0) > 0 && (
          <Button
            size="xs"
            variant="light"
            onClick={() => fixAll('phone')}
            title="Where a phone number can be written as + and digits"
          >
            Clean up phone numbers
          </Button>
        )}
        {summary.findingsTruncated && (
          <Text size="xs" c="dimmed">
            Only the first 300,000 problems are marked in the grid; the counts are complete.
          </Text>
        )}
        {row && selected && (
          <>
            <Divider my={4} />
            <Title order={6}>
              Line {row.line}, {header[selected.column] ?? ''}
            </Title>
            {row.findings.length === 0 ? (
              <Text size="sm" c="dimmed">
                This row has no problem.
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
                  {f.message}
                </Text>
              ))
            )}
          </>
        )}
        {summary.fileFindings.length > 0 && (
          <>
            <Divider my={4} />
            <Title order={6}>The file and its header</Title>
            {summary.fileFindings.slice(0, 50).map((f, i) => (
              <Text key={i} size="xs" c={f.severity === 'error' ? 'red' : 'dimmed'}>
                Line {f.line}: {f.message}
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
