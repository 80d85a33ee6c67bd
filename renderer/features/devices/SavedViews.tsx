import { ActionIcon, Button, Group, Popover, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { DeviceView } from '../../../shared/prefs';
import { getPref, setPref } from '../../bridge/prefs';
import { DEVICE_VIEWS_KEY, removeView, upsertView } from './saved-views';

/**
 * Saved views as one-click buttons, and "Save view" to name the current filter, sort and
 * columns. Stored by core (prefs `views:devices`), so they survive restarts in every shell.
 */
export function SavedViews({ current, onOpen }: { current: Omit<DeviceView, 'name'>; onOpen(view: DeviceView): void }) {
  const [views, setViews] = useState<DeviceView[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  useEffect(() => {
    let live = true;
    getPref(DEVICE_VIEWS_KEY).then(
      (stored) => live && setViews(stored ?? []),
      (e: Error) => live && setProblem(`Saved views could not be read: ${e.message}`),
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
      setProblem(`The view could not be saved: ${(e as Error).message}`);
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
    <Group gap={6} wrap="wrap" role="group" aria-label="Saved views">
      <IconBookmark size={16} aria-hidden style={{ opacity: 0.7 }} />
      <Text size="sm" c="dimmed">
        Views:
      </Text>
      {views.length === 0 && (
        <Text size="sm" c="dimmed" fs="italic">
          none saved yet
        </Text>
      )}
      {views.map((view) => (
        <Button.Group key={view.name}>
          <Button size="compact-sm" variant="light" onClick={() => onOpen(view)} title={`Open the view “${view.name}”`}>
            {view.name}
          </Button>
          <ActionIcon
            size={26}
            variant="light"
            aria-label={`Delete the view ${view.name}`}
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
            leftSection={<IconDeviceFloppy size={14} />}
            onClick={() => setNaming((o) => !o)}
          >
            Save view…
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
                label="Name of the view"
                placeholder="e.g. iPads offline 30 days"
                size="xs"
                w={220}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={100}
                data-autofocus
              />
              <Button size="xs" type="submit" disabled={!name.trim()}>
                Save
              </Button>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              Keeps the filter, sort, columns and page size. A view of the same name is replaced.
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
