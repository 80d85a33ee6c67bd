import { useEffect } from 'react';
import { openInImportWizard } from './open-in-import';

/**
 * A CSV file dropped anywhere on the window opens in the import wizard. Without this the
 * browser (and Electron) would navigate to the dropped file.
 */
export function useWindowFileDrop(): void {
  useEffect(() => {
    const over = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      openInImportWizard(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);
}
