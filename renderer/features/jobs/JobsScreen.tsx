import { Alert, Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../../shared/i18n/format';
import { profileLabel } from '../../../shared/connections/profile-label';
import { isUploadPart, partBeingImported } from '../../../shared/models/job';
import type { JobRecord } from '../../../shared/models/job';
import { call } from '../../bridge/mdm';
import { isActivePhase, useJobs } from '../../stores/jobs';
import { useNavigation } from '../../stores/navigation';
import { useT } from '../../ui/i18n';
import { JobProgress, PHASE_COLOR } from './JobProgress';
import { ReportView } from './ReportView';
import { LeaversOutcome } from './LeaversOutcome';

/** Rows of a job loaded elsewhere: its failed rows, or the lines an aborted job never reached. */
export type RetryRows = (file: File, jobId: string, kind: 'failed' | 'unreached') => void;

/**
 * Current and past import jobs; the selected one with its live progress and, once done, its
 * report. `onRetryRows` takes a job's rows elsewhere (the app opens them in the import
 * wizard: a feature does not reach into another); `uploadRetry`, when the import wizard
 * still holds the file of a job whose upload failed, offers "Retry upload" there.
 */
export function JobsScreen({
  onRetryRows,
  uploadRetry,
}: {
  onRetryRows: RetryRows;
  uploadRetry?: { jobId: string; onRetry(): void } | null;
}) {
  const { t, language } = useT();
  const { jobs, loaded, error, selectedId, select, upsert, replace } = useJobs();
  const navigate = useNavigation((s) => s.navigate);
  const selected = jobs.find((j) => j.id === selectedId) ?? jobs[0] ?? null;
  // The parts of the file: a leavers part (the users not in it) is shown apart (LeaversOutcome).
  const uploadParts = selected ? selected.parts.filter(isUploadPart).length : 0;

  const act = async (fn: () => Promise<JobRecord | JobRecord[]>) => {
    const result = await fn();
    if (Array.isArray(result)) replace(result);
    else upsert(result);
  };

  return (
    // Bounded to the window's width (as the import screen): a wide report scrolls inside itself.
    <Group align="flex-start" gap="md" wrap="nowrap" style={{ maxWidth: 'var(--app-content-width)' }}>
      <Stack gap="xs" w={280} style={{ flex: 'none' }}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2}>{t('jobs.title')}</Title>
          <Button size="xs" variant="light" onClick={() => navigate('import')}>
            {t('jobs.newImport')}
          </Button>
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {loaded && jobs.length === 0 && <Text c="dimmed">{t('jobs.none')}</Text>}
        {/* A plain scroller: Mantine's ScrollArea lets its content grow to the cards' unwrapped width. */}
        <div style={{ maxHeight: 'calc(100vh - 160px)', overflowY: 'auto', overflowX: 'hidden' }}>
          <Stack
            gap={6}
            component="ul"
            aria-label={t('jobs.list')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {jobs.map((job) => (
              <li key={job.id}>
                <UnstyledButton
                  onClick={() => select(job.id)}
                  aria-current={job.id === selected?.id ? 'true' : undefined}
                  data-testid="job-item"
                  w="100%"
                >
                  <Card
                    withBorder
                    padding="xs"
                    style={{
                      borderColor: job.id === selected?.id ? 'var(--mantine-primary-color-filled)' : undefined,
                    }}
                  >
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {job.fileName}
                    </Text>
                    {/* The file name, date and connection wrap rather than end in an ellipsis: the names are the administrator's, of any length. */}
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                      <Text size="xs" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {formatDateTime(language, job.createdAt)} · {profileLabel(job.profileName, t)}
                      </Text>
                      <Badge size="xs" tt="none" color={PHASE_COLOR[job.phase]} style={{ flex: 'none' }}>
                        {t(`phase.${job.phase}`)}
                      </Badge>
                    </Group>
                    {job.goneFromServerAt ? <GoneBadge /> : null}
                  </Card>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </div>
      </Stack>
      {selected && (
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} data-testid="job-detail">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Title order={3} style={{ overflowWrap: 'anywhere' }}>
                {selected.fileName}
              </Title>
              <Text size="xs" c="dimmed">
                {profileLabel(selected.profileName, t)} ·{' '}
                {selected.options.overwrite ? t('jobs.overwrite') : t('jobs.skipExisting')} ·{' '}
                {selected.options.roles.length > 0 ? selected.options.roles.join(', ') : t('jobs.defaultRole')}
                {selected.serverJobUuid ? ` · ${t('jobs.serverJob', { id: selected.serverJobUuid.slice(0, 8) })}` : ''}
                {uploadParts > 1
                  ? ` · ${t('jobs.splitPart', { current: Math.min(partBeingImported(selected), uploadParts), parts: uploadParts })}`
                  : ''}
              </Text>
              {selected.goneFromServerAt ? <GoneBadge at={selected.goneFromServerAt} /> : null}
            </div>
            <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
              {uploadRetry?.jobId === selected.id && (
                <Button size="xs" color="red" onClick={uploadRetry.onRetry} data-testid="job-retry-upload">
                  {t('jobs.retryUpload')}
                </Button>
              )}
              {isActivePhase(selected) && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void act(() => call('jobs.stopWatching', { id: selected.id }))}
                >
                  {t('jobs.stopWatching')}
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
                    {t('jobs.watchAgain')}
                  </Button>
                )}
              {!isActivePhase(selected) && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => void act(() => call('jobs.remove', { id: selected.id }))}
                >
                  {t('jobs.forget')}
                </Button>
              )}
            </Group>
          </Group>
          {uploadRetry?.jobId === selected.id && (
            <Text size="sm" c="dimmed">
              {t('jobs.retryUploadHint')}
            </Text>
          )}
          <JobProgress job={selected} />
          <LeaversOutcome job={selected} />
          {(selected.phase === 'finished' || selected.phase === 'failed') && (
            <ReportView key={`${selected.id}-${selected.updatedAt}`} job={selected} onRetryRows={onRetryRows} />
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
  const { t, language } = useT();
  return (
    <Badge
      size="xs"
      tt="none"
      color="gray"
      variant="outline"
      data-testid="job-gone"
      title={at ? t('jobs.goneAt', { when: formatDateTime(language, at) }) : undefined}
    >
      {t('jobs.gone')}
    </Badge>
  );
}
