import { Alert, Badge, Button, Group, RingProgress, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { KEPT_STATUS, keptColumnsText } from '../../../shared/report/kept-columns';
import type { CSSProperties } from 'react';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ExportFormat } from '../../../shared/csv/export-format';
import { formatNumber } from '../../../shared/i18n/format';
import { exportNotesText } from '../../../shared/jobs/export-note-wording';
import { statusWord } from '../../../shared/i18n/status-words';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import { LEFT_OUT_STATUSES, isLeftOutStatus } from '../../../shared/users-csv/left-out-lines';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { call } from '../../bridge/mdm';
import { downloadExported, fetchExported } from '../../ui/download';
import { ExportFormatChoice } from '../../ui/ExportFormatChoice';
import { useT } from '../../ui/i18n';
import { ReportMessage } from './ReportMessage';
import type { RetryRows } from './JobsScreen';

const PAGE = 200;
const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };
/**
 * The table is as wide as its content (the file's columns at their values' width), never
 * stretched: a stretched table gave its spare width to the status column, and pushed the
 * message and the file's columns out of view at 1280 px.
 */
const TABLE_WIDTH: CSSProperties = { width: 'max-content', minWidth: '100%' };
/** Narrow, so its header wraps: a max-content table wraps only a column given a width. */
const SOURCE_LINE_WIDTH: CSSProperties = { width: 90 };
const MESSAGE_WIDTH: CSSProperties = { width: 240, minWidth: 200 };
const STATUS_COLOR: Record<string, string> = {
  SUCCESS: 'teal',
  SKIPPED: 'yellow',
  FAILED: 'red',
  OVERWRITTEN: 'blue',
  // Left out before the upload by the comparison: never sent (gray, as any word the app does not know).
  NOT_SENT_UNCHANGED: 'gray',
  NOT_SENT_SKIPPED: 'gray',
  NOT_SENT_STOPPED: 'orange',
  NOT_SENT_KEPT: 'gray',
};
/** A line the comparison left out before the upload (no upload line), with a reason the app words. */
const leftOutLine = (l: { line: number; status: string }): boolean => l.line === 0 && isLeftOutStatus(l.status);
/** The filter value that shows the lines whose outcome differs from the prediction kept with the job. */
const DIFFERING = 'differing';
/** More filters than this are offered as a list: side by side they would be wider than the screen. */
const SEGMENTS_AT_MOST = 5;

/** The server reached fewer lines than it counted and ended FAILED: it aborted the job half-way. */
export function abortedHalfWay(job: JobRecord): boolean {
  const { success, skipped, failure, total } = job.counts;
  return job.phase === 'failed' && total !== null && success + skipped + failure < total;
}

