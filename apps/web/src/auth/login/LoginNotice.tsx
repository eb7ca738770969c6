import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { isLoginNotice } from '../../lib/api/errors';

/** The notice for /?message=company_inactive | company_not_found after a forced sign-out. */
export function LoginNotice() {
  const [params] = useSearchParams();
  const message = params.get('message');
  if (!isLoginNotice(message)) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="alert">
      {MESSAGES.web.login.notices[message]}
    </Alert>
  );
}
