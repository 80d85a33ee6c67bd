import { Checkbox, SegmentedControl, Stack, Text } from '@mantine/core';
import { useShallow } from 'zustand/react/shallow';
import type { PasswordStyle } from '../../../shared/users-csv/password-generator';
import { detectSchoolExport } from '../../../shared/users-csv/school-exports';
import { useT } from '../../ui/i18n';
import { useImportWizard } from './import-wizard-store';

/**
 * How generated passwords look (strong for adults, pupil for children: syllables and digits
 * to read aloud and type on a tablet, still within the policy) and whether the users must
 * choose a new one at their first sign-in; shown while passwords are generated.
 */
export function GeneratedPasswordOptions() {
  const { t } = useT();
  const { options, setOptions, header, fileColumns } = useImportWizard(
    useShallow((s) => ({
      options: s.options,
      setOptions: s.setOptions,
      header: s.header,
      fileColumns: s.fileColumns,
    })),
  );
  if (!options.generatePasswords) return null;
  // A school system's export lists pupils, most likely: strong passwords are hard for a ten-year-old.
  const schoolSystem = options.passwordStyle === 'strong' ? detectSchoolExport(header.slice(0, fileColumns)) : null;
  return (
    <Stack gap="xs" pl="xl" data-testid="generated-password-options">
      <div>
        <Text size="sm" fw={500} id="password-style-label">
          {t('import.options.passwordStyle')}
        </Text>
        <SegmentedControl
          aria-labelledby="password-style-label"
          value={options.passwordStyle}
          onChange={(value) => setOptions({ passwordStyle: value as PasswordStyle })}
          data={[
            { value: 'strong', label: t('import.options.passwordStyle.strong') },
            { value: 'pupil', label: t('import.options.passwordStyle.pupil') },
          ]}
          data-testid="password-style"
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t(
            options.passwordStyle === 'pupil'
              ? 'import.options.passwordStyle.pupilHelp'
              : 'import.options.passwordStyle.strongHelp',
          )}
        </Text>
        {schoolSystem && (
          <Text size="xs" mt={4} data-testid="pupil-style-hint">
            {t('import.options.passwordStyle.schoolHint', { system: schoolSystem })}
          </Text>
        )}
      </div>
      <Checkbox
        label={t('import.options.passwordChangeRequired')}
        description={t('import.options.passwordChangeRequiredHelp')}
        checked={options.passwordChangeRequired}
        onChange={(event) => setOptions({ passwordChangeRequired: event.currentTarget.checked })}
        data-testid="password-change-required"
      />
    </Stack>
  );
}
