import { Alert, Badge, Group, Select, Table, Text, Tooltip, useComputedColorScheme } from '@mantine/core';
import { MANDATORY_COLUMNS, TARGET_COLUMNS, detectSchoolExport, mandatoryColumns } from '../../../shared/users-csv';
import type { TargetColumn } from '../../../shared/users-csv';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Translate } from '../../../shared/i18n/translator';
import { useT } from '../../ui/i18n';
import { useImportWizard } from './import-wizard-store';

const DONT_IMPORT = '__none__';
const targetOptions = (t: Translate) => [
  { value: DONT_IMPORT, label: t('import.map.dontImport') },
  ...TARGET_COLUMNS.map((c) => ({
    value: c,
    label: MANDATORY_COLUMNS.includes(c) ? t('import.map.mandatory', { column: c }) : c,
  })),
];

/** Each source column, its import target and why; missing mandatory and doubly assigned targets called out. */
/** Memoised: the check step re-renders as rows are read; the Selects here need not. */
export const MappingTable = memo(function MappingTable() {
  const { t } = useT();
  // The light badges' own text colours are too faint on the table's striped rows in the light scheme: dark text on their tint.
  const light = useComputedColorScheme('light') === 'light';
  const { header, fileColumns, matches, mapping, mappingRemembered, setTarget, rows, generatePasswords } =
    useImportWizard(
      useShallow((s) => ({
        header: s.header,
        fileColumns: s.fileColumns,
        matches: s.matches,
        mapping: s.mapping,
        mappingRemembered: s.mappingRemembered,
        setTarget: s.setTarget,
        rows: s.rows,
        generatePasswords: s.options.generatePasswords,
      })),
    );
  if (header.length === 0) return null;
  const TARGET_OPTIONS = targetOptions(t);
  const first = rows.get(0);
  const missing = mandatoryColumns({ generatePasswords }).filter((t) => !mapping.includes(t));
  const usedBy = new Map<TargetColumn, number[]>();
  mapping.forEach((t, i) => t && usedBy.set(t, [...(usedBy.get(t) ?? []), i]));
  const doubled = [...usedBy].filter(([, cols]) => cols.length > 1);
  const schoolSystem = detectSchoolExport(header.slice(0, fileColumns));

  return (
    <div>
      {mappingRemembered && (
        <Text size="xs" c="dimmed" mb={4} data-testid="mapping-remembered">
          {t('import.map.remembered')}
        </Text>
      )}
      {schoolSystem && (
        <Text size="sm" mb={4} data-testid="school-export">
          {t('import.naming.schoolExport', { system: schoolSystem })}
        </Text>
      )}
      {missing.length > 0 && (
        <Alert color="red" mb="xs" title={t('import.map.missingTitle')} data-testid="mapping-missing">
          {t('import.map.missingText', { columns: missing.join(', ') })}
        </Alert>
      )}
      {doubled.length > 0 && (
        <Alert color="red" mb="xs" title={t('import.map.doubledTitle')} data-testid="mapping-doubled">
          {doubled
            .map(([target, cols]) =>
              t('import.map.doubledOne', { target, sources: cols.map((c) => `"${header[c]}"`).join(' + ') }),
            )
            .join('; ')}
          . {t('import.map.doubledEnd')}
        </Alert>
      )}
      <Table striped fz="sm" verticalSpacing={4} data-testid="mapping-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.map.source')}</Table.Th>
            <Table.Th>{t('import.map.first')}</Table.Th>
            <Table.Th w={240}>{t('import.map.target')}</Table.Th>
            <Table.Th>{t('import.map.why')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {header.map((source, i) => {
            const target = mapping[i] ?? null;
            const match = matches[i];
            const chosenByMatch = match && match.target === target && target !== null;
            const clash = target && (usedBy.get(target)?.length ?? 0) > 1;
            const derived = i >= fileColumns;
            return (
              <Table.Tr key={i} data-testid={`mapping-row-${i}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {derived ? t('import.map.derivedSource') : source || <em>{t('import.map.noName')}</em>}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" truncate maw={220}>
                    {first ? (target === 'password' ? '••••••••' : (first.fields[i] ?? '')) : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {derived ? (
                    <Text size="sm" fw={500}>
                      {target}
                    </Text>
                  ) : (
                    <Select
                      size="xs"
                      aria-label={t('import.map.targetOf', { column: source || i + 1 })}
                      data={TARGET_OPTIONS}
                      value={target ?? DONT_IMPORT}
                      allowDeselect={false}
                      searchable
                      error={clash ? t('import.map.twice') : undefined}
                      onChange={(v) => v && setTarget(i, v === DONT_IMPORT ? null : (v as TargetColumn))}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {chosenByMatch && match.reason ? (
                    <Group gap={6}>
                      <Badge
                        size="sm"
                        variant="light"
                        color={match.confidence >= 0.9 ? 'teal' : 'yellow'}
                        c={light ? 'dark.7' : undefined}
                      >
                        {t(`match.${match.reason}`)}
                      </Badge>
                      <Tooltip label={t('import.map.sure')}>
                        <Text size="xs" c="dimmed">
                          {Math.round(match.confidence * 100)}%
                        </Text>
                      </Tooltip>
                    </Group>
                  ) : target ? (
                    <Badge size="sm" variant="outline" color="gray">
                      {mappingRemembered ? t('import.map.rememberedBadge') : t('import.map.yourChoice')}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('import.map.notUploaded')}
                    </Text>
                  )}
                  {match?.note && (
                    <Text size="xs" c="dimmed" mt={2} data-testid="column-note">
                      {t(`schoolColumn.${match.note}`)}
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
