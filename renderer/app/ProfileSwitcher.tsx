import { Badge, Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlugConnected } from '@tabler/icons-react';
import { PROFILE_KIND_LABEL } from '../../shared/models/profile';
import { useNavigation } from '../stores/navigation';
import { useProfiles } from '../stores/profiles';

/** The active connection, always visible in the header, and switchable from anywhere. */
export function ProfileSwitcher() {
  const { profiles, activeId, activeProfile, loaded, setActive } = useProfiles();
  const navigate = useNavigation((s) => s.navigate);
  if (!loaded) return null;
  if (profiles.length === 0) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlugConnected size={16} />}
        onClick={() => navigate('connections')}
      >
        Connect to a server
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {activeProfile && (
        <Badge variant="light" color={activeProfile.demo ? 'grape' : 'gray'} visibleFrom="sm">
          {activeProfile.demo ? 'Demo' : PROFILE_KIND_LABEL[activeProfile.kind]}
        </Badge>
      )}
      <Select
        aria-label="Active connection"
        data-testid="profile-switcher"
        size="xs"
        w={240}
        placeholder="Choose a connection"
        data={profiles.map((p) => ({ value: p.id, label: p.name }))}
        value={activeId}
        allowDeselect={false}
        leftSection={<IconPlugConnected size={16} />}
        onChange={(id) => {
          if (id && id !== activeId)
            setActive(id).catch((e: Error) =>
              notifications.show({ color: 'red', title: 'Could not switch the connection', message: e.message }),
            );
        }}
      />
    </Group>
  );
}
