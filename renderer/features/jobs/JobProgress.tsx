import { Alert, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { JobPhase, JobRecord } from '../../../shared/models/job';

export const PHASE_LABEL: Record<JobPhase, string> = {
  uploading: 'Uploading',
  starting: 'Starting',
  running: 'Running',
  finished: 'Finished',
  failed: 'Failed',
  detached: 'Not watched',
  error: 'Stopped by an error',
};
export const PHASE_COLOR: Record<JobPhase, string> = {
  uploading: 'blue',
  starting: 'blue',
  running: 'blue',
  finished: 'teal',
  failed: 'red',
  detached: 'gray',
  error: 'red',
};

const fmt = (n: number) => n.toLocaleString('en-US');
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

/** Upload bytes first, then the server's status and counts against the total, with the rate. */
export function JobProgress({ job }: { job: JobRecord }) {
  const { counts } = job;
  const done = counts.success + counts.skipped + counts.failure;
  const total = counts.total ?? 0;
  const pct = (n: number) => (total > 0 ? (100 * n) / total : 0);
  return (
    <Stack gap={6} data-testid="job-progress">
      <Group gap="xs">
        <Badge color={PHASE_COLOR[job.phase]} data-testid="job-phase">
          {PHASE_LABEL[job.phase]}
        </Badge>
        {job.serverStatus && (
          <Badge variant="outline" color="gray" data-testid="job-server-status">
            {job.serverStatus}
          </Badge>
        )}
        {job.rate !== null && job.phase === 'running' && <Text size="xs" c="dimmed">{fmt(Math.round(job.rate))} lines/s</Text>}
      </Group>
      {job.phase === 'uploading' ? (
        <>
          <Progress value={job.upload.totalBytes > 0 ? (100 * job.upload.sentBytes) / job.upload.totalBytes : 0} animated aria-label="Upload" />
          <Text size="xs" c="dimmed">
            Uploaded {mb(job.upload.sentBytes)} of {mb(job.upload.totalBytes)}
          </Text>
        </>
      ) : (
        <>
          <Progress.Root size="lg" aria-label="Lines processed">
            <Progress.Section value={pct(counts.success)} color="teal" />
            <Progress.Section value={pct(counts.skipped)} color="yellow" />
            <Progress.Section value={pct(counts.failure)} color="red" />
          </Progress.Root>
          <Text size="sm" data-testid="job-counts">
            {fmt(done)} of {counts.total === null ? '?' : fmt(counts.total)} lines · {fmt(counts.success)} imported · {fmt(counts.skipped)} skipped ·{' '}
            {fmt(counts.failure)} failed
            {job.excludedRows > 0 ? ` · ${fmt(job.excludedRows)} left out before upload` : ''}
          </Text>
        </>
      )}
      {job.error && (
        <Alert color="red" title="The app could not finish its part">
          {job.error.message}
        </Alert>
      )}
      {job.serverError && (
        <Alert color="red" title="The server reports">
          {job.serverError}
        </Alert>
      )}
    </Stack>
  );
}
