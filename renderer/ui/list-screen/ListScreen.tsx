import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProfileView } from '../../../shared/models/profile';
import { ProfileGate } from '../ProfileGate';
import type { ProfileGateProps } from '../ProfileGate';

export interface ListScreenProps extends Omit<ProfileGateProps, 'children'> {
  title: string;
  /** The list for the active profile of the right kind (keyed by it, so another profile starts afresh). */
  children: (profile: ProfileView) => ReactNode;
}

/** A server list screen: its title, then the list, or why not (no profile, the wrong kind). */
export function ListScreen({ title, children, ...gate }: ListScreenProps) {
  return (
    <Stack gap="sm">
      <Title order={2}>{title}</Title>
      <ProfileGate {...gate}>{children}</ProfileGate>
    </Stack>
  );
}
