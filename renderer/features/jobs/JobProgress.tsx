import { Alert, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { isUploadPart, leaversPart } from '../../../shared/models/job';
import type { JobPhase, JobRecord } from '../../../shared/models/job';
import type { Translate } from '../../../shared/i18n/translator';
import { useT } from '../../ui/i18n';
import { formatBytes, formatNumber } from '../../../shared/i18n/format';
import { statusWord } from '../../../shared/i18n/status-words';
import { describeNotStartedParts } from '../../../shared/jobs/start-check-wording';
import { UnconfirmedStart } from './UnconfirmedStart';
import { describeJobError } from '../../../shared/jobs/job-error-wording';

export const PHASE_COLOR: Record<JobPhase, string> = {
  uploading: 'blue',
  starting: 'blue',
  running: 'blue',
  finished: 'teal',
  failed: 'red',
  detached: 'gray',
  unconfirmed: 'orange',
  error: 'red',
};

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, (100 * part) / whole) : 0);

/** "about 2 min left" from the rate, when there is one. */
function timeLeft(remaining: number, rate: number | null, t: Translate): string | null {
  if (!rate || rate <= 0 || remaining <= 0) return null;
  const s = Math.ceil(remaining / rate);
  return s < 60 ? t('progress.leftSeconds', { count: s }) : t('progress.leftMinutes', { count: Math.ceil(s / 60) });
}

/** Upload bytes first, then the server's status and counts against the total, with the rate. */
export function JobProgress({ job }: { job: JobRecord }) {
  const { t, language } = useT();
  const { counts } = job;
  const done = counts.success + counts.skipped + counts.failure;
  const total = counts.total ?? 0;
  const pct = (n: number) => percent(n, total);
  // Left out before the upload: invalid rows, and the lines the comparison left out (listed in the report).
  const notSent = job.leftOut
    ? job.leftOut.unchanged + job.leftOut.skipped + job.leftOut.stopped + job.leftOut.kept
    : 0;
  const invalid = Math.max(0, job.excludedRows - notSent);
  // The server counts lines only once it has read the file (CREATED: total 0).
  const waiting = (job.phase === 'running' && total === 0) || job.phase === 'starting';
  const left = job.phase === 'running' ? timeLeft(total - done, job.rate, t) : null;
  const phaseLabel = t(`phase.${job.phase}`);
  const showServerStatus =
    job.serverStatus && job.serverStatus.toLowerCase() !== job.phase && job.serverStatus.toLowerCase() !== 'finished';
  const mb = (n: number) => formatBytes(language, n);
  // A job of the leavers alone (every line of the file left out): its progress is theirs.
  const leaversAlone = !job.parts.some(isUploadPart);
  const leaversCounts = leaversPart(job)?.counts;
  const leaversTotal = leaversCounts?.total ?? 0;
  const leaversDone = leaversCounts ? leaversCounts.success + leaversCounts.skipped + leaversCounts.failure : 0;
  // A later part of a split import refused: the parts before it were imported.
  const notStartedParts = describeNotStartedParts(job, { t, language });
  return (
    <Stack gap={6} data-testid="job-progress">
      <Group gap="xs">
        <Badge color={PHASE_COLOR[job.phase]} tt="none" data-testid="job-phase" data-phase={job.phase}>
          {phaseLabel}
        </Badge>
        {showServerStatus && (
          <Badge
            variant="outline"
            color="gray"
            tt="none"
            data-testid="job-server-status"
            title={t('progress.serverStatusHint')}
          >
            {t('progress.serverStatus', { status: statusWord(t, 'job', job.serverStatus ?? '') })}
          </Badge>
        )}
      </Group>
      {job.phase === 'unconfirmed' ? (
        // Never a failed upload: the server may have the job.
        <UnconfirmedStart job={job} />
      ) : job.phase === 'uploading' ? (
        <>
          <Progress
            size="lg"
            value={percent(job.upload.sentBytes, job.upload.totalBytes)}
            animated
            aria-label={t('progress.upload')}
          />
          <Text size="sm" data-testid="job-upload">
            {t('progress.uploading', {
              sent: mb(job.upload.sentBytes),
              total: mb(job.upload.totalBytes),
              percent: Math.floor(percent(job.upload.sentBytes, job.upload.totalBytes)),
            })}
          </Text>
        </>
      ) : leaversAlone && job.phase === 'running' ? (
        // Nothing of the file was sent: the server's job is the leavers', then they are read back.
        <>
          <Progress
            size="lg"
            value={percent(leaversDone, leaversTotal)}
            animated
            aria-label={t('progress.leavers', { done: leaversDone, total: leaversTotal })}
          />
          <Text size="sm" data-testid="job-leavers-progress">
            {leaversDone < leaversTotal || leaversTotal === 0
              ? t('progress.leavers', { done: leaversDone, total: leaversTotal })
              : t('progress.leaversReadBack', { count: leaversTotal })}
          </Text>
        </>
      ) : waiting ? (
        <>
          <Progress size="lg" value={100} striped animated color="gray" aria-label={t('progress.waitingLabel')} />
          <Text size="sm" c="dimmed" data-testid="job-waiting">
            {job.phase === 'starting' ? t('progress.starting') : t('progress.aboutToRead')}
          </Text>
        </>
      ) : (
        <>
          <Progress.Root size="lg" aria-label={t('progress.lines')} role="group">
            <Progress.Section
              value={pct(counts.success)}
              color="teal"
              animated={job.phase === 'running'}
              aria-label={t('report.imported', { count: counts.success })}
            />
            <Progress.Section
              value={pct(counts.skipped)}
              color="yellow"
              animated={job.phase === 'running'}
              aria-label={t('report.skipped', { count: counts.skipped })}
            />
            <Progress.Section
              value={pct(counts.failure)}
              color="red"
              animated={job.phase === 'running'}
              aria-label={t('report.failed', { count: counts.failure })}
            />
          </Progress.Root>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" data-testid="job-counts">
              {t('progress.counts', {
                done,
                total: counts.total === null ? '?' : formatNumber(language, counts.total),
                success: counts.success,
                skipped: counts.skipped,
                failure: counts.failure,
              })}
              {invalid > 0 ? t('progress.leftOut', { count: invalid }) : ''}
              {notSent > 0 && (
                <span data-testid="job-not-sent" title={t('progress.notSentHint', { ...job.leftOut! })}>
                  {t('progress.notSent', { count: notSent })}
                </span>
              )}
            </Text>
            <Text size="sm" c="dimmed" data-testid="job-rate" style={{ whiteSpace: 'nowrap', flex: 'none' }}>
              {[
                total > 0 ? t('progress.percent', { percent: Math.floor(pct(done)) }) : '',
                job.rate !== null && job.phase === 'running' ? t('progress.rate', { rate: Math.round(job.rate) }) : '',
                left ?? '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
        </>
      )}
      {job.error && (
        <Alert color="red" title={t('progress.appError')}>
          {describeJobError({ profileName: job.profileName, error: job.error }, 'app', { language, t })}
          {notStartedParts ? ` ${notStartedParts}` : ''}
        </Alert>
      )}
      {job.serverError && (
        <Alert color="red" title={t('progress.serverReports')}>
          {job.serverError}
        </Alert>
      )}
    </Stack>
  );
}
