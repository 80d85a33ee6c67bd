import type { ComponentType } from 'react';
import {
  IconBook2,
  IconBuildingCommunity,
  IconDevices,
  IconListCheck,
  IconPlugConnected,
  IconUsersPlus,
} from '@tabler/icons-react';
import type { Route } from '../../shared/ipc';
import { ApiReferenceScreen } from '../features/api-reference/ApiReferenceScreen';
import { ConnectionsScreen } from '../features/connections/ConnectionsScreen';
import { DevicesScreen } from '../features/devices/DevicesScreen';
import { ImportScreen } from '../features/import/ImportScreen';
import { openInImportWizard } from '../features/import/open-in-import';
import { JobsScreen } from '../features/jobs/JobsScreen';
import { OrganizationsScreen } from '../features/organizations/OrganizationsScreen';

export interface Section {
  id: Route;
  label: string;
  /** `work` sections are the daily jobs; `help` sits at the bottom of the navigation. */
  group: 'work' | 'help';
  icon: ComponentType<{ size?: number; stroke?: number }>;
  component: ComponentType;
}

/** Features do not import each other: the app joins them. A job's failed rows open in the import wizard. */
function JobsSection() {
  return <JobsScreen onRetryFailedRows={openInImportWizard} />;
}

/** The navigation: a section is listed here when its feature lands, never before. */
export const SECTIONS: readonly Section[] = [
  { id: 'import', label: 'Import users', group: 'work', icon: IconUsersPlus, component: ImportScreen },
  { id: 'jobs', label: 'Jobs', group: 'work', icon: IconListCheck, component: JobsSection },
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
