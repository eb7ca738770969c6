import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import type { CompanySettingsAccess } from '../access';

const t = MESSAGES.web.companyPortal.accessDenied;

/** Company Settings without the right (docs/product/company-portal.md#company-settings): "Access Denied" and which reason. */
export function AccessDenied({ reason }: { reason: Exclude<CompanySettingsAccess, 'allowed'> }) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
        <IconLock size={28} />
      </ThemeIcon>
      <Title order={1} size="h3">
        {t.title}
      </Title>
      <Text c="dimmed">{reason === 'adminNotEnabled' ? t.adminNotEnabled : t.ownersOnly}</Text>
      <Button component={Link} to="/" variant="light">
        {t.back}
      </Button>
    </Stack>
  );
}
