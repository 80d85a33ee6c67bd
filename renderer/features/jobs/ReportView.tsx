import { Alert, Badge, Button, Group, RingProgress, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import { call } from '../../bridge/mdm';
import { downloadExported, fetchExported } from '../../ui/download';

const PAGE = 200;
const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };
const STATUS_COLOR: Record<string, string> = { SUCCESS: 'teal', SKIPPED: 'yellow', FAILED: 'red', OVERWRITTEN: 'blue' };
/** The filter value that shows the lines whose outcome differs from the prediction kept with the job. */
const DIFFERING = 'differing';

/** The per-line report joined to the source rows: filter, chart, exports, fix and retry. */
export function ReportView({
  job,
  onRetryFailedRows,
}: {
  job: JobRecord;
  /** "Fix and retry": the job's failed rows as a file, to check, fix and import again. */
  onRetryFailedRows(file: File, jobId: string): void;
}) {
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState<ReportPage | null>(null);
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<string | null>(null);

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
  }, [job.id, status, offset]);

  const exportReport = async () => {
    try {
      downloadExported(await call('jobs.exportReport', { id: job.id }));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const retry = async () => {
    try {
      // Loaded, not downloaded: "Export failed rows" is there for a copy.
      const failed = await call('jobs.exportFailedRows', { id: job.id });
      onRetryFailedRows(await fetchExported(failed), job.id);
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
      downloadExported(await call('jobs.exportFailedRows', { id: job.id }));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const counts = page?.countsByStatus ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const share = (n: number | undefined) => (all > 0 ? (100 * (n ?? 0)) / all : 0);
  const columns = page ? [...new Set(page.lines.flatMap((l) => Object.keys(l.values)))] : [];
  // The job keeps a prediction: its report shows it beside the outcome, and where they differ.
  const predicted = page?.differing !== undefined;

  return (
    <Stack gap="sm" data-testid="report">
      <Group justify="space-between" align="center">
        <Group gap="md">
          <RingProgress
            size={90}
            thickness={10}
            aria-label="Lines by status"
            sections={[
              { value: share(counts.SUCCESS), color: 'teal', tooltip: `${counts.SUCCESS ?? 0} imported` },
              { value: share(counts.SKIPPED), color: 'yellow', tooltip: `${counts.SKIPPED ?? 0} skipped` },
              { value: share(counts.FAILED), color: 'red', tooltip: `${counts.FAILED ?? 0} failed` },
            ]}
          />
          <Stack gap={2}>
            {Object.entries(counts).map(([s, n]) => (
              <Text key={s} size="sm" data-testid={`report-count-${s}`}>
                <Badge size="xs" color={STATUS_COLOR[s] ?? 'gray'} mr={6}>
                  {s}
                </Badge>
                {n.toLocaleString('en-US')}
              </Text>
            ))}
            {predicted && (
              <Text size="sm" data-testid="report-differing">
                {page!.differing === 0
                  ? 'Every line ended as predicted.'
                  : `${page!.differing!.toLocaleString('en-US')} ${page!.differing === 1 ? 'line' : 'lines'} ended otherwise than predicted.`}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => void exportReceipt()}
            title="File name, size and SHA-256, mapping, options, predicted and real counts, server, times; no personal data"
            data-testid="export-receipt"
          >
            Export receipt
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => void exportReport()}
          >
            Export report
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => void exportFailed()}
            disabled={!counts.FAILED}
          >
            Export failed rows
          </Button>
          <Button
            size="xs"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void retry()}
            disabled={!counts.FAILED}
            data-testid="fix-and-retry"
          >
            Fix and retry
          </Button>
        </Group>
      </Group>
      <SegmentedControl
        size="xs"
        value={status}
        onChange={(v) => {
          setStatus(v);
          setOffset(0);
        }}
        data={[
          { value: 'all', label: 'All' },
          ...Object.keys(counts).map((s) => ({ value: s, label: s })),
          ...(predicted ? [{ value: DIFFERING, label: 'Not as predicted' }] : []),
        ]}
        aria-label="Filter by status"
        w="fit-content"
      />
      {error && <Alert color="red">{error}</Alert>}
      {page && (
        <>
          <Table.ScrollContainer minWidth={640 + 140 * columns.length} maxHeight="calc(100vh - 420px)" type="native">
            <Table striped stickyHeader fz="sm" verticalSpacing={4} data-testid="report-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th style={NOWRAP} title="Line in the uploaded file, as the server reports it">
                    Line
                  </Table.Th>
                  <Table.Th style={NOWRAP} title="The same row's line in the file you chose">
                    In your file
                  </Table.Th>
                  {predicted && <Table.Th>Predicted</Table.Th>}
                  <Table.Th>Status</Table.Th>
                  <Table.Th miw={280}>Message</Table.Th>
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
                    <Table.Td>{l.line}</Table.Td>
                    <Table.Td>{l.sourceLine ?? '?'}</Table.Td>
                    {predicted && (
                      <Table.Td>
                        {l.predicted && (
                          <Badge size="sm" variant="light" color={STATUS_COLOR[l.predicted] ?? 'gray'}>
                            {l.predicted}
                          </Badge>
                        )}
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Badge size="sm" color={STATUS_COLOR[l.status] ?? 'gray'} style={{ overflow: 'visible' }}>
                        {l.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{l.message}</Table.Td>
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
                Previous
              </Button>
              <Text size="xs">
                {offset + 1}–{Math.min(offset + PAGE, page.total)} of {page.total}
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={offset + PAGE >= page.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                Next
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
