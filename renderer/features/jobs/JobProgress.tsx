import { describeError } from '../../../shared/errors/wording';
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
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(n < 1024 * 1024 ? 3 : 1)} MB`;
const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, (100 * part) / whole) : 0);

/** "about 2 min left" from the rate, when there is one. */
function timeLeft(remaining: number, rate: number | null): string | null {
  if (!rate || rate <= 0 || remaining <= 0) return null;
  const s = Math.ceil(remaining / rate);
  return s < 60 ? `about ${s} s left` : `about ${Math.ceil(s / 60)} min left`;
}

/** Upload bytes first, then the server's status and counts against the total, with the rate. */
export function JobProgress({ job }: { job: JobRecord }) {
  const { counts } = job;
  const done = counts.success + counts.skipped + counts.failure;
  const total = counts.total ?? 0;
  const pct = (n: number) => percent(n, total);
  // The server counts lines only once it has read the file (CREATED: total 0).
  const waiting = (job.phase === 'running' && total === 0) || job.phase === 'starting';
  const left = job.phase === 'running' ? timeLeft(total - done, job.rate) : null;
  const showServerStatus = job.serverStatus && job.serverStatus.toLowerCase() !== PHASE_LABEL[job.phase].toLowerCase();
  return (
    <Stack gap={6} data-testid="job-progress">
      <Group gap="xs">
        <Badge color={PHASE_COLOR[job.phase]} data-testid="job-phase">
          {PHASE_LABEL[job.phase]}
        </Badge>
        {showServerStatus && (
          <Badge variant="outline" color="gray" data-testid="job-server-status" title="The server's status of the job">
            server: {job.serverStatus}
          </Badge>
        )}
      </Group>
      {job.phase === 'uploading' ? (
        <>
          <Progress
            size="lg"
            value={percent(job.upload.sentBytes, job.upload.totalBytes)}
            animated
            aria-label="Upload"
          />
          <Text size="sm" data-testid="job-upload">
            Uploading {mb(job.upload.sentBytes)} of {mb(job.upload.totalBytes)} (
            {Math.floor(percent(job.upload.sentBytes, job.upload.totalBytes))} %)
          </Text>
        </>
      ) : waiting ? (
        <>
          <Progress size="lg" value={100} striped animated color="gray" aria-label="Waiting for the server" />
          <Text size="sm" c="dimmed" data-testid="job-waiting">
            {job.phase === 'starting'
              ? 'Uploaded; starting the job on the server…'
              : 'The server has the job and is about to read the file…'}
          </Text>
        </>
      ) : (
        <>
          <Progress.Root size="lg" aria-label="Lines processed">
            <Progress.Section value={pct(counts.success)} color="teal" animated={job.phase === 'running'} />
            <Progress.Section value={pct(counts.skipped)} color="yellow" animated={job.phase === 'running'} />
            <Progress.Section value={pct(counts.failure)} color="red" animated={job.phase === 'running'} />
          </Progress.Root>
          <Group justify="space-between" gap="xs">
            <Text size="sm" data-testid="job-counts">
              {fmt(done)} of {counts.total === null ? '?' : fmt(counts.total)} lines · {fmt(counts.success)} imported ·{' '}
              {fmt(counts.skipped)} skipped · {fmt(counts.failure)} failed
              {job.excludedRows > 0 ? ` · ${fmt(job.excludedRows)} left out before upload` : ''}
            </Text>
            <Text size="sm" c="dimmed" data-testid="job-rate">
              {total > 0 ? `${Math.floor(pct(done))} %` : ''}
              {job.rate !== null && job.phase === 'running' ? ` · ${fmt(Math.round(job.rate))} lines/s` : ''}
              {left ? ` · ${left}` : ''}
            </Text>
          </Group>
        </>
      )}
      {job.error && (
        <Alert color="red" title="The app could not finish its part">
          {describeError(job.error, 'app')}
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
