import type { ComponentType } from 'react';
import {
  IconBook2,
  IconBuildingCommunity,
  IconDevices,
  IconListCheck,
  IconPlugConnected,
  IconUsersPlus,
} from '@tabler/icons-react';
import { ApiReferenceScreen } from '../features/api-reference/ApiReferenceScreen';
import { ConnectionsScreen } from '../features/connections/ConnectionsScreen';
import { DevicesScreen } from '../features/devices/DevicesScreen';
import { ImportScreen } from '../features/import/ImportScreen';
import { JobsScreen } from '../features/jobs/JobsScreen';
import { OrganizationsScreen } from '../features/organizations/OrganizationsScreen';

export interface Section {
  id: string;
  label: string;
  /** `work` sections are the daily jobs; `help` sits at the bottom of the navigation. */
  group: 'work' | 'help';
  icon: ComponentType<{ size?: number; stroke?: number }>;
  component: ComponentType;
}

/** The navigation: a section is listed here when its feature lands, never before. */
export const SECTIONS: readonly Section[] = [
  { id: 'import', label: 'Import users', group: 'work', icon: IconUsersPlus, component: ImportScreen },
  { id: 'jobs', label: 'Jobs', group: 'work', icon: IconListCheck, component: JobsScreen },
  { id: 'connections', label: 'Connections', group: 'work', icon: IconPlugConnected, component: ConnectionsScreen },
  { id: 'devices', label: 'Devices', group: 'work', icon: IconDevices, component: DevicesScreen },
  {
    id: 'organizations',
    label: 'Organization requests',
    group: 'work',
    icon: IconBuildingCommunity,
    component: OrganizationsScreen,
  },
  { id: 'api-reference', label: 'API reference', group: 'help', icon: IconBook2, component: ApiReferenceScreen },
];
