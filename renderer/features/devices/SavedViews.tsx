import { ActionIcon, Button, Group, Popover, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { DeviceView } from '../../../shared/prefs';
import { getPref, setPref } from '../../bridge/prefs';
import { translate, useT } from '../../ui/i18n';
import { DEVICE_VIEWS_KEY, removeView, upsertView } from './saved-views';

/**
 * Saved views as one-click buttons, and "Save view" to name the current filter, sort and
 * columns. Stored by core (prefs `views:devices`), so they survive restarts in every shell.
 */
export function SavedViews({ current, onOpen }: { current: Omit<DeviceView, 'name'>; onOpen(view: DeviceView): void }) {
  const { t } = useT();
  const [views, setViews] = useState<DeviceView[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  useEffect(() => {
    let live = true;
    getPref(DEVICE_VIEWS_KEY).then(
      (stored) => live && setViews(stored ?? []),
      (e: Error) => live && setProblem(translate('views.readFailed', { reason: e.message })),
    );
    return () => {
      live = false;
    };
  }, []);

  const store = useCallback(async (next: DeviceView[]) => {
    try {
      await setPref(DEVICE_VIEWS_KEY, next);
      setViews(next);
      setProblem(null);
    } catch (e) {
      setProblem(translate('views.saveFailed', { reason: (e as Error).message }));
    }
  }, []);

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    await store(upsertView(views, { name: trimmed, ...current }));
    setNaming(false);
    setName('');
  };

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('views.group')}>
      <IconBookmark size={16} aria-hidden style={{ opacity: 0.7 }} />
      <Text size="sm" c="dimmed">
        {t('views.label')}
      </Text>
      {views.length === 0 && (
        <Text size="sm" c="dimmed" fs="italic">
          {t('views.none')}
        </Text>
      )}
      {views.map((view) => (
        <Button.Group key={view.name}>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onOpen(view)}
            title={t('views.open', { name: view.name })}
          >
            {view.name}
          </Button>
          <ActionIcon
            size={26}
            variant="light"
            aria-label={t('views.delete', { name: view.name })}
            onClick={() => void store(removeView(views, view.name))}
          >
            <IconX size={12} />
          </ActionIcon>
        </Button.Group>
      ))}
      <Popover opened={naming} onChange={setNaming} position="bottom-start" trapFocus withinPortal shadow="md">
        <Popover.Target>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            onClick={() => setNaming((o) => !o)}
          >
            {t('views.save')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput
                label={t('views.name')}
                placeholder={t('views.namePlaceholder')}
                size="xs"
                w={220}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={100}
                data-autofocus
              />
              <Button size="xs" type="submit" disabled={!name.trim()}>
                {t('common.save')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {t('views.keeps')}
            </Text>
          </form>
        </Popover.Dropdown>
      </Popover>
      {problem && (
        <Text size="xs" c="red">
          {problem}
        </Text>
      )}
    </Group>
  );
}
