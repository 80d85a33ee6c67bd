import { Alert, Badge, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { MANDATORY_COLUMNS, TARGET_COLUMNS } from '../../../shared/users-csv';
import type { TargetColumn } from '../../../shared/users-csv';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useImportWizard } from './import-wizard-store';

const DONT_IMPORT = '__none__';
const TARGET_OPTIONS = [
  { value: DONT_IMPORT, label: "Don't import" },
  ...TARGET_COLUMNS.map((t) => ({ value: t, label: MANDATORY_COLUMNS.includes(t) ? `${t} (mandatory)` : t })),
];

/** Each source column, its 5.34 target and why; missing mandatory and doubly assigned targets called out. */
/** Memoised: the check step re-renders as rows are read; the Selects here need not. */
export const MappingTable = memo(function MappingTable() {
  const { header, matches, mapping, mappingRemembered, setTarget, rows } = useImportWizard(
    useShallow((s) => ({
      header: s.header,
      matches: s.matches,
      mapping: s.mapping,
      mappingRemembered: s.mappingRemembered,
      setTarget: s.setTarget,
      rows: s.rows,
    })),
  );
  if (header.length === 0) return null;
  const first = rows.get(0);
  const missing = MANDATORY_COLUMNS.filter((t) => !mapping.includes(t));
  const usedBy = new Map<TargetColumn, number[]>();
  mapping.forEach((t, i) => t && usedBy.set(t, [...(usedBy.get(t) ?? []), i]));
  const doubled = [...usedBy].filter(([, cols]) => cols.length > 1);

  return (
    <div>
      {mappingRemembered && (
        <Text size="xs" c="dimmed" mb={4} data-testid="mapping-remembered">
          The mapping you chose last time for these columns (with this connection) is applied.
        </Text>
      )}
      {missing.length > 0 && (
        <Alert color="red" mb="xs" title="Mandatory columns missing" data-testid="mapping-missing">
          No column is assigned to {missing.join(', ')}. Assign one below, or add the column to the file.
        </Alert>
      )}
      {doubled.length > 0 && (
        <Alert color="red" mb="xs" title="Columns assigned twice" data-testid="mapping-doubled">
          {doubled
            .map(([t, cols]) => `${t} is assigned to ${cols.map((c) => `"${header[c]}"`).join(' and ')}`)
            .join('; ')}
          . Each 5.34 column takes one source column.
        </Alert>
      )}
      <Table striped fz="sm" verticalSpacing={4} data-testid="mapping-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in the file</Table.Th>
            <Table.Th>First value</Table.Th>
            <Table.Th w={240}>Imported as</Table.Th>
            <Table.Th>Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {header.map((source, i) => {
            const target = mapping[i] ?? null;
            const match = matches[i];
            const chosenByMatch = match && match.target === target && target !== null;
            const clash = target && (usedBy.get(target)?.length ?? 0) > 1;
            return (
              <Table.Tr key={i} data-testid={`mapping-row-${i}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {source || <em>(no name)</em>}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" truncate maw={220}>
                    {first ? (target === 'password' ? '••••••••' : (first.fields[i] ?? '')) : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={`Target of column ${source || i + 1}`}
                    data={TARGET_OPTIONS}
                    value={target ?? DONT_IMPORT}
                    allowDeselect={false}
                    searchable
                    error={clash ? 'Assigned twice' : undefined}
                    onChange={(v) => v && setTarget(i, v === DONT_IMPORT ? null : (v as TargetColumn))}
                  />
                </Table.Td>
                <Table.Td>
                  {chosenByMatch && match.reason ? (
                    <Group gap={6}>
                      <Badge size="sm" variant="light" color={match.confidence >= 0.9 ? 'teal' : 'yellow'}>
                        {match.reason}
                      </Badge>
                      <Tooltip label="How sure the match is">
                        <Text size="xs" c="dimmed">
                          {Math.round(match.confidence * 100)}%
                        </Text>
                      </Tooltip>
                    </Group>
                  ) : target ? (
                    <Badge size="sm" variant="outline" color="gray">
                      {mappingRemembered ? 'remembered' : 'your choice'}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      not uploaded
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
});
