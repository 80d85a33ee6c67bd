import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../i18n';

/**
 * The "Name contains" field of a list screen (devices, organization requests): the same label,
 * icon, size and length limit on every list; the placeholder gives an example of the list's own.
 */
export function NameSearchField({
  value,
  placeholder,
  width,
  onSearch,
}: {
  value: string;
  placeholder: string;
  width: number;
  onSearch(text: string): void;
}) {
  const { t } = useT();
  return (
    <TextInput
      label={t('table.nameContains')}
      placeholder={placeholder}
      size="xs"
      w={width}
      leftSection={<IconSearch size={14} aria-hidden />}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      maxLength={200}
    />
  );
}
