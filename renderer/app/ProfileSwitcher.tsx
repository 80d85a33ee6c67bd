import { Badge, Button, Group, Select } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { profileLabel } from '../../shared/connections/profile-label';
import { useNavigation } from '../stores/navigation';
import { useProfiles } from '../stores/profiles';
import { useT } from '../ui/i18n';
import { selectWidthFor } from '../ui/select-width';
import { notify } from '../ui/notify';

const MIN_WIDTH = 240;
const MAX_WIDTH = 380;
/** The connection icon left of the name. */
const ICON_WIDTH = 28;

/** The active connection, always visible in the header, and switchable from anywhere. */
export function ProfileSwitcher() {
  const { t } = useT();
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
        {t('profile.connect')}
      </Button>
    );
  }
  const labels = profiles.map((p) => ({ value: p.id, label: profileLabel(p.name, t) }));
  return (
    <Group gap="xs" wrap="nowrap">
      {activeProfile && (
        <Badge variant="light" color={activeProfile.demo ? 'grape' : 'gray'} visibleFrom="sm" tt="none">
          {activeProfile.demo ? t('profile.demo') : t(`profile.kind.${activeProfile.kind}`)}
        </Badge>
      )}
      <Select
        aria-label={t('profile.active')}
        data-testid="profile-switcher"
        size="xs"
        // As wide as the longest name (the demo's in German is 40 characters), within the header's room.
        w={Math.min(
          MAX_WIDTH,
          selectWidthFor(
            labels.map((l) => l.label),
            MIN_WIDTH,
          ) + ICON_WIDTH,
        )}
        placeholder={t('profile.choose')}
        data={labels}
        value={activeId}
        allowDeselect={false}
        leftSection={<IconPlugConnected size={16} />}
        onChange={(id) => {
          if (id && id !== activeId)
            setActive(id).catch((e: Error) =>
              notify({ color: 'red', title: t('profile.switchFailed'), message: e.message }),
            );
        }}
      />
    </Group>
  );
}