/** The per-line report joined to the source rows: filter, chart, exports, fix and retry. */
export function ReportView({ job, onRetryRows }: { job: JobRecord; onRetryRows: RetryRows }) {
  const translator = useT();
  const { t, language } = translator;
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState<ReportPage | null>(null);
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<string | null>(null);
  /** What core noted about the failed rows just exported (codes), worded here. */
  const [notes, setNotes] = useState('');
  const statusLabel = (s: string) => statusWord(t, 'line', s);

  useEffect(() => {
    let live = true;
    const filter = status === 'all' ? {} : status === DIFFERING ? { differing: true } : { status };
    call('jobs.report', { id: job.id, ...filter, limit: PAGE, offset }).then(
      (p) => live && (setPage(p), setError(null)),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
    // A page of a report still arriving (complete: false) is asked again once the whole is saved.
  }, [job.id, status, offset, job.reportFetched]);

  const exportReport = async (format: ExportFormat) => {
    try {
      downloadExported(await call('jobs.exportReport', { id: job.id, format }));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const retry = async (kind: 'failed' | 'unreached') => {
    try {
      // Loaded, not downloaded: "Export failed rows" is there for a copy.
      const rows = await call(kind === 'failed' ? 'jobs.exportFailedRows' : 'jobs.exportUnreachedRows', {
        id: job.id,
      });
      onRetryRows(await fetchExported(rows), job.id, kind);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const exportReceipt = async () => {
    try {
      downloadExported(await call('jobs.exportReceipt', { id: job.id }));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const exportFailed = async () => {
    try {
      const file = await call('jobs.exportFailedRows', { id: job.id });
      setNotes(exportNotesText(file.notes, translator));
      downloadExported(file);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const counts = page?.countsByStatus ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const share = (n: number | undefined) => (all > 0 ? (100 * (n ?? 0)) / all : 0);
  const notSent = LEFT_OUT_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const columns = page ? [...new Set(page.lines.flatMap((l) => Object.keys(l.values)))] : [];
  // A file uploaded line for line (no line left out, none derived away): the server's line is
  // the file's, and one column says it; a second saying the same took the file's columns' room.
  const ownLines = page ? page.lines.some((l) => l.sourceLine !== l.line) : false;
  // The job keeps a prediction: its report shows it beside the outcome, and where they differ.
  const predicted = page?.differing !== undefined;
  const aborted = abortedHalfWay(job);
  const reached = job.counts.success + job.counts.skipped + job.counts.failure;
  const filters = [
    { value: 'all', label: t('report.all') },
    ...Object.keys(counts).map((s) => ({ value: s, label: statusLabel(s) })),
    ...(predicted ? [{ value: DIFFERING, label: t('report.notAsPredicted') }] : []),
  ];
  const choose = (value: string) => {
    setStatus(value);
    setOffset(0);
  };

  return (
    <Stack gap="sm" data-testid="report">
      {/* The buttons go below the counts where both do not fit beside each other (long status words). */}
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="md" wrap="nowrap">
          <RingProgress
            size={90}
            thickness={10}
            aria-label={t('report.byStatus')}
            role="img"
            sections={[
              {
                value: share(counts.SUCCESS),
                color: 'teal',
                tooltip: t('report.imported', { count: counts.SUCCESS ?? 0 }),
              },
              {
                value: share(counts.SKIPPED),
                color: 'yellow',
                tooltip: t('report.skipped', { count: counts.SKIPPED ?? 0 }),
              },
              { value: share(counts.FAILED), color: 'red', tooltip: t('report.failed', { count: counts.FAILED ?? 0 }) },
              { value: share(notSent), color: 'gray', tooltip: t('report.notSent', { count: notSent }) },
            ]}
          />
          <Stack gap={2}>
            {Object.entries(counts).map(([s, n]) => (
              <Group key={s} gap={6} wrap="nowrap" data-testid={`report-count-${s}`}>
                <Badge size="sm" tt="none" color={STATUS_COLOR[s] ?? 'gray'}>
                  {statusLabel(s)}
                </Badge>
                <Text size="sm">{formatNumber(language, n)}</Text>
              </Group>
            ))}
            {predicted && (
              <Text size="sm" data-testid="report-differing">
                {page!.differing === 0
                  ? t('report.allAsPredicted')
                  : t('report.differing', { count: page!.differing! })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" justify="flex-end">
          <ExportFormatChoice
            label={t('report.export')}
            onExport={(format) => void exportReport(format)}
            testId="export-report"
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => void exportReceipt()}
            title={t('report.receiptHint')}
            data-testid="export-receipt"
          >
            {t('report.exportReceipt')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => void exportFailed()}
            disabled={!counts.FAILED}
          >
            {t('report.exportFailed')}
          </Button>
          {aborted && (
            <Button
              size="xs"
              color="orange"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void retry('unreached')}
              data-testid="retry-unreached"
              title={t('report.retryUnreachedHint', { done: reached, total: job.counts.total ?? 0 })}
            >
              {t('report.retryUnreached')}
            </Button>
          )}
          <Button
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void retry('failed')}
            disabled={!counts.FAILED}
            data-testid="fix-and-retry"
          >
            {t('report.fixAndRetry')}
          </Button>
        </Group>
      </Group>
      {page?.complete === false && (
        <Text size="sm" c="dimmed" data-testid="report-arriving">
          {t('report.stillFetching', { fetched: all, total: page.total })}
        </Text>
      )}
      {aborted && (
        <Text size="sm" c="dimmed" data-testid="aborted-hint">
          {t('report.retryUnreachedHint', { done: reached, total: job.counts.total ?? 0 })}
        </Text>
      )}
      {filters.length > SEGMENTS_AT_MOST ? (
        // Many statuses (the lines left out, each reason its own): a list, so the screen keeps its width.
        <Select
          size="xs"
          w={360}
          value={status}
          onChange={(v) => v !== null && choose(v)}
          data={filters}
          allowDeselect={false}
          aria-label={t('report.filter')}
          data-testid="report-filter"
        />
      ) : (
        <SegmentedControl
          size="xs"
          value={status}
          onChange={choose}
          data={filters}
          aria-label={t('report.filter')}
          w="fit-content"
        />
      )}
      {error && <Alert color="red">{error}</Alert>}
      {notes && (
        <Alert color="blue" variant="light" data-testid="export-notes">
          {notes}
        </Alert>
      )}
      {page && (
        <>
          {/* Focusable: a keyboard reaches the report's hidden columns and rows by scrolling it. */}
          <Table.ScrollContainer
            minWidth={0}
            maxHeight="calc(100vh - 440px)"
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('report.table')}
          >
            <Table
              striped
              stickyHeader
              fz="sm"
              verticalSpacing={4}
              data-testid="report-table"
              aria-label={t('report.table')}
              style={TABLE_WIDTH}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th style={NOWRAP} title={t(ownLines ? 'report.lineHint' : 'report.lineSameHint')}>
                    {t('report.line')}
                  </Table.Th>
                  {/* May wrap ("In Ihrer / Datei"): its cells are short numbers, the file's columns need the room. */}
                  {ownLines && (
                    <Table.Th style={SOURCE_LINE_WIDTH} title={t('report.inYourFileHint')}>
                      {t('report.inYourFile')}
                    </Table.Th>
                  )}
                  {predicted && <Table.Th>{t('report.predicted')}</Table.Th>}
                  <Table.Th>{t('report.status')}</Table.Th>
                  {/* A set width: the file's columns after it take the table's extra width, so
                      the message wraps inside the visible part instead of running past its edge. */}
                  <Table.Th style={MESSAGE_WIDTH}>{t('report.message')}</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c} style={NOWRAP}>
                      {c}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.lines.map((l, i) => (
                  <Table.Tr key={`${l.line}-${i}`} data-status={l.status}>
                    {/* A line left out before the upload (line 0) has no upload line. */}
                    <Table.Td>{l.line === 0 ? '–' : l.line}</Table.Td>
                    {ownLines && <Table.Td>{l.sourceLine ?? '?'}</Table.Td>}
                    {predicted && (
                      <Table.Td>
                        {/* The text's own colour on the tint: teal text on teal light falls under 4.5:1. */}
                        {l.predicted && (
                          <Badge
                            size="sm"
                            tt="none"
                            variant="light"
                            c="var(--mantine-color-text)"
                            color={STATUS_COLOR[l.predicted] ?? 'gray'}
                          >
                            {statusWord(t, 'predicted', l.predicted)}
                          </Badge>
                        )}
                      </Table.Td>
                    )}
                    <Table.Td style={NOWRAP}>
                      {/* A line left out says "Not sent" here, and why in its message: the whole
                          status word ("Not sent: the server would skip it") made the column too wide. */}
                      <Badge
                        size="sm"
                        tt="none"
                        color={STATUS_COLOR[l.status] ?? 'gray'}
                        style={{ overflow: 'visible' }}
                      >
                        {leftOutLine(l) ? t('statusWord.line.NOT_SENT') : statusLabel(l.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={MESSAGE_WIDTH}>
                      {leftOutLine(l) ? (
                        <div data-testid="report-not-sent">
                          <Text size="sm">{t(`report.notSentReason.${l.status}` as MessageKey)}</Text>
                          {/* A kept line's message is the columns that changed (core's), not the server's words. */}
                          {l.status === KEPT_STATUS && l.message !== '' && (
                            <Text size="sm" data-testid="report-kept-columns">
                              {keptColumnsText(l.message, t)}
                            </Text>
                          )}
                        </div>
                      ) : (
                        l.message !== '' && <ReportMessage message={l.message} t={t} language={language} />
                      )}
                    </Table.Td>
                    {columns.map((c) => (
                      <Table.Td key={c} style={NOWRAP}>
                        {l.values[c] ?? ''}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {page.total > PAGE && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                {t('common.previous')}
              </Button>
              <Text size="xs">
                {t('report.range', { from: offset + 1, to: Math.min(offset + PAGE, page.total), total: page.total })}
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={offset + PAGE >= page.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {t('common.next')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
