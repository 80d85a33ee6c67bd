import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DEFAULT_ID_COLUMN, ID_COLUMNS, patternErrorText } from '../../../shared/users-csv';
import type { IdColumn } from '../../../shared/users-csv';
import type { NamingScheme } from '../../../shared/models/profile';
import { useT } from '../../ui/i18n';
import { FormSection } from './FormSection';

/** A pattern, the same in every language. */
const NAME_EXAMPLE = '{givenName}.{surName}';

/**
 * The connection's naming scheme: the patterns that build the login names and e-mail
 * addresses a school's file lacks, the import wizard's default for this connection, and
 * where the server keeps the person's key (the school's ID: a custom column or foreignKey).
 * Each pattern's error is shown at its character as it is typed.
 */
export function NamingSchemeFields({ value, onChange }: { value: NamingScheme; onChange(next: NamingScheme): void }) {
  const { t } = useT();
  return (
    <FormSection title={t('namingScheme.title')} explain={t('namingScheme.explain')} testId="naming-scheme-fields">
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          size="xs"
          label={t('import.naming.login')}
          placeholder={NAME_EXAMPLE}
          value={value.namePattern}
          onChange={(e) => onChange({ ...value, namePattern: e.currentTarget.value })}
          error={patternErrorText(value.namePattern, 'name', t)}
          spellCheck={false}
        />
        <TextInput
          size="xs"
          label={t('import.naming.email')}
          placeholder={t('import.naming.emailPlaceholder')}
          value={value.emailPattern}
          onChange={(e) => onChange({ ...value, emailPattern: e.currentTarget.value })}
          error={patternErrorText(value.emailPattern, 'email', t)}
          spellCheck={false}
        />
      </SimpleGrid>
      <Select
        size="xs"
        label={t('namingScheme.idColumn')}
        description={t('namingScheme.idColumnHint')}
        data={ID_COLUMNS.map((column) => ({ value: column, label: column }))}
        value={value.idColumn ?? DEFAULT_ID_COLUMN}
        onChange={(column) => onChange({ ...value, idColumn: (column ?? DEFAULT_ID_COLUMN) as IdColumn })}
        allowDeselect={false}
        data-testid="naming-id-column"
      />
    </FormSection>
  );
}
