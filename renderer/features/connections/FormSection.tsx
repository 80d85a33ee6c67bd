import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of the connection form: its title, a line on what it is for, then its fields. */
export function FormSection({
  title,
  explain,
  testId,
  children,
}: {
  title: string;
  explain: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {explain}
      </Text>
      {children}
    </Stack>
  );
}
