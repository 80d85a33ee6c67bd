import { Alert, Badge, Button, Card, Group, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { JobRecord } from '../../../shared/models/job';
import { call } from '../../bridge/mdm';
import { isActivePhase, useJobs } from '../../stores/jobs';
import { useNavigation } from '../../stores/navigation';
import { JobProgress, PHASE_COLOR, PHASE_LABEL } from './JobProgress';
import { ReportView } from './ReportView';

/**
 * Current and past import jobs; the selected one with its live progress and, once done, its
 * report. `onRetryFailedRows` takes a job's failed rows elsewhere (the app opens them in the
 * import wizard: a feature does not reach into another).
 */
export function JobsScreen({ onRetryFailedRows }: { onRetryFailedRows(file: File, jobId: string): void }) {
  const { jobs, loaded, error, selectedId, select, upsert, replace } = useJobs();
  const navigate = useNavigation((s) => s.navigate);
  const selected = jobs.find((j) => j.id === selectedId) ?? jobs[0] ?? null;

  const act = async (fn: () => Promise<JobRecord | JobRecord[]>) => {
    const result = await fn();
    if (Array.isArray(result)) replace(result);
    else upsert(result);
  };

  return (
    // Bounded to the window's width (as the import screen): a wide report scrolls inside itself.
    <Group
      align="flex-start"
      gap="md"
      wrap="nowrap"
      style={{ maxWidth: 'calc(100vw - 220px - 2 * var(--mantine-spacing-lg))' }}
    >
      <Stack gap="xs" w={270} style={{ flex: 'none' }}>
        <Group justify="space-between">
          <Title order={2}>Jobs</Title>
          <Button size="xs" variant="light" onClick={() => navigate('import')}>
            New import
          </Button>
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {loaded && jobs.length === 0 && <Text c="dimmed">No import yet.</Text>}
        <ScrollArea.Autosize mah="calc(100vh - 160px)">
          <Stack gap={6}>
            {jobs.map((job) => (
              <UnstyledButton
                key={job.id}
                onClick={() => select(job.id)}
                aria-current={job.id === selected?.id ? 'true' : undefined}
                data-testid="job-item"
              >
                <Card
                  withBorder
                  padding="xs"
                  style={{ borderColor: job.id === selected?.id ? 'var(--mantine-primary-color-filled)' : undefined }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={600} truncate style={{ minWidth: 0 }} title={job.fileName}>
                      {job.fileName}
                    </Text>
                    <Badge size="xs" color={PHASE_COLOR[job.phase]} style={{ flex: 'none', overflow: 'visible' }}>
                      {PHASE_LABEL[job.phase]}
                    </Badge>
                  </Group>
                  {job.goneFromServerAt ? <GoneBadge /> : null}
                  <Text size="xs" c="dimmed">
                    {new Date(job.createdAt).toLocaleString()} · {job.profileName}
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
      {selected && (
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} data-testid="job-detail">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Title order={3} style={{ overflowWrap: 'anywhere' }}>
                {selected.fileName}
              </Title>
              <Text size="xs" c="dimmed">
                {selected.profileName} · {selected.options.overwrite ? 'overwrite' : 'skip existing'} ·{' '}
                {selected.options.roles.length > 0 ? selected.options.roles.join(', ') : 'device-user role'}
                {selected.serverJobUuid ? ` · server job ${selected.serverJobUuid.slice(0, 8)}` : ''}
              </Text>
              {selected.goneFromServerAt ? <GoneBadge at={selected.goneFromServerAt} /> : null}
            </div>
            <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
              {isActivePhase(selected) && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void act(() => call('jobs.stopWatching', { id: selected.id }))}
                >
                  Stop watching
                </Button>
              )}
              {(selected.phase === 'detached' || selected.phase === 'error') &&
                selected.serverJobUuid &&
                !selected.goneFromServerAt && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void act(() => call('jobs.resume', { id: selected.id }))}
                  >
                    Watch again
                  </Button>
                )}
              {!isActivePhase(selected) && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => void act(() => call('jobs.remove', { id: selected.id }))}
                >
                  Forget
                </Button>
              )}
            </Group>
          </Group>
          <JobProgress job={selected} />
          {(selected.phase === 'finished' || selected.phase === 'failed') && (
            <ReportView
              key={`${selected.id}-${selected.updatedAt}`}
              job={selected}
              onRetryFailedRows={onRetryFailedRows}
            />
          )}
        </Stack>
      )}
    </Group>
  );
}

/**
 * The server cleaned the job up (404 CSV_IMPORT_JOB_DOES_NOT_EXIST): what the app knew stays,
 * and nothing asks the server about it again.
 */
function GoneBadge({ at }: { at?: number }) {
  return (
    <Badge
      size="xs"
      color="gray"
      variant="outline"
      data-testid="job-gone"
      title={at ? `Found gone on ${new Date(at).toLocaleString()}` : undefined}
    >
      No longer on the server
    </Badge>
  );
}
