import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { CenteredLayout } from '../shared/layout/CenteredLayout';
import { usePageTitle } from '../shared/layout/usePageTitle';

const t = MESSAGES.web.invalidSubdomain;

/** The tenant host names no company, or the check failed (spec 000 §2.1). */
export function InvalidSubdomainPage() {
  usePageTitle(t.title);
  return (
    <CenteredLayout>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconWorldOff size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t.title}
        </Title>
        <Text c="dimmed">{t.message}</Text>
      </Stack>
    </CenteredLayout>
  );
}
