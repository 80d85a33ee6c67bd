import { Checkbox, NumberInput, Stack, Text } from '@mantine/core';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../ui/i18n';
import { leaversOf } from './deactivate-leavers';
import { useImportWizard } from './import-wizard-store';

const NONE = { count: 0, brake: 0, needsConfirm: false };

/**
 * The options step's opt-in: deactivate the users the file does not name (never deleted),
 * and above the brake the number typed to confirm. Beside the Changes view's list of them,
 * not in it.
 */
export function DeactivateLeavers() {
  const { t } = useT();
  const options = useImportWizard((s) => s.options);
  const setOptions = useImportWizard((s) => s.setOptions);
  // Its numbers, compared one by one: a new object each time would render again each time.
  const leavers = useImportWizard(useShallow((s) => leaversOf(s) ?? NONE));
  if (leavers.count === 0) return null;
  const { count, brake, needsConfirm } = leavers;
  return (
    <Stack gap={6} data-testid="deactivate-leavers">
      <Checkbox
        label={t('deactivate.optIn', { count })}
        description={t('deactivate.note')}
        checked={options.deactivateNotInFile}
        onChange={(e) => setOptions({ deactivateNotInFile: e.currentTarget.checked, deactivateConfirm: null })}
        data-testid="deactivate-not-in-file"
      />
      {options.deactivateNotInFile && needsConfirm && (
        <Stack gap={4} pl="xl">
          <Text size="sm" id="deactivate-brake-text">
            {t('deactivate.brake', { count, brake })}
          </Text>
          <NumberInput
            aria-label={t('deactivate.brakeLabel')}
            aria-describedby="deactivate-brake-text"
            w={160}
            min={0}
            allowDecimal={false}
            thousandSeparator={false}
            value={options.deactivateConfirm ?? ''}
            onChange={(v) => setOptions({ deactivateConfirm: typeof v === 'number' ? v : null })}
            data-testid="deactivate-confirm"
          />
        </Stack>
      )}
    </Stack>
  );
}
