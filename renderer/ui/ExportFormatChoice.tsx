import { Button, Popover, Radio, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { GERMAN_EXCEL_EXPORT, PLAIN_EXPORT } from '../../shared/csv/export-format';
import type { ExportFormat } from '../../shared/csv/export-format';
import { useT } from './i18n';

/**
 * An export button that opens a small dialog: the file format, then Export. German picks
 * semicolons and a BOM (German Excel opens such a file in columns, umlauts intact), other
 * languages commas; the choice is changeable and kept while the screen is open.
 */
export function ExportFormatChoice({
  label,
  onExport,
  disabled,
  variant = 'default',
  testId,
  icon = <IconDownload size={14} aria-hidden />,
}: {
  label: string;
  onExport(format: ExportFormat): void;
  disabled?: boolean;
  variant?: 'default' | 'light';
  testId?: string;
  icon?: ReactNode;
}) {
  const { t, language } = useT();
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<'german' | 'plain' | null>(null);
  const choice = chosen ?? (language === 'de' ? 'german' : 'plain');
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          size="xs"
          variant={variant}
          leftSection={icon}
          onClick={() => setOpened((o) => !o)}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-testid={testId}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('export.dialog')}>
        <Stack gap="xs" maw={300}>
          <Text size="sm" fw={600}>
            {t('export.dialog')}
          </Text>
          <Radio.Group label={t('export.format')} value={choice} onChange={(v) => setChosen(v as 'german' | 'plain')}>
            <Stack gap={6} mt={4}>
              <Radio value="german" label={t('export.germanExcel')} data-testid="export-format-german" />
              <Radio value="plain" label={t('export.plain')} data-testid="export-format-plain" />
            </Stack>
          </Radio.Group>
          <Button
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => {
              setOpened(false);
              onExport(choice === 'german' ? GERMAN_EXCEL_EXPORT : PLAIN_EXPORT);
            }}
            data-testid="export-go"
          >
            {t('export.go')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
