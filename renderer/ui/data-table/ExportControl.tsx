import { Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import type { ExportRun } from './use-export';
import { formatCount } from './format';

/** "Export CSV", then the progress of every page with Cancel, then how it ended. */
export function ExportControl({
  run,
  onStart,
  disabled,
  what,
}: {
  run: ExportRun;
  onStart(): void;
  disabled?: boolean;
  what: string;
}) {
  const p = run.progress;
  if (run.running) {
    const percent = p && p.total ? Math.min(100, (p.done / p.total) * 100) : null;
    return (
      <Group gap="xs" wrap="nowrap" data-testid="export-progress" aria-live="polite">
        <Progress value={percent ?? 100} animated={percent === null} w={140} size="lg" aria-label="Export progress" />
        <Text size="xs" c="dimmed" miw={130}>
          {p ? `${formatCount(p.done)}${p.total !== null ? ` of ${formatCount(p.total)}` : ''} ${what}` : 'Starting…'}
        </Text>
        <Button size="xs" variant="default" color="red" leftSection={<IconX size={14} />} onClick={run.cancel}>
          Cancel export
        </Button>
      </Group>
    );
  }
  const outcome =
    run.startError ??
    (p?.state === 'failed'
      ? `Export failed: ${p.error ?? 'unknown error'}`
      : p?.state === 'cancelled'
        ? 'Export cancelled.'
        : p?.state === 'finished'
          ? `Exported ${formatCount(p.done)} ${what}${p.file ? ` to ${p.file.fileName}` : ''}.`
          : null);
  return (
    <Group gap="xs" wrap="nowrap">
      {outcome && (
        <Text
          size="xs"
          c={run.startError || p?.state === 'failed' ? 'red' : 'dimmed'}
          data-testid="export-outcome"
          maw={260}
          truncate="end"
          title={outcome}
        >
          {outcome}
        </Text>
      )}
      <Button size="xs" variant="light" leftSection={<IconDownload size={16} />} onClick={onStart} disabled={disabled}>
        Export CSV
      </Button>
    </Group>
  );
}
