import { Checkbox, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PasswordPolicyInput } from '../../../shared/api/wire/password-policy';

type CountField = Exclude<keyof PasswordPolicyInput, 'allowSimplePassword'>;

const COUNTS: { field: CountField; label: string }[] = [
  { field: 'minimumPasswordLength', label: 'Minimum length' },
  { field: 'maximumPasswordLength', label: 'Maximum length' },
  { field: 'minimumNumbersOfDigits', label: 'Digits, at least' },
  { field: 'minimumNumbersOfLowerCaseLetters', label: 'Lower-case letters, at least' },
  { field: 'minimumNumbersOfUpperCaseLetters', label: 'Upper-case letters, at least' },
  { field: 'requiredNumbersOfSymbols', label: 'Symbols, at least' },
];

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
  const set = (field: keyof PasswordPolicyInput, next: number | boolean | undefined) => {
    const copy: Record<string, unknown> = { ...value };
    if (next === undefined) delete copy[field];
    else copy[field] = next;
    onChange(copy as PasswordPolicyInput);
  };
  return (
    <Stack gap={6} data-testid="password-policy-fields">
      <Text size="sm" fw={500}>
        Password policy of the organization
      </Text>
      <Text size="xs" c="dimmed">
        As configured in the portal; empty fields mean no such rule. Used to check files before an import, unless the
        server tells its own.
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {COUNTS.map(({ field, label }) => (
          <NumberInput
            key={field}
            size="xs"
            label={label}
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
        label="A password may equal the user name"
        checked={value.allowSimplePassword !== false}
        onChange={(e) => set('allowSimplePassword', e.currentTarget.checked ? undefined : false)}
      />
    </Stack>
  );
}
