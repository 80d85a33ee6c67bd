import { Button, Group, Modal, Text } from '@mantine/core';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../ui/i18n';
import { useImportWizard } from './import-wizard-store';

/** Asks before a new file (a drop, a pick, "Other file", "Fix and retry") replaces one whose values were fixed by hand. */
export function ReplaceFileDialog() {
  const { t } = useT();
  const { pending, file, confirm, keep } = useImportWizard(
    useShallow((s) => ({ pending: s.pendingReplace, file: s.file, confirm: s.confirmReplace, keep: s.keepFixes })),
  );
  return (
    <Modal
      opened={pending !== null}
      onClose={keep}
      title={t('import.replace.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">
        {pending?.file
          ? t('import.replace.text', { file: file?.name ?? '', next: pending.file.name })
          : t('import.replace.textNoNext', { file: file?.name ?? '' })}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={keep} data-autofocus>
          {t('import.replace.keep')}
        </Button>
        <Button color="red" onClick={confirm} data-testid="confirm-replace">
          {t('import.replace.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
