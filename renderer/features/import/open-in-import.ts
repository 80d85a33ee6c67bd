import { useNavigation } from '../../stores/navigation';
import { useImportWizard } from './import-wizard-store';

/**
 * Opens a file in the import wizard and shows it: a file dropped on the window, or a job's
 * failed rows to fix and send again (`retryOf`: that job's id).
 */
export function openInImportWizard(file: File, retryOf: string | null = null): void {
  useImportWizard.getState().openFile(file, retryOf);
  useNavigation.getState().navigate('import');
}
