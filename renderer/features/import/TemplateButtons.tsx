import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { templateBytes, templateFileName } from '../../../shared/users-csv';
import type { Language } from '../../../shared/i18n/language';
import { downloadFile } from '../../ui/download';
import { useT } from '../../ui/i18n';

/** German Excel opens semicolon files in columns; English Excel opens commas. */
export const defaultTemplateSeparator = (language: Language): CsvSeparator =>
  language === 'de' ? 'SEMICOLON' : 'COMMA';

/** The import template (UTF-8 with BOM, so Excel shows umlauts), with commas or semicolons. */
export function downloadTemplate(separator: CsvSeparator): void {
  const bytes = templateBytes(separator);
  downloadFile({
    fileName: templateFileName(separator),
    content: new Blob([bytes.slice().buffer], { type: 'text/csv;charset=utf-8' }),
    mimeType: 'text/csv;charset=utf-8',
  });
}

/** One download button and the separator, chosen by the language (German: semicolons) and changeable. */
export function TemplateButtons() {
  const { t, language } = useT();
  const [chosen, setChosen] = useState<CsvSeparator | null>(null);
  const separator = chosen ?? defaultTemplateSeparator(language);
  return (
    <Group gap="xs" wrap="nowrap">
      <SegmentedControl
        size="xs"
        aria-label={t('import.template.format')}
        value={separator}
        onChange={(v) => setChosen(v as CsvSeparator)}
        data={[
          { value: 'SEMICOLON', label: t('import.template.semicolon') },
          { value: 'COMMA', label: t('import.template.comma') },
        ]}
        data-testid="template-separator"
      />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        onClick={() => downloadTemplate(separator)}
        data-testid="download-template"
      >
        {t('import.template.download')}
      </Button>
    </Group>
  );
}
