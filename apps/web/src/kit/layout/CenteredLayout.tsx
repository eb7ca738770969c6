import { Box, Center, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

import { ColorSchemeToggle } from '../../theme/ColorSchemeToggle';

/** The narrow centred layout of the pages shown before sign-in (docs/product/platform-admin.md#hosts-and-sign-in). */
export function CenteredLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <Group justify="flex-end" p="md">
        <ColorSchemeToggle />
      </Group>
      <Center component="main" style={{ flex: 1 }} px="md" pb={64}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" maw={420}>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
