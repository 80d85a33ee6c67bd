import { Alert, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { leaverCounts, leaversPart } from '../../../shared/models/job';
import type { JobRecord, LeaverOutcome } from '../../../shared/models/job';
import { useT } from '../../ui/i18n';

const COLOR: Record<LeaverOutcome | 'unchecked', string> = {
  deactivated: 'green.8',
  'still-active': 'orange.9',
  'not-found': 'dimmed',
  unchecked: 'dimmed',
};

/**
 * A job's users not in the file (its leavers part): what reading them back found, counted,
 * then per user ("deactivated", or "still active: this server did not take the column;
 * deactivate them in the portal"). Beside the report: these are not lines of the file.
 */
export function LeaversOutcome({ job }: { job: JobRecord }) {
  const { t } = useT();
  const part = leaversPart(job);
  if (!part) return null;
  const leavers = part.leavers ?? [];
  const counts = leaverCounts(part);
  const sent = part.phase === 'finished' || part.phase === 'failed';
  return (
    <Stack gap="xs" data-testid="leavers-outcome">
      <Title order={3} size="h5">
        {t('deactivate.title')}
      </Title>
      {!sent ? (
        <Text size="sm" c="dimmed" data-testid="leavers-pending">
          {t(part.phase === 'unconfirmed' ? 'deactivate.unconfirmed' : 'deactivate.waiting')}
        </Text>
      ) : (
        <>
          <Text size="sm" data-testid="leavers-summary">
            {t('deactivate.summary', {
              deactivated: counts.deactivated,
              stillActive: counts['still-active'],
              notFound: counts['not-found'],
              unchecked: counts.unchecked,
            })}
          </Text>
          {counts['still-active'] > 0 && (
            <Alert color="orange" variant="light" data-testid="leavers-still-active">
              {t('deactivate.stillActiveNote', { count: counts['still-active'] })}
            </Alert>
          )}
          <ScrollArea.Autosize mah={260}>
            <Table striped withTableBorder stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('deactivate.column.login')}</Table.Th>
                  <Table.Th>{t('deactivate.column.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {leavers.map((leaver) => {
                  const outcome = leaver.outcome ?? 'unchecked';
                  return (
                    <Table.Tr key={leaver.name} data-testid="leaver-row">
                      <Table.Td>{leaver.name}</Table.Td>
                      <Table.Td>
                        <Text size="sm" c={COLOR[outcome]}>
                          {t(`deactivate.outcome.${outcome}`)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
