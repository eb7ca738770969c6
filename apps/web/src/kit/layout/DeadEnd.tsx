import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { usePageTitle } from './usePageTitle';

/**
 * A screen that cannot show what was asked for (an unknown page, a page the role does not open,
 * an address that is no company): says what happened and why, and offers the way on (`children`).
 */
export function DeadEnd({
  icon,
  title,
  message,
  children,
}: {
  icon: ReactNode;
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack align="center" gap="sm" ta="center" py="xl" px="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {message}
      </Text>
      {children}
    </Stack>
  );
}
