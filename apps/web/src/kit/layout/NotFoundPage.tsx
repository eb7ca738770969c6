import { Anchor } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { DeadEnd } from './DeadEnd';

const t = MESSAGES.web.notFound;

/** The NotFound screen (docs/product/platform-admin.md#hosts-and-sign-in: it exists, but the host logic redirects unknown paths to /). */
export function NotFoundPage() {
  return (
    <DeadEnd icon={<IconMapOff size={30} />} title={t.title} message={t.message}>
      <Anchor component={Link} to="/">
        {t.home}
      </Anchor>
    </DeadEnd>
  );
}
