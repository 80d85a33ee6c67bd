import { useNavigation } from '../../stores/navigation';
import { useImportWizard } from './import-wizard-store';
import type { RetryKind } from './import-wizard-store';

/**
 * Opens a file in the import wizard and shows it: a file dropped on the window, or a job's
 * rows to fix and send again (`retryOf`: that job's id; `retryKind`: its failed rows or the
 * lines it never reached). A file with fixes made by hand is not replaced without asking:
 * the wizard shows the question.
 */
export function openInImportWizard(
  file: File,
  retryOf: string | null = null,
  retryKind: RetryKind | null = null,
): void {
  useImportWizard.getState().replaceFile(file, retryOf, retryKind);
  useNavigation.getState().navigate('import');
}
