import { Checkbox, NumberInput, SimpleGrid } from '@mantine/core';
import { PASSWORD_POLICY_FIELDS } from '../../../shared/api/wire/password-policy';
import type { PasswordPolicyInput } from '../../../shared/api/wire/password-policy';
import { useT } from '../../ui/i18n';
import { FormSection } from './FormSection';

type CountField = Exclude<keyof PasswordPolicyInput, 'allowSimplePassword'>;

const COUNTS = PASSWORD_POLICY_FIELDS.filter((field): field is CountField => field !== 'allowSimplePassword');

/**
 * The organization's password policy, entered once with the profile (the real server's
 * PasswordPolicy fields, each optional): the offline checks use it where the server does not
 * answer a read of its own.
 */
export function PasswordPolicyFields({
  value,
  onChange,
}: {
  value: PasswordPolicyInput;
  onChange(next: PasswordPolicyInput): void;
}) {
  const { t } = useT();
  const set = (field: keyof PasswordPolicyInput, next: number | boolean | undefined) => {
    const copy: Record<string, unknown> = { ...value };
    if (next === undefined) delete copy[field];
    else copy[field] = next;
    onChange(copy as PasswordPolicyInput);
  };
  return (
    <FormSection
      title={t('passwordPolicy.title')}
      explain={t('passwordPolicy.explain')}
      testId="password-policy-fields"
    >
      <SimpleGrid cols={3} spacing="xs">
        {COUNTS.map((field) => (
          <NumberInput
            key={field}
            size="xs"
            label={t(`passwordPolicy.field.${field}`)}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={value[field] ?? ''}
            onChange={(v) => set(field, typeof v === 'number' ? v : undefined)}
          />
        ))}
      </SimpleGrid>
      <Checkbox
        size="xs"
        label={t('passwordPolicy.allowSimple')}
        checked={value.allowSimplePassword !== false}
        onChange={(e) => set('allowSimplePassword', e.currentTarget.checked ? undefined : false)}
      />
    </FormSection>
  );
}
