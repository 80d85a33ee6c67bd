import { Alert, Badge, Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import type { CsvEncoding, EncodingChoice, Separator, SeparatorChoice } from '../../../shared/users-csv';
import { useShallow } from 'zustand/react/shallow';
import { useImportWizard } from './import-wizard-store';
import { countOf, formatBytes, formatCount } from './format';

const ENCODINGS: Array<{ value: CsvEncoding; label: string }> = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'windows-1252', label: 'Windows-1252 (Western European)' },
  { value: 'utf-16le', label: 'UTF-16 LE' },
  { value: 'utf-16be', label: 'UTF-16 BE' },
];
const SEPARATORS: Array<{ value: Separator; label: string }> = [
  { value: 'comma', label: 'Comma ,' },
  { value: 'semicolon', label: 'Semicolon ;' },
  { value: 'tab', label: 'Tab' },
  { value: 'pipe', label: 'Pipe |' },
];

/** The file being read: progress and cancel, then what was detected, each changeable (which reads again). */
export function ReadBar() {
  const { file, phase, progress, detection, encoding, separator, error, reread, cancel, reset, summary } =
    useImportWizard(
      useShallow((s) => ({
        file: s.file,
        phase: s.phase,
        progress: s.progress,
        detection: s.detection,
        encoding: s.encoding,
        separator: s.separator,
        error: s.error,
        reread: s.reread,
        cancel: s.cancel,
        reset: s.reset,
        summary: s.summary,
      })),
    );
  if (!file) return null;
  const percent = progress.totalBytes > 0 ? (100 * progress.bytesRead) / progress.totalBytes : 0;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} data-testid="file-name">
            {file.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatBytes(file.size)}
          </Text>
          <Badge variant="light" data-testid="record-count">
            {countOf(summary?.records ?? progress.records, 'user', 'users')}
          </Badge>
          {(summary?.errors ?? progress.errors) > 0 && (
            <Badge color="red">{countOf(summary?.errors ?? progress.errors, 'error', 'errors')}</Badge>
          )}
          {(summary?.warnings ?? progress.warnings) > 0 && (
            <Badge color="yellow">{countOf(summary?.warnings ?? progress.warnings, 'warning', 'warnings')}</Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Select
            size="xs"
            w={220}
            aria-label="Encoding"
            data={[
              {
                value: 'auto',
                label:
                  detection && encoding === 'auto'
                    ? `Detected: ${labelOf(ENCODINGS, detection.encoding)}`
                    : 'Detect encoding',
              },
              ...ENCODINGS,
            ]}
            value={encoding}
            allowDeselect={false}
            onChange={(v) => v && reread(v as EncodingChoice, separator)}
            data-testid="encoding-select"
          />
          <Select
            size="xs"
            w={180}
            aria-label="Separator"
            data={[
              {
                value: 'auto',
                label:
                  detection && separator === 'auto'
                    ? `Detected: ${labelOf(SEPARATORS, detection.separator)}`
                    : 'Detect separator',
              },
              ...SEPARATORS,
            ]}
            value={separator}
            allowDeselect={false}
            onChange={(v) => v && reread(encoding, v as SeparatorChoice)}
            data-testid="separator-select"
          />
          <Button size="xs" variant="subtle" onClick={reset}>
            Other file
          </Button>
        </Group>
      </Group>
      {phase === 'reading' && (
        <Group gap="sm" wrap="nowrap" data-testid="reading">
          <Progress value={percent} animated style={{ flex: 1 }} aria-label="Reading the file" />
          <Text size="xs" c="dimmed" w={220} ta="right">
            {formatBytes(progress.bytesRead)} of {formatBytes(progress.totalBytes)} · {formatCount(progress.records)}{' '}
            rows
          </Text>
          <Button size="xs" color="red" variant="light" onClick={cancel}>
            Cancel
          </Button>
        </Group>
      )}
      {phase === 'cancelled' && (
        <Alert color="gray" title="Reading was cancelled">
          Only the first {formatCount(progress.records)} rows were read; read the file again or choose another.{' '}
          <Button size="compact-xs" variant="light" onClick={() => reread(encoding, separator)}>
            Read again
          </Button>
        </Alert>
      )}
      {error && (
        <Alert color="red" title={phase === 'failed' ? 'The file could not be read' : 'Not applied'}>
          {error}
        </Alert>
      )}
      {detection && (
        <Text size="xs" c="dimmed" data-testid="detection">
          {labelOf(ENCODINGS, detection.encoding)} ({detection.encodingReason}
          {detection.bom ? ', with BOM' : ''}), separated by {labelOf(SEPARATORS, detection.separator).toLowerCase()} (
          {detection.separatorReason}), line ends {detection.lineEnding.toUpperCase()}
        </Text>
      )}
    </Stack>
  );
}

function labelOf<T extends string>(list: Array<{ value: T; label: string }>, value: T): string {
  return list.find((e) => e.value === value)?.label ?? value;
}
