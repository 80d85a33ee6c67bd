import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useT } from '../../ui/i18n';
import { useImportWizard } from './import-wizard-store';
import { RecentFiles } from './RecentFiles';
import { TemplateButtons } from './TemplateButtons';

/** Choose a file: drop it here (or anywhere on the window), or pick it; the template is one click away. */
export function FileStep() {
  const { t } = useT();
  const openFile = useImportWizard((s) => s.replaceFile);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  useEffect(() => useImportWizard.getState().prewarm(), []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) openFile(file);
  };

  return (
    <Stack gap="md">
      <Card
        withBorder
        padding="xl"
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
          textAlign: 'center',
        }}
      >
        <Stack align="center" gap="sm" py="lg">
          <IconFileTypeCsv size={48} stroke={1.3} aria-hidden />
          <Title order={3}>{t('import.file.drop')}</Title>
          <Text c="dimmed" size="sm" maw={560}>
            {t('import.file.explain')}
          </Text>
          <Button leftSection={<IconUpload size={16} />} onClick={() => input.current?.click()}>
            {t('import.file.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            data-testid="file-input"
            aria-label={t('import.file.input')}
            style={{ display: 'none' }}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) openFile(file);
              e.currentTarget.value = '';
            }}
          />
        </Stack>
      </Card>
      <RecentFiles onChoose={() => input.current?.click()} />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('import.file.template')}
        </Text>
        <TemplateButtons />
      </Group>
    </Stack>
  );
}
