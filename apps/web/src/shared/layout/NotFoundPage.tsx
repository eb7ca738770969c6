import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

const t = MESSAGES.web.notFound;

/** The NotFound screen (spec 000 §2.1: it exists, but the host logic redirects unknown paths to /). */
export function NotFoundPage() {
  return (
    <Stack align="center" gap="xs" py={48}>
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <Text c="dimmed">{t.message}</Text>
      <Anchor component={Link} to="/">
        {t.home}
      </Anchor>
    </Stack>
  );
}
