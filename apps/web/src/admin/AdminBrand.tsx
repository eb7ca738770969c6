import { Group, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

/** 'Admin Dashboard' with its mark, in the shell header and on the login page. */
export function AdminBrand({ order = 1, size = 'h4' }: { order?: 1 | 2 | 3; size?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
        <IconShieldLock size={20} />
      </ThemeIcon>
      <Title
        order={order}
        size={size}
        fw={700}
        style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {MESSAGES.web.adminTitle}
      </Title>
    </Group>
  );
}
