import { Alert, Badge, Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import type { CsvEncoding, EncodingChoice, Separator, SeparatorChoice } from '../../../shared/users-csv';
import { useShallow } from 'zustand/react/shallow';
import { formatBytes } from '../../../shared/i18n/format';
import type { Translate } from '../../../shared/i18n/translator';
import { useT } from '../../ui/i18n';
import { selectWidthFor } from '../../ui/select-width';
import { useImportWizard } from './import-wizard-store';

const encodings = (t: Translate): Array<{ value: CsvEncoding; label: string }> => [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'windows-1252', label: t('encoding.windows-1252') },
  { value: 'utf-16le', label: 'UTF-16 LE' },
  { value: 'utf-16be', label: 'UTF-16 BE' },
];
const separators = (t: Translate): Array<{ value: Separator; label: string }> => [
  { value: 'comma', label: t('separator.comma') },
  { value: 'semicolon', label: t('separator.semicolon') },
  { value: 'tab', label: t('separator.tab') },
  { value: 'pipe', label: t('separator.pipe') },
];

/** The file being read: progress and cancel, then what was detected, each changeable (which reads again). */
export function ReadBar() {
  const { file, phase, progress, detection, encoding, separator, error, reread, cancel, replaceFile, summary } =
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
        replaceFile: s.replaceFile,
        summary: s.summary,
      })),
    );
  const { t, language } = useT();
  if (!file) return null;
  const ENCODINGS = encodings(t);
  const SEPARATORS = separators(t);
  const encodingChoices = [
    {
      value: 'auto',
      label:
        detection && encoding === 'auto'
          ? t('import.read.detected', { value: labelOf(ENCODINGS, detection.encoding) })
          : t('import.read.detectEncoding'),
    },
    ...ENCODINGS,
  ];
  const separatorChoices = [
    {
      value: 'auto',
      label:
        detection && separator === 'auto'
          ? t('import.read.detected', { value: labelOf(SEPARATORS, detection.separator) })
          : t('import.read.detectSeparator'),
    },
    ...SEPARATORS,
  ];
  const percent = progress.totalBytes > 0 ? (100 * progress.bytesRead) / progress.totalBytes : 0;
  return (
    <Stack gap="xs">
      {/* The file's facts and the reading choices share a row while they fit; otherwise the
          choices move below, never squeezed (a German "Andere Datei" cut off), and a file name
          too long even for a row of its own ends in an ellipsis (the whole name in its title). */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, maxWidth: '100%' }}>
          <Text fw={600} data-testid="file-name" truncate title={file.name} style={{ minWidth: 0 }}>
            {file.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap', flex: 'none' }}>
            {formatBytes(language, file.size)}
          </Text>
          <Badge variant="light" data-testid="record-count" style={{ flex: 'none' }}>
            {t('import.read.users', { count: summary?.records ?? progress.records })}
          </Badge>
          {(summary?.errors ?? progress.errors) > 0 && (
            <Badge color="red" style={{ flex: 'none' }}>
              {t('import.read.errors', { count: summary?.errors ?? progress.errors })}
            </Badge>
          )}
          {(summary?.warnings ?? progress.warnings) > 0 && (
            <Badge color="yellow" style={{ flex: 'none' }}>
              {t('import.read.warnings', { count: summary?.warnings ?? progress.warnings })}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto" style={{ flex: 'none' }}>
          <Select
            size="xs"
            w={selectWidthFor(
              encodingChoices.map((c) => c.label),
              220,
            )}
            aria-label={t('import.read.encoding')}
            data={encodingChoices}
            value={encoding}
            allowDeselect={false}
            onChange={(v) => v && reread(v as EncodingChoice, separator)}
            data-testid="encoding-select"
          />
          <Select
            size="xs"
            w={selectWidthFor(
              separatorChoices.map((c) => c.label),
              180,
            )}
            aria-label={t('import.read.separator')}
            data={separatorChoices}
            value={separator}
            allowDeselect={false}
            onChange={(v) => v && reread(encoding, v as SeparatorChoice)}
            data-testid="separator-select"
          />
          <Button size="xs" variant="subtle" onClick={() => replaceFile(null)}>
            {t('import.read.otherFile')}
          </Button>
        </Group>
      </Group>
      {phase === 'reading' && (
        <Group gap="sm" wrap="nowrap" data-testid="reading">
          <Progress value={percent} animated style={{ flex: 1 }} aria-label={t('import.read.reading')} />
          <Text size="xs" c="dimmed" w={240} ta="right">
            {t('import.read.progress', {
              read: formatBytes(language, progress.bytesRead),
              total: formatBytes(language, progress.totalBytes),
              rows: progress.records,
            })}
          </Text>
          <Button size="xs" color="red" variant="light" onClick={cancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      )}
      {phase === 'cancelled' && (
        <Alert color="gray" title={t('import.read.cancelled')}>
          {t('import.read.cancelledText', { rows: progress.records })}{' '}
          <Button size="compact-xs" variant="light" onClick={() => reread(encoding, separator)}>
            {t('import.read.again')}
          </Button>
        </Alert>
      )}
      {error && (
        <Alert color="red" title={phase === 'failed' ? t('import.read.failed') : t('import.read.notApplied')}>
          {error}
        </Alert>
      )}
      {detection && (
        <Text size="xs" c="dimmed" data-testid="detection">
          {t('import.read.detection', {
            encoding: labelOf(ENCODINGS, detection.encoding),
            encodingReason: t(`reason.${detection.encodingReason}`),
            bom: detection.bom ? t('import.read.withBom') : '',
            separator: labelOf(SEPARATORS, detection.separator),
            separatorReason: t(`reason.${detection.separatorReason}`),
            lineEnding: detection.lineEnding.toUpperCase(),
          })}
        </Text>
      )}
    </Stack>
  );
}

function labelOf<T extends string>(list: Array<{ value: T; label: string }>, value: T): string {
  return list.find((e) => e.value === value)?.label ?? value;
}
