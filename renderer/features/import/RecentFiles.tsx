import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { RecentFile } from '../../../shared/prefs';
import { formatBytes, formatDate } from '../../../shared/i18n/format';
import { useT } from '../../ui/i18n';
import { loadRecentFiles } from './recent-files';

/**
 * Files checked lately, with the columns they were imported with. The app gets no file
 * paths, so it cannot open one by itself: "Choose again" opens the picker, and the
 * remembered mapping is applied to the same columns at once. The UI says so.
 */
export function RecentFiles({ onChoose }: { onChoose(): void }) {
  const { t, language } = useT();
  const [files, setFiles] = useState<RecentFile[]>([]);
  useEffect(() => {
    let live = true;
    void loadRecentFiles().then((f) => live && setFiles(f));
    return () => {
      live = false;
    };
  }, []);
  if (files.length === 0) return null;
  return (
    <Card withBorder padding="sm" data-testid="recent-files">
      <Group justify="space-between" mb={6}>
        <Text fw={600}>{t('import.recent.title')}</Text>
        <Text size="xs" c="dimmed">
          {t('import.recent.explain')}
        </Text>
      </Group>
      <Stack gap={4}>
        {files.map((f) => {
          const columns = f.mapping.filter((t) => t !== null);
          return (
            <Group key={`${f.name}-${f.size}`} justify="space-between" wrap="nowrap" data-testid="recent-file">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFileText size={18} stroke={1.5} style={{ flex: 'none' }} aria-hidden />
                <Text size="sm" fw={500} truncate title={f.name}>
                  {f.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(language, f.size)} · {formatDate(language, f.usedAt)}
                </Text>
                <Text size="xs" c="dimmed" truncate title={columns.join(', ')}>
                  {t('import.recent.columns', { count: columns.length, columns: columns.join(', ') })}
                </Text>
              </Group>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={onChoose}
                style={{ flex: 'none' }}
                aria-label={`${t('import.recent.chooseAgain')} ${f.name}`}
              >
                {t('import.recent.chooseAgain')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
