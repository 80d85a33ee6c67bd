import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { OrganizationList, ProfileKind } from '../../../shared/models/profile';
import { MdmCallError, call } from '../../bridge/mdm';

interface Props {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  kind: ProfileKind;
  /** The saved profile, whose server is asked for its organizations; null for a new one. */
  profileId: string | null;
}

/**
 * The organization a connection's calls act in (`tenantOrganizationUuid`). Empty: the
 * token's own. For a system administrator, the organizations can be picked from what core
 * lists for the saved profile (`profiles.organizations`: the demo server's own; a real
 * server offers no list, and the answer says to paste the UUID instead).
 */
export function OrganizationField({ value, onChange, error, kind, profileId }: Props) {
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

  return (
    <Stack gap={4}>
      <TextInput
        label="Organization"
        description="The UUID of the organization every call acts in (tenantOrganizationUuid). Leave it empty to act in the token's own organization."
        placeholder="e.g. 3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        spellCheck={false}
        autoComplete="off"
      />
      {kind === 'system' &&
        (profileId ? (
          <Group gap="xs" align="flex-end">
            {list && list.organizations.length > 0 ? (
              <Select
                label="Pick from the server's organizations"
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
                List the server's organizations
              </Button>
            )}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            Once the connection is saved, its organizations can be listed here where the server offers them.
          </Text>
        ))}
      {list && (
        <Text size="xs" c="dimmed" data-testid="organization-list-note">
          {list.note}
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
