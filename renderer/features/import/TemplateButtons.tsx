import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { templateBytes, templateFileName } from '../../../shared/users-csv';
import { downloadFile } from '../../ui/download';

/** The 5.34 template (UTF-8 with BOM, so Excel shows umlauts), with commas or semicolons. */
export function downloadTemplate(separator: CsvSeparator): void {
  const bytes = templateBytes(separator);
  downloadFile({
    fileName: templateFileName(separator),
    content: new Blob([bytes.slice().buffer], { type: 'text/csv;charset=utf-8' }),
    mimeType: 'text/csv;charset=utf-8',
  });
}

export function TemplateButtons() {
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        onClick={() => downloadTemplate('COMMA')}
      >
        Template (comma)
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        onClick={() => downloadTemplate('SEMICOLON')}
      >
        Template (semicolon, Excel in German)
      </Button>
    </Group>
  );
}
