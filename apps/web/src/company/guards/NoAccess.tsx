import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { DeadEnd } from '../../kit/layout/DeadEnd';

const t = MESSAGES.web.noAccess;

/**
 * What a company user sees at the address of a page their role does not open: who manages it and a
 * way back, at the address they opened (not a silent jump to the dashboard). The server refuses
 * the page's calls as well.
 */
export function NoAccess({ reason }: { reason: string }) {
  return (
    <DeadEnd icon={<IconLock size={30} />} title={t.title} message={`${reason} ${t.askOwner}`}>
      <Button component={Link} to="/" variant="light">
        {t.home}
      </Button>
    </DeadEnd>
  );
}
