import { Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import type { ExportFormat } from '../../../shared/csv/export-format';
import { ExportFormatChoice } from '../ExportFormatChoice';
import { useT } from '../i18n';
import type { ExportRun } from './use-export';

/** "Export CSV", then the progress of every page with Cancel, then how it ended. */
export function ExportControl({
  run,
  onStart,
  disabled,
  what,
}: {
  run: ExportRun;
  onStart(format: ExportFormat): void;
  disabled?: boolean;
  /** The noun for a count of what is exported, in the app's language. */
  what: (count: number) => string;
}) {
  const { t } = useT();
  const p = run.progress;
  if (run.running) {
    const percent = p && p.total ? Math.min(100, (p.done / p.total) * 100) : null;
    return (
      <Group gap="xs" wrap="nowrap" data-testid="export-progress" aria-live="polite">
        <Progress
          value={percent ?? 100}
          animated={percent === null}
          w={140}
          size="lg"
          aria-label={t('export.progress')}
        />
        <Text size="xs" c="dimmed" miw={130}>
          {p
            ? p.total !== null
              ? t('export.countOf', { done: p.done, total: p.total, noun: what(p.total) })
              : t('export.count', { done: p.done, noun: what(p.done) })
            : t('export.starting')}
        </Text>
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={run.cancel}
        >
          {t('export.cancel')}
        </Button>
      </Group>
    );
  }
  const outcome =
    run.startError ??
    (p?.state === 'failed'
      ? t('export.failed', { reason: p.error ?? t('export.unknownError') })
      : p?.state === 'cancelled'
        ? t('export.cancelled')
        : p?.state === 'finished'
          ? p.file
            ? t('export.doneTo', { count: p.done, noun: what(p.done), file: p.file.fileName })
            : t('export.done', { count: p.done, noun: what(p.done) })
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
      <ExportFormatChoice
        label={t('export.csv')}
        variant="light"
        icon={<IconDownload size={16} aria-hidden />}
        onExport={onStart}
        disabled={disabled ?? false}
        testId="export-csv"
      />
    </Group>
  );
}
