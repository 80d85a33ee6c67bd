import type { ComponentType } from 'react';
import {
  IconBook2,
  IconBuildingCommunity,
  IconDevices,
  IconListCheck,
  IconPlugConnected,
  IconUsersPlus,
} from '@tabler/icons-react';
import type { MessageKey } from '../../shared/i18n/catalogue';
import type { Route } from '../../shared/ipc';
import { ApiReferenceScreen } from '../features/api-reference/ApiReferenceScreen';
import { ConnectionsScreen } from '../features/connections/ConnectionsScreen';
import { DevicesScreen } from '../features/devices/DevicesScreen';
import { ImportScreen } from '../features/import/ImportScreen';
import { useImportWizard } from '../features/import/import-wizard-store';
import { openInImportWizard } from '../features/import/open-in-import';
import { useNavigation } from '../stores/navigation';
import { JobsScreen } from '../features/jobs/JobsScreen';
import { OrganizationsScreen } from '../features/organizations/OrganizationsScreen';

export interface Section {
  id: Route;
  /** The catalogue key of its name in the navigation. */
  label: MessageKey;
  /** `work` sections are the daily jobs; `help` sits at the bottom of the navigation. */
  group: 'work' | 'help';
  icon: ComponentType<{ size?: number; stroke?: number }>;
  component: ComponentType;
}

/**
 * Features do not import each other: the app joins them. A job's failed rows (or the lines
 * an aborted job never reached) open in the import wizard; a job whose upload failed while
 * the wizard still holds its file offers "Retry upload" there.
 */
function JobsSection() {
  const navigate = useNavigation((s) => s.navigate);
  const failedUpload = useImportWizard((s) => s.uploadFailed?.jobId ?? null);
  return (
    <JobsScreen
      onRetryRows={(file, jobId, kind) => openInImportWizard(file, jobId, kind)}
      uploadRetry={
        failedUpload
          ? {
              jobId: failedUpload,
              onRetry: () => {
                useImportWizard.getState().retryUpload();
                navigate('import');
              },
            }
          : null
      }
    />
  );
}

/** The navigation: a section is listed here when its feature lands, never before. */
export const SECTIONS: readonly Section[] = [
  { id: 'import', label: 'section.import', group: 'work', icon: IconUsersPlus, component: ImportScreen },
  { id: 'jobs', label: 'section.jobs', group: 'work', icon: IconListCheck, component: JobsSection },
  {
    id: 'connections',
    label: 'section.connections',
    group: 'work',
    icon: IconPlugConnected,
    component: ConnectionsScreen,
  },
  { id: 'devices', label: 'section.devices', group: 'work', icon: IconDevices, component: DevicesScreen },
  {
    id: 'organizations',
    label: 'section.organizations',
    group: 'work',
    icon: IconBuildingCommunity,
    component: OrganizationsScreen,
  },
  {
    id: 'api-reference',
    label: 'section.api-reference',
    group: 'help',
    icon: IconBook2,
    component: ApiReferenceScreen,
  },
];
