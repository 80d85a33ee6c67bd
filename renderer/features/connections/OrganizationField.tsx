import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { OrganizationList, ProfileKind } from '../../../shared/models/profile';
import { MdmCallError, call } from '../../bridge/mdm';
import { useT } from '../../ui/i18n';

interface Props {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  kind: ProfileKind;
  /** The saved profile, whose server is asked for its organizations; null for a new one. */
  profileId: string | null;
  /** A preset of the machine-wide policy: the policy sets the organization. */
  locked?: boolean;
  /** The lock beside the field when locked (PolicyLock). */
  lock?: ReactNode;
}

/**
 * The organization a connection's calls act in (`tenantOrganizationUuid`; the profile's
 * `organizationUuid`, as the policy's presets name it). Empty: the token's own. For a system
 * administrator, the organizations can be picked from what core lists for the saved profile
 * (`profiles.organizations`: the demo server's own; a real server offers no list, and the
 * answer says to paste the UUID instead).
 */
export function OrganizationField({ value, onChange, error, kind, profileId, locked = false, lock }: Props) {
  const { t } = useT();
  const [list, setList] = useState<OrganizationList | null>(null);
  const [listing, setListing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = async () => {
    if (!profileId) return;
    setListing(true);
    setFailure(null);
    try {
      setList(await call('profiles.organizations', { id: profileId }));
    } catch (e) {
      setFailure(e instanceof MdmCallError ? e.message : String(e));
    } finally {
      setListing(false);
    }
  };

  // Core says where the list came from; each source is worded here.
  const note = (l: OrganizationList) => t(`form.organizationList.${l.source}`);

  return (
    <Stack gap={4}>
      <TextInput
        label={t('form.organization')}
        description={t('form.organizationHelp')}
        placeholder={t('form.organizationPlaceholder')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        spellCheck={false}
        autoComplete="off"
        disabled={locked}
        rightSection={lock}
      />
      {kind === 'system' &&
        !locked &&
        (profileId ? (
          <Group gap="xs" align="flex-end">
            {list && list.organizations.length > 0 ? (
              <Select
                label={t('form.organizationPick')}
                data={list.organizations.map((o) => ({
                  value: o.uuid,
                  label: o.fullName ? `${o.name}: ${o.fullName}` : o.name,
                }))}
                value={list.organizations.some((o) => o.uuid === value) ? value : null}
                onChange={(v) => onChange(v ?? '')}
                searchable
                clearable
                data-testid="organization-picker"
              />
            ) : (
              <Button size="xs" variant="default" onClick={() => void load()} loading={listing}>
                {t('form.organizationList')}
              </Button>
            )}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('form.organizationAfterSave')}
          </Text>
        ))}
      {list && (
        <Text size="xs" c="dimmed" data-testid="organization-list-note">
          {note(list)}
        </Text>
      )}
      {failure && (
        <Text size="xs" c="red">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
